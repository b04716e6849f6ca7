import AxeBuilder from '@axe-core/playwright';
import { expect, openTab, test } from './fixtures';

test('a reader works backwards with the guide’s reverse formula, as the guide does for unit 100', async ({
  page,
}) => {
  await page.goto('/');
  await openTab(page, 'The guide');
  const heading = page.getByRole('heading', { name: 'Work backwards with the guide’s formula' });
  await heading.click();
  const panel = page.getByRole('region', { name: 'Work backwards with the guide’s formula' });
  const answer = panel.getByRole('region', { name: 'Answer' });
  await expect(answer.getByText('Up to 100,000 connections')).toBeVisible();
  await expect(answer).toContainText('= 409,600,000 B/s × 5 sec ÷ 20,480 B = 100,000');
  await expect(answer).toContainText('(400 MBps as the guide prints it)');

  await panel.getByRole('radio', { name: 'Message size' }).check();
  await panel.getByRole('textbox', { name: 'Connections' }).fill('200k');
  await expect(answer.getByText('Messages of up to 10,240 B (10 KB)')).toBeVisible();

  // The prices panel, the other collapsed panel, open beside it: both pass axe (the two panels, not the guide's
  // long tables around them, which the tables' own test checks).
  await page.getByRole('heading', { name: 'Prices' }).click();
  const prices = page.getByRole('textbox', { name: 'Standard_S1, per unit per day' });
  await expect(prices).toHaveValue('1.61');
  await page.locator('.disclosure-panel:has(details[open])').evaluateAll((opened) => {
    for (const section of opened) section.setAttribute('data-axe-checks', '');
  });
  await expect(page.locator('[data-axe-checks]')).toHaveCount(2);
  const results = await new AxeBuilder({ page }).include('[data-axe-checks]').analyze();
  expect(results.violations).toEqual([]);
});
