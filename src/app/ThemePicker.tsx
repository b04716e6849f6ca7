/** Light, dark, or the reader's system setting; beside the language picker, remembered in this browser. */
import { useId } from 'react';
import { useT } from '../i18n/I18nProvider';
import { themeChoices, useThemeStore, type ThemeChoice } from '../state/theme';

export function ThemePicker() {
  const t = useT();
  const id = useId();
  const theme = useThemeStore((state) => state.theme);
  const themeChosen = useThemeStore((state) => state.themeChosen);
  return (
    <div className="header-picker">
      <label htmlFor={id}>{t('app.theme')}</label>
      <select
        id={id}
        value={theme}
        onChange={(event) => themeChosen(event.target.value as ThemeChoice)}
      >
        {themeChoices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`app.theme.${choice}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
