/**
 * The first view is prerendered at build time (scripts/prerender.ts): a first visit shows the example's
 * answer before any JavaScript runs, then the page hydrates it and takes input. A reader the prerendered view
 * is not for (another language, a link, a saved theme) never sees it flash.
 */
import type { Page } from '@playwright/test';
import { expect, pageReady, test } from './fixtures';

const headline = (page: Page) =>
  page.getByRole('region', { name: 'Recommendation' }).locator('[aria-live="polite"]').first();

test('a first visit shows the answer before JavaScript runs, then the same page takes input', async ({
  browser,
  page,
}) => {
  // Before JavaScript runs: the page's code is held back (with JavaScript off, the page says it cannot start
  // instead: tests/e2e/start-failure.spec.ts).
  const early = await browser.newContext();
  const still = await early.newPage();
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await still.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await still.goto('/', { waitUntil: 'commit' });
  await expect(still.getByRole('heading', { level: 1 })).toHaveText('Azure SignalR Service sizing');
  await expect(headline(still)).toHaveText('Standard_S1 × 20 units');
  await expect(still.locator('#root')).toHaveAttribute('inert');
  releaseScripts();
  await early.close();

  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/');
  await pageReady(page);
  // Hydrated, not rendered again: the workloads keep the keys they were prerendered with.
  await expect(page.locator('[data-workload-key]').first()).toHaveAttribute(
    'data-workload-key',
    'w1',
  );
  const connections = page.getByRole('textbox', { name: 'Connections' }).first();
  await connections.fill('100000');
  await expect(headline(page)).not.toHaveText('Standard_S1 × 20 units');
  expect(consoleErrors).toEqual([]);
});

test('a German reader never sees the English example: it stays hidden until the German page is drawn', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root h1')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('data-first-view', 'stale');
  await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
  releaseScripts();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dimensionierung für Azure SignalR Service',
  );
  await expect(page.locator('#root')).toHaveCSS('visibility', 'visible');
  await context.close();
});

test('a contradiction’s own title replaces the first view’s general one without moving the page at 1440 x 900', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The warnings' words (their own chunk) held back: the first view lists its own titles meanwhile.
  let releaseWords = () => {};
  const wordsHeld = new Promise<void>((resolve) => (releaseWords = resolve));
  await page.route(/\/assets\/WarningBody-[^/]+\.js$/, async (route) => {
    await wordsHeld;
    await route.continue();
  });
  await page.goto('/');
  await pageReady(page);
  const list = page.getByRole('list', { name: 'Check before you commit' });
  const chart = page.getByRole('region', { name: /^Headroom by tier/ });
  // The example reads the broadcast app-server tables where they print 1 app server and the text says 2.
  await expect(list.getByText('The guide contradicts itself', { exact: true })).toBeVisible();
  const before = { list: await list.boundingBox(), chart: await chart.boundingBox() };

  releaseWords();
  await expect(list.getByText('App servers: text 2, tables 1', { exact: true })).toBeVisible();
  await expect(list.getByText('The guide contradicts itself', { exact: true })).toHaveCount(0);
  expect({ list: await list.boundingBox(), chart: await chart.boundingBox() }).toEqual(before);
});
