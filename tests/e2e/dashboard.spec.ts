import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { parseScenario } from '../../src/engine';
import { expect, openSettings, openTab, pageReady, test } from './fixtures';
import { encodeScenario } from './links';

const recommendation = (page: Page) => page.getByRole('region', { name: 'Recommendation' });
const headline = (page: Page) => recommendation(page).locator('[aria-live="polite"]').first();
const card = (page: Page, name: string | RegExp) => page.getByRole('group', { name });
const headroomChart = (page: Page) =>
  page.getByRole('figure', { name: /utilization of each limit at every tier/ });
const growthChart = (page: Page) => page.getByRole('figure', { name: /as the workload grows/ });
const headroomSummary = (page: Page) =>
  page.getByRole('region', { name: 'Headroom by tier' }).getByText(/^Recommended |^No tier fits/);

async function expectNoAxeViolations(page: Page): Promise<void> {
  await pageReady(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('a first visit explains itself: an example workload with its recommendation and charts', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Azure SignalR Service sizing' }),
  ).toBeVisible();
  await expect(card(page, /Chat rooms/)).toBeVisible();
  await expect(headline(page)).toHaveText(/Standard_S1 × \d+ units/);
  await expect(headroomChart(page)).toBeVisible();
  await openTab(page, 'Growth');
  await expect(growthChart(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a new user builds a two-workload scenario with keyboard and mouse and sees the answer change', async ({
  page,
}) => {
  await page.goto('/');
  const before = await headline(page).textContent();
  const headroomSummaryBefore = await headroomSummary(page).textContent();

  // Mouse: clear the example.
  await page.getByRole('button', { name: 'Remove Chat rooms' }).click();
  await page.getByRole('button', { name: 'Remove Live dashboard' }).click();
  await expect(page.getByText('No workloads yet. Add one to start sizing.')).toBeVisible();

  // Keyboard: add a workload, name it, make it a send-to-connection workload of 30,000 connections.
  await page.getByRole('button', { name: 'Add workload' }).first().focus();
  await page.keyboard.press('Enter');
  const nameField = page.getByRole('textbox', { name: 'Name' });
  await expect(nameField).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Peer messages');
  await page.keyboard.press('Tab');
  const peers = card(page, /Peer messages/);
  await peers.getByRole('combobox', { name: 'Pattern' }).focus();
  await peers
    .getByRole('combobox', { name: 'Pattern' })
    .selectOption({ label: 'Send to connection' });
  await expect(
    peers.getByText('Each message goes to one other connection (peer-to-peer chat).'),
  ).toBeVisible();
  const connections = peers.getByRole('textbox', { name: 'Connections' });
  await connections.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('30000');
  await page.keyboard.press('Enter');
  await expect(peers.getByRole('slider', { name: 'Connections' })).toHaveAttribute(
    'aria-valuetext',
    /30,000/,
  );

  // Mouse: add a broadcast and drag its connections slider to the far right.
  await page.getByRole('button', { name: 'Add workload' }).first().click();
  const second = card(page, /Workload 2/);
  await second.getByRole('combobox', { name: 'Pattern' }).selectOption({ label: 'Broadcast' });
  // One sender broadcasts: a drag through small connection counts no longer clamps the senders away.
  await second.getByRole('textbox', { name: 'Senders' }).fill('1');
  const slider = second.getByRole('slider', { name: 'Connections' });
  const box = await slider.boundingBox();
  if (!box) throw new Error('slider not visible');
  await page.mouse.move(box.x + 5, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
  // Keyboard on the slider itself: a few steps further.
  await slider.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');

  await expect(page.getByRole('group', { name: /^Workload \d/ })).toHaveCount(2);
  await expect(headline(page)).not.toHaveText(before ?? '');
  await expect(headline(page)).toHaveText(/(Standard_S1|Premium_P2) × \d+ units/);
  await expect
    .poll(async () => headroomSummary(page).textContent())
    .not.toBe(headroomSummaryBefore);
  await expectNoAxeViolations(page);
});

test('at 1440 x 900 the answer stays in view while the last of many workloads is edited', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const add = page.getByRole('button', { name: 'Add workload' }).first();
  for (let i = 0; i < 4; i += 1) await add.click();
  const cards = page.getByRole('group', { name: /^Workload \d/ });
  await expect(cards).toHaveCount(6);
  const last = cards.last();
  const costTile = recommendation(page).getByRole('term').filter({ hasText: 'Monthly cost' });

  const connections = last.getByRole('textbox', { name: 'Connections' });
  await connections.scrollIntoViewIfNeeded();
  // The page has scrolled past the first workloads...
  await expect(cards.first().getByRole('textbox', { name: 'Name' })).not.toBeInViewport();
  const before = await headline(page).textContent();
  await connections.fill('60000');
  // ...and the answer changed where the reader can see it: tier, units and cost.
  await expect(headline(page)).not.toHaveText(before ?? '');
  // Once the page has settled: the notes that follow the settled plan (the move to several instances, folded to
  // one line) are drawn, and the answer column still shows the headline, the cost and the headroom chart's plot.
  // (Measured before they were drawn, this passed by timing alone; written out, they pushed the chart off screen.)
  await expect(recommendation(page).getByText('Moving to several instances.')).toBeVisible();
  await expect(headline(page)).toBeInViewport();
  await expect(costTile).toBeInViewport();
  await expect(headroomChart(page)).toBeInViewport({ ratio: 0.25 });

  const messageSize = last.getByRole('textbox', { name: 'Message size' });
  await messageSize.scrollIntoViewIfNeeded();
  await messageSize.fill('20 KB');
  await expect(messageSize).toBeFocused();
  await expect(headline(page)).toBeInViewport();
  await expect(costTile).toBeInViewport();
});

test('a preset made for other settings asks first, and loads with the settings the user picks', async ({
  page,
}) => {
  await page.goto('/');
  await openSettings(page);
  await openTab(page, 'Presets');
  const presets = page.getByRole('region', { name: 'Presets' });
  await presets.getByRole('button', { name: /Broadcast at unit 100/ }).click();
  await expect(
    presets.getByRole('group', { name: /“Broadcast at unit 100” was made for other settings/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await presets.getByRole('button', { name: 'Load with its settings (Guide 2019, 100%)' }).click();
  await expect(headline(page)).toHaveText('Standard_S1 × 100 units');
  await expect(page.getByRole('radio', { name: 'Guide 2019' })).toBeChecked();

  // Made for the settings now in use: one click.
  await presets.getByRole('button', { name: /Echo at unit 10/ }).click();
  await expect(page.getByText('Loaded the preset “Echo at unit 10”.')).toBeAttached();
  await expect(headline(page)).toHaveText('Standard_S1 × 10 units');

  await presets.getByRole('button', { name: /Stock ticker/ }).click();
  await presets.getByRole('button', { name: 'Load with my settings (Guide 2019, 100%)' }).click();
  await expect(page.getByText('Loaded the preset “Stock ticker”.')).toBeAttached();
  await expect(page.getByRole('radio', { name: 'Guide 2019' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Headroom target' })).toHaveValue('100');
});

test('when nothing fits, the page says why and what would fit', async ({ page }) => {
  await page.goto('/');
  await openSettings(page);
  await page.getByRole('radio', { name: /Guide 2019/ }).check();
  const rooms = card(page, /Chat rooms/);
  const connections = rooms.getByRole('textbox', { name: 'Connections' });
  await connections.fill('100000');
  await connections.press('Enter');
  const senders = rooms.getByRole('textbox', { name: 'Senders' });
  await senders.fill('90000');
  await senders.press('Enter');
  await expect(headline(page)).toHaveText('No tier fits this scenario');
  await expect(
    recommendation(page)
      .getByText(/routing/i)
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('on a phone, a long answer leaves "See results" whole on one line, in the longest language too', async ({
  page,
}) => {
  // A million echo clients: two Premium_P2 instances, autoscaled over a business day (the longest answer the bar
  // says). Opened from a link, it is answered before the later tables (SignalR's 2019 guide) arrive.
  const parsed = parseScenario({
    version: 2,
    workloads: [
      {
        name: 'Everyone',
        pattern: 'echo',
        connections: 1_000_000,
        senders: 1000,
        messageBytes: 2048,
        sendIntervalSeconds: 1,
      },
    ],
    loadProfile: Array.from({ length: 24 }, (_, hour) => (hour > 7 && hour < 19 ? 1 : 0.3)),
  });
  if (!parsed.ok) throw new Error('the scenario does not parse');
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [lang, label, answer, button] of [
    ['en', 'Current answer', '2 instances of Premium_P2', 'See results'],
    ['de', 'Aktuelles Ergebnis', '2 Instanzen mit Premium_P2', 'Ergebnisse ansehen'],
  ] as const) {
    // A page of its own for each language: a link's language is read as the page opens.
    await page.goto('about:blank');
    await page.goto(`/#s=${encodeScenario(parsed.scenario)}&lang=${lang}`);
    const bar = page.getByRole('complementary', { name: label });
    await expect(bar).toContainText(answer);
    // The button keeps its words whole ("resu/lts" was the bar squeezing it to a word's part).
    const lines = await bar.getByRole('button', { name: button }).evaluate((element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      return new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  }
});

test('the dark theme and a phone width pass axe too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  await expect(headline(page)).toHaveText(/Standard_S1 × \d+ units/);
  await expect(headroomChart(page)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

for (const [label, width, height] of [
  ['phone', 360, 800],
  ['desktop', 1440, 900],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`screenshot: ${label} ${scheme}`, async ({ page }, testInfo) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await expect(headroomChart(page)).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`${label}-${scheme}.png`),
        fullPage: true,
      });
    });
  }
}
