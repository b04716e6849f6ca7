/**
 * Issue 24, section 1: the Export panel's "Download forecast (FOCUS CSV)" in the built page: its builder loads on the
 * click, and the file is the command line's `--format focus` for the same scenario and month, byte for byte.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, openTab, test } from './fixtures';
import { cli } from '../fixtures/cliRun';
import { parseCsv } from '../fixtures/csv';

const today = new Date('2026-11-27T04:31:00Z');
const panel = (page: Page) => page.getByRole('region', { name: 'Export and import' });

async function download(page: Page, button: Locator): Promise<{ fileName: string; text: string }> {
  const [saved] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { fileName: saved.suggestedFilename(), text: await readFile(await saved.path(), 'utf8') };
}

test('the FOCUS forecast downloads as the command line writes it for the coming month', async ({
  page,
}) => {
  await page.clock.setFixedTime(today);
  await page.goto('/');
  await openTab(page, 'Share and save');
  const scenario = await download(
    page,
    panel(page).getByRole('button', { name: 'Download scenario' }),
  );
  const focus = await download(
    page,
    panel(page).getByRole('button', { name: 'Download forecast (FOCUS CSV)' }),
  );
  expect(focus.fileName).toBe('Team-chat-focus-2026-12.csv');
  await expect(panel(page).getByText('Saved Team-chat-focus-2026-12.csv.')).toBeVisible();

  const written = cli(
    ['size', 'scenario.json', '--format', 'focus'],
    { 'scenario.json': scenario.text },
    [],
    today,
  );
  expect(written.code).toBe(0);
  expect(focus.text).toBe(written.stdout);
  const [header, ...rows] = parseCsv(focus.text);
  expect(header?.slice(0, 3)).toEqual([
    'BillingCurrency',
    'BillingPeriodStart',
    'BillingPeriodEnd',
  ]);
  expect(rows.length).toBeGreaterThanOrEqual(2);
  expect(rows.every((row) => row[1] === '2026-12-01T00:00:00Z')).toBe(true);
});
