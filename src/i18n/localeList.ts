/**
 * The languages of the guide's translations, plus English: their codes and names, without any catalog, so the
 * page's language picker and the command line's `--lang` can name them before a catalog is loaded.
 */
export const supportedLocales = ['en', 'pl', 'de', 'fr', 'ja', 'ko'] as const;
export type Locale = (typeof supportedLocales)[number];

/** Each language named in itself, as a reader looks for it in a picker. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  pl: 'Polski',
  de: 'Deutsch',
  fr: 'Français',
  ja: '日本語',
  ko: '한국어',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/**
 * The first supported language among the reader's preferences ("de-AT" matches "de"), else English.
 * @example matchLocale(['fr-CA', 'en-US']) // 'fr'
 */
export function matchLocale(preferences: readonly string[]): Locale {
  for (const preference of preferences) {
    const language = preference.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return 'en';
}
