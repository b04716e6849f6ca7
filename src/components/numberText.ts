/**
 * The text of a number field: shown with the locale's digits grouping, read back in the same locale.
 * Typing is lenient (spaces and group separators are ignored); anything else is not a number.
 */

interface Separators {
  group: string;
  decimal: string;
}

const separatorsByLocale = new Map<string, Separators>();
const displayFormats = new Map<string, Intl.NumberFormat>();

function separatorsOf(locale: string): Separators {
  let separators = separatorsByLocale.get(locale);
  if (!separators) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    separators = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorsByLocale.set(locale, separators);
  }
  return separators;
}

const plainNumber = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Reads a typed number in the locale, or null when the text is not one.
 * @example parseNumberText('1,000,000', 'en') // 1000000
 * @example parseNumberText('2,5', 'de') // 2.5
 * @example parseNumberText('ten', 'en') // null
 */
export function parseNumberText(text: string, locale: string): number | null {
  const { group, decimal } = separatorsOf(locale);
  let plain = text.replace(/[\s\u00a0\u202f]/g, '');
  if (group.trim() !== '') plain = plain.split(group).join('');
  if (decimal !== '.') plain = plain.split(decimal).join('.');
  if (!plainNumber.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/**
 * A number for a field: whole numbers grouped, fractions with up to 4 significant digits.
 * @example formatNumberText(20000, 'en', true) // "20,000"
 * @example formatNumberText(1 / 3600, 'en', false) // "0.0002778"
 */
export function formatNumberText(value: number, locale: string, integer: boolean): string {
  const key = `${locale}|${String(integer)}`;
  let format = displayFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      integer ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: 4 },
    );
    displayFormats.set(key, format);
  }
  return format.format(value);
}
