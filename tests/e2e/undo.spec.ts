import type { Page } from '@playwright/test';
import { decodeScenario, encodeScenario, scenarioParameter } from './links';
import { teamChatFixture } from '../fixtures/teamChat';
import { expect, openSettings, openTab, test } from './fixtures';

const card = (page: Page, name: string | RegExp) => page.getByRole('group', { name });
const history = (page: Page) => page.getByRole('group', { name: 'Undo and redo' });

/** The scenario as the share link carries it: what undo must give back, exactly. */
async function scenarioOf(page: Page): Promise<string> {
  // The share panel's field, read while its tab is hidden too.
  const link = await page.locator('.share-link').inputValue();
  const decoded = decodeScenario(scenarioParameter(new URL(link).hash) ?? '');
  return decoded.ok ? JSON.stringify(decoded.scenario) : 'no scenario';
}

/**
 * The scenario once the link has stopped changing: a burst of key steps reaches the link 150 ms after its last
 * step (src/state/useEvaluation.ts), its first step right away.
 */
async function settledScenarioOf(page: Page): Promise<string> {
  let previous = await scenarioOf(page);
  for (;;) {
    await page.waitForTimeout(250);
    const now = await scenarioOf(page);
    if (now === previous) return now;
    previous = now;
  }
}

test('every kind of change can be undone and redone, with the buttons and the keyboard', async ({
  page,
}) => {
  // Thirteen kinds of change, each undone and redone: 30 s alone, up to twice that beside a second Chromium.
  test.setTimeout(120_000);
  await page.goto('/');
  await openSettings(page);
  await openTab(page, 'Share and save');
  const undo = history(page).getByRole('button', { name: 'Undo', exact: true });
  const redo = history(page).getByRole('button', { name: 'Redo', exact: true });
  await expect(undo).toBeDisabled();
  const seen = [await scenarioOf(page)];

  const changes: [string, () => Promise<void>][] = [
    [
      'edit',
      () =>
        card(page, /Chat rooms/)
          .getByRole('textbox', { name: 'Connections' })
          .fill('12345'),
    ],
    [
      'rename',
      () =>
        card(page, /Chat rooms/)
          .getByRole('textbox', { name: 'Name' })
          .fill('Rooms'),
    ],
    [
      'pattern',
      async () => {
        await card(page, /Live dashboard/)
          .getByRole('combobox', { name: 'Pattern' })
          .selectOption({ label: 'Echo' });
      },
    ],
    ['duplicate', () => page.getByRole('button', { name: 'Duplicate Rooms' }).click()],
    ['reorder', () => page.getByRole('button', { name: 'Move Rooms down' }).click()],
    ['remove', () => page.getByRole('button', { name: 'Remove Rooms (copy)' }).click()],
    ['add', () => page.getByRole('button', { name: 'Add workload' }).click()],
    ['edition', () => page.getByRole('radio', { name: 'Guide 2019' }).check()],
    [
      'target, three key steps as one change',
      async () => {
        await page.getByRole('slider', { name: 'Headroom target' }).focus();
        for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowLeft');
      },
    ],
    [
      'price',
      async () => {
        await page.getByRole('heading', { name: 'Prices' }).click();
        await page.getByRole('textbox', { name: 'Standard_S1, per unit per day' }).fill('2.5');
      },
    ],
    [
      'preset',
      async () => {
        await openTab(page, 'Presets');
        await page.getByRole('button', { name: /Stock ticker/ }).click();
        await page.getByRole('button', { name: /Load with its settings/ }).click();
      },
    ],
    [
      'import',
      async () => {
        await openTab(page, 'Share and save');
        await page.getByLabel('Scenario file to import').setInputFiles({
          name: 'imported.json',
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify({ ...teamChatFixture, name: 'Imported' })),
        });
      },
    ],
    [
      'a link opened in the page',
      () =>
        page.evaluate(
          (hash) => {
            window.location.hash = hash;
          },
          `#s=${encodeScenario({ ...teamChatFixture, name: 'Opened link' })}`,
        ),
    ],
  ];

  for (const [kind, change] of changes) {
    await change();
    await expect.poll(() => scenarioOf(page), { message: kind }).not.toBe(seen.at(-1));
    seen.push(await settledScenarioOf(page));
  }

  // Back to the start, alternating the button and the shortcut, with focus outside any text field.
  await page.getByRole('heading', { level: 1 }).click();
  for (let step = seen.length - 1; step > 0; step -= 1) {
    if (step % 2 === 0) await undo.click();
    else await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => scenarioOf(page), { message: `undo ${step}` }).toBe(seen[step - 1]);
  }
  await expect(undo).toBeDisabled();

  // And forward again to the end.
  for (let step = 1; step < seen.length; step += 1) {
    if (step % 3 === 0) await redo.click();
    else if (step % 3 === 1) await page.keyboard.press('ControlOrMeta+Shift+z');
    else await page.keyboard.press('Control+y');
    await expect.poll(() => scenarioOf(page), { message: `redo ${step}` }).toBe(seen[step]);
  }
  await expect(redo).toBeDisabled();
});

test('each value typed in a number field and left is an undo step of its own; key steps on a slider stay one', async ({
  page,
}) => {
  await page.goto('/');
  const field = card(page, /Chat rooms/).getByRole('textbox', { name: 'Connections' });
  const undo = history(page).getByRole('button', { name: 'Undo', exact: true });
  const before = await field.inputValue();
  // Typed, left and typed again well within the second that joins the ticks of one gesture.
  for (const typed of ['5000', '2000', '5000']) {
    await field.fill(typed);
    await field.press('Tab');
  }
  await undo.click();
  await expect(field).toHaveValue('2,000');
  await undo.click();
  await expect(field).toHaveValue('5,000');
  await undo.click();
  await expect(field).toHaveValue(before);
  await expect(undo).toBeDisabled();

  await openSettings(page);
  const target = page.getByRole('slider', { name: 'Headroom target' });
  const targetBefore = await target.inputValue();
  await target.focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(target).not.toHaveValue(targetBefore);
  await undo.click();
  await expect(target).toHaveValue(targetBefore);
  await expect(undo).toBeDisabled();
});
