/**
 * The user's own work survives what the page meets in real use: links opened one after another, a storage
 * that is full, and the same scenario open in two tabs.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import type { Scenario } from '../../src/engine';
import { encodeScenario } from './links';
import { teamChatFixture } from '../fixtures/teamChat';
import { expect, openTab, test } from './fixtures';

const workingKey = 'signalr-sizing:working';

const nameFields = (page: Page) => page.getByRole('textbox', { name: 'Name' });
const workloadNames = (page: Page) =>
  nameFields(page).evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value));
const storedNames = (page: Page) =>
  page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as {
      scenario: { workloads: { name: string }[] };
    } | null;
    return stored?.scenario.workloads.map((workload) => workload.name) ?? [];
  }, workingKey);

/** Renames a workload and waits for the edit to end (the address bar is rewritten after the save). */
async function rename(page: Page, index: number, name: string): Promise<void> {
  const before = page.url();
  await nameFields(page).nth(index).fill(name);
  await nameFields(page).nth(index).press('Tab');
  await expect(page).not.toHaveURL(before);
}

function sharedScenario(number: number): Scenario {
  return {
    ...teamChatFixture,
    name: `Shared ${number}`,
    workloads: teamChatFixture.workloads.map((w) => ({ ...w, name: `Link ${number}: ${w.name}` })),
  };
}

test("five links opened in a row leave the user's own scenario one click away", async ({
  page,
}) => {
  await page.goto('/');
  await rename(page, 0, 'MY-OWN-WORK');
  for (let number = 1; number <= 5; number += 1) {
    // Every other link is a fresh load; the others are pasted into the open page (a hash change).
    if (number % 2 === 1) await page.goto('about:blank');
    await page.goto(`/#s=${encodeScenario(sharedScenario(number))}`);
    await expect(nameFields(page).first()).toHaveValue(`Link ${number}: Chat rooms`);
  }
  await page.getByRole('button', { name: 'Restore my scenario' }).click();
  expect(await workloadNames(page)).toEqual(['MY-OWN-WORK', 'Live dashboard']);
  await expect.poll(() => storedNames(page)).toEqual(['MY-OWN-WORK', 'Live dashboard']);
});

/** The names of the set-aside scenarios' first workloads, as stored. */
const setAsideNames = (page: Page) =>
  page.evaluate(() => {
    const list = JSON.parse(localStorage.getItem('signalr-sizing:previous') ?? 'null') as {
      items: { scenario: { workloads: { name: string }[] } }[];
    } | null;
    return list?.items.map((item) => item.scenario.workloads[0]?.name) ?? [];
  });

test('a link opened over work Saved scenarios holds sets nothing aside; over work edited since, it does', async ({
  page,
}) => {
  await page.goto('/');
  await rename(page, 0, 'MY-SAVED-WORK');
  await expect.poll(() => storedNames(page)).toContain('MY-SAVED-WORK');
  // The library holds the same content under a name of its own (as Save does).
  await page.evaluate((key) => {
    const { scenario } = JSON.parse(localStorage.getItem(key) ?? '{}') as { scenario: Scenario };
    const item = { id: 'mine', name: 'Mine', savedAt: new Date().toISOString() };
    localStorage.setItem(
      'signalr-sizing:library',
      JSON.stringify({ version: 1, items: [{ ...item, scenario: { ...scenario, name: 'Mine' } }] }),
    );
  }, workingKey);

  await page.goto('about:blank');
  await page.goto(`/#s=${encodeScenario(sharedScenario(1))}`);
  await expect(page.getByRole('button', { name: 'Restore my scenario' })).toBeVisible();
  await expect.poll(() => setAsideNames(page)).toEqual([]);
  await page.getByRole('button', { name: 'Restore my scenario' }).click();
  expect(await workloadNames(page)).toEqual(['MY-SAVED-WORK', 'Live dashboard']);

  // Edited since the save: the next link sets it aside, through a reload.
  await rename(page, 0, 'MY-NEWER-WORK');
  await page.goto('about:blank');
  await page.goto(`/#s=${encodeScenario(sharedScenario(2))}`);
  await expect(nameFields(page).first()).toHaveValue('Link 2: Chat rooms');
  await page.reload();
  await expect.poll(() => setAsideNames(page)).toContain('MY-NEWER-WORK');
});

