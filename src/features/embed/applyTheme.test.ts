import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme } from './applyTheme';

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
