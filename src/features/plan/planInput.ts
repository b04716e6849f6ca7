/**
 * What the plan panel's fields accept: typed text to a value, or the reason it is refused. The field keeps the
 * text either way, so nothing typed is lost; only a valid value reaches the scenario.
 */
import { readNumberText } from '../../components/numberText';

export type Entry<T> = { ok: true; value: T } | { ok: false };

/**
 * A number typed in the page's language within [min, max] (whole when `integer`). A "." or "," that groups thousands
 * in one language and marks decimals in another is never guessed at: refused in a whole-number field unless it is
 * the page's own thousands separator ("2.000" replicas in English), and wherever it is neither of the page's marks
 * ("12.500" % in Polish).
 * @example numberEntry('12,5', 'de', 0, 100) // { ok: true, value: 12.5 }
 * @example numberEntry('2.000', 'en', 1, 8, true) // { ok: false }
 */
export function numberEntry(
  text: string,
  locale: string,
  min: number,
  max: number,
  integer = false,
): Entry<number> {
  const typed = readNumberText(text, locale);
  if (typed === null) return { ok: false };
  const { value, separator } = typed;
  if (
    separator?.ambiguous &&
    (separator.readAs === 'foreign' || (integer && separator.readAs !== 'group'))
  )
    return { ok: false };
  if (value < min || value > max) return { ok: false };
  if (integer && !Number.isInteger(value)) return { ok: false };
  return { ok: true, value };
}

/**
 * The profile with one hour set to `percent` of the peak; refused when every hour would be 0.
 * @example withHourLevel([1, 0], 0, 0) // { ok: false }
 */
export function withHourLevel(
  levels: readonly number[],
  hour: number,
  percent: number,
): Entry<number[]> {
  const next = levels.map((level, index) => (index === hour ? percent / 100 : level));
  return next.some((level) => level > 0) ? { ok: true, value: next } : { ok: false };
}

/**
 * Regions' shares with one region set to `percent`: the others share the rest in their current proportions,
 * so the shares always add up to 1. Refused unless 0 < percent < 100.
 * @example withRegionShare([0.5, 0.25, 0.25], 0, 60) // { ok: true, value: [0.6, 0.2, 0.2] }
 */
export function withRegionShare(
  shares: readonly number[],
  region: number,
  percent: number,
): Entry<number[]> {
  if (percent <= 0 || percent >= 100) return { ok: false };
  const share = percent / 100;
  const othersBefore = 1 - (shares[region] ?? 0);
  const others = shares.length - 1;
  const value = shares.map((other, index) => {
    if (index === region) return share;
    return othersBefore > 0 ? (other / othersBefore) * (1 - share) : (1 - share) / others;
  });
  // The schema wants the sum to be 1: the primary absorbs the rounding.
  const total = value.reduce((sum, item) => sum + item, 0);
  value[0] = (value[0] ?? 0) + (1 - total);
  return { ok: true, value };
}
