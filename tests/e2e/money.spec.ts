/**
 * Issue 23, "Money the model gets wrong", as a person meets it in the page: an autoscale rule that runs hotter than
 * the target they set, set at that target in one click and undone in one more; and the data transfer between two
 * replicas' regions in the totals, priced at the rate typed in Prices.
 */
import { parseScenario, plan, type ScenarioInput } from '../../src/engine';
import { targetBelowRule } from '../fixtures/moneyScenarios';
import { roomsChatFixture } from '../fixtures/roomsChat';
import { encodeScenario } from './links';
import { expect, test } from './fixtures';

function linkTo(input: ScenarioInput): string {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error('fixture does not parse');
  return `/#s=${encodeScenario(parsed.scenario)}`;
}

test('a rule above the target: the answer says so, one click sets the rule at the target, Undo takes it back', async ({
  page,
}) => {
  await page.goto(linkTo(targetBelowRule));
  const answer = page.getByRole('region', { name: 'Recommendation' });
  await answer.getByText('Why, and what it costs').click();
  // 13,370 clients and 30 server connections at the rule's 70%: Premium_P1 x 20 at the peak, 67% of its quota.
  const note = answer.getByText(
    'The rule scales out above 70% of the connection quota, above your connection target of 50%: at the peak hour Premium_P1 × 20 units runs at 67%.',
  );
  await expect(note).toBeVisible();
  await answer.getByRole('button', { name: 'Scale out at 50%' }).click();
  // At 50%: 13,400 / 0.5 = 26,800 connections need 30 units at the peak.
  await expect(answer.getByText(/^Premium_P1 × 30 units, autoscaling/).first()).toBeVisible();
  await expect(note).toBeHidden();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(note).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Scale out at 50%' })).toBeVisible();
});

test('two replicas: the totals price the data transfer between the regions at the rate typed in Prices', async ({
  page,
}) => {
  await page.goto(linkTo(roomsChatFixture));
  const totals = page.getByRole('region', { name: 'Totals' });
  const value = (label: string) =>
    totals.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  // 41.16 GB a day x 30.42 days x $0.02 per GB = $25.04 a month, inside the $7,836 the plan bills.
  await expect(value('Data transfer between regions')).toContainText('$25.04/month');
  await expect(value('Monthly cost')).toContainText('$7,836/month');
  await page.getByRole('heading', { level: 2, name: 'Prices' }).click();
  const rate = page.getByRole('textbox', {
    name: 'Data transfer between regions (geo-replicas), per GB',
  });
  await rate.fill('0.05');
  await rate.press('Tab');
  const dearer = plan({ ...roomsChatFixture, prices: { perGbCrossRegion: 0.05 } }).monthly;
  // The same bytes at 2.5 times the rate: $62.60, and the total moves by the difference only.
  await expect(value('Data transfer between regions')).toContainText('$62.60/month');
  await expect(value('Monthly cost')).toContainText(
    `$${Math.round(dearer?.totalUsd ?? NaN).toLocaleString('en-US')}/month`,
  );
  await expect(totals.getByText(/at \$0\.05 per GB/)).toBeVisible();
});
