import type { Page } from '@playwright/test';
import { parseScenario } from '../../src/engine';
import { encodeScenario } from './links';
import { expect, openTab, test } from './fixtures';

/** One echo workload of 2,049-byte messages: one byte over a 2 KB chunk, so every message is billed twice. */
const parsed = parseScenario({
  version: 2,
  name: 'Echo just over a chunk',
  workloads: [
    {
      name: 'Echo',
      pattern: 'echo',
      connections: 1000,
      senders: 1000,
      messageBytes: 2049,
      sendIntervalSeconds: 1,
    },
  ],
});
if (!parsed.ok) throw new Error('the echo scenario should be valid');
const echo = parsed.scenario;

/** The monthly cost as the recommendation shows it: the first amount after "Monthly cost". */
async function monthlyCost(page: Page): Promise<number> {
  const text = await page
    .getByRole('region', { name: 'Recommendation' })
    .locator('dt', { hasText: 'Monthly cost' })
    .locator('xpath=following-sibling::dd[1]')
    .first()
    .innerText();
  return Number(/\$([\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.replace(/,/g, ''));
}

test('a person applies the top lever, sees the cost drop, and undoes it', async ({ page }) => {
  await page.goto(`/#s=${encodeScenario(echo)}`);
  await openTab(page, 'Cut the bill');
  const levers = page.getByRole('region', { name: 'What cuts the bill' });
  const first = levers.getByRole('listitem').first();
  await expect(first).toContainText('2,048 bytes or less');
  const before = await monthlyCost(page);

  await levers.getByRole('button', { name: 'Apply “2,048 bytes or less” to Echo' }).click();
  await expect(levers.getByText(/Nothing here would lower/)).toBeVisible();
  await expect.poll(() => monthlyCost(page)).toBeLessThan(before);

  await page
    .getByRole('group', { name: 'Undo and redo' })
    .getByRole('button', { name: 'Undo', exact: true })
    .click();
  await expect(first).toContainText('2,048 bytes or less');
  await expect.poll(() => monthlyCost(page)).toBe(before);
});
