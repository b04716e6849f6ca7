/**
 * Quantities as people type them: a number in the reader's locale followed by an optional unit,
 * "20 KB", "1,5 MB" (German), "2k", "10M", "500 ms", "10/s". Each kind of field reads the units that make
 * sense for it and returns the value in the field's own unit (bytes, seconds, messages per second...).
 * An unknown unit is not a number: the field shows an error instead of guessing.
 */
import { readNumberText, toAscii, type TypedNumber } from './numberText';

export type QuantityKind =
  /** Counts of things (connections, senders, units): "2k" = 2,000, "10M" = 10,000,000. */
  | 'count'
  /**
   * Message sizes in bytes: KB = 1,024 B and MB = 1,024 KB, as the guide counts a KB; a bare "k" or "m" is the
   * same KB or MB (one meaning of kilo for sizes on the whole page: "2k" B is 2 KB, 2,048 B).
   */
  | 'bytes'
  /** Traffic in bytes, as Azure Monitor sums it: the message units plus GB and TB (powers of 1,024). */
  | 'traffic'
  /** A send interval in seconds; a rate is read as its interval ("10/s" = 0.1 s). */
  | 'seconds'
  /** Messages per second per sender; an interval is read as its rate ("500 ms" = 2/s). */
  | 'rate'
  /** A percentage: "70" or "70 %". */
  | 'percent'
  /** An amount in US dollars: "1.61", "$1.61", "1.61 USD". */
  | 'money'
  /** A length in CSS pixels: "900" or "900 px". */
  | 'pixels';

/** SI multipliers for counts: thousand and million, as "2k" and "10M" are written. */
const countSuffixes: Record<string, number> = { '': 1, k: 1e3, m: 1e6 };

/** Byte units in powers of 1,024, including the French octet (Ko, Mo) of the guide's French translation. */
const byteUnits: Record<string, number> = {
  '': 1,
  b: 1,
  byte: 1,
  bytes: 1,
  o: 1,
  k: 1024,
  m: 1024 ** 2,
  kb: 1024,
  kib: 1024,
  ko: 1024,
  kio: 1024,
  mb: 1024 ** 2,
  mib: 1024 ** 2,
  mo: 1024 ** 2,
  mio: 1024 ** 2,
};

/** Traffic volumes: the byte units, and the gigabytes and terabytes a day's traffic runs to. */
const trafficUnits: Record<string, number> = {
  ...byteUnits,
  g: 1024 ** 3,
  t: 1024 ** 4,
  gb: 1024 ** 3,
  gib: 1024 ** 3,
  go: 1024 ** 3,
  gio: 1024 ** 3,
  tb: 1024 ** 4,
  tib: 1024 ** 4,
  to: 1024 ** 4,
  tio: 1024 ** 4,
};

/** Time units in seconds, with the short words of the page's languages. */
const secondUnits: Record<string, number> = {
  '': 1,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  'sek.': 1,
  sek: 1,
  秒: 1,
  초: 1,
  ms: 1e-3,
  msec: 1e-3,
  millisecond: 1e-3,
  milliseconds: 1e-3,
  ミリ秒: 1e-3,
  밀리초: 1e-3,
  m: 60,
  min: 60,
  'min.': 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  分: 60,
  분: 60,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  'std.': 3600,
  std: 3600,
  'godz.': 3600,
  godz: 3600,
  時間: 3600,
  시간: 3600,
};

/** "10/s", "10 msg/s", "10 per second": the time unit a rate is counted per, or null if not a rate. */
function ratePeriodSeconds(unit: string): number | null {
  const rate = /^(?:msg|messages?|nachr\.?|per|par|na)?\s*(?:\/|per\s)\s*(.*)$/.exec(unit);
  if (!rate) return null;
  const seconds = secondUnits[rate[1] ?? ''];
  return seconds === undefined ? null : seconds;
}

function scaled(value: number, unit: string, kind: QuantityKind): number | null {
  switch (kind) {
    case 'count': {
      const factor = countSuffixes[unit];
      return factor === undefined ? null : value * factor;
    }
    case 'bytes': {
      const factor = byteUnits[unit];
      return factor === undefined ? null : value * factor;
    }
    case 'traffic': {
      const factor = trafficUnits[unit];
      return factor === undefined ? null : value * factor;
    }
    case 'seconds': {
      const period = ratePeriodSeconds(unit);
      if (period !== null) return period / value;
      const factor = secondUnits[unit];
      return factor === undefined ? null : value * factor;
    }
    case 'rate': {
      const period = unit === '' ? 1 : ratePeriodSeconds(unit);
      if (period !== null) return value / period;
      const interval = secondUnits[unit];
      return interval === undefined ? null : 1 / (value * interval);
    }
    case 'percent':
      return unit === '' || unit === '%' ? value : null;
    case 'money':
      return unit === '' || unit === 'usd' || unit === '$' ? value : null;
    case 'pixels':
      return unit === '' || unit === 'px' ? value : null;
  }
}

/** A typed quantity: its value in the field's unit, the number as typed, and the unit read ("" for none). */
export interface TypedQuantity {
  value: number;
  number: TypedNumber;
  unit: string;
}

/**
 * Reads a typed quantity, with the number and unit it was written with, or null when it is not one this
 * field understands.
 * @example readQuantity('5.5 MB', 'en', 'traffic') // { value: 5,767,168, number: { value: 5.5, ... }, unit: 'mb' }
 */
export function readQuantity(
  text: string,
  locale: string,
  kind: QuantityKind,
): TypedQuantity | null {
  let trimmed = toAscii(text).trim();
  if (kind === 'money') trimmed = trimmed.replace(/^(?:US)?\$\s*/i, '');
  // The number ends where the first letter, "/", "%" or "$" begins; the rest is the unit.
  const split = /^(.*?\d\.?)\s*([^\d\s.,'+\u2212-].*)?$/su.exec(trimmed);
  if (!split) return null;
  const [, numberPart = '', unitPart = ''] = split;
  const exponent = /^(e[+-]?\d+)(.*)$/i.exec(unitPart);
  const number = readNumberText(numberPart + (exponent?.[1] ?? ''), locale);
  if (number === null) return null;
  const unit = (exponent ? (exponent[2] ?? '') : unitPart).trim().toLowerCase();
  const value = scaled(number.value, unit, kind);
  return value !== null && Number.isFinite(value) ? { value, number, unit } : null;
}

/**
 * Reads a typed quantity, in the field's own unit, or null when it is not one this field understands.
 * @example parseQuantity('20 KB', 'en', 'bytes') // 20,480
 * @example parseQuantity('1,5 MB', 'de', 'bytes') // 1,572,864
 * @example parseQuantity('2k', 'en', 'count') // 2,000
 * @example parseQuantity('12 GB', 'en', 'traffic') // 12,884,901,888
 * @example parseQuantity('10/s', 'en', 'seconds') // 0.1
 */
export function parseQuantity(text: string, locale: string, kind: QuantityKind): number | null {
  return readQuantity(text, locale, kind)?.value ?? null;
}
