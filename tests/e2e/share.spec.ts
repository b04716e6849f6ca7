import type { Scenario } from '../../src/engine';
import { deflateSync, strToU8 } from 'fflate';
import type { Page } from '@playwright/test';
import { decodeScenario, encodeScenario, scenarioParameter } from './links';
import { teamChatFixture } from '../fixtures/teamChat';
import { expect, openTab, pageReady, test } from './fixtures';

const headline = (page: Page) =>
  page.getByRole('region', { name: 'Recommendation' }).locator('[aria-live="polite"]').first();
const workloadNames = (page: Page) =>
  page
    .getByRole('textbox', { name: 'Name' })
    .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value));
const totals = (page: Page) => page.getByRole('region', { name: 'Totals' }).innerText();

function packedLink(packed: unknown): string {
  return `/#s=1.${Buffer.from(deflateSync(strToU8(JSON.stringify(packed)))).toString('base64url')}`;
}

/** A browser that has worked on its own scenario before opening a link. */
async function withOwnScenario(page: Page): Promise<void> {
  await page.goto('/');
  await openTab(page, 'Share and save');
  await page.getByRole('button', { name: 'Remove Live dashboard' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('My own rooms');
  await page.getByRole('textbox', { name: 'Name' }).press('Tab');
  // The address bar follows the last edit, not just any: an earlier edit's rewrite may come first on a busy
  // machine, and the rename's, still pending, would then replace the link a test opens next.
  await expect
    .poll(() => {
      const decoded = decodeScenario(scenarioParameter(new URL(page.url()).hash) ?? '');
      return decoded.ok ? decoded.scenario.workloads.map((workload) => workload.name) : [];
    })
    .toEqual(['My own rooms']);
}

test('a shared link opens in a fresh browser to the identical scenario and figures', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await openTab(page, 'Share and save');
  const rooms = page.getByRole('group', { name: /Chat rooms/ });
  await rooms.getByRole('textbox', { name: 'Connections' }).fill('34567');
  await rooms.getByRole('textbox', { name: 'Connections' }).press('Enter');
  const linkField = page.getByRole('textbox', { name: 'Link to this scenario' });
  await rooms.getByRole('textbox', { name: 'Name' }).fill('Rooms for the launch');
  // The link follows the settled scenario: a moment after the last keystroke.
  const linkedName = async () => {
    const decoded = decodeScenario(
      scenarioParameter(new URL(await linkField.inputValue()).hash) ?? '',
    );
    return decoded.ok
      ? `${decoded.scenario.workloads[0]?.name} ${decoded.scenario.workloads[0]?.connections}`
      : '';
  };
  await expect.poll(linkedName).toBe('Rooms for the launch 34567');
  const link = await linkField.inputValue();
  const expectedNames = await workloadNames(page);
  const expectedHeadline = await headline(page).textContent();
  const expectedTotals = await totals(page);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await pageReady(other);
  expect(await workloadNames(other)).toEqual(expectedNames);
  await expect(headline(other)).toHaveText(expectedHeadline ?? '');
  expect(await totals(other)).toEqual(expectedTotals);
  await fresh.close();
});

test('edits rewrite the address bar when they end, without new history entries', async ({
  page,
}) => {
  await page.goto('/');
  await openTab(page, 'Share and save');
  const historyLength = await page.evaluate(() => history.length);
  const slider = page.getByRole('slider', { name: 'Connections' }).first();
  await slider.focus();
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowRight');
  // Once the last edit has ended, the address bar holds the scenario that was saved.
  const saved = () =>
    page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('signalr-sizing:working') ?? 'null') as {
            scenario: Scenario;
          } | null
        )?.scenario,
    );
  await expect
    .poll(async () => {
      const scenario = await saved();
      return scenario ? new URL(page.url()).hash === `#s=${encodeScenario(scenario)}` : false;
    })
    .toBe(true);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  const linkValue = new URL(page.url()).hash;
  await page.reload();
  expect(new URL(page.url()).hash).toBe(linkValue);
});

