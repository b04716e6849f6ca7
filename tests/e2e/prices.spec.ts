/**
 * Azure's retail prices in the page, as an architect brings them: the file the documented command saves
 * (tests/fixtures/retail-prices), imported in the Prices panel, a region chosen, the bill in euros with the
 * region and the prices' date beside it, undone in one step, redone, and carried by the link into a fresh page.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { teamChatFixture } from '../fixtures/teamChat';
import { expect, test } from './fixtures';
import { encodeScenario } from './links';

const recommendation = (page: Page) => page.getByRole('region', { name: 'Recommendation' });
/** The answer's cost tile: the bill at a glance, above the folded facts. */
const costTile = (page: Page) =>
  recommendation(page).getByRole('definition').filter({ hasText: 'per month' }).first();
const totals = (page: Page) => page.getByRole('region', { name: 'Totals' });
const history = (page: Page) => page.getByRole('group', { name: 'Undo and redo' });

const euroSentence =
  'Prices: Azure’s retail prices for westeurope, in EUR, effective April 1, 2025.';
const dollarSentence =
  'Prices: The catalog’s defaults in USD, from third-party copies of the vendor’s price list seen in 2026; they vary by region.';

async function expectEuros(page: Page): Promise<void> {
  // Team chat's Standard_S1 x 40 at West Europe's euro prices: 1,887.90 + 15,037.97 EUR a month.
  await expect(costTile(page)).toHaveText('€16,926 per month EUR · westeurope · April 1, 2025');
  await expect(recommendation(page).getByText(euroSentence)).toBeAttached();
  await expect(totals(page).getByText('€16,926/month')).toBeVisible();
  await expect(totals(page).getByText('EUR · westeurope · April 1, 2025')).toBeVisible();
}

test('imports Azure’s prices for a region, shows the euros and their date by the total, and undoes them', async ({
  page,
}) => {
  await page.goto(`/#s=${encodeScenario(teamChatFixture)}`);
  const unpriced = page.url();
  await expect(costTile(page)).toHaveText('$17,562 per month USD · defaults 2026');
  // The full sentence is in "Why, and what it costs", beside the bill's units and messages.
  await recommendation(page).getByText('Why, and what it costs').click();
  await expect(recommendation(page).getByText(dollarSentence)).toBeVisible();

  const prices = page.getByRole('region', { name: 'Prices' });
  await page.getByRole('heading', { name: 'Prices', exact: true }).click();
  const file = await readFile(
    'tests/fixtures/retail-prices/signalr-eur-westeurope-northeurope.json',
  );
  await prices
    .getByLabel('Import Azure prices (JSON)', { exact: true })
    .setInputFiles({ name: 'signalr-prices.json', mimeType: 'application/json', buffer: file });
  await prices.getByRole('combobox', { name: 'Region' }).selectOption('westeurope');
  await prices.getByRole('button', { name: 'Use these prices' }).click();
  await expect(prices.getByRole('status')).toContainText(
    'Read the prices of westeurope from signalr-prices.json, in EUR, effective April 1, 2025',
  );
  await expectEuros(page);

  // One step back: the catalog's dollars, and the same deployment.
  await history(page).getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(costTile(page)).toHaveText('$17,562 per month USD · defaults 2026');
  await expect(recommendation(page).getByText(dollarSentence)).toBeVisible();
  await expect(totals(page).getByText('USD · defaults 2026')).toBeVisible();

  await history(page).getByRole('button', { name: 'Redo', exact: true }).click();
  await expectEuros(page);

  // The prices live in the scenario: the link written into the address bar opens them in a fresh page.
  await expect(page).not.toHaveURL(unpriced);
  const link = page.url();
  const fresh = await page.context().newPage();
  await fresh.goto(link);
  // The folded facts are drawn once opened (they cost a key step nothing while folded).
  await recommendation(fresh).getByText('Why, and what it costs').click();
  await expectEuros(fresh);
});
