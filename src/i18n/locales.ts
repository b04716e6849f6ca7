/**
 * The languages of the guide's translations, plus English. English ships in the main bundle, all but the tab
 * panels' messages, which come with the first panel (`panelMessagesReady`), and those of what the first view shows
 * only when something happened (`laterMessagesReady`); each other catalog is its own chunk, loaded whole when
 * chosen, so switching language never reloads the page.
 */
import type { Catalog } from './catalog';
import { enFirstView } from './en/firstView';

/**
 * English as the page starts: the first view's messages. The panels' messages are added to this same object
 * by `panelMessagesReady`, which every lazy panel awaits with its code (src/app/lazyPanels.ts), so no panel
 * renders before its words are here; nothing on the first view uses them (the build's prerender and
 * src/app/firstView.test.tsx render it with the first view's messages alone).
 */
export const english = { ...enFirstView } as Catalog;

let englishPanels: Promise<void> | null = null;

/**
 * Resolves once the English catalog holds the tab panels' messages too (a small chunk, fetched once). Other
 * languages' catalogs are whole already. Rejects if the chunk cannot be fetched, and tries again next time.
 */
export function panelMessagesReady(): Promise<void> {
  englishPanels ??= import('./en/panels').then(
    (module) => {
      Object.assign(english, module.enPanels);
    },
    (error: unknown) => {
      englishPanels = null;
      throw error;
    },
  );
  return englishPanels;
}

let englishLater: Promise<void> | null = null;

/**
 * Resolves once the English catalog holds the messages of what the first view shows only when something happened
 * (notices, set-aside work: ./en/later), fetched once; each of those parts awaits it with its code. Rejects if the
 * chunk cannot be fetched, and tries again next time.
 */
export function laterMessagesReady(): Promise<void> {
  englishLater ??= import('./en/later').then(
    (module) => {
      Object.assign(english, module.enLater);
    },
    (error: unknown) => {
      englishLater = null;
      throw error;
    },
  );
  return englishLater;
}

export { isLocale, localeNames, matchLocale, supportedLocales, type Locale } from './localeList';
import type { Locale } from './localeList';

/** The catalog of a locale: English at once, the others fetched on first use (then cached by the bundler). */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  switch (locale) {
    case 'en':
      return Promise.resolve(english);
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