const badLinks: [string, string, RegExp][] = [
  ['corrupt', '/#s=1.this-is-not-a-scenario', /damaged or cut short/],
  ['truncated', `/#s=${encodeScenario(teamChatFixture).slice(0, 40)}`, /damaged or cut short/],
  [
    'from a newer version',
    `/#s=7.${encodeScenario(teamChatFixture).slice(2)}`,
    /newer version of this tool \(link format 7\)/,
  ],
  [
    'tampered with absurd values',
    packedLink([1, 0.7, [['x', 0, 5_000_000_000, -3, 1e12, 0]]]),
    /workloads\[0\]\.connections/,
  ],
  [
    'tampered with an unknown pattern',
    packedLink([1, 0.7, [['x', 99, 10, 1, 2048, 1]]]),
    /workloads\[0\]\.pattern/,
  ],
  ['absurdly long', `/#s=1.${'A'.repeat(20_000)}`, /far longer than any scenario needs/],
];

// Several bad links opened in a row, as from a chat thread: each says what is wrong, and the user's own scenario
// is there after every one of them.
test("bad links opened one after another each say what is wrong and leave the user's own scenario", async ({
  page,
}) => {
  // Six fresh page loads and a reload each: longer than one action, the more so beside a second Chromium.
  test.setTimeout(120_000);
  await withOwnScenario(page);
  for (const [label, link, message] of badLinks) {
    await page.goto(link);
    await page.reload(); // A fresh load of the bad link, not a same-document hash change.
    const notice = page.getByRole('alert').filter({ hasText: 'This link could not be opened' });
    await expect(notice, label).toBeVisible();
    await expect(notice, label).toContainText(message);
    await expect(notice, label).toContainText('Your own scenario is shown, unchanged.');
    expect(await workloadNames(page), label).toEqual(['My own rooms']);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice, label).toBeHidden();
  }
});

test('a valid link opened in a new tab keeps the own scenario one click away', async ({ page }) => {
  await withOwnScenario(page);
  const tab = await page.context().newPage();
  await tab.goto(`/#s=${encodeScenario(teamChatFixture)}`);
  expect(await workloadNames(tab)).toEqual(['Chat rooms', 'Presence updates']);
  await tab.getByRole('button', { name: 'Restore my scenario' }).click();
  expect(await workloadNames(tab)).toEqual(['My own rooms']);
});

test('a valid link pasted into the open page opens it and offers the own scenario back', async ({
  page,
}) => {
  await withOwnScenario(page);
  await page.goto(`/#s=${encodeScenario(teamChatFixture)}`);
  expect(await workloadNames(page)).toEqual(['Chat rooms', 'Presence updates']);
  await page.getByRole('button', { name: 'Restore my scenario' }).click();
  expect(await workloadNames(page)).toEqual(['My own rooms']);
});

test('names with markup travel as text: nothing runs', async ({ page }) => {
  const payload = '<img src=x onerror="window.__pwned=1">';
  const hostile = {
    ...teamChatFixture,
    name: payload,
    workloads: teamChatFixture.workloads.map((w) => ({ ...w, name: payload })),
  };
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`/#s=${encodeScenario(hostile)}`);
  await expect(page.getByRole('group', { name: new RegExp('Workload 1') })).toBeVisible();
  await expect(page.getByText(payload).first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('corrupt storage is reported, kept aside, and the page still works', async ({ page }) => {
  await page.goto('/');
  await openTab(page, 'Share and save');
  await page.evaluate(() =>
    localStorage.setItem('signalr-sizing:working', '{"version":1,"scenario":{oops'),
  );
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your saved scenario could not be read' }),
  ).toBeVisible();
  await expect(headline(page)).toHaveText(/Standard_S1 × \d+ units/);
  expect(await page.evaluate(() => localStorage.getItem('signalr-sizing:unreadable'))).toBe(
    '{"version":1,"scenario":{oops',
  );
});

test('storage that refuses access is reported and the page still works', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/');
  await openTab(page, 'Share and save');
  await expect(page.getByText('This browser does not let the page save your work')).toBeVisible();
  await expect(headline(page)).toHaveText(/Standard_S1 × \d+ units/);
  await page.getByRole('button', { name: 'Add workload' }).first().click();
  await expect(page.getByRole('group', { name: /^Workload 3/ })).toBeVisible();
});
