/**
 * Issue 19, items 1 to 3: work the page replaces is never displaced without being kept, tried as a person
 * does it (edit, then a preset, an import, a reload, a second tab, a full storage).
 */
import type { Page } from '@playwright/test';
import { teamChatFixture } from '../fixtures/teamChat';
import { expect, openTab, test } from './fixtures';
import { encodeScenario } from './links';

const workingKey = 'signalr-sizing:working';

const nameFields = (page: Page) => page.getByRole('textbox', { name: 'Name' });
const setAside = (page: Page) => page.getByRole('region', { name: 'Set aside' });
const openedLinkNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Opened a shared scenario' });
const otherTabNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Another tab changed this scenario' });
const connectionsOf = (page: Page, workload: RegExp) =>
  page.getByRole('group', { name: workload }).getByRole('textbox', { name: 'Connections' }).first();

const storedWorkloadNames = (page: Page) =>
  page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as {
      scenario: { workloads: { name: string }[] };
    } | null;
    return stored?.scenario.workloads.map((workload) => workload.name) ?? [];
  }, workingKey);

/** Fills the origin's storage to the last byte, in halving chunks. */
async function fillStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    for (let index = 0; chunk.length > 0;) {
      try {
        localStorage.setItem(`filler-${index}`, chunk);
        index += 1;
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
  });
}

/** Renames a workload and waits for the edit to end (the address bar is rewritten after the save). */
async function rename(page: Page, index: number, name: string): Promise<void> {
  const before = page.url();
  await nameFields(page).nth(index).fill(name);
  await nameFields(page).nth(index).press('Tab');
  await expect(page).not.toHaveURL(before);
}

test('an edit replaced by a preset or an import is set aside, and survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await rename(page, 0, 'MY-EDIT before the preset');
  await openTab(page, 'Presets');
  await page.getByRole('button', { name: 'Stock ticker' }).click();
  const keepMine = page.getByRole('button', { name: /^Load with my settings/ });
  if (await keepMine.isVisible()) await keepMine.click();
  await expect(nameFields(page).first()).not.toHaveValue('MY-EDIT before the preset');

  await page.reload();
  const presetItem = setAside(page)
    .getByRole('listitem')
    .filter({ hasText: 'MY-EDIT before the preset' });
  await expect(presetItem).toContainText('Replaced by a preset');

  // The preset's scenario, edited, then replaced by a pasted scenario.
  await rename(page, 0, 'MY-EDIT before the import');
  await openTab(page, 'Share and save');
  await page.getByText('Paste a scenario').click();
  await page.getByRole('textbox', { name: 'Scenario JSON' }).fill(
    JSON.stringify({
      version: 2,
      name: 'Imported',
      workloads: [
        {
          name: 'Imported rooms',
          pattern: 'echo',
          connections: 1000,
          senders: 10,
          messageBytes: 2048,
          sendIntervalSeconds: 1,
        },
      ],
    }),
  );
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(nameFields(page).first()).toHaveValue('Imported rooms');

  await page.reload();
  const importItem = setAside(page)
    .getByRole('listitem')
    .filter({ hasText: 'MY-EDIT before the import' });
  await expect(importItem).toContainText('Replaced by an imported scenario');
  await importItem.getByRole('button', { name: /^Restore/ }).click();
  await expect(nameFields(page).first()).toHaveValue('MY-EDIT before the import');
});

test('with storage full, a link leaves the only stored copy of the user’s work alone, and closing asks first', async ({
  page,
}) => {
  await page.goto('/');
  // Long names: the user's stored scenario is larger than the link's, so storage could take the link's.
  const own = ['A'.repeat(80), 'B'.repeat(80)];
  await rename(page, 0, own[0] ?? '');
  await rename(page, 1, own[1] ?? '');
  await expect.poll(() => storedWorkloadNames(page)).toEqual(own);
  await fillStorage(page);

  await page.goto('about:blank');
  await page.goto(`/#s=${encodeScenario(teamChatFixture)}`);
  await expect(nameFields(page).first()).toHaveValue('Chat rooms');
  expect(await storedWorkloadNames(page)).toEqual(own);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Opened a shared scenario' }),
  ).toContainText('There was no room in this browser’s storage to set your own scenario aside');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your changes are not being saved' }),
  ).toBeVisible();
  expect(await storedWorkloadNames(page)).toEqual(own);

  await rename(page, 0, 'Edited link');
  expect(await storedWorkloadNames(page)).toEqual(own);

  // Closing the tab with that edit only in memory: the browser asks first.
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const asked = await dialog;
  expect(asked.type()).toBe('beforeunload');
  await asked.dismiss();
  await expect(nameFields(page).first()).toHaveValue('Edited link');
  expect(await storedWorkloadNames(page)).toEqual(own);
});

test('a reload soon after an edit is no shared link: the newest saved value stays, nothing is displaced', async ({
  page,
}) => {
  await page.goto('/');
  const connections = connectionsOf(page, /Chat rooms/);
  const before = page.url();
  await connections.fill('5000');
  await expect(page).not.toHaveURL(before); // the edit ended: the address bar holds 5,000
  await connections.fill('7777');
  // At once, within the 600 ms before the address bar follows the edit; leaving the page saves 7,777.
  await page.reload();

  await expect(connectionsOf(page, /Chat rooms/)).toHaveValue('7,777');
  await expect(openedLinkNotice(page)).toHaveCount(0);
  await expect(setAside(page).getByText('Replaced by a shared link')).toHaveCount(0);
  await expect(page).toHaveURL(/#s=2\./);
  // The address bar follows what is on screen again: a second reload changes nothing.
  await page.reload();
  await expect(connectionsOf(page, /Chat rooms/)).toHaveValue('7,777');
});

test('two tabs: a reload in one opens the other tab’s newer save, and the other tab is not told it changed', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/');

  await rename(page, 0, 'A-11111');
  await otherTabNotice(other).getByRole('button', { name: 'Load the other tab’s version' }).click();
  await rename(other, 0, 'B-22222');
  await expect(otherTabNotice(page)).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('signalr-sizing:working'));

  await page.reload();
  await expect(nameFields(page).first()).toHaveValue('B-22222');
  await expect(openedLinkNotice(page)).toHaveCount(0);
  // Tab A wrote nothing, so tab B has nothing to be told.
  expect(await page.evaluate(() => localStorage.getItem('signalr-sizing:working'))).toBe(stored);
  await rename(page, 1, 'A again, after the reload');
  await expect(otherTabNotice(other)).toBeVisible();
  await expect(otherTabNotice(page)).toHaveCount(0);
});
