/**
 * Starts the page (src/main.tsx loads this once the prerendered first view is on screen): reads the link and
 * storage, picks the theme and the language, then hydrates the prerendered view or renders the reader's own.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from './app/Root.tsx';
import {
  adoptFirstView,
  hydratesFirstView,
  isLazyPanelRenderedInBrowser,
  type FirstViewMark,
} from './app/firstView.ts';
import type { LoadedCatalog } from './app/LocaleProvider.tsx';
import { laterTablesReady, needsLaterTables } from './engine/index.ts';
import { laterMessagesReady, loadCatalog } from './i18n/locales.ts';
import { initialLocale, useLocaleStore } from './state/localeStore.ts';
import { linkCodecReady } from './state/linkCodec.ts';
import { parsersReady } from './state/parsersSlot.ts';
import { holdsWork, openStorage, storageWithheld } from './state/persistence.ts';
import { scenarioParameter } from './state/shareLink.ts';
import { startSync } from './state/sync.ts';
import { applyTheme, savedTheme, themeOf, useThemeStore } from './state/theme.ts';
import { useScenarioStore } from './state/scenarioStore.ts';
import { readViewParams } from './state/viewParams.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

// What the page opens with is read before the first render, so a shared link or saved work never flashes the
// example first. Reading it needs the boundaries' parsers (the scenario format's schemas, zod: a chunk of their own,
// src/state/parsersSlot.ts), and a link its codec (src/state/linkCodec.ts); a first visit with neither a link nor
// saved work starts without them, and fetches the parsers once it has started. A link's view parameters (its
// language among them) are read first.
const linkRead = window.location.hash.replace(/^#/, '') === '' ? null : parsersReady();
if (linkRead) await linkRead;
const viewParams = readViewParams(window.location.hash);
// The embed reads its link and nothing else: never the storage of the user's own tool (persistence.ts).
if (viewParams.view === 'embed') storageWithheld();
const storage = viewParams.view === 'embed' ? null : openStorage();

// The language: from the link, the reader's saved choice, or the browser. Its catalog loads before the first
// paint (English is in the bundle; another language is one small chunk), so the page never flashes English.
const language = initialLocale(viewParams.lang, storage, navigator.languages);
const catalogLoaded = loadCatalog(language.locale);
// Awaited below; until then a failed fetch is not an unhandled rejection.
catalogLoaded.catch(() => undefined);

// If the parsers or the codec cannot be fetched, the page says it could not start (main.tsx), or the link's
// notice says why it was not read.
if (holdsWork(storage)) await parsersReady();
if (scenarioParameter(window.location.hash) !== null) await linkCodecReady().catch(() => undefined);
startSync({ readOnlyLink: viewParams.view === 'embed' });
// A scenario on Web PubSub or SignalR's 2019 edition is sized against tables the first view never reads: they
// load before this one is drawn (if they cannot, main.tsx says the page could not start).
if (needsLaterTables(useScenarioStore.getState().scenario)) await laterTablesReady();

// The reader's theme, before the first paint so a dark choice never flashes light. The embed takes its
// theme from its link instead (EmbedView), and reads no storage.
if (viewParams.view !== 'embed') {
  const theme = savedTheme(storage);
  useThemeStore.setState({ theme });
  applyTheme(themeOf(theme));
}

let initialCatalog: LoadedCatalog;
try {
  initialCatalog = { locale: language.locale, catalog: await catalogLoaded };
  useLocaleStore.setState(language);
} catch {
  // The language's chunk could not be fetched: start in English rather than not at all.
  initialCatalog = { locale: 'en', catalog: await loadCatalog('en') };
}

/**
 * What the first input may need and the first view does not (Web PubSub's guide and SignalR's 2019 guide, for a
 * switch of service or edition): requested as soon as the page has started (below), fetched beside the hydration.
 */
let readyForInput: Promise<unknown> = Promise.resolve();

// The prerendered HTML is inert until React has committed the page and what its first input may need is here:
// nothing typed or clicked before the page can take it is lost.
const app = (
  <Root
    viewParams={viewParams}
    initialCatalog={initialCatalog}
    onCommitted={() => void readyForInput.then(() => rootElement.removeAttribute('inert'))}
  />
);

// The prerendered first view (index.html, src/app/firstView.ts) is hydrated when it is what this reader
// sees; otherwise it was hidden before the first paint and the page renders afresh in its place.
const html = document.documentElement;
if (
  hydratesFirstView(rootElement, html.dataset.firstView as FirstViewMark, initialCatalog.locale)
) {
  adoptFirstView();
  // As a transition, hydration yields to the browser every few milliseconds: the page stays responsive to
  // scrolling and paints while it is taken over.
  startTransition(() => {
    hydrateRoot(rootElement, app, {
      onRecoverableError: (error) => {
        if (!isLazyPanelRenderedInBrowser(error)) console.error(error);
      },
    });
  });
} else {
  // Still inert until the page is committed: `inert` gone always means the page has started.
  rootElement.replaceChildren();
  createRoot(rootElement).render(app);
}
delete html.dataset.firstView;
// For `npm run bench`: the moment the page's code has all it needs to start (User Timing).
performance.mark('signalr-sizing:started');
readyForInput = laterTablesReady().catch(() => undefined);
// What a later boundary needs (a link pasted into the address bar, another tab's save, a panel) and the words of
// the first view's folded parts: fetched once the first input may be served, off the hydration's path.
void readyForInput
  .then(() => Promise.all([parsersReady(), laterMessagesReady()]))
  .catch(() => undefined);
