/**
 * The command line's arguments, read with Node's own parser (node:util parseArgs): the command, the scenario
 * file or link, and the options. A mistake comes back as a problem to say, never as an exception.
 */
import { isLocale, supportedLocales, type Locale } from '../i18n/localeList';
import type { Translate } from '../i18n/translate';
import { isCardTheme, type CardTheme } from '../exports/card/cardTheme';
import { billingPeriodOf, type BillingPeriod } from '../exports/focusPeriod';
import { localeOf, readArguments, type OptionSpec } from './arguments';

/** What `--format` writes: the page's exports and the Deploy view's infrastructure code. */
export const outputFormats = [
  'text',
  'md',
  'json',
  'csv',
  'svg',
  'bicep',
  'arm',
  'tf',
  'cli',
  'infracost-usage',
  'focus',
] as const;
export type OutputFormat = (typeof outputFormats)[number];

export interface CliOptions {
  /** A scenario file's path (`-` for standard input), or null with `link`. */
  file: string | null;
  /** A share link (or its fragment) instead of a file. */
  link: string | null;
  format: OutputFormat;
  locale: Locale;
  theme: CardTheme;
  /** Where the dashboard is served: the link back to the scenario starts with it. */
  baseUrl: string | null;
  /** A file to write instead of standard output (`--out`, or its long form `--output`). */
  out: string | null;
  maxMonthlyUsd: number | null;
  maxUnits: number | null;
  /** Metrics files Azure wrote (`--metrics`, repeatable): the scenario is re-sized from them first. */
  metrics: string[];
  /** An Azure Retail Prices API file whose prices the plan uses (`--prices`), and the region to read. */
  prices: string | null;
  pricesRegion: string | null;
  /** `--period YYYY-MM`: the month `--format focus` forecasts; null: the month after today's. */
  period: BillingPeriod | null;
}

export type ParsedArguments =
  | { kind: 'help'; locale: Locale; topic: 'all' | 'size' | 'diff' }
  | { kind: 'version' }
  | { kind: 'size'; options: CliOptions }
  | { kind: 'usage'; locale: Locale; problem: (t: Translate) => string };

const isOutputFormat = (value: string): value is OutputFormat =>
  (outputFormats as readonly string[]).includes(value);

