/**
 * The README's screenshot, docs/images/dashboard.png: the production build (run `npm run build` first;
 * `npm run docs:screenshot` does) as a first visit sees it at 1440 px wide, in English, light theme, with the
 * headroom chart drawn. `SCREENSHOT_PORT` moves its preview server off port 4190. With pngquant installed
 * (Debian: `apt-get install pngquant`) the PNG is reduced to a palette: about a third of Chromium's bytes.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/browser.ts';

const output = new URL('../docs/images/dashboard.png', import.meta.url).pathname;
const port = Number(process.env.SCREENSHOT_PORT) || 4190;
const server = await preview({ preview: { port, strictPort: true }, logLevel: 'silent' });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({
    viewport: { width: 1440, height: 1000 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-US',
  });
  await page.goto(`http://localhost:${port}/`);
  // Hydrated (the prerendered view is inert until then), and the headroom chart (recharts, loaded after the
  // first view) has drawn its lines.
  await page.locator('#root:not([inert])').waitFor();
  await page
    .getByRole('figure', { name: /utilization of each limit at every tier/ })
    .locator('svg.recharts-surface')
    .first()
    .waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: output, animations: 'disabled' });
  const quantized = spawnSync('pngquant', [
    '--quality=70-95',
    '--speed=1',
    '--strip',
    '--force',
    '--output',
    output,
    output,
  ]);
  if (quantized.error || quantized.status !== 0)
    console.log('pngquant not run: the PNG is as Chromium wrote it');
  console.log(`${output}: ${(statSync(output).size / 1024).toFixed(1)} KiB`);
} finally {
  await browser.close();
  await server.close();
}
