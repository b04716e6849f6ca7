/**
 * A forced theme on the page: `light` or `dark` set `<html data-theme>`, which src/styles.css maps to the
 * token sets; `auto` removes it, so the tokens follow the reader's prefers-color-scheme again.
 */
export type Theme = 'auto' | 'light' | 'dark';

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'auto') delete root.dataset.theme;
  else root.dataset.theme = theme;
}
