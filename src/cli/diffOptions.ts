/**
 * `signalr-sizing diff <base> <head> [options]`: its arguments, read with Node's own parser as `size`'s are
 * (options.ts), with the same words for the same mistakes. A mistake comes back as a problem to say.
 */
import { isLocale, supportedLocales, type Locale } from '../i18n/localeList';
import type { Translate } from '../i18n/translate';
import { localeOf, readArguments, type OptionSpec } from './arguments';
import { decimalDigits, isWebAddress } from './options';

/** What `diff --format` writes: Markdown for a pull request's comment, or JSON for a tool. */
export const diffFormats = ['md', 'json'] as const;
export type DiffFormat = (typeof diffFormats)[number];

export interface DiffOptions {
  /** Each side: a scenario file's path (`-`: standard input) or a share link. */
  base: string;
  head: string;
  format: DiffFormat;
  locale: Locale;
  /** The Markdown's heading; null: the head file's path (a link's scenario name). */
  label: string | null;
  baseUrl: string | null;
  out: string | null;
  maxIncreaseUsd: number | null;
  maxIncreasePercent: number | null;
}

export type ParsedDiffArguments =
  | { kind: 'help'; locale: Locale }
  | { kind: 'diff'; options: DiffOptions }
  | { kind: 'usage'; locale: Locale; problem: (t: Translate) => string };

const optionConfig = {
  format: { type: 'string', short: 'f' },
  lang: { type: 'string' },
  label: { type: 'string' },
  'base-url': { type: 'string' },
  // Several are read, so that two files to write are refused instead of the last one winning.
  out: { type: 'string', short: 'o', multiple: true },
  output: { type: 'string', multiple: true },
  'max-increase-usd': { type: 'string' },
  'max-increase-percent': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Record<string, OptionSpec>;

/** Options of `size` that take a value: a command is never one of their values. */
const sizeValueOptions = new Set([
  '-f',
  '--format',
  '-l',
  '--link',
  '--lang',
  '--theme',
  '--base-url',
  '-o',
  '--out',
  '--output',
  '--max-monthly-usd',
  '--max-units',
  '--metrics',
  '--prices',
  '--prices-region',
  '--label',
  '--max-increase-usd',
  '--max-increase-percent',
]);

/**
 * The command the arguments name: the first `size` or `diff` that is not an option's value. An option added to
 * `size` later, before the command, cannot hide it: `--metrics m.json diff a b` is still `diff` (which then says
 * it does not take `--metrics`).
 * @example commandOf(['--lang', 'de', 'diff', 'a.json', 'b.json']) // 'diff'
 */
export function commandOf(argv: readonly string[]): 'size' | 'diff' | undefined {
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === '--') {
      const next = argv[index + 1];
      return next === 'size' || next === 'diff' ? next : undefined;
    }
    if (sizeValueOptions.has(arg)) index += 1;
    else if (arg === 'size' || arg === 'diff') return arg;
    // `help diff` asks for diff's help: the help command, read with size's arguments.
    else if (arg === 'help') return undefined;
  }
  return undefined;
}

type Limit = { value: number | null } | { problem: (t: Translate) => string };

/** The option's value as a number of 0 or more (0: no rise at all) in plain decimal digits, or a problem naming it. */
function atLeastZero(option: string, value: string | undefined): Limit {
  if (value === undefined) return { value: null };
  const number = Number(value);
  return decimalDigits.test(value) && Number.isFinite(number)
    ? { value: number }
    : { problem: (t: Translate) => t('cli.diff.error.number', { option, value }) };
}

const isDiffFormat = (value: string): value is DiffFormat =>
  (diffFormats as readonly string[]).includes(value);

/**
 * Reads `signalr-sizing diff <base> <head> [options]`.
 * @example parseDiffArguments(['diff', 'a.json', 'b.json', '--max-increase-usd', '500']) // { kind: 'diff', options: { base: 'a.json', ... } }
 */
export function parseDiffArguments(argv: readonly string[]): ParsedDiffArguments {
  const read = readArguments(argv, optionConfig);
  if (!read.ok) return { kind: 'usage', locale: localeOf(argv), problem: read.problem };
  const { values: given, flags, positionals } = read;
  const values = {
    format: given.format?.[0],
    lang: given.lang?.[0],
    label: given.label?.[0],
    'base-url': given['base-url']?.[0],
    'max-increase-usd': given['max-increase-usd']?.[0],
    'max-increase-percent': given['max-increase-percent']?.[0],
    out: given.out,
    output: given.output,
    help: flags.has('help'),
  };
  const lang = values.lang ?? 'en';
  const locale: Locale = isLocale(lang) ? lang : 'en';
  const usage = (problem: (t: Translate) => string): ParsedDiffArguments => ({
    kind: 'usage',
    locale,
    problem,
  });
  if (values.help) return { kind: 'help', locale };
  if (!isLocale(lang)) {
    const choices = supportedLocales.join(', ');
    return usage((t) => t('cli.error.choice', { option: '--lang', choices, value: lang }));
  }
  const [, base, head, ...extra] = positionals;
  if (base === undefined || head === undefined) return usage((t) => t('cli.diff.error.inputs'));
  if (extra.length > 0) {
    return usage((t) => t('cli.diff.error.extra', { extra: extra.join(' ') }));
  }
  if (base === '-' && head === '-') return usage((t) => t('cli.diff.error.bothStdin'));
  const format = values.format ?? 'md';
  if (!isDiffFormat(format)) {
    const choices = diffFormats.join(', ');
    return usage((t) => t('cli.error.choice', { option: '--format', choices, value: format }));
  }
  const baseUrl = values['base-url'] ?? null;
  if (baseUrl !== null && !isWebAddress(baseUrl)) {
    return usage((t) => t('cli.error.url', { option: '--base-url', value: baseUrl }));
  }
  const outs = [...(values.out ?? []), ...(values.output ?? [])];
  const [outGiven = null, second] = outs;
  if (second !== undefined) {
    return usage((t) => t('cli.error.twoOuts', { first: outGiven ?? '', second }));
  }
  // `--out -` is standard output, as a side `-` is standard input.
  const out = outGiven === '-' ? null : outGiven;
  const usd = atLeastZero('--max-increase-usd', values['max-increase-usd']);
  if ('problem' in usd) return usage(usd.problem);
  const percent = atLeastZero('--max-increase-percent', values['max-increase-percent']);
  if ('problem' in percent) return usage(percent.problem);
  return {
    kind: 'diff',
    options: {
      base,
      head,
      format,
      locale,
      label: values.label ?? null,
      baseUrl,
      out,
      maxIncreaseUsd: usd.value,
      maxIncreasePercent: percent.value,
    },
  };
}