test('with storage full, the saved work still opens, failed saves are reported and the scenario downloads', async ({
  page,
}) => {
  await page.goto('/');
  await openTab(page, 'Share and save');
  await rename(page, 0, 'Saved before the storage filled');
  const library = page.getByRole('region', { name: 'Saved scenarios' });
  await library.getByRole('textbox', { name: 'Save current scenario as…' }).fill('Plan A');
  await library.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(library.getByRole('status')).toHaveText('Saved “Plan A”.');

  // Fill the origin's storage to the last byte, in halving chunks.
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
  await page.goto('/'); // reopened without a link: the scenario can only come from storage
  await openTab(page, 'Share and save');

  expect(await workloadNames(page)).toEqual(['Saved before the storage filled', 'Live dashboard']);
  await expect(library.getByRole('listitem').filter({ hasText: 'Plan A' })).toBeVisible();
  await expect(page.getByText('This browser does not let the page save your work')).toHaveCount(0);

  await rename(page, 0, 'Edited while the storage is full, and kept');
  const notice = page.getByRole('alert').filter({ hasText: 'Your changes are not being saved' });
  await expect(notice).toBeVisible();
  // Chromium's own quota error is read as full, with the advice that makes room.
  await expect(notice).toContainText('This browser’s storage is full.');
  await expect(notice).toContainText('delete saved scenarios you no longer need to make room');
  const download = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Download the scenario' }).click();
  const file = JSON.parse(await readFile(await (await download).path(), 'utf8')) as Scenario;
  expect(file.workloads.map((workload) => workload.name)).toEqual([
    'Edited while the storage is full, and kept',
    'Live dashboard',
  ]);
});

test('a save the browser refuses for another reason names it, keeps the work, and the notice goes once a save succeeds', async ({
  page,
}) => {
  await page.goto('/');
  // The browser refuses the working scenario's writes as a damaged storage file would: not for room.
  await page.evaluate((key) => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its Storage as `this`
    const realSetItem = Storage.prototype.setItem;
    const refusing = window as Window & { refuseSaves?: boolean };
    refusing.refuseSaves = true;
    Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
      if (refusing.refuseSaves && name === key)
        throw new DOMException('The object is in an invalid state.', 'InvalidStateError');
      realSetItem.call(this, name, value);
    };
  }, workingKey);
  await rename(page, 0, 'Edited while refused');
  const notice = page.getByRole('alert').filter({ hasText: 'Your changes are not being saved' });
  await expect(notice).toContainText(
    'This browser refused to save your changes (InvalidStateError). Nothing is lost',
  );
  await expect(notice).not.toContainText(/full|delete/);
  expect(await workloadNames(page)).toEqual(['Edited while refused', 'Live dashboard']);

  await page.evaluate(() => {
    (window as Window & { refuseSaves?: boolean }).refuseSaves = false;
  });
  await rename(page, 0, 'Saved once the browser takes it');
  await expect(notice).toHaveCount(0);
  await expect
    .poll(() => storedNames(page))
    .toEqual(['Saved once the browser takes it', 'Live dashboard']);
});

/** The page open in a second tab of the same browser as well: that tab. */
async function twoTabs(page: Page, context: BrowserContext): Promise<Page> {
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/');
  return other;
}

const otherTabNotice = (tab: Page) =>
  tab.getByRole('alert').filter({ hasText: 'Another tab changed this scenario' });

test("two tabs of one browser: each is shown the other's change and neither overwrites it silently", async ({
  page,
  context,
}) => {
  const other = await twoTabs(page, context);

  await rename(page, 0, 'Renamed in tab A');
  await expect.poll(() => storedNames(page)).toEqual(['Renamed in tab A', 'Live dashboard']);

  // Tab B is told, and its own edit does not overwrite tab A's save.
  await expect(otherTabNotice(other)).toBeVisible();
  await rename(other, 1, 'Renamed in tab B');
  expect(await storedNames(page)).toEqual(['Renamed in tab A', 'Live dashboard']);

  // B keeps its version, with the user's say; tab A is told in turn and takes B's version.
  await otherTabNotice(other).getByRole('button', { name: 'Keep mine' }).click();
  await expect.poll(() => storedNames(page)).toEqual(['Chat rooms', 'Renamed in tab B']);
  await otherTabNotice(page).getByRole('button', { name: 'Load the other tab’s version' }).click();
  expect(await workloadNames(page)).toEqual(['Chat rooms', 'Renamed in tab B']);

  // Tab A's own edit was set aside, not lost: it comes back after a reload too.
  await page.reload();
  const setAside = page.getByRole('region', { name: 'Set aside' });
  await setAside
    .getByRole('listitem')
    .filter({ hasText: 'Renamed in tab A' })
    .getByRole('button', { name: /^Restore/ })
    .click();
  expect(await workloadNames(page)).toEqual(['Renamed in tab A', 'Live dashboard']);
});

