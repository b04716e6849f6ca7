import { encodeScenario } from './links';
import { plan, profileOf } from '../../src/engine';
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

test('a business-hours day costs less autoscaled than fixed, and a replica adds its units, not the messages again', async ({
  page,
}) => {
  await page.goto(`/#s=${encodeScenario(premiumChat)}`);
  await openTab(page, 'Day and year');
  const planTab = page.getByRole('region', { name: 'Plan: the day, the regions, the year' });
  await planTab.getByRole('button', { name: 'Business hours' }).click();
  await expect(planTab.getByRole('button', { name: 'Business hours' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const costs = planTab.locator('.plan-costs dd');
  await expect(costs).toHaveCount(3);
  const [fixed, autoscaled, ideal] = (await costs.allInnerTexts()).map(dollars);
  expect(autoscaled).toBeLessThan(fixed ?? NaN);
  expect(autoscaled).toBeGreaterThanOrEqual(ideal ?? NaN);
  await expect(
    planTab.getByText('Autoscale changes the units, never the SKU: it runs on Premium_P1 all day.'),
  ).toBeVisible();

  const count = planTab.getByLabel('Replicas besides the primary');
  await count.fill('1');
  await count.press('Tab');
  const recommendation = page.getByRole('region', { name: 'Recommendation' });
  const regions = recommendation.getByText(/^2 regions \(the primary and 1 replica\)/);
  await expect(regions).toBeVisible();
  const line = await regions.innerText();
  const total = dollars(/(\$[\d,]+)\/month in all/.exec(line)?.[1] ?? '');
  // The page's figure is the plan's, and the plan bills each delivery once: a second region sized for all
  // traffic adds its units but not the chat's messages again, so two regions cost more than one, less than two.
  const oneRegion = plan({ ...premiumChat, loadProfile: profileOf('businessHours') }).monthly;
  const twoRegions = plan({
    ...premiumChat,
    loadProfile: profileOf('businessHours'),
    replicas: { count: 1, sizing: 'allTraffic' },
  }).monthly;
  expect(total).toBe(Math.round(twoRegions?.totalUsd ?? NaN));
  expect(total).toBeGreaterThan(oneRegion?.totalUsd ?? NaN);
  expect(total).toBeLessThan(2 * (oneRegion?.totalUsd ?? NaN));
});
