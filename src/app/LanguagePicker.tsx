/** The language picker: each language named in itself. An explicit choice persists and enters the links. */
import { useId } from 'react';
import { useT } from '../i18n/I18nProvider';
import { localeNames, supportedLocales, type Locale } from '../i18n/locales';
import { useLocaleStore } from '../state/localeStore';
import { fragmentWithView } from '../state/viewParams';

export function LanguagePicker() {
  const t = useT();
  const id = useId();
  const locale = useLocaleStore((state) => state.locale);
  const languageChosen = useLocaleStore((state) => state.languageChosen);
  const choose = (chosen: Locale) => {
    languageChosen(chosen);
    // The address bar is the link: links and embeds built from it now carry the chosen language.
    window.history.replaceState(
      window.history.state,
      '',
      fragmentWithView(window.location.hash, { lang: chosen }) || ' ',
    );
  };
  return (
    <div className="header-picker language-picker">
      <label htmlFor={id}>{t('app.language')}</label>
      <select id={id} value={locale} onChange={(event) => choose(event.target.value as Locale)}>
        {supportedLocales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
