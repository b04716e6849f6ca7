import AxeBuilder from '@axe-core/playwright';
import { expect, pageReady, test } from './fixtures';

test('home page shows the title and has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Azure SignalR Service sizing' }),
  ).toBeVisible();

  await pageReady(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
