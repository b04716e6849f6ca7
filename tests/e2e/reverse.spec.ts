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

  // The prices panel, the other collapsed panel, open beside it: both pass axe.
  await page.getByRole('heading', { name: 'Prices' }).click();
  await expect(page.getByRole('textbox', { name: 'Standard_S1, per unit per day' })).toHaveValue(
    '1.61',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
