/**
 * The month a FOCUS forecast is for (focus.ts): a calendar month in UTC, named `YYYY-MM`. The command line takes it
 * from `--period` (so a pipeline writes the same bytes every run) or, without it, takes the month after today's;
 * the page always takes the month after today's. Both go through `comingMonth` and `billingPeriodOf`.
 */

/** A calendar month: its first instant (inclusive) and the next month's first instant (exclusive), both UTC. */
export interface BillingPeriod {
  /** `2026-12` */
  month: string;
  /** `2026-12-01T00:00:00Z` */
  start: string;
  /** `2027-01-01T00:00:00Z` */
  end: string;
}

const monthPattern = /^([0-9]{4})-(0[1-9]|1[0-2])$/;

const isoMonthStart = (year: number, monthIndex: number): string =>
  `${new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 19)}Z`;

/**
 * The period of a month written `YYYY-MM` (years 2000 to 9999), or null when it is not one.
 * @example billingPeriodOf('2026-12') // { month: '2026-12', start: '2026-12-01T00:00:00Z', end: '2027-01-01T00:00:00Z' }
 * @example billingPeriodOf('2026-13') // null
 */
export function billingPeriodOf(month: string): BillingPeriod | null {
  const match = monthPattern.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  if (year < 2000) return null;
  return {
    month,
    start: isoMonthStart(year, monthIndex),
    end: isoMonthStart(year, monthIndex + 1),
  };
}

/**
 * The calendar month after the one `today` falls in, in UTC: the month a plan made today would first be billed
 * for in full.
 * @example comingMonth(new Date('2026-11-27T04:31:00Z')).month // '2026-12'
 * @example comingMonth(new Date('2026-12-31T23:59:59Z')).month // '2027-01'
 */
export function comingMonth(today: Date): BillingPeriod {
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const month = `${String(next.getUTCFullYear()).padStart(4, '0')}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
  return billingPeriodOf(month) as BillingPeriod;
}
