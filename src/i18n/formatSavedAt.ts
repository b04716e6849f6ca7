/** Saved dates as the reader's locale writes them: "Jan 5, 2026, 10:00 AM" in English. */

const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time, medium date and short time, in the locale and the reader's time zone.
 * @example formatSavedAt('en', new Date('2026-01-05T10:00:00Z')) // "Jan 5, 2026, 10:00 AM" in UTC
 */
export function formatSavedAt(locale: string, date: Date | string): string {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    cache.set(locale, format);
  }
  return format.format(typeof date === 'string' ? new Date(date) : date);
}
