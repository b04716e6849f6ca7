import {
  createContext,
  Fragment,
  useContext,
  useMemo,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Catalog, MessageKey } from './catalog';
import { english } from './locales';
import { translate, translateToParts, type MessageParams, type Translate } from './translate';

interface I18nValue {
  locale: string;
  catalog: Catalog;
}

const I18nContext = createContext<I18nValue>({ locale: 'en', catalog: english });

export function I18nProvider({
  locale = 'en',
  catalog = english,
  children,
}: {
  locale?: string;
  catalog?: Catalog;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, catalog }), [locale, catalog]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export type { Translate };

/**
 * A key's message. A missing one is a bug, never a reader's doing: a panel drawn before its messages arrived
 * (src/i18n/locales.ts). It throws, so the panel's error boundary says so instead of drawing a raw key, and
 * the build's prerender and the tests fail on it.
 */
function messageOf(catalog: Catalog, locale: string, key: MessageKey) {
  const message = catalog[key] as Catalog[MessageKey] | undefined;
  if (message === undefined) throw new Error(`No message "${key}" in the ${locale} catalog yet`);
  return message;
}

/** The translate function for the current locale: `t('composer.add')`. */
export function useT(): Translate {
  const { locale, catalog } = useContext(I18nContext);
  return useMemo(
    () => (key: MessageKey, params?: MessageParams) =>
      translate(locale, messageOf(catalog, locale, key), params),
    [locale, catalog],
  );
}

/** Parameters of a message drawn on the page: text, numbers, or elements (a name in `<UserText>`). */
export type NodeParams = Record<string, string | number | ReactElement>;

export type TranslateNodes = (key: MessageKey, params: NodeParams) => ReactNode;

/**
 * The translate function for messages with elements among their parameters:
 * `tNodes('library.save.saved', { name: <UserText>{name}</UserText> })`.
 */
export function useTNodes(): TranslateNodes {
  const { locale, catalog } = useContext(I18nContext);
  return useMemo(
    () => (key: MessageKey, params: NodeParams) =>
      translateToParts(locale, messageOf(catalog, locale, key), params).map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      )),
    [locale, catalog],
  );
}

/** The current locale, for the Intl formatters in ./format. */
export function useLocale(): string {
  return useContext(I18nContext).locale;
}
