import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { applyTheme, useThemeStore } from '../state/theme';
import { ThemePicker } from './ThemePicker';

describe('ThemePicker', () => {
  afterEach(() => {
    cleanup();
    useThemeStore.setState({ theme: 'system' });
    applyTheme('auto');
    localStorage.clear();
  });

  it('offers light, dark and system, and switches the page at once', async () => {
    render(
      <I18nProvider>
        <ThemePicker />
      </I18nProvider>,
    );
    const picker = screen.getByRole('combobox', { name: 'Theme' });
    expect(picker).toHaveValue('system');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Light',
      'Dark',
      'System',
    ]);
    await userEvent.setup().selectOptions(picker, 'Dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(picker).toHaveValue('dark');
  });
});
