/**
 * Times and durations as Azure writes them: ISO 8601 timestamps (`2026-03-02T13:00:00Z`, `...+00:00` from the
 * Azure CLI), the portal's chart export (`3/2/2026 1:00:00 PM`, `02.03.2026 13:00`), ISO 8601 durations (`PT1H`)
 * and the Azure CLI's Python form of them (`1:00:00`, `1 day, 0:00:00`). Strict: a text is read whole or not at
 * all, and never through `Date.parse`, whose readings differ between engines.
 */

export interface ReadTime {
  /** Milliseconds since 1970-01-01 00:00 UTC; for a time without a zone, the time as written, read as UTC. */
  ms: number;
  /** The text named its zone (`Z`, `+01:00`, `UTC`): `ms` is an instant; else a wall-clock time. */
  zoned: boolean;
}

/** Day and month order of a slashed date: the portal's US form, or day first. */
export type SlashOrder = 'monthFirst' | 'dayFirst';

function utc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): number | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  // 30 February and the like roll over into the next month: refused.
  return new Date(ms).getUTCDate() === day ? ms : null;
}

function zoneMinutes(zone: string | undefined): number | null {
  if (zone === undefined) return null;
  if (/^(z|utc|gmt)$/i.test(zone)) return 0;
  const parts = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (!parts) return null;
  const minutes = Number(parts[2]) * 60 + Number(parts[3]);
  return parts[1] === '-' ? -minutes : minutes;
}

const isoPattern =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i;
const slashPattern =
  /^(\d{1,2})\/(\d{1,2})\/(\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(AM|PM)?\s*(UTC|GMT|Z)?$/i;
const dotPattern =
  /^(\d{1,2})\.(\d{1,2})\.(\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(UTC|GMT|Z)?$/i;

/**
 * An ISO 8601 timestamp, with or without its zone.
 * @example readIsoTime('2026-03-02T13:00:00+00:00') // { ms: 1772456400000, zoned: true }
 * @example readIsoTime('2026-03-02 13:00') // the same ms, zoned: false
 */
export function readIsoTime(text: string): ReadTime | null {
  const parts = isoPattern.exec(text.trim());
  if (!parts) return null;
  const ms = utc(
    Number(parts[1]),
    Number(parts[2]),
    Number(parts[3]),
    Number(parts[4]),
    Number(parts[5]),
    Number(parts[6] ?? 0),
  );
  if (ms === null) return null;
  const offset = zoneMinutes(parts[7]);
  if (parts[7] !== undefined && offset === null) return null;
  return offset === null ? { ms, zoned: false } : { ms: ms - offset * 60_000, zoned: true };
}

function hour24(hour: number, meridiem: string | undefined): number | null {
  if (meridiem === undefined) return hour;
  if (hour < 1 || hour > 12) return null;
  const pm = meridiem.toUpperCase() === 'PM';
  return (hour % 12) + (pm ? 12 : 0);
}

/**
 * The first number of each slashed date in a column: above 12 anywhere means the day comes first.
 * @example slashOrderOf(['3/2/2026 1:00 PM', '3/2/2026 2:00 PM']) // 'monthFirst'
 */
export function slashOrderOf(texts: readonly string[]): SlashOrder {
  for (const text of texts) {
    const parts = slashPattern.exec(text.trim());
    if (parts && Number(parts[1]) > 12) return 'dayFirst';
  }
  return 'monthFirst';
}

/**
 * A time as a CSV may write it: ISO 8601, the portal's `M/D/YYYY h:mm[:ss] AM|PM` (or day first, see
 * slashOrderOf), or `D.M.YYYY HH:mm[:ss]`; a trailing `UTC` (or `Z`) names the zone.
 * @example readCsvTime('3/2/2026 1:00:00 PM', 'monthFirst') // 2026-03-02 13:00, zoned: false
 */
export function readCsvTime(text: string, order: SlashOrder): ReadTime | null {
  const iso = readIsoTime(text);
  if (iso) return iso;
  const trimmed = text.trim();
  const slash = slashPattern.exec(trimmed);
  if (slash) {
    const first = Number(slash[1]);
    const second = Number(slash[2]);
    const hour = hour24(Number(slash[4]), slash[7]);
    if (hour === null) return null;
    const [month, day] = order === 'monthFirst' ? [first, second] : [second, first];
    const ms = utc(Number(slash[3]), month, day, hour, Number(slash[5]), Number(slash[6] ?? 0));
    return ms === null ? null : { ms, zoned: slash[8] !== undefined };
  }
  const dot = dotPattern.exec(trimmed);
  if (dot) {
    const ms = utc(
      Number(dot[3]),
      Number(dot[2]),
      Number(dot[1]),
      Number(dot[4]),
      Number(dot[5]),
      Number(dot[6] ?? 0),
    );
    return ms === null ? null : { ms, zoned: dot[7] !== undefined };
  }
  return null;
}

/**
 * A duration in seconds: ISO 8601 (`PT1H`, `PT5M`, `P1D`, as the REST API writes `interval`) or Python's
 * timedelta (`1:00:00`, `0:05:00`, `1 day, 0:00:00`, as older Azure CLI versions write it); null otherwise.
 * @example durationSeconds('PT1H') // 3600
 * @example durationSeconds('0:05:00') // 300
 */
export function durationSeconds(text: string): number | null {
  const trimmed = text.trim();
  const iso = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(trimmed);
  if (iso && trimmed.length > 1 && !/T$/i.test(trimmed)) {
    const [days, hours, minutes, seconds] = [iso[1], iso[2], iso[3], iso[4]].map((part) =>
      Number(part ?? 0),
    ) as [number, number, number, number];
    return days * 86_400 + hours * 3600 + minutes * 60 + seconds;
  }
  const delta = /^(?:(\d+) days?, )?(\d{1,2}):(\d{2}):(\d{2})(?:\.\d+)?$/.exec(trimmed);
  if (delta) {
    return (
      Number(delta[1] ?? 0) * 86_400 +
      Number(delta[2]) * 3600 +
      Number(delta[3]) * 60 +
      Number(delta[4])
    );
  }
  return null;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A time for messages: `2026-03-02 13:00`, then ` UTC` for an instant.
 * @example timeText(Date.UTC(2026, 2, 2, 13), true) // '2026-03-02 13:00 UTC'
 */
export function timeText(ms: number, zoned: boolean): string {
  const date = new Date(ms);
  const text = `${String(date.getUTCFullYear())}-${two(date.getUTCMonth() + 1)}-${two(
    date.getUTCDate(),
  )} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
  return zoned ? `${text} UTC` : text;
}
