import type { Page } from '@playwright/test';
import { expect, openTab, test } from './fixtures';

const libraryKey = 'signalr-sizing:library';
const backupKey = 'signalr-sizing:library:unreadable';

const library = (page: Page) => page.getByRole('region', { name: 'Saved scenarios' });

async function saveAs(page: Page, name: string): Promise<void> {
  await library(page).getByRole('textbox', { name: 'Save current scenario as…' }).fill(name);
  await library(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(library(page).getByRole('status')).toHaveText(`Saved “${name}”.`);
}

test('two saved scenarios survive a reload and compare side by side with their tiers', async ({
  page,
}) => {
  await page.goto('/');
  await openTab(page, 'Share and save');
  await saveAs(page, 'Launch plan');

  // A bigger second scenario: four times the chat rooms' connections.
  const rooms = page.getByRole('group', { name: /Chat rooms/ });
  await rooms.getByRole('textbox', { name: 'Connections' }).fill('40000');
  await rooms.getByRole('textbox', { name: 'Connections' }).press('Enter');
  await saveAs(page, 'Growth plan');

  await page.reload();
  await openTab(page, 'Share and save');
  const items = library(page).getByRole('list', { name: 'Saved scenarios' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Launch plan');
  await expect(items.nth(1)).toContainText('Growth plan');
  await expect(items.nth(0)).toContainText(/Recommended: Standard_S1 × \d+ units/);

  await library(page).getByRole('button', { name: 'Compare Growth plan' }).click();
  await library(page).getByRole('combobox', { name: 'Scenario A' }).selectOption('Launch plan');
  const table = library(page).getByRole('table', {
    name: 'Launch plan (A) compared with Growth plan (B)',
  });
  const tierRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Recommended tier' }) });
  const tiers = await tierRow.getByRole('cell').allTextContents();
  expect(tiers).toHaveLength(3);
  expect(tiers[0]).toMatch(/^Standard_S1 × \d+ units$/);
  expect(tiers[1]).toMatch(/^Standard_S1 × \d+ units$/);
  expect(tiers[0]).not.toBe(tiers[1]);
  expect(tiers[2]).toBe('Different tier');
  const connections = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Connections', exact: true }) });
  await expect(connections.getByRole('cell').last()).toHaveText('+30,000 (higher)');
});

test('a damaged library is reported, kept under the backup key, and does not break the page', async ({
  page,
}) => {
  await page.goto('/');
  await openTab(page, 'Share and save');
  await page.evaluate((key) => localStorage.setItem(key, '{oops'), libraryKey);
  await page.reload();
  await openTab(page, 'Share and save');

  await expect(library(page).getByText(/The saved scenarios could not be read/)).toBeVisible();
  await expect(library(page).getByText('No saved scenarios yet.')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Azure SignalR Service sizing' }),
  ).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), backupKey)).toBe('{oops');

  // Saving still works, and the backup is not overwritten by it.
  await saveAs(page, 'After the damage');
  expect(await page.evaluate((key) => localStorage.getItem(key), backupKey)).toBe('{oops');
});
