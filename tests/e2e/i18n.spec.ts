import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const languages = [
  ['en', 'English'],
  ['pl', 'Polski'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['ja', '日本語'],
  ['ko', '한국어'],
] as const;

const picker = (page: Page) => page.locator('.language-picker select');

test('the picker switches language without a reload, keeping the scenario, and the choice persists', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Name' }).first().fill('Kanban board');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await picker(page).selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Azure SignalR Service sizing',
  );
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
  await expect(page.locator('input[value="Kanban board"]')).toHaveCount(1);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(picker(page)).toHaveValue('ja');
});

test('a link can set the language, so an embed in a Japanese wiki shows Japanese', async ({
  page,
}) => {
  await page.goto('/#lang=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(picker(page)).toHaveValue('de');
  await page.goto('/#view=embed&mode=readonly&lang=ja');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('the language follows the browser when nobody chose one', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The share link does not carry a language nobody chose: each reader gets their own.
  const link = await page.locator('.share-link').inputValue();
  expect(link).not.toContain('lang=');
  await context.close();
});

test('links carry the language once it is chosen explicitly', async ({ page }) => {
  await page.goto('/');
  expect(await page.locator('.share-link').inputValue()).not.toContain('lang=');
  await picker(page).selectOption('ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect.poll(() => page.locator('.share-link').inputValue()).toContain('lang=ko');
  expect(page.url()).toContain('lang=ko');
});

test('the first load fetches English only; another language is one chunk, fetched when needed', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Azure SignalR Service sizing');
  const localeChunk = /\/(pl|de|fr|ja|ko)-[\w-]+\.js$/;
  expect(scripts.filter((path) => localeChunk.test(path))).toEqual([]);
  await picker(page).selectOption('pl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  expect(scripts.filter((path) => localeChunk.test(path))).toHaveLength(1);
});

for (const [code, name] of languages) {
  test(`${name}: no accessibility violations, no horizontal overflow, screenshots at phone and desktop`, async ({
    page,
  }, testInfo) => {
    await page.goto(`/#lang=${code}`);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.locator('.composer')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    for (const [label, width, height] of [
      ['desktop', 1440, 900],
      ['phone', 360, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      // No control wider than its panel (long German compounds, CJK lines).
      const overflowing = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            '.panel button, .panel label, .panel h2, .panel h3',
          ),
        ]
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.textContent?.slice(0, 40)),
      );
      expect(overflowing).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`${code}-${label}.png`), fullPage: true });
    }
  });
}
