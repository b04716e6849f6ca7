/**
 * What the command line's two parsers (options.ts, diffOptions.ts) share: the language asked for, found before the
 * arguments are read, so that a mistake in them is said in that language.
 */
import { isLocale, type Locale } from '../i18n/localeList';

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
