/**
 * The text of a number field: shown with the locale's digits grouping, read back in the same locale.
 * Reading is strict about what could be misread: a group separator must be followed by exactly three
 * digits, so "1.5" in German (where "." groups thousands) is not silently read as 15.
 */

interface Separators {
  group: string;
  decimal: string;
}

const separatorsByLocale = new Map<string, Separators>();
const displayFormats = new Map<string, Intl.NumberFormat>();

/** Spaces of every width: French and Polish group with (narrow) no-break spaces, people type plain ones. */
const spaces = /[\s\u00a0\u202f]/g;

function separatorsOf(locale: string): Separators {
  let separators = separatorsByLocale.get(locale);
  if (!separators) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    const group = parts.find((part) => part.type === 'group')?.value ?? ',';
    separators = {
      group: group.replace(spaces, ' '),
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorsByLocale.set(locale, separators);
  }
  return separators;
}

/** Full-width digits and signs, as a Japanese or Korean input method may type them. */
export function toAscii(text: string): string {
  return text
    .replace(/[\uff10-\uff19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/\uff0e/g, '.')
    .replace(/\uff0c/g, ',')
    .replace(/[\u2212\uff0d]/g, '-')
    .replace(/\uff0b/g, '+');
}

/** "1 000 000" or "1,000,000": the first group has 1 to 3 digits, every other group exactly 3. */
function wholePart(text: string, groupSeparators: string[]): string | null {
  if (text === '') return '';
  let groups = [text];
  for (const separator of groupSeparators) groups = groups.flatMap((part) => part.split(separator));
  if (groups.length === 1) return /^\d+$/.test(text) ? text : null;
  const [first = '', ...rest] = groups;
  if (!/^\d{1,3}$/.test(first) || !rest.every((group) => /^\d{3}$/.test(group))) return null;
  return groups.join('');
}

/**
 * The one "." or "," a typed number has, and how the page's locale reads it. "5.000" is five thousand in German and
 * five in English: a field must not guess which the user meant (useNumberEntry refuses it in a count and says how
 * it read it in a decimal field).
 */
export interface SeparatorReading {
  mark: '.' | ',';
  /**
   * 'group': the locale groups thousands with it (English ",", German "."); 'decimal': its decimal mark; 'foreign':
   * neither, read as a decimal mark (a "." in French or Polish, which group with spaces).
   */
  readAs: 'group' | 'decimal' | 'foreign';
  /**
   * Between one to three digits (not starting with 0) and exactly three: "5.000", "1,500". Read as a thousands
   * separator in some of the page's languages and as a decimal mark in others.
   */
  ambiguous: boolean;
}

/** A typed number and the digits written after its decimal mark ("" when none). */
export interface TypedNumber {
  value: number;
  fractionDigits: string;
  /**
   * The sign of the number as written, whatever the value became: -1 for "-1e-400" (the value is 0), 0 when
   * every digit written is 0, 1 for "1e-400". A field tells a negative, or a number too small to hold, by it.
   */
  writtenSign: -1 | 0 | 1;
  /** The text's one "." or ",", when it has exactly one (and no exponent); else null. */
  separator: SeparatorReading | null;
}

/** How the locale reads a text's one "." or ",". */
function separatorReading(
  body: string,
  exponent: string,
  { group, decimal }: Separators,
): SeparatorReading | null {
  const marks = body.match(/[.,]/g) ?? [];
  if (marks.length !== 1 || exponent !== '') return null;
  const mark = marks[0] as '.' | ',';
  let readAs: SeparatorReading['readAs'] = 'decimal';
  if (mark === group) readAs = 'group';
  else if (mark !== decimal) readAs = 'foreign';
  return { mark, readAs, ambiguous: /^[1-9]\d{0,2}[.,]\d{3}$/.test(body) };
}

/**
 * Reads a typed number in the locale, with the digits written after its decimal mark, or null when the
 * text is not a number. The digits tell a whole-number field that "5.000" (5 in English) was typed with a
 * fraction, so the page can say how it read it.
 * @example readNumberText('5.000', 'en') // { value: 5, fractionDigits: '000', writtenSign: 1, separator: { mark: '.', readAs: 'decimal', ambiguous: true } }
 * @example readNumberText('5,000', 'en') // { value: 5000, fractionDigits: '', writtenSign: 1, separator: { mark: ',', readAs: 'group', ambiguous: true } }
 * @example readNumberText('-1e-400', 'en') // { value: 0, fractionDigits: '', writtenSign: -1, separator: null }
 */
export function readNumberText(text: string, locale: string): TypedNumber | null {
  const { group, decimal } = separatorsOf(locale);
  const match = /^([+-]?)([\d., '\u00a0\u202f]*?)(e[+-]?\d+)?$/i.exec(toAscii(text.trim()));
  if (!match) return null;
  const [, sign = '', digits = '', exponent = ''] = match;
  const body = digits.replace(spaces, ' ');
  if (!/\d/.test(body)) return null;
  // The locale's decimal mark, or the other of "." and "," when the locale does not group with it
  // (French and Polish group with spaces, so "1.5" there is one and a half too).
  const other = decimal === '.' ? ',' : '.';
  const decimalMark = body.includes(decimal) || other === group ? decimal : other;
  const pieces = body.split(decimalMark);
  if (pieces.length > 2) return null;
  const [whole = '', fraction = ''] = pieces;
  if (pieces.length === 2 && !/^\d*$/.test(fraction)) return null;
  const groupSeparators = group.trim() === '' ? [' '] : [group, ' '];
  const plainWhole = wholePart(whole, groupSeparators);
  if (plainWhole === null || (plainWhole === '' && fraction === '')) return null;
  const value = Number(`${sign}${plainWhole || '0'}.${fraction || '0'}${exponent}`);
  if (!Number.isFinite(value)) return null;
  const writtenSign = !/[1-9]/.test(plainWhole + fraction) ? 0 : sign === '-' ? -1 : 1;
  // "-0" is zero: a negative zero would show as "-0" wherever it is formatted.
  return {
    value: value === 0 ? 0 : value,
    fractionDigits: fraction,
    writtenSign,
    separator: separatorReading(body.trim(), exponent, { group, decimal }),
  };
}

/**
 * Reads a typed number in the locale, or null when the text is not one.
 * @example parseNumberText('1,000,000', 'en') // 1000000
 * @example parseNumberText('2,5', 'de') // 2.5
 * @example parseNumberText('1.5', 'de') // null ("." groups thousands in German)
 * @example parseNumberText('ten', 'en') // null
 */
export function parseNumberText(text: string, locale: string): number | null {
  return readNumberText(text, locale)?.value ?? null;
}

/**
 * A number for a field: whole numbers grouped, fractions with up to 4 significant digits. From 1,000 up every
 * whole digit is kept, so a traffic of 5,767,168 B is not shown (and then read back) as 5,767,000.
 * @example formatNumberText(20000, 'en', true) // "20,000"
 * @example formatNumberText(1 / 3600, 'en', false) // "0.0002778"
 * @example formatNumberText(5767168, 'en', false) // "5,767,168"
 */
export function formatNumberText(value: number, locale: string, integer: boolean): string {
  const whole = integer || Math.abs(value) >= 1000;
  const key = `${locale}|${String(whole)}`;
  let format = displayFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      whole ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: 4 },
    );
    displayFormats.set(key, format);
  }
  return format.format(value);
}
