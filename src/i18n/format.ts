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

export function formatCurrency(locale: string, amount: number, currency = 'USD'): string {
  const digits = Math.abs(amount) >= 1000 ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(unsigned(amount));
}

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** Decimal (SI) scaling: 81,920,000 -> [81.92, 'megabyte']. */
export function scaleBytes(bytes: number): { value: number; unit: (typeof byteUnits)[number] } {
  let value = unsigned(bytes);
  let index = 0;
  while (Math.abs(value) >= 1000 && index < byteUnits.length - 1) {
    value /= 1000;
    index += 1;
  }
  return { value, unit: byteUnits[index] ?? 'byte' };
}

/** A size, auto-scaled in SI units: 2,048 -> "2 kB", 1,048,576 -> "1.05 MB". */
export function formatBytes(locale: string, bytes: number): string {
  const { value, unit } = scaleBytes(bytes);
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: fractionDigitsFor(value),
  }).format(value);
}

/** A bandwidth, auto-scaled: 81,920,000 -> "81.9 MB/s". */
export function formatBytesPerSecond(locale: string, bytesPerSecond: number): string {
  const { value, unit } = scaleBytes(bytesPerSecond);
  return numberFormat(locale, {
    style: 'unit',
    unit: `${unit}-per-second`,
    unitDisplay: 'short',
    maximumFractionDigits: fractionDigitsFor(value),
  }).format(value);
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
