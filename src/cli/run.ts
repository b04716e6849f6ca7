/**
 * `signalr-sizing`: reads a scenario (a file or a share link), plans it with the engine's `plan()`, writes the
 * artefact `--format` asks for, and fails when the plan crosses `--max-monthly-usd` or `--max-units`. Everything
 * outside (files, standard streams) comes through `io`, so the tests run it as the shell does.
 *
 * Exit codes: 0 written; 1 written, but the plan crosses a limit (or nothing fits it, or there is no deployment
 * to write as infrastructure code); 2 bad input or arguments, nothing written.
 */
import { plan, type Plan } from '../engine';
import { translatorFor } from '../i18n/allCatalogs';
import { formatCount, formatCurrencyCents } from '../i18n/format';
import type { Translate } from '../i18n/translate';
import type { ImportMessage } from '../exports/importMessages';
import { artefact, linkingFormats } from './artefacts';
import { scenarioFromFile, scenarioFromLink, type ScenarioInput } from './input';
import { parseArguments, type CliOptions } from './options';

export interface CliIo {
  /** A file's text (standard input for `-`); throws as Node's fs does when it cannot be read. */
  readText(path: string): string;
  writeText(path: string, text: string): void;
  stdout(text: string): void;
  stderr(text: string): void;
  version: string;
}

export const exitCodes = { ok: 0, limitCrossed: 1, badInput: 2 } as const;

function messageLines(lead: string, message: ImportMessage): string[] {
  return [
    lead,
    message.text,
    ...message.issues.map((issue) => `  ${issue}`),
    ...(message.more ? [message.more] : []),
  ];
}

function readInput(t: Translate, options: CliOptions, io: CliIo): ScenarioInput {
  if (options.link !== null) return scenarioFromLink(t, options.link, options.baseUrl);
  const path = options.file ?? '-';
  let text: string;
  try {
    text = io.readText(path);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      lead: t('cli.error.file', { path }),
      message: { text: t('cli.error.read', { reason }), issues: [], more: null },
    };
  }
  return scenarioFromFile(t, options.locale, text, path, options.baseUrl);
}

/** US dollars as whole cents: 7,811.304 -> 781,130. */
function cents(usd: number): number {
  return Math.round(usd * 100);
}

/** What the plan crosses: each limit given, in words; empty when it stays within them. */
export function crossedLimits(
  t: Translate,
  locale: string,
  planned: Plan,
  options: CliOptions,
): string[] {
  const limits: string[] = [];
  const { maxMonthlyUsd, maxUnits } = options;
  if (maxMonthlyUsd === null && maxUnits === null) return limits;
  if (!planned.deployment || !planned.monthly) {
    if (planned.evaluation.workloads.length > 0) limits.push(t('cli.limit.noFit'));
    return limits;
  }
  // Compared in whole cents, the bill's own unit, and said to the cent: $7,811.30 is above a limit of $7,811.00,
  // $7,811.304 is not above one of $7,811.30.
  if (maxMonthlyUsd !== null && cents(planned.monthly.totalUsd) > cents(maxMonthlyUsd)) {
    limits.push(
      t('cli.limit.monthly', {
        cost: formatCurrencyCents(locale, planned.monthly.totalUsd),
        max: formatCurrencyCents(locale, maxMonthlyUsd),
      }),
    );
  }
  if (maxUnits !== null && planned.deployment.totalUnits > maxUnits) {
    limits.push(
      t('cli.limit.units', {
        units: formatCount(locale, planned.deployment.totalUnits),
        max: formatCount(locale, maxUnits),
      }),
    );
  }
  return limits;
}

/** Runs the command line on its arguments (without `node` and the script); resolves to the exit code. */
export function run(argv: readonly string[], io: CliIo): number {
  const parsed = parseArguments(argv);
  if (parsed.kind === 'version') {
    io.stdout(`${io.version}\n`);
    return exitCodes.ok;
  }
  if (parsed.kind === 'help') {
    io.stdout(`${translatorFor(parsed.locale)('cli.help')}\n`);
    return exitCodes.ok;
  }
  if (parsed.kind === 'usage') {
    const t = translatorFor(parsed.locale);
    io.stderr(`${parsed.problem(t)}\n${t('cli.error.seeHelp')}\n`);
    return exitCodes.badInput;
  }
  const { options } = parsed;
  const { locale } = options;
  const t = translatorFor(locale);
  const input = readInput(t, options, io);
  if (!input.ok) {
    io.stderr(
      `${messageLines(input.lead, input.message).join('\n')}\n${t('cli.error.nothingWritten')}\n`,
    );
    return exitCodes.badInput;
  }
  if (input.fragmentOnly && linkingFormats.includes(options.format)) {
    io.stderr(`${t('cli.note.noBaseUrl')}\n`);
  }
  const planned = plan(input.scenario);
  const written = artefact(options.format, {
    plan: planned,
    t,
    locale,
    shareUrl: input.shareUrl,
    theme: options.theme,
  });
  if (!written.ok) {
    io.stderr(`${written.lines.join('\n')}\n`);
    return exitCodes.limitCrossed;
  }
  if (options.out === null) io.stdout(written.text);
  else {
    try {
      io.writeText(options.out, written.text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      io.stderr(`${t('cli.error.write', { path: options.out, reason })}\n`);
      return exitCodes.badInput;
    }
    io.stderr(`${t('cli.written', { path: options.out })}\n`);
  }
  const crossed = crossedLimits(t, locale, planned, options);
  if (crossed.length > 0) {
    io.stderr(`${crossed.join('\n')}\n`);
    return exitCodes.limitCrossed;
  }
  return exitCodes.ok;
}
