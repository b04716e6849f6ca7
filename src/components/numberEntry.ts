/**
 * What a typed text stands for in a number field, before any React: the value, whether the field rounded it or read
 * its "." or "," (and how), or why it is refused. useNumberEntry draws what this returns.
 */
import type { SeparatorReading } from './numberText';
import { readQuantity, type QuantityKind } from './quantityText';

export interface NumberEntryOptions {
  /** `undefined`: nothing entered yet (an optional field); the field shows empty. */
  value: number | undefined;
  min: number;
  max: number;
  /** Whole-number fields round what is typed ("450.6" connections are 451), and say so. */
  integer: boolean;
  kind: QuantityKind;
  onChange: (value: number) => void;
  /** An optional field: emptying it calls this instead of being refused. */
  onClear?: () => void;
  /**
   * The field takes 0, or values from this one up (a price: 0.0001 USD). A value between is refused, never
   * rounded: 5e-324 is not 0, and shown it would run to hundreds of digits.
   */
  smallestNonZero?: number;
}

/** What a typed text stands for in a field. */
export interface Entry {
  value: number;
  /**
   * The field used another number than the one written: a fraction rounded, or a number too small to hold apart
   * from 0 ("1e-400") used as 0.
   */
  rounded: boolean;
  /** Written as a plain number, without a unit: the field may tidy it into the locale's grouping. */
  plain: boolean;
  /**
   * A "." or "," that another of the page's languages reads the other way ("1.500"), or that is not the page's
   * language's own ("1.5" in Polish), and the number it was read as; null for none. The field says how it read it.
   */
  read: { separator: SeparatorReading; number: number } | null;
}

/** A text refused for its "." or ",": "5.000" in a count, "1.500" in Polish. */
export interface AmbiguousEntry {
  refused: 'ambiguous';
  mark: '.' | ',';
  /** The number with the mark read as a thousands separator (5,000) and as a decimal mark (5). */
  grouped: number;
  decimal: number;
}

/**
 * Units turn "0.1" into 0.09999999999999999 now and then: that is still 0.1, not out of range. Relative to
 * the bound a value crosses.
 */
const tolerance = 1e-9;

/**
 * The value a typed text stands for in this field; an AmbiguousEntry when its "." or "," cannot be read without a
 * guess; null when it is not a number in range.
 * @example readEntry('5,000.5', 'en', { min: 1, max: 1e6, integer: true, kind: 'count' }) // { value: 5001, rounded: true, ... }
 * @example readEntry('5.000', 'en', { min: 1, max: 1e6, integer: true, kind: 'count' }) // { refused: 'ambiguous', mark: '.', grouped: 5000, decimal: 5 }
 * @example readEntry('1.500', 'en', { min: 0.01, max: 3600, integer: false, kind: 'seconds' }) // { value: 1.5, read: { ... }, ... }
 * @example readEntry('2000000', 'en', { min: 1, max: 1e6, integer: true, kind: 'count' }) // null
 */
export function readEntry(
  text: string,
  locale: string,
  { min, max, integer, kind, smallestNonZero }: Omit<NumberEntryOptions, 'value' | 'onChange'>,
): Entry | AmbiguousEntry | null {
  const typed = readQuantity(text, locale, kind);
  if (typed === null) return null;
  const { separator } = typed.number;
  // A plain count has no decimals: a mark it would read as one could only be a thousands separator elsewhere.
  const count = integer && typed.unit === '';
  if (
    separator?.ambiguous &&
    (separator.readAs === 'foreign' || (count && separator.readAs !== 'group'))
  ) {
    // Read here as a decimal mark ("5.000" is 5): the other reading is a thousand times more.
    const grouped = Math.round(typed.number.value * 1000);
    return { refused: 'ambiguous', mark: separator.mark, grouped, decimal: grouped / 1000 };
  }
  // A minus is refused in a field from 0 whatever follows it: "-0.4" connections are not 0, and "-1e-400"
  // bytes, a negative too small for a number to hold, is not 0 either.
  if (typed.number.writtenSign < 0 && min >= 0) return null;
  const value = integer ? Math.round(typed.value) : typed.value;
  // The slack is relative to the bound crossed: one relative to the field's maximum let -500 MB through
  // a field from 0 to 10^18 bytes. Below 0 there is no slack: every negative is refused.
  if (value < min - tolerance * Math.abs(min) || value > max + tolerance * Math.abs(max))
    return null;
  if (smallestNonZero !== undefined && value !== 0 && Math.abs(value) < smallestNonZero)
    return null;
  const explicit = separator && (separator.ambiguous || separator.readAs === 'foreign');
  // "1e-400" is not 0, but no number the page holds is nearer: it is used as 0, and the field says so.
  const tooSmall = typed.value === 0 && typed.number.writtenSign !== 0;
  return {
    value: Math.min(max, Math.max(min, value)),
    rounded: (integer && value !== typed.value) || tooSmall,
    plain: typed.unit === '',
    read: explicit && !count ? { separator, number: typed.number.value } : null,
  };
}

/** True for a text refused for its "." or ",". */
export function isAmbiguous(entry: Entry | AmbiguousEntry | null): entry is AmbiguousEntry {
  return entry !== null && 'refused' in entry;
}
