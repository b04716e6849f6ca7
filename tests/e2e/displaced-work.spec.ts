/**
 * Issue 19, items 1 to 3: work the page replaces is never displaced without being kept, tried as a person
 * does it (edit, then a preset, an import, a reload, a second tab, a full storage).
 */
import type { Page } from '@playwright/test';
import { expect, openTab, test } from './fixtures';

const nameFields = (page: Page) => page.getByRole('textbox', { name: 'Name' });
const setAside = (page: Page) => page.getByRole('region', { name: 'Set aside' });

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
