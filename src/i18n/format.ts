/**
 * Numbers and units formatted for a locale with Intl. Formatters are cached per locale and options:
 * building an Intl formatter costs far more than using one, and these run on every slider tick.
 */

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** -0 as 0: Intl writes a negative zero with its sign ("-0", "-$0.00"), which no figure here means. */
const unsigned = (value: number) => (value === 0 ? 0 : value);

/** Significant digits that keep 3 figures without showing noise: 81.92 -> 81.9, 1,234 -> 1,234. */
function fractionDigitsFor(value: number): number {
  const magnitude = Math.abs(value);
  if (magnitude >= 100 || magnitude === 0) return 0;
  if (magnitude >= 10) return 1;
  return 2;
}

/** A count of things: 20,000. Fractions (messages per second) keep up to two decimals when small. */
export function formatCount(locale: string, value: number): string {
  return numberFormat(locale, { maximumFractionDigits: fractionDigitsFor(value) }).format(
    unsigned(value),
  );
}

/** A count in compact form for tight places: 1.2M, 20K. */
export function formatCompact(locale: string, value: number): string {
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    unsigned(value),
  );
}

/** A share as a percentage: 0.684 -> 68%, 0.0042 -> 0.42%. */
export function formatPercent(locale: string, share: number): string {
  const percent = share * 100;
  const digits = percent !== 0 && Math.abs(percent) < 1 ? 2 : percent < 10 ? 1 : 0;
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(
    unsigned(share),
  );
}

/**
 * A share someone set (an autoscale threshold) as a percentage with every digit it has, to a millionth of a
 * percent: two thresholds the user set apart never read the same, as 70.04% and 70% did rounded to 70%.
 * @example formatSetPercent('en', 0.7004) // "70.04%"
 * @example formatSetPercent('en', 0.7) // "70%"
 */
export function formatSetPercent(locale: string, share: number): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 6 }).format(
    unsigned(share),
  );
}

export function formatCurrency(locale: string, amount: number, currency = 'USD'): string {
  const digits = Math.abs(amount) >= 1000 ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(unsigned(amount));
}

/**
 * A unit price as a price list writes it, every digit it has (up to six decimals): €1.5517, not €1.55.
 * @example formatPrice('en', 1.5517, 'EUR') // "€1.5517"
 */
export function formatPrice(locale: string, amount: number, currency = 'USD'): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }).format(unsigned(amount));
}

/**
 * An amount to the cent whatever its size, where cents decide (a budget gate): 7,811.304 -> "$7,811.30".
 * `formatCurrency` drops the cents from $1,000 up, which would print "$7,811 ... above the limit of $7,811".
 */
export function formatCurrencyCents(locale: string, amount: number, currency = 'USD'): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(unsigned(amount));
}

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** Bytes a kilobyte: sizes and bandwidths count 1 KB as 1,024 B and 1 MB as 1,024 KB, as typed. */
export const bytesPerKilobyte = 1024;

/** Binary scaling, the page's one convention for sizes: 20,480 -> [20, 'kilobyte']. */
export function scaleBytes(bytes: number): { value: number; unit: (typeof byteUnits)[number] } {
  let value = unsigned(bytes);
  let index = 0;
  while (Math.abs(value) >= bytesPerKilobyte && index < byteUnits.length - 1) {
    value /= bytesPerKilobyte;
    index += 1;
  }
  return { value, unit: byteUnits[index] ?? 'byte' };
}

/**
 * A number with Intl's byte unit, its kilo written with a capital K ("KB", French "Ko") as the guide and the
 * number fields write it: Intl's "kB" is the SI kilobyte of 1,000 B, which these are not.
 */
function withByteUnit(locale: string, value: number, unit: string): string {
  const text = numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: fractionDigitsFor(value),
  }).format(value);
  // The number's own characters are digits, separators and signs in every language here, so the first "k" is
  // the unit's: one replace instead of formatToParts, which took half of a key step's formatting (0.15 ms of
  // 0.25 at 10 workloads). format.test.ts holds it to the parts' answer in every language.
  return unit.startsWith('kilo') ? text.replace('k', 'K') : text;
}

/** A size, auto-scaled in powers of 1,024: 20,480 -> "20 KB", 5,767,168 -> "5.5 MB". */
export function formatBytes(locale: string, bytes: number): string {
  const { value, unit } = scaleBytes(bytes);
  return withByteUnit(locale, value, unit);
}

/** A bandwidth, auto-scaled in powers of 1,024: 20,480,000 -> "19.5 MB/s". */
export function formatBytesPerSecond(locale: string, bytesPerSecond: number): string {
  const { value, unit } = scaleBytes(bytesPerSecond);
  return withByteUnit(locale, value, `${unit}-per-second`);
}

/** A duration in the unit that reads best: 0.25 -> "250 ms", 90 -> "1.5 min", 3,600 -> "1 hr". */
export function formatSeconds(locale: string, seconds: number): string {
  const [value, unit] =
    seconds < 1
      ? [seconds * 1000, 'millisecond']
      : seconds < 60
        ? [seconds, 'second']
        : seconds < 3600
          ? [seconds / 60, 'minute']
          : [seconds / 3600, 'hour'];
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: fractionDigitsFor(value),
  }).format(unsigned(value));
}

/** Messages per second: "2,000 msg/s" is worded by the catalog; this formats the number only. */
export function formatRate(locale: string, perSecond: number): string {
  return formatCount(locale, perSecond);
}
