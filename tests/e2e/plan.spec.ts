import { encodeScenario } from './links';
import { planChatFixture } from '../fixtures/planChat';
import { expect, openTab, test } from './fixtures';

// The Premium chat as someone would share it before planning: no profile, no replicas, no timeline.
const {
  loadProfile: _profile,
  replicas: _replicas,
  timeline: _timeline,
  ...premiumChat
} = planChatFixture;

/** "$6,256/month" or "$6,256" -> 6256 */
const dollars = (text: string) => Number(/\$([\d,.]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);

test('a business-hours day costs less autoscaled than fixed, and a replica doubles the total', async ({
  page,
}) => {
  await page.goto(`/#s=${encodeScenario(premiumChat)}`);
  await openTab(page, 'Day and year');
  const plan = page.getByRole('region', { name: 'Plan: the day, the regions, the year' });
  await plan.getByRole('button', { name: 'Business hours' }).click();
  await expect(plan.getByRole('button', { name: 'Business hours' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const costs = plan.locator('.plan-costs dd');
  await expect(costs).toHaveCount(3);
  const [fixed, autoscaled, ideal] = (await costs.allInnerTexts()).map(dollars);
  expect(autoscaled).toBeLessThan(fixed ?? NaN);
  expect(autoscaled).toBeGreaterThanOrEqual(ideal ?? NaN);
  await expect(
    plan.getByText('Autoscale changes the units, never the SKU: it runs on Premium_P1 all day.'),
  ).toBeVisible();

  const count = plan.getByLabel('Replicas besides the primary');
  await count.fill('1');
  await count.press('Tab');
  const recommendation = page.getByRole('region', { name: 'Recommendation' });
  const regions = recommendation.getByText(/^× 2 regions \(primary \+ 1 replica\)/);
  await expect(regions).toBeVisible();
  const line = await regions.innerText();
  const each = dollars(/at (\$[\d,]+) a month/.exec(line)?.[1] ?? '');
  const total = dollars(/total monthly cost (\$[\d,]+)/.exec(line)?.[1] ?? '');
  // each region is the fixed day's cost; two regions sized for all traffic cost twice one (to the dollar)
  expect(each).toBe(fixed);
  expect(Math.abs(total - 2 * each)).toBeLessThanOrEqual(1);
});
