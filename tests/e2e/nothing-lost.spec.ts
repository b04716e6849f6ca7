/**
 * Issue 25, "Nothing lost, third pass", in a real browser: two pages of one browser that save at the same moment
 * (item 2), and a saved scenario opened over one without workloads (item 3). Whatever the user chooses, or
 * closes, every version is in a key the page gives back.
 */
import type { Page } from '@playwright/test';
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
const otherTabNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Another tab changed this scenario' });
const setAsideItem = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Set aside' }).getByRole('listitem').filter({ hasText: text });

/**
 * Both pages show the saved example. Page B is held busy for a few seconds (one task: nothing else runs in it,
 * the storage event of A's save included); meanwhile page A renames the chat rooms and saves. Then, still in
 * that task, B renames them too and saves at once (the page saves what is waiting when it is hidden), over A's
 * save it has not heard of: the race of the issue, every time.
 */
async function bothSaveAtOnce(a: Page, b: Page): Promise<void> {
  const bSaves = nameFields(b)
    .first()
    .evaluate((input, busyMilliseconds) => {
      const until = Date.now() + busyMilliseconds;
      while (Date.now() < until) {
        // Page B is busy: A's save happens meanwhile, its storage event waits.
      }
      const field = input as HTMLInputElement;
      // The input's own value setter, as typing sets it, so React hears the change.
      const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
      value?.set?.call(field, 'Renamed in tab B');
      field.dispatchEvent(new Event('input', { bubbles: true }));
      window.dispatchEvent(new Event('pagehide'));
    }, 4000);
  await nameFields(a).first().fill('Renamed in tab A');
  await expect.poll(() => storedNames(a)).toEqual(['Renamed in tab A', 'Live dashboard']);
  await bSaves;
  // Each page hears of the other's save; storage holds B's, the last written.
  await expect(otherTabNotice(a)).toBeVisible();
  await expect(otherTabNotice(b)).toBeVisible();
  await expect.poll(() => storedNames(a)).toEqual(['Renamed in tab B', 'Live dashboard']);
}

test.describe('two pages of one browser that save at the same moment (issue 25, item 2)', () => {
  test('close B, then load the other tab’s version in A: A’s edit is set aside, and comes back', async ({
    page: a,
    context,
  }) => {
    await a.goto('/');
    const b = await context.newPage();
    await b.goto('/');
    await bothSaveAtOnce(a, b);

    await b.close();
    const address = a.url();
    await otherTabNotice(a).getByRole('button', { name: 'Load the other tab’s version' }).click();
    expect(await workloadNames(a)).toEqual(['Renamed in tab B', 'Live dashboard']);
    // The address bar follows (it held A's edit, which a reload would otherwise open and keep).
    await expect(a).not.toHaveURL(address);

    await a.reload();
    await expect(setAsideItem(a, 'Renamed in tab A')).toContainText(
      'Replaced by another tab’s version',
    );
    await setAsideItem(a, 'Renamed in tab A')
      .getByRole('button', { name: /^Restore/ })
      .click();
    expect(await workloadNames(a)).toEqual(['Renamed in tab A', 'Live dashboard']);
    // The version restored over is set aside in its turn: both edits are still in a key.
    await expect(setAsideItem(a, 'Renamed in tab B')).toBeVisible();
  });

  test('close A without choosing: A’s edit is set aside, B’s is the saved one', async ({
    page: a,
    context,
  }) => {
    await a.goto('/');
    const b = await context.newPage();
    await b.goto('/');
    await bothSaveAtOnce(a, b);

    await a.close();
    await b.close();
    const c = await context.newPage();
    await c.goto('/');
    expect(await workloadNames(c)).toEqual(['Renamed in tab B', 'Live dashboard']);
    await expect(setAsideItem(c, 'Renamed in tab A')).toContainText(
      'Replaced by another tab’s version',
    );
  });
});

test('opening a saved scenario sets aside one on screen without workloads (issue 25, item 3)', async ({
  page,
}) => {
  await page.goto('/');
  await openTab(page, 'Share and save');
  const library = page.getByRole('region', { name: 'Saved scenarios' });
  await library.getByRole('textbox', { name: 'Save current scenario as…' }).fill('Launch plan');
  await library.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(library.getByRole('status')).toHaveText('Saved “Launch plan”.');

  // A scenario of its own, with prices, measured values and a calibration, and no workloads yet.
  const own: Scenario = {
    version: 2,
    name: 'EU tenant prices',
    edition: 'current',
    targetUtilization: 0.7,
    hubs: 1,
    countServerConnections: true,
    prices: { Standard_S1: 1.25 },
    workloads: [],
    measured: { connectionCount: 21_000, inboundTrafficBytes: 5 * 1024 ** 2 },
    calibration: { connections: 1.1 },
  };
  await page.goto(`/#s=${encodeScenario(own)}`);
  await openTab(page, 'Share and save');
  await library.getByRole('button', { name: 'Open Launch plan' }).click();
  await expect(library.getByRole('status')).toHaveText('Opened “Launch plan”.');

  await page.reload();
  const item = setAsideItem(page, 'EU tenant prices');
  await expect(item).toContainText('Replaced by a saved scenario you opened');
  await item.getByRole('button', { name: /^Restore/ }).click();
  // Restored, it is the working scenario again: saved a moment later, with all it held.
  const stored = () =>
    page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { scenario: Scenario }).scenario,
      workingKey,
    );
  await expect.poll(stored).toMatchObject({
    name: 'EU tenant prices',
    prices: { Standard_S1: 1.25 },
    measured: { connectionCount: 21_000, inboundTrafficBytes: 5 * 1024 ** 2 },
    calibration: { connections: 1.1 },
    workloads: [],
  });
});

test('with storage blocked, a link opened over the user’s work says it is kept on this page, not that storage is full', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  });
  await page.goto('/');
  const connections = page.getByRole('textbox', { name: 'Connections', exact: true }).first();
  await connections.fill('33333');
  await connections.press('Tab');
  await page.evaluate(
    (hash) => {
      location.hash = hash;
    },
    `#s=${encodeScenario({ ...teamChatFixture, name: 'Shared plan' })}`,
  );
  const opened = page.getByRole('alert').filter({ hasText: 'Opened a shared scenario' });
  await expect(opened).toContainText('does not let the page store anything');
  await expect(opened).toContainText('kept on this page only');
  await expect(page.getByRole('region', { name: 'Set aside' })).toContainText(
    'does not let the page store anything',
  );
  // Blocked, not full: no notice and no panel speaks of room.
  await expect(page.getByText(/no room|storage is full/)).toHaveCount(0);
  await expect(opened.getByRole('button', { name: 'Download my scenario' })).toBeVisible();
});
