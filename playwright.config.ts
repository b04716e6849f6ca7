import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/browser.ts';

// PLAYWRIGHT_PORT lets two checkouts run their browser tests side by side without sharing a server.
const PORT = Number(process.env.PLAYWRIGHT_PORT) || 4173;
const isCI = !!process.env.CI;
const executablePath = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // Two Chromiums on two cores: a test of several page loads takes 10 to 25 s there. The limits guard against
  // a hang, they time nothing (speed is measured by `npm run bench`).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  // Serves the production build; `npm test` runs `npm run build` before the browser tests.
  webServer: {
    command: `npm run preview -- --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
  },
});