export function isWebAddress(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

type Positive = { value: number | null } | { problem: (t: Translate) => string };

/**
 * Plain decimal digits, as a person writes a limit: not `0x10` (16 to Number()), `1e3`, `0b11`, ` 12` or `Infinity`,
 * which Number() reads as numbers the user did not write.
 */
const wholeDigits = /^[0-9]+$/;
export const decimalDigits = /^[0-9]+(?:\.[0-9]+)?$/;

/**
 * The option's value as a number above 0 written in plain decimal digits (whole, for a count of units), or a
 * problem naming it.
 * @example positive('--max-units', '0x10', true) // { problem } ("takes a whole number above 0, in digits")
 */
function positive(option: string, value: string | undefined, whole: boolean): Positive {
  if (value === undefined) return { value: null };
  const number = Number(value);
  return (whole ? wholeDigits : decimalDigits).test(value) && number > 0 && Number.isFinite(number)
    ? { value: number }
    : {
        problem: (t: Translate) =>
          t(whole ? 'cli.error.wholeNumber' : 'cli.error.number', { option, value }),
      };
}

const optionConfig = {
  format: { type: 'string', short: 'f' },
  link: { type: 'string', short: 'l' },
  lang: { type: 'string' },
  theme: { type: 'string' },
  'base-url': { type: 'string' },
  // Several are read, so that two files to write are refused in their own words (cli.error.twoOuts).
  out: { type: 'string', short: 'o', multiple: true },
  output: { type: 'string', multiple: true },
  'max-monthly-usd': { type: 'string' },
  'max-units': { type: 'string' },
  metrics: { type: 'string', multiple: true },
  prices: { type: 'string' },
  'prices-region': { type: 'string' },
  period: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
} as const satisfies Record<string, OptionSpec>;

/**
 * Reads `signalr-sizing size <file> [options]` (or `--help`, `--version`, `help [size|diff]`). Every option but
 * `--metrics` is given once at most: a second value is refused, not kept in place of the first.
 * @example parseArguments(['size', 'chat.json', '--format', 'md']) // { kind: 'size', options: { file: 'chat.json', format: 'md', ... } }
 */
export function parseArguments(argv: readonly string[]): ParsedArguments {
  const read = readArguments(argv, optionConfig);
  if (!read.ok) return { kind: 'usage', locale: localeOf(argv), problem: read.problem };
  const { values: given, flags, positionals } = read;
  const one = (name: keyof typeof optionConfig) => given[name]?.[0];
  const lang = one('lang') ?? 'en';
  const locale: Locale = isLocale(lang) ? lang : 'en';
  const usage = (problem: (t: Translate) => string): ParsedArguments => ({
    kind: 'usage',
    locale,
    problem,
  });
  const [command, file, ...extra] = positionals;
  if (flags.has('help')) {
    // `size --help` is the help of size; `--help` alone, all of it.
    return { kind: 'help', locale, topic: command === 'size' ? 'size' : 'all' };
  }
  if (flags.has('version')) return { kind: 'version' };
  if (!isLocale(lang)) {
    return usage((t) =>
      t('cli.error.choice', {
        option: '--lang',
        choices: supportedLocales.join(', '),
        value: lang,
      }),
    );
  }
  if (command === 'help') {
    // `help`, `help size`, `help diff`: as --help.
    if (extra.length > 0) return usage((t) => t('cli.error.extra', { extra: extra.join(' ') }));
    if (file === undefined) return { kind: 'help', locale, topic: 'all' };
    if (file === 'size' || file === 'diff') return { kind: 'help', locale, topic: file };
    return usage((t) => t('cli.error.command', { command: file }));
  }
  if (command === undefined) {
    // `signalr-sizing` alone (or with --lang) asks for the help; options without a command are a mistake.
    const options = [...Object.keys(given), ...flags].filter((name) => name !== 'lang');
    if (options.length === 0) return { kind: 'help', locale, topic: 'all' };
    return usage((t) =>
      t('cli.error.noCommand', { options: options.map((n) => `--${n}`).join(' ') }),
    );
  }
  if (command !== 'size') return usage((t) => t('cli.error.command', { command }));
  if (extra.length > 0) return usage((t) => t('cli.error.extra', { extra: extra.join(' ') }));
  const values = {
    link: one('link'),
    format: one('format'),
    theme: one('theme'),
    'base-url': one('base-url'),
    'max-monthly-usd': one('max-monthly-usd'),
    'max-units': one('max-units'),
    prices: one('prices'),
    'prices-region': one('prices-region'),
    period: one('period'),
    out: given.out,
    output: given.output,
    metrics: given.metrics,
  };
  const link = values.link ?? null;
  if (file === undefined && link === null) return usage((t) => t('cli.error.noInput'));
  if (file !== undefined && link !== null) return usage((t) => t('cli.error.bothInputs'));
  const format = values.format ?? 'text';
  if (!isOutputFormat(format)) {
    const choices = outputFormats.join(', ');
    return usage((t) => t('cli.error.choice', { option: '--format', choices, value: format }));
  }
  const theme = values.theme ?? 'light';
  if (!isCardTheme(theme)) {
    return usage((t) =>
      t('cli.error.choice', { option: '--theme', choices: 'light, dark', value: theme }),
    );
  }
  const baseUrl = values['base-url'] ?? null;
  if (baseUrl !== null && !isWebAddress(baseUrl)) {
    return usage((t) => t('cli.error.url', { option: '--base-url', value: baseUrl }));
  }
  const monthly = positive('--max-monthly-usd', values['max-monthly-usd'], false);
  if ('problem' in monthly) return usage(monthly.problem);
  const units = positive('--max-units', values['max-units'], true);
  if ('problem' in units) return usage(units.problem);
  const outs = [...(values.out ?? []), ...(values.output ?? [])];
  const [outGiven = null, second] = outs;
  if (second !== undefined) {
    return usage((t) => t('cli.error.twoOuts', { first: outGiven ?? '', second }));
  }
  // `--out -` is standard output, as the file `-` is standard input.
  const out = outGiven === '-' ? null : outGiven;
  const prices = values.prices ?? null;
  const pricesRegion = values['prices-region'] ?? null;
  if (pricesRegion !== null && prices === null) return usage((t) => t('cli.error.pricesRegion'));
  // Standard input ends once read: a second reader of it would find it empty.
  const fromStdin = [file, prices, ...(values.metrics ?? [])].filter((path) => path === '-');
  if (fromStdin.length > 1) return usage((t) => t('cli.error.stdinTwice'));
  const periodText = values.period ?? null;
  const period = periodText === null ? null : billingPeriodOf(periodText);
  if (periodText !== null && period === null) {
    return usage((t) => t('cli.error.period', { value: periodText }));
  }
  return {
    kind: 'size',
    options: {
      file: file ?? null,
      link,
      format,
      locale,
      theme,
      baseUrl,
      out,
      maxMonthlyUsd: monthly.value,
      maxUnits: units.value,
      metrics: values.metrics ?? [],
      prices,
      pricesRegion,
      period,
    },
  };
}
