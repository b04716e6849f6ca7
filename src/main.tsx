import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import type { LoadedCatalog } from './app/LocaleProvider.tsx';
import { loadCatalog } from './i18n/locales.ts';
import { initialLocale, useLocaleStore } from './state/localeStore.ts';
import { openStorage } from './state/persistence.ts';
import { startSync } from './state/sync.ts';
import { applyTheme, savedTheme, themeOf, useThemeStore } from './state/theme.ts';
import { readViewParams } from './state/viewParams.ts';
import './styles.css';
import './print.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

// Before the first render, so a shared link never flashes the example first.
const viewParams = readViewParams(window.location.hash);
startSync({ readOnlyLink: viewParams.view === 'embed' });

// The reader's theme, before the first paint so a dark choice never flashes light. The embed takes its
// theme from its link instead (EmbedView), and reads no storage.
if (viewParams.view !== 'embed') {
  const theme = savedTheme(openStorage());
  useThemeStore.setState({ theme });
  applyTheme(themeOf(theme));
}

// The language: from the link, the reader's saved choice, or the browser. Its catalog loads before the first
// paint (English is in the bundle; another language is one small chunk), so the page never flashes English.
const language = initialLocale(
  viewParams.lang,
  viewParams.view === 'embed' ? null : openStorage(),
  navigator.languages,
);
let initialCatalog: LoadedCatalog;
try {
  initialCatalog = { locale: language.locale, catalog: await loadCatalog(language.locale) };
  useLocaleStore.setState(language);
} catch {
  // The language's chunk could not be fetched: start in English rather than not at all.
  initialCatalog = { locale: 'en', catalog: await loadCatalog('en') };
}

createRoot(rootElement).render(
  <StrictMode>
    <App viewParams={viewParams} initialCatalog={initialCatalog} />
  </StrictMode>,
);
