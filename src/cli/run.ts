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
import { formatCount, formatCurrency } from '../i18n/format';
import type { Translate } from '../i18n/translate';
import { importMessage, type ImportMessage } from '../exports/importMessages';
import { terminalLines, terminalText } from '../components/controlText';
import { artefact, linkingFormats } from './artefacts';
import { ScenarioTooLarge, scenarioFromFile, scenarioFromLink, type ScenarioInput } from './input';
import { parseArguments, type CliOptions } from './options';

export interface CliIo {
  /**
   * A scenario file's text (standard input for `-`), read as the page's import reads one (files.ts); throws
   * ScenarioTooLarge past the import's limit, and as Node's fs does when it cannot be read.
   */
  readText(path: string): string;
  /** Replaces the file with the text, whole, or leaves it as it was and throws. */
  writeText(path: string, text: string): void;
  /** Whether two paths name the same file. */
  sameFile(first: string, second: string): boolean;
  stdout(text: string): void;
  stderr(text: string): void;
  version: string;
}

export const exitCodes = { ok: 0, limitCrossed: 1, badInput: 2 } as const;

/**
 * The translator for what the command line says: every value put into a sentence (a path, an option's value, the
 * system's reason, which quotes the path) as a terminal may show it, a line break in it included (terminalText).
 */
function terminalTranslator(t: Translate): Translate {
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

function messageLines(lead: string, message: ImportMessage): string[] {
  return [
    lead,
    message.text,
    ...message.issues.map((issue) => `  ${issue}`),
    ...(message.more ? [message.more] : []),
  ].map(withoutIsolates);
}

/**
 * The scenario from the file or the link. `t` words the page's own messages (the import's, the link's); `say`, the
 * terminal translator, the sentences that quote what the user gave (a path, the system's reason).
 */
function readInput(t: Translate, say: Translate, options: CliOptions, io: CliIo): ScenarioInput {
  if (options.link !== null) return scenarioFromLink(t, options.link, options.baseUrl);
  const path = options.file ?? '-';
  let text: string;
  try {
    text = io.readText(path);
  } catch (error) {
    const lead = say('cli.error.file', { path });
    if (error instanceof ScenarioTooLarge) {
      const failure = { reason: 'tooLarge', bytes: error.bytes } as const;
      return { ok: false, lead, message: importMessage(t, options.locale, failure) };
    }
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      lead,
      message: { text: say('cli.error.read', { reason }), issues: [], more: null },
    };
  }
  return scenarioFromFile(t, options.locale, text, terminalText(path), options.baseUrl);
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
  if (maxMonthlyUsd !== null && planned.monthly.totalUsd > maxMonthlyUsd) {
    limits.push(
      t('cli.limit.monthly', {
        cost: formatCurrency(locale, planned.monthly.totalUsd),
        max: formatCurrency(locale, maxMonthlyUsd),
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

/**
 * Runs the command line on its arguments (without `node` and the script); resolves to the exit code. What it says
 * on standard error, and the plan as text, reach a terminal: no control character in them acts (terminalLines).
 */
export function run(argv: readonly string[], given: CliIo): number {
  const io: CliIo = { ...given, stderr: (text) => given.stderr(terminalLines(text)) };
  const parsed = parseArguments(argv);
  if (parsed.kind === 'version') {
    io.stdout(`${io.version}\n`);
    return exitCodes.ok;
  }
  if (parsed.kind === 'help') {
    io.stdout(`${translatorFor(parsed.locale)('cli.help')}\n`);
    return exitCodes.ok;
  }
  const usage = (locale: CliOptions['locale'], problem: (t: Translate) => string) => {
    const t = terminalTranslator(translatorFor(locale));
    io.stderr(`${problem(t)}\n${t('cli.error.seeHelp')}\n`);
    return exitCodes.badInput;
  };
  if (parsed.kind === 'usage') return usage(parsed.locale, parsed.problem);
  const { options } = parsed;
  const { locale } = options;
  const { file, out } = options;
  // The report written over the scenario it was made from would lose the scenario.
  if (out !== null && file !== null && file !== '-' && io.sameFile(file, out)) {
    return usage(locale, (t) => t('cli.error.outIsInput', { path: out }));
  }
  const t = translatorFor(locale);
  const say = terminalTranslator(t);
  const input = readInput(t, say, options, io);
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
  if (options.out === null) {
    // The plan as text is for a terminal; every other format is a file's text, made safe by its own writer.
    io.stdout(options.format === 'text' ? terminalLines(written.text) : written.text);
  } else {
    try {
      io.writeText(options.out, written.text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      io.stderr(`${say('cli.error.write', { path: options.out, reason })}\n`);
      return exitCodes.badInput;
    }
    io.stderr(`${say('cli.written', { path: options.out })}\n`);
  }
  const crossed = crossedLimits(t, locale, planned, options);
  if (crossed.length > 0) {
    io.stderr(`${crossed.join('\n')}\n`);
    return exitCodes.limitCrossed;
  }
  return exitCodes.ok;
}
