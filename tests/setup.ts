import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setSettleMilliseconds } from '../src/state/useEvaluation';

// Component tests see heavy panels settle at once; src/state/useEvaluation.test.ts tests the real delay.
setSettleMilliseconds(0);

// Lazy panels load their chunk on first render; on a busy 2-core machine that can take longer than the
// default second, so `findBy…` waits up to five before it reports the element missing.
configure({ asyncUtilTimeout: 5_000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup: unmount after every test.
afterEach(() => {
  cleanup();
});
