/**
 * The page's language: from the link (`lang=`), else the reader's saved choice, else the browser.
 * `explicit` is true when someone chose it (the picker, or the link's author): only then do links and
 * embeds carry it, so a shared link otherwise opens in each reader's own language.
 */
import { create } from 'zustand';
import { isLocale, matchLocale, type Locale } from '../i18n/locales';
import { openStorage } from './persistence';

export const languageKey = 'signalr-sizing:language';

export interface LocaleState {
  locale: Locale;
  explicit: boolean;
  languageChosen: (locale: Locale) => void;
}

export function initialLocale(
  linkLanguage: string | null,
  storage: Storage | null,
  preferences: readonly string[],
): { locale: Locale; explicit: boolean } {
  const fromLink = linkLanguage === null ? null : matchLocale([linkLanguage]);
  if (fromLink !== null && linkLanguage !== null && fromLink === linkLanguage.split('-')[0]) {
    return { locale: fromLink, explicit: true };
  }
  let saved: string | null = null;
  try {
    saved = storage?.getItem(languageKey) ?? null;
  } catch {
    saved = null;
  }
  if (isLocale(saved)) return { locale: saved, explicit: true };
  return { locale: matchLocale(preferences), explicit: false };
}

export const useLocaleStore = create<LocaleState>()((set) => ({
  locale: 'en',
  explicit: false,
  languageChosen: (locale) => {
    const storage = openStorage();
    try {
      storage?.setItem(languageKey, locale);
    } catch {
      // Storage refused: the choice lasts for this visit.
    }
    set({ locale, explicit: true });
  },
}));
