/**
 * `signalr-sizing diff <base> <head>`: plans both scenarios with the engine's `plan()` and writes the change
 * (src/exports/planDiff, diffMarkdown, diffJson): Markdown for a pull request's comment, or JSON. Exits 1 when
 * the bill rises by more than `--max-increase-usd` or `--max-increase-percent`, naming the limit and the change;
 * 2 for bad input, in the same words as `size`, and writes nothing.
 */
import { plan } from '../engine';
import { diffJson } from '../exports/diffJson';
import { diffMarkdown } from '../exports/diffMarkdown';
import { planDiff, type PlanDiff } from '../exports/planDiff';
import { translatorFor } from '../i18n/allCatalogs';
import { formatCurrency, formatPercent } from '../i18n/format';
import type { Translate } from '../i18n/translate';
import { parseDiffArguments, type DiffOptions } from './diffOptions';
import { scenarioFromLink, type ScenarioInput } from './input';
import { exitCodes, messageLines, readScenarioFile, terminalTranslator, type CliIo } from './io';

/** A side given as a share link (a whole address or its `#s=` fragment) rather than a file. */
export function isLinkArgument(argument: string): boolean {
  const trimmed = argument.trim();
  return /^https?:\/\//i.test(trimmed) || trimmed.startsWith('#');
}

function readSide(
  t: Translate,
  options: DiffOptions,
  io: CliIo,
  side: 'base' | 'head',
): ScenarioInput {
  const argument = options[side];
  if (isLinkArgument(argument)) {
    const input = scenarioFromLink(t, argument, options.baseUrl);
    if (input.ok) return input;
    return {
      ...input,
      lead: t(side === 'base' ? 'cli.diff.error.baseLink' : 'cli.diff.error.headLink'),
    };
  }
  return readScenarioFile(t, options.locale, argument, options.baseUrl, io);
}

const cents = (usd: number) => Math.round(usd * 100) / 100;

/**
 * What the change crosses: each limit given, in words with the change; empty when it stays within them. A side
 * without a deployment cannot be measured: with a limit given, that is said as crossing it.
 */
export function crossedDiffLimits(
  t: Translate,
  locale: string,
  diff: PlanDiff,
  options: Pick<DiffOptions, 'maxIncreaseUsd' | 'maxIncreasePercent'>,
): string[] {
  const { maxIncreaseUsd, maxIncreasePercent } = options;
  if (maxIncreaseUsd === null && maxIncreasePercent === null) return [];
  if (diff.afterUsd === null) return [t('cli.diff.limit.noFitAfter')];
  if (diff.beforeUsd === null) return [t('cli.diff.limit.noFitBefore')];
  const change = cents(diff.afterUsd - diff.beforeUsd);
  const money = (amount: number) => formatCurrency(locale, amount, diff.currency);
  const figures = { before: money(diff.beforeUsd), after: money(diff.afterUsd) };
  const crossed: string[] = [];
  if (maxIncreaseUsd !== null && change > maxIncreaseUsd) {
    crossed.push(
      t('cli.diff.limit.usd', {
        ...figures,
        change: money(change),
        max: formatCurrency(locale, maxIncreaseUsd),
      }),
    );
  }
  if (maxIncreasePercent !== null && change > 0) {
    const max = formatPercent(locale, maxIncreasePercent / 100);
    if (diff.beforeUsd === 0) {
      crossed.push(t('cli.diff.limit.percentFromZero', { ...figures, max }));
    } else if ((change / diff.beforeUsd) * 100 > maxIncreasePercent) {
      const percent = formatPercent(locale, change / diff.beforeUsd);
      crossed.push(t('cli.diff.limit.percent', { ...figures, percent, max }));
    }
  }
  return crossed;
}

/**
 * Why the two plans' bills cannot be compared as asked: priced in two currencies, or a limit in US dollars on bills
 * in another currency; null when they can.
 */
export function currencyProblem(
  t: Translate,
  diff: PlanDiff,
  options: Pick<DiffOptions, 'maxIncreaseUsd'>,
): string | null {
  if (diff.currenciesDiffer) {
    return t('cli.diff.error.currencies', {
      before: diff.before.prices.currency,
      after: diff.after.prices.currency,
    });
  }
  if (options.maxIncreaseUsd !== null && diff.currency !== 'USD') {
    return t('cli.diff.error.budgetCurrency', { currency: diff.currency });
  }
  return null;
}

/** Runs `signalr-sizing diff …` (the arguments without `node` and the script); resolves to the exit code. */
export function runDiff(argv: readonly string[], io: CliIo): number {
  const parsed = parseDiffArguments(argv);
  if (parsed.kind === 'help') {
    io.stdout(`${translatorFor(parsed.locale)('cli.help.diff')}\n`);
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
  // The comment written over a scenario it was made from would lose that scenario.
  const { out } = options;
  const overwritten = [options.base, options.head].find(
    (side) => out !== null && side !== '-' && !isLinkArgument(side) && io.sameFile(side, out),
  );
  if (out !== null && overwritten !== undefined) {
    const say = terminalTranslator(t);
    io.stderr(`${say('cli.error.outIsInput', { path: out })}\n${t('cli.error.seeHelp')}\n`);
    return exitCodes.badInput;
  }
  const base = readSide(t, options, io, 'base');
  const head = readSide(t, options, io, 'head');
  if (!base.ok || !head.ok) {
    const lines = [base, head].flatMap((side) =>
      side.ok ? [] : messageLines(side.lead, side.message),
    );
    io.stderr(`${lines.join('\n')}\n${t('cli.error.nothingWritten')}\n`);
    return exitCodes.badInput;
  }
  const diff = planDiff(plan(base.scenario), plan(head.scenario));
  // A bill in euros less one in dollars is no change: refused, as size refuses a dollar limit on a euro bill.
  const refused = currencyProblem(t, diff, options);
  if (refused !== null) {
    io.stderr(`${refused}\n${t('cli.error.nothingWritten')}\n`);
    return exitCodes.badInput;
  }
  const wholeLink = (side: typeof base) => (side.fragmentOnly ? null : side.shareUrl);
  const label =
    options.label ?? (isLinkArgument(options.head) || options.head === '-' ? null : options.head);
  const crossed = crossedDiffLimits(t, locale, diff, options);
  let text: string;
  if (options.format === 'json') {
    text = diffJson(diff, { before: base.shareUrl, after: head.shareUrl }, crossed);
  } else {
    const links = { before: wholeLink(base), after: wholeLink(head) };
    if (links.before === null || links.after === null)
      io.stderr(`${t('cli.diff.note.noBaseUrl')}\n`);
    text = diffMarkdown({ diff, t, locale, label, links, crossed });
  }
  if (options.out === null) io.stdout(text);
  else {
    const say = terminalTranslator(t);
    try {
      io.writeText(options.out, text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      io.stderr(`${say('cli.error.write', { path: options.out, reason })}\n`);
      return exitCodes.badInput;
    }
    io.stderr(`${say('cli.written', { path: options.out })}\n`);
  }
  if (crossed.length > 0) {
    io.stderr(`${crossed.join('\n')}\n`);
    return exitCodes.limitCrossed;
  }
  return exitCodes.ok;
}
