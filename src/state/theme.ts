/**
 * The page's colour theme. `<html data-theme>` set to `light` or `dark` forces that token set in
 * src/styles.css (the charts read the same tokens); without it the tokens follow the reader's
 * prefers-color-scheme. The full page keeps the reader's choice (light, dark or system) in localStorage
 * under its own key, like the language; the embed takes its theme from its link (`theme=`) and stores nothing.
 */
import { create } from 'zustand';
import { openStorage } from './persistence';

/** What `<html data-theme>` says: `auto` removes it. */
export type Theme = 'auto' | 'light' | 'dark';

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'auto') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

export const themeKey = 'signalr-sizing:theme';
export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export function themeOf(choice: ThemeChoice): Theme {
  return choice === 'system' ? 'auto' : choice;
}

/** The reader's saved choice, or `system`; storage that refuses access counts as no choice. */
export function savedTheme(storage: Storage | null): ThemeChoice {
  let saved: string | null = null;
  try {
    saved = storage?.getItem(themeKey) ?? null;
  } catch {
    saved = null;
  }
  return (themeChoices as readonly (string | null)[]).includes(saved)
    ? (saved as ThemeChoice)
    : 'system';
}

export interface ThemeState {
  theme: ThemeChoice;
  themeChosen: (theme: ThemeChoice) => void;
}

export const useThemeStore = create<ThemeState>()((set) => ({
  theme: 'system',
  themeChosen: (theme) => {
    try {
      openStorage()?.setItem(themeKey, theme);
    } catch {
      // Storage refused: the choice lasts for this visit.
    }
    applyTheme(themeOf(theme));
    set({ theme });
  },
}));
