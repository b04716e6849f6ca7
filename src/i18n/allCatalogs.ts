/**
 * Every language's whole catalog, loaded at once: for Node (the command line, scripts and tests), where there is
 * no first view to hurry. The page never imports this module: it starts with the first view's English messages
 * and loads the rest lazily (./locales), so the six catalogs do not weigh on its first load.
 */
import type { Catalog, MessageKey } from './catalog';
import { en } from './en';
import type { Locale } from './localeList';
import { catalog as de } from './locales/de';
import { catalog as fr } from './locales/fr';
import { catalog as ja } from './locales/ja';
import { catalog as ko } from './locales/ko';
import { catalog as pl } from './locales/pl';
import { translate, type MessageParams, type Translate } from './translate';

export const allCatalogs: Readonly<Record<Locale, Catalog>> = { en, de, fr, ja, ko, pl };

/**
 * The translate function of a language, as the page's `useT()` gives it: a key missing from the catalog throws.
 * @example translatorFor('de')('exportImport.md.tiers') // "Tarife"
 */
export function translatorFor(locale: Locale): Translate {
  const catalog = allCatalogs[locale];
  return (key: MessageKey, params?: MessageParams) => {
    const message = catalog[key] as Catalog[MessageKey] | undefined;
    if (message === undefined) throw new Error(`No message "${key}" in the ${locale} catalog`);
    return translate(locale, message, params);
  };
}
