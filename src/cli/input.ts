/**
 * The scenario the command line sizes: a scenario file read as the page's import reads it, or a share link read
 * with the page's own codec. A failure comes back in the page's words (field by field for an invalid scenario);
 * nothing is sized from it.
 */
import type { Scenario } from '../engine';
import { importMessage, linkFailureMessage, type ImportMessage } from '../exports/importMessages';
import type { Translate } from '../i18n/translate';
import { readScenarioText } from '../state/scenarioFile';
import { decodeScenario, scenarioParameter, shareUrlFor } from '../state/shareLink';

export type ScenarioInput =
  | {
      ok: true;
      scenario: Scenario;
      /** The link back to the scenario (its fragment alone when no page address is known). */
      shareUrl: string;
      /** The page address was not known: the link back is the fragment alone. */
      fragmentOnly: boolean;
      /** The link back to another scenario on the same page (the scenario with `--prices`'s prices). */
      linkFor: (scenario: Scenario) => string;
    }
  | { ok: false; lead: string; message: ImportMessage };

/**
 * Thrown by the reader of a file (files.ts) that passes its limit (a scenario's: the page's import limit,
 * maxImportBytes; a price list's and a metrics file's, the page's own): `bytes` is the file's size, or null when
 * reading stopped at the limit (a pipe, a device). Each reader says it in words of its kind of file.
 */
export class ScenarioTooLarge extends Error {
  constructor(readonly bytes: number | null) {
    super('The file is larger than the command line reads');
    this.name = 'ScenarioTooLarge';
  }
}

const emptyLocation = { origin: '', pathname: '', search: '', hash: '' };

/** The page that serves the scenario: the base URL given, else none (the fragment alone). */
function linkBack(scenario: Scenario, page: URL | null) {
  const linkFor = (linked: Scenario) => shareUrlFor(linked, page ?? emptyLocation);
  return { shareUrl: linkFor(scenario), fragmentOnly: page === null, linkFor };
}

/** A file's name in a message: "-" is standard input, and said so. */
export function inputName(t: Translate, path: string): string {
  return path === '-' ? t('cli.stdin') : path;
}

/**
 * A scenario file's text, as the page's "Import" reads it.
 * @example scenarioFromFile(t, 'en', '{"version": 2, "workloads": []}', 'chat.json', null) // { ok: true, ... }
 */
export function scenarioFromFile(
  t: Translate,
  locale: string,
  text: string,
  path: string,
  baseUrl: string | null,
): ScenarioInput {
  const result = readScenarioText(text);
  if (!result.ok) {
    return {
      ok: false,
      lead: t('cli.error.file', { path: inputName(t, path) }),
      message: importMessage(t, locale, result),
    };
  }
  const page = baseUrl === null ? null : new URL(baseUrl);
  if (page) page.hash = '';
  return { ok: true, scenario: result.scenario, ...linkBack(result.scenario, page) };
}

/** The fragment of a link: a whole address, `#s=2.…`, or the value `2.…` alone. */
function fragmentOf(link: string): { hash: string; page: URL | null } {
  const trimmed = link.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      const page = new URL(trimmed);
      const hash = page.hash;
      page.hash = '';
      return { hash, page };
    } catch {
      return { hash: '', page: null };
    }
  }
  if (trimmed.startsWith('#')) return { hash: trimmed, page: null };
  return { hash: `#s=${trimmed}`, page: null };
}

/**
 * A share link, as the page opens it. The link back is the same page with the scenario re-encoded, unless a base
 * URL is given.
 */
export function scenarioFromLink(
  t: Translate,
  link: string,
  baseUrl: string | null,
): ScenarioInput {
  const lead = t('cli.error.link');
  const { hash, page } = fragmentOf(link);
  const value = scenarioParameter(hash);
  if (value === null) {
    return {
      ok: false,
      lead,
      message: { text: t('cli.error.noScenarioInLink'), issues: [], more: null },
    };
  }
  const decoded = decodeScenario(value);
  if (!decoded.ok) return { ok: false, lead, message: linkFailureMessage(t, decoded) };
  const base = baseUrl === null ? page : new URL(baseUrl);
  if (base) {
    // The link's own parameters (language, view) stay; the scenario is written anew.
    base.hash = baseUrl === null ? hash : '';
  }
  return { ok: true, scenario: decoded.scenario, ...linkBack(decoded.scenario, base) };
}
