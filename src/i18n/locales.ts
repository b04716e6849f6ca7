/**
 * The languages of the guide's translations, plus English. English ships in the main bundle; each other
 * catalog is its own chunk, loaded when chosen, so switching language never reloads the page.
 */
import type { Catalog } from './catalog';
import { en } from './en';

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

/** The catalog of a locale: English at once, the others fetched on first use (then cached by the bundler). */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  switch (locale) {
    case 'en':
      return Promise.resolve(en);
    case 'pl':
      return import('./locales/pl').then((module) => module.catalog);
    case 'de':
      return import('./locales/de').then((module) => module.catalog);
    case 'fr':
      return import('./locales/fr').then((module) => module.catalog);
    case 'ja':
      return import('./locales/ja').then((module) => module.catalog);
    case 'ko':
      return import('./locales/ko').then((module) => module.catalog);
  }
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
