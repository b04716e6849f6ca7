import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, savedTheme, themeKey, useThemeStore } from './theme';

describe('applyTheme', () => {
  afterEach(() => applyTheme('auto'));

  it('forces light or dark on <html> and removes the attribute for auto', () => {
    const root = document.documentElement;
    applyTheme('dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
    applyTheme('light');
    expect(root.getAttribute('data-theme')).toBe('light');
    applyTheme('auto');
    expect(root.hasAttribute('data-theme')).toBe(false);
  });
});

describe('the reader’s theme choice', () => {
  afterEach(() => {
    localStorage.clear();
    applyTheme('auto');
  });

  it('is read from its own storage key, and is the system’s when missing or unknown', () => {
    expect(savedTheme(null)).toBe('system');
    expect(savedTheme(localStorage)).toBe('system');
    localStorage.setItem(themeKey, 'dark');
    expect(savedTheme(localStorage)).toBe('dark');
    localStorage.setItem(themeKey, 'sepia');
    expect(savedTheme(localStorage)).toBe('system');
  });

  it('is saved and applied when chosen; system follows prefers-color-scheme again', () => {
    useThemeStore.getState().themeChosen('dark');
    expect(localStorage.getItem(themeKey)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    useThemeStore.getState().themeChosen('system');
    expect(localStorage.getItem(themeKey)).toBe('system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });
});
