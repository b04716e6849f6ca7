/** Lists of names joined for a locale with Intl.ListFormat: "Chat rooms, Presence and Direct messages". */

const cache = new Map<string, Intl.ListFormat>();

/**
 * Joins items with the locale's "and" list: ['a', 'b', 'c'] -> "a, b, and c" in English.
 * @example formatList('en', ['10', '50']) // "10 and 50"
 */
export function formatList(locale: string, items: readonly string[]): string {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    cache.set(locale, format);
  }
  return format.format(items);
}
