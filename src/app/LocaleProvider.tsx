/**
 * Connects the language choice to the catalog: the chosen locale's catalog is loaded (a small chunk), and
 * until it arrives the page keeps the language it shows, so nothing blanks or reloads and the scenario stays.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { Catalog } from '../i18n/catalog';
import { I18nProvider } from '../i18n/I18nProvider';
import { loadCatalog, type Locale } from '../i18n/locales';
import { useLocaleStore } from '../state/localeStore';

export interface LoadedCatalog {
  locale: Locale;
  catalog: Catalog;
}

export function LocaleProvider({
  initial,
  children,
}: {
  initial: LoadedCatalog;
  children: ReactNode;
}) {
  const locale = useLocaleStore((state) => state.locale);
  const [loaded, setLoaded] = useState(initial);

  useEffect(() => {
    if (locale === loaded.locale) return;
    let current = true;
    loadCatalog(locale)
      .then((catalog) => {
        if (current) setLoaded({ locale, catalog });
      })
      .catch(() => {
        // The chunk could not be fetched (offline): keep the language on screen.
      });
    return () => {
      current = false;
    };
  }, [locale, loaded.locale]);

  useEffect(() => {
    document.documentElement.lang = loaded.locale;
  }, [loaded.locale]);

  return (
    <I18nProvider locale={loaded.locale} catalog={loaded.catalog}>
      {children}
    </I18nProvider>
  );
}
