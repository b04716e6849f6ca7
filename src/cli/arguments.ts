/**
 * What the command line's two parsers (options.ts, diffOptions.ts) share: the language asked for, found before the
 * arguments are read, so that a mistake in them is said in that language; and the arguments read with Node's parser,
 * each mistake said in the command line's own words.
 */
import { parseArgs } from 'node:util';
import { isLocale, type Locale } from '../i18n/localeList';
import type { Translate } from '../i18n/translate';

/**
 * The language `--lang` asks for (`--lang de` or `--lang=de`, the first one given), English when none is or it is
 * not one of the catalogs'. Read from the raw arguments: it words what is said about arguments that cannot be read.
 * @example localeOf(['size', 'x.json', '--lang', 'de', '--bogus']) // 'de'
 */
export function localeOf(argv: readonly string[]): Locale {
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === '--') break;
    const value =
      arg === '--lang' ? argv[index + 1] : arg.startsWith('--lang=') ? arg.slice(7) : null;
    if (value !== null && value !== undefined) return isLocale(value) ? value : 'en';
  }
  return 'en';
}

/** An option as Node's parser (node:util parseArgs) describes one. */
export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** Given several times, each value is kept (`--metrics`); otherwise a second one is refused. */
  multiple?: boolean;
}

export type ArgumentsRead =
  | {
      ok: true;
      /** Each option's values by its long name, in the order given (one, unless it is `multiple`). */
      values: Partial<Record<string, string[]>>;
      /** The boolean options given (`help`, `version`), by their long names. */
      flags: Set<string>;
      positionals: string[];
    }
  | { ok: false; problem: (t: Translate) => string };

/** A value that looks like an option (`--lang`, `-f`): the option before it was given none. A lone `-` and `-5` are values. */
const looksLikeOption = (value: string) => /^-(?:-?[A-Za-z])/.test(value);

/**
 * The arguments read with Node's own parser, but each mistake said in the command line's words (translated): an
 * unknown option, an option without its value, a value given to an option that takes none, and a single-valued
 * option given twice, which would otherwise keep the last value (and could loosen a limit:
 * `--max-monthly-usd 100 --max-monthly-usd 20000`). Node's own messages are English and quote oddly.
 * @example readArguments(['size', 'a.json', '--format', 'md', '-f', 'json'], { format: { type: 'string', short: 'f' } })
 *   // { ok: false, problem } ("--format is given twice (“md” and “json”): give it once.")
 */
export function readArguments(
  argv: readonly string[],
  options: Readonly<Record<string, OptionSpec>>,
): ArgumentsRead {
  const { tokens } = parseArgs({
    args: [...argv],
    options: options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const values: Partial<Record<string, string[]>> = {};
  const flags = new Set<string>();
  const positionals: string[] = [];
  const problem = (say: (t: Translate) => string): ArgumentsRead => ({ ok: false, problem: say });
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const option = token.rawName;
    const spec = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (spec === undefined) return problem((t) => t('cli.error.unknownOption', { option }));
    const { value } = token;
    if (spec.type === 'boolean') {
      if (value !== undefined) return problem((t) => t('cli.error.flagValue', { option, value }));
      flags.add(token.name);
      continue;
    }
    if (value === undefined || (!token.inlineValue && looksLikeOption(value))) {
      return problem((t) => t('cli.error.missingValue', { option }));
    }
    const given = (values[token.name] ??= []);
    const [first] = given;
    if (first !== undefined && !spec.multiple) {
      const name = `--${token.name}`;
      return problem((t) => t('cli.error.repeated', { option: name, first, second: value }));
    }
    given.push(value);
  }
  return { ok: true, values, flags, positionals };
}
