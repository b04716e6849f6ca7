import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setSettleMilliseconds } from '../src/state/useEvaluation';

// Component tests see heavy panels settle at once; src/state/useEvaluation.test.ts tests the real delay.
setSettleMilliseconds(0);

// Vitest globals are off, so Testing Library cannot register its own cleanup: unmount after every test.
afterEach(() => {
  cleanup();
});
