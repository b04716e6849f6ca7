/** Lists of names joined for a locale with Intl.ListFormat: "Chat rooms, Presence and Direct messages". */

const cache = new Map<string, Intl.ListFormat>();

function listFormat(locale: string, type: 'conjunction' | 'disjunction'): Intl.ListFormat {
  const key = `${locale}:${type}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'long', type });
    cache.set(key, format);
  }
  return format;
}

/**
 * Joins items with the locale's "and" list: ['a', 'b', 'c'] -> "a, b, and c" in English.
 * @example formatList('en', ['10', '50']) // "10 and 50"
 */
export function formatList(locale: string, items: readonly string[]): string {
  return listFormat(locale, 'conjunction').format(items);
}

/**
 * Joins items with the locale's "or" list, for choices.
 * @example formatChoices('en', ['Echo', 'Send to group']) // "Echo or Send to group"
 */
export function formatChoices(locale: string, items: readonly string[]): string {
  return listFormat(locale, 'disjunction').format(items);
}
