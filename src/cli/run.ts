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
import { terminalLines } from '../components/controlText';
import { localeOf } from './arguments';
import { artefact, linkingFormats } from './artefacts';
import { runDiff } from './diff';
import { commandOf } from './diffOptions';
import { exitCodes, messageLines, readScenarioFile, terminalTranslator, type CliIo } from './io';
import { scenarioFromLink, type ScenarioInput } from './input';
import { metricsResized } from './metrics';
import { parseArguments, type CliOptions } from './options';
import { scenarioWithPrices } from './prices';
import { comingMonth } from '../exports/focusPeriod';
import { maxPriceListBytes } from '../engine/billing/retailPrices';
import { maxMetricsFileBytes } from '../engine/metrics/readMetricsFiles';

export { exitCodes, type CliIo } from './io';

/** The scenario from the file or the link. */
function readInput(t: Translate, options: CliOptions, io: CliIo): ScenarioInput {
  if (options.link !== null) return scenarioFromLink(t, options.link, options.baseUrl);
  return readScenarioFile(t, options.locale, options.file ?? '-', options.baseUrl, io);
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

/**
 * Runs the command line on its arguments (without `node` and the script); resolves to the exit code. What it says
 * on standard error, and the plan as text, reach a terminal: no control character in them acts (terminalLines).
 * Standard output that cannot be written (a full disk, a file-size limit, a closed pipe) is said in one line on
 * standard error, and exits 2, whatever the command would have exited with.
 */
export function run(argv: readonly string[], given: CliIo): number {
  // A write to standard output that fails is kept, nothing more is written there, and it is said once at the end.
  let stdoutFailure: string | null = null;
  const io: CliIo = {
    ...given,
    stderr: (text) => given.stderr(terminalLines(text)),
    stdout: (text) => {
      if (stdoutFailure !== null) return;
      try {
        given.stdout(text);
      } catch (error) {
        stdoutFailure = error instanceof Error ? error.message : String(error);
      }
    },
  };
  const code = commandOf(argv) === 'diff' ? runDiff(argv, io) : runSize(argv, io);
  if (stdoutFailure === null) return code;
  const say = terminalTranslator(translatorFor(localeOf(argv)));
  io.stderr(`${say('cli.error.stdout', { reason: stdoutFailure })}\n`);
  return exitCodes.badInput;
}

/** `signalr-sizing size …`, `--help` and `--version`. */
function runSize(argv: readonly string[], io: CliIo): number {
  const parsed = parseArguments(argv);
  if (parsed.kind === 'version') {
    io.stdout(`${io.version}\n`);
    return exitCodes.ok;
  }
  if (parsed.kind === 'help') {
    const t = translatorFor(parsed.locale);
    const texts = {
      all: [t('cli.help'), t('cli.help.diff')],
      size: [t('cli.help')],
      diff: [t('cli.help.diff')],
    };
    io.stdout(`${texts[parsed.topic].join('\n\n')}\n`);
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
  const input = readInput(t, options, io);
  if (!input.ok) {
    io.stderr(
      `${messageLines(input.lead, input.message).join('\n')}\n${t('cli.error.nothingWritten')}\n`,
    );
    return exitCodes.badInput;
  }
  const priced = scenarioWithPrices(say, locale, options, input.scenario, (path) =>
    io.readText(path, maxPriceListBytes),
  );
  if (!priced.ok) {
    io.stderr(`${priced.lines.join('\n')}\n${t('cli.error.nothingWritten')}\n`);
    return exitCodes.badInput;
  }
  const currency = priced.scenario.prices?.currency ?? 'USD';
  if (options.maxMonthlyUsd !== null && currency !== 'USD') {
    io.stderr(`${t('cli.error.budgetCurrency', { currency })}\n${t('cli.error.nothingWritten')}\n`);
    return exitCodes.badInput;
  }
  const pricedUrl =
    priced.scenario === input.scenario ? input.shareUrl : input.linkFor(priced.scenario);
  const sized =
    options.metrics.length === 0
      ? { ok: true as const, scenario: priced.scenario, shareUrl: pricedUrl, notes: [] }
      : metricsResized(say, locale, priced.scenario, pricedUrl, options.metrics, (path) =>
          io.readText(path, maxMetricsFileBytes),
        );
  if (!sized.ok) {
    io.stderr(`${sized.lines.join('\n')}\n${t('cli.error.nothingWritten')}\n`);
    return exitCodes.badInput;
  }
  if (input.fragmentOnly && linkingFormats.includes(options.format)) {
    io.stderr(`${t('cli.note.noBaseUrl')}\n`);
  }
  for (const note of sized.notes) io.stderr(`${note}\n`);
  const planned = plan(sized.scenario);
  const written = artefact(options.format, {
    plan: planned,
    t,
    locale,
    shareUrl: sized.shareUrl,
    theme: options.theme,
    period: options.period ?? comingMonth(io.now?.() ?? new Date()),
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
