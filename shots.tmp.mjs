import { chromium } from '@playwright/test';
const [width, height, scheme, prefix, pages] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4], process.argv[5], Number(process.argv[6] || 4)];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width, height }, colorScheme: scheme });
await page.goto('http://localhost:4190/' + (process.argv[7] || ''));
await page.waitForTimeout(1500);
for (let i = 0; i < pages; i++) {
  await page.evaluate((y) => window.scrollTo(0, y), i * height);
  await page.waitForTimeout(200);
  await page.screenshot({ path: `/tmp/${prefix}-${i}.png` });
}
await browser.close();
