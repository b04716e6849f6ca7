import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/browser.ts';

/** A port nothing listens on now, from the system (a server on port 0 is given a free one). */
function freePort(): number {
  const script =
    "const s=require('net').createServer().listen(0,'localhost',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

/**
 * The browser tests always start their own server (`npm run preview`) and never test whatever else answers on a
 * port: on PLAYWRIGHT_PORT when it is set (taken, Playwright refuses and says the port is in use), else on a free
 * port. The runner picks it once; its workers read it from the environment they inherit.
 */
process.env.PLAYWRIGHT_PORT ||= String(freePort());
const PORT = Number(process.env.PLAYWRIGHT_PORT);
const isCI = !!process.env.CI;
const executablePath = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
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
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
