import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Chromium to drive in the browser tests, in this order:
 * 1. `CHROMIUM_PATH`, then `PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH`;
 * 2. Debian's `/usr/bin/chromium`, if installed;
 * 3. `undefined`: Playwright's own downloaded browser (`npx playwright install chromium`).
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROMIUM_PATH || env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (fromEnv) return fromEnv;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return undefined;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
