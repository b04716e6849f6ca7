import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { panelMessagesReady } from '../src/i18n/locales';
import { linkCodecReady } from '../src/state/linkCodec';
import { setSettleMilliseconds } from '../src/state/useEvaluation';

// Component tests see heavy panels settle at once; src/state/useEvaluation.test.ts tests the real delay.
setSettleMilliseconds(0);

// Component tests draw panels directly, not through their lazy loaders (src/app/lazyPanels.ts), so the
// English catalog is given the panels' messages up front. src/app/firstView.test.tsx checks that the first
// view needs only its own.
// The same for the share link's codec (src/state/linkCodec.ts), which the page loads before reading a link.
await Promise.all([panelMessagesReady(), linkCodecReady()]);

// Lazy panels load their chunk on first render; on a busy 2-core machine that can take longer than the
// default second, so `findBy…` waits up to five before it reports the element missing.
configure({ asyncUtilTimeout: 5_000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup: unmount after every test.
afterEach(() => {
  cleanup();
});