// Found by a helper: when both tabs chose "Keep mine", each answer asked the other tab again, without end.
test('two tabs that both keep their own version are each asked once, and both versions are kept', async ({
  page,
  context,
}) => {
  const other = await twoTabs(page, context);

  await rename(page, 0, 'Kept in tab A');
  await expect(otherTabNotice(other)).toBeVisible();
  await rename(other, 0, 'Kept in tab B');
  await otherTabNotice(other).getByRole('button', { name: 'Keep mine' }).click();
  await expect(otherTabNotice(page)).toBeVisible();
  await otherTabNotice(page).getByRole('button', { name: 'Keep mine' }).click();
  await expect.poll(() => storedNames(other)).toEqual(['Kept in tab A', 'Live dashboard']);
  // Tab B already kept its own over this very version: it is not asked again (the storage event is long delivered).
  await other.waitForTimeout(500);
  await expect(otherTabNotice(other)).toBeHidden();
  await expect(otherTabNotice(page)).toBeHidden();
  expect(await workloadNames(other)).toEqual(['Kept in tab B', 'Live dashboard']);
  // Each version is kept: A's in storage and on screen, B's on screen and set aside.
  const setAside = page.getByRole('region', { name: 'Set aside' });
  await expect(setAside.getByRole('listitem').filter({ hasText: 'Kept in tab B' })).toHaveCount(1);
});

const connections = (page: Page) => page.getByRole('textbox', { name: 'Connections' }).first();
const everythingStored = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .map((key) => localStorage.getItem(key) ?? '')
      .join('\n'),
  );

// Found by QA: undoing "Restore my scenario" left the user's scenario in no storage key, so a reload lost it.
test('undoing and redoing "Restore my scenario" keeps both scenarios in storage, through a reload', async ({
  page,
}) => {
  await page.goto('/');
  await connections(page).fill('7777');
  await connections(page).press('Tab');
  await expect.poll(() => everythingStored(page)).toContain('7777');
  const shared: Scenario = {
    ...teamChatFixture,
    name: 'Shared',
    workloads: [{ ...teamChatFixture.workloads[0]!, name: 'Shared chat', connections: 1111 }],
  };
  await page.evaluate(
    (hash) => {
      location.hash = hash;
    },
    `#s=${encodeScenario(shared)}`,
  );
  await expect(connections(page)).toHaveValue('1,111');
  await page.getByRole('button', { name: 'Restore my scenario' }).first().click();
  await expect(connections(page)).toHaveValue('7,777');

  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  const redo = page.getByRole('button', { name: 'Redo', exact: true });
  await undo.click();
  await expect(connections(page)).toHaveValue('1,111');
  await expect.poll(() => storedNames(page)).toEqual(['Shared chat']);
  expect(await everythingStored(page)).toContain('"connections":7777');
  await redo.click();
  await expect(connections(page)).toHaveValue('7,777');
  await expect.poll(() => storedNames(page)).not.toContain('Shared chat');
  expect(await everythingStored(page)).toContain('"connections":1111');

  await undo.click();
  await expect(connections(page)).toHaveValue('1,111');
  await expect.poll(() => storedNames(page)).toEqual(['Shared chat']);
  await page.reload();
  await expect(connections(page)).toHaveValue('1,111');
  expect(await everythingStored(page)).toContain('"connections":7777');
  const setAside = page.getByRole('region', { name: 'Set aside' });
  // Both were taken off the screen by an undo or a redo: the user's, and the link's (set aside at the restore).
  await expect(
    setAside.getByText('Replaced when you undid or redid the step that had opened it'),
  ).toHaveCount(2);
});
