/**
 * What every command of the command line shares: the world outside it (`io`: files and standard streams, so the
 * tests run it as the shell does), its exit codes, the way a bad input's message is printed, and the way a
 * scenario file is read (as the page's import reads one).
 */
import { terminalText } from '../components/controlText';
import { importMessage, type ImportMessage } from '../exports/importMessages';
import type { Translate } from '../i18n/translate';
import { NotText } from '../engine/files/fileBytes';
import { inputName, ScenarioTooLarge, scenarioFromFile, type ScenarioInput } from './input';

export interface CliIo {
  /**
   * A file's text (standard input for `-`), read as the page's import reads one (files.ts); throws
   * ScenarioTooLarge past `limitBytes` (the scenario import's limit when not given: a price list and a metrics file
   * have the page's own, larger ones), and as Node's fs does when it cannot be read.
   */
  readText(path: string, limitBytes?: number): string;
  /** Replaces the file with the text, whole, or leaves it as it was and throws. */
  writeText(path: string, text: string): void;
  /** Whether two paths name the same file. */
  sameFile(first: string, second: string): boolean;
  stdout(text: string): void;
  stderr(text: string): void;
  version: string;
  /** Today, for what defaults to a date (`--format focus` without `--period`); absent: the system clock. */
  now?: () => Date;
}

/** 0 written; 1 written, but a limit is crossed (or there is nothing to write); 2 bad input, nothing written. */
export const exitCodes = { ok: 0, limitCrossed: 1, badInput: 2 } as const;

/**
 * The translator for what the command line says: every value put into a sentence (a path, an option's value, the
 * system's reason, which quotes the path) as a terminal may show it, a line break in it included (terminalText).
 */
export function terminalTranslator(t: Translate): Translate {
  return (key, params) =>
    t(
      key,
      params &&
        Object.fromEntries(
          Object.entries(params).map(([name, value]) => [
            name,
            typeof value === 'string' ? terminalText(value) : value,
          ]),
        ),
    );
}

/**
 * The page isolates each name it quotes in a message (U+2068 … U+2069) for its own layout; a terminal does not
 * reorder text, and every character of a quoted name is a code already (issueText.ts), so the isolates go.
 */
const withoutIsolates = (text: string) => text.replace(/[\u2068\u2069]/g, '');

/** A bad input's lines: what could not be used, the page's words for why, each issue indented. */
export function messageLines(lead: string, message: ImportMessage): string[] {
  return [
    lead,
    message.text,
    ...message.issues.map((issue) => `  ${issue}`),
    ...(message.more ? [message.more] : []),
  ].map(withoutIsolates);
}

/**
 * A scenario file (`-`: standard input) read through `io` as the page's import reads one: past the import's limit,
 * unreadable or invalid, it comes back in the page's words. `t` words the page's own messages; `say`, the terminal
 * translator, the sentences that quote what the user gave (a path, the system's reason).
 */
export function readScenarioFile(
  t: Translate,
  locale: string,
  path: string,
  baseUrl: string | null,
  io: Pick<CliIo, 'readText'>,
): ScenarioInput {
  const say = terminalTranslator(t);
  let text: string;
  try {
    text = io.readText(path);
  } catch (error) {
    const lead = say('cli.error.file', { path: inputName(t, path) });
    if (error instanceof ScenarioTooLarge) {
      const failure = { reason: 'tooLarge', bytes: error.bytes } as const;
      return { ok: false, lead, message: importMessage(t, locale, failure) };
    }
    if (error instanceof NotText) {
      const failure = { reason: 'notText', encoding: error.encoding } as const;
      return { ok: false, lead, message: importMessage(t, locale, failure) };
    }
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      lead,
      message: { text: say('cli.error.read', { reason }), issues: [], more: null },
    };
  }
  return scenarioFromFile(t, locale, text, terminalText(path), baseUrl);
}
