import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Catalog, MessageKey } from './catalog';
import { en } from './en';
import { translate, type MessageParams } from './translate';

interface I18nValue {
  locale: string;
  catalog: Catalog;
}

const I18nContext = createContext<I18nValue>({ locale: 'en', catalog: en });

export function I18nProvider({
  locale = 'en',
  catalog = en,
  children,
}: {
  locale?: string;
  catalog?: Catalog;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, catalog }), [locale, catalog]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The translate function for the current locale: `t('composer.add')`. */
export function useT(): Translate {
  const { locale, catalog } = useContext(I18nContext);
  return useMemo(
    () => (key: MessageKey, params?: MessageParams) => translate(locale, catalog[key], params),
    [locale, catalog],
  );
}

/** The current locale, for the Intl formatters in ./format. */
export function useLocale(): string {
  return useContext(I18nContext).locale;
}
