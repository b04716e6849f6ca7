/**
 * The first view is prerendered at build time (scripts/prerender.ts): a first visit shows the example's
 * answer before any JavaScript runs, then the page hydrates it and takes input. A reader the prerendered view
 * is not for (another language, a link, a saved theme) never sees it flash.
 */
import type { Page } from '@playwright/test';
import { parseScenario } from '../../src/engine';
import { expect, pageReady, test } from './fixtures';
import { encodeScenario } from './links';

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

/** Holds back the warnings' words (their own chunk): the first view lists its own titles meanwhile. */
async function holdWarningWords(page: Page): Promise<() => void> {
  let releaseWords = () => {};
  const wordsHeld = new Promise<void>((resolve) => (releaseWords = resolve));
  await page.route(/\/assets\/WarningBody-[^/]+\.js$/, async (route) => {
    await wordsHeld;
    await route.continue();
  });
  return releaseWords;
}

const warningList = (page: Page) => page.getByRole('list', { name: 'Check before you commit' });
const layoutOf = async (page: Page) => ({
  list: await warningList(page).boundingBox(),
  chart: await page.getByRole('region', { name: /^Headroom by tier/ }).boundingBox(),
});

/** A desktop and a phone: the titles' chips keep their rows in both. */
const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

for (const viewport of viewports) {
  test(`a contradiction’s own title replaces the first view’s general one without moving the page at ${viewport.width} x ${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const releaseWords = await holdWarningWords(page);
    await page.goto('/');
    await pageReady(page);
    const list = warningList(page);
    // The example reads the broadcast app-server tables where they print 1 app server and the text says 2.
    await expect(list.getByText('The guide contradicts itself', { exact: true })).toBeVisible();
    const before = await layoutOf(page);

    releaseWords();
    await expect(list.getByText('App servers: text 2, tables 1', { exact: true })).toBeVisible();
    await expect(list.getByText('The guide contradicts itself', { exact: true })).toHaveCount(0);
    expect(await layoutOf(page)).toEqual(before);
  });

  test(`two slips and three message-size limits at once each get their own title, without moving the page, at ${viewport.width} x ${viewport.height}`, async ({
    page,
  }) => {
    // 2019's big group at unit 1 slips inbound and outbound; the rooms' 40 kB messages pass the app server's limit,
    // the long-polling files its own and the REST reports the REST API's.
    const parsed = parseScenario({
      version: 2,
      name: 'Slips and sizes',
      edition: '2019',
      workloads: [
        {
          name: 'Big rooms',
          pattern: 'group',
          connections: 200,
          senders: 1,
          messageBytes: 40_000,
          sendIntervalSeconds: 100,
          groupSize: 200,
        },
        {
          name: 'Files',
          pattern: 'echo',
          connections: 10,
          senders: 1,
          messageBytes: 1_048_576,
          sendIntervalSeconds: 1000,
          transport: 'longPolling',
        },
        {
          name: 'Reports',
          pattern: 'restBroadcast',
          connections: 10,
          senders: 1,
          messageBytes: 1_048_576,
          sendIntervalSeconds: 1000,
        },
      ],
    });
    if (!parsed.ok) throw new Error('the scenario does not parse');
    await page.setViewportSize(viewport);
    const releaseWords = await holdWarningWords(page);
    await page.goto(`/#s=${encodeScenario(parsed.scenario)}`);
    await pageReady(page);
    const list = warningList(page);
    await expect(headline(page)).toHaveText('Standard_S1 × 1 unit');
    await expect(list.getByText('A slip in the guide', { exact: true })).toHaveCount(2);
    await expect(list.getByText('Message size limit', { exact: true })).toHaveCount(3);
    const before = await layoutOf(page);

    releaseWords();
    for (const title of [
      'Slip: big group in, unit 1',
      'Slip: big group out, unit 1',
      'Size limit: app server',
      'Size limit: SSE, polling',
      'Size limit: REST API',
    ]) {
      await expect(list.getByText(title, { exact: true })).toBeVisible();
    }
    await expect(list.getByText('A slip in the guide', { exact: true })).toHaveCount(0);
    await expect(list.getByText('Message size limit', { exact: true })).toHaveCount(0);
    expect(await layoutOf(page)).toEqual(before);
  });
}
