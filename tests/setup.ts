import '@testing-library/jest-dom/vitest';
import './properties';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { laterMessagesReady, panelMessagesReady } from '../src/i18n/locales';
import { linkCodecReady } from '../src/state/linkCodec';
import { useKeptAsideStore } from '../src/state/keptAsideStore';
import { useLocaleStore } from '../src/state/localeStore';
import { useNoticeStore } from '../src/state/noticeStore';
import { useSaveHoldStore } from '../src/state/saveHold';
import { useScenarioStore } from '../src/state/scenarioStore';
import { useThemeStore } from '../src/state/theme';
import { setSettleMilliseconds } from '../src/state/useEvaluation';

// Component tests see heavy panels settle at once; src/state/useEvaluation.test.ts tests the real delay.
setSettleMilliseconds(0);

// Component tests draw panels directly, not through their lazy loaders (src/app/lazyPanels.ts), so the
// English catalog is given the panels' messages up front, and those of the first view's folded parts
// (src/components/lazyAfterStart.ts). src/app/firstView.test.tsx checks that the first view needs only its own.
// The same for the share link's codec (src/state/linkCodec.ts), which the page loads before reading a link.
await Promise.all([panelMessagesReady(), laterMessagesReady(), linkCodecReady()]);

// Lazy panels load their chunk on first render; on a busy 2-core machine that can take longer than the
// default second, so `findBy…` waits up to five before it reports the element missing.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  // Vitest globals are off, so Testing Library cannot register its own cleanup: unmount after every test.
  cleanup();
  // The page's test files run one after another in one environment per worker (vite.config.ts, isolate: false):
  // what a test leaves in storage, on the document or in a store must not reach the next test or file.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  const html = document.documentElement;
  html.removeAttribute('lang');
  delete html.dataset.theme;
  delete html.dataset.firstView;
  document.body.replaceChildren();
  if (window.location.pathname + window.location.hash !== '/')
    window.history.replaceState(null, '', '/');
  useScenarioStore.setState(useScenarioStore.getInitialState(), true);
  useNoticeStore.setState(useNoticeStore.getInitialState(), true);
  useKeptAsideStore.setState(useKeptAsideStore.getInitialState(), true);
  useSaveHoldStore.setState(useSaveHoldStore.getInitialState(), true);
  useLocaleStore.setState(useLocaleStore.getInitialState(), true);
  useThemeStore.setState(useThemeStore.getInitialState(), true);
  useScenarioStore.temporal.getState().clear();
});
