/**
 * "If a region fails" as a person uses it: open the regions of a plan split over three regions, open the view
 * (its code arrives only then), read what the other regions carry when the primary fails, size for failover,
 * see the answer follow, and undo it.
 */
import AxeBuilder from '@axe-core/playwright';
import { encodeScenario } from './links';
import { parseScenario, plan } from '../../src/engine';
import { noticesOnThreeRegions } from '../fixtures/regionFailure';
import { expect, openTab, pageReady, test } from './fixtures';

const parsed = parseScenario(noticesOnThreeRegions());
if (!parsed.ok) throw new Error('the fixture does not parse');
const notices = parsed.scenario;

test('If a region fails: the others’ load, Size for failover and its undo', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
  await page.goto(`/#s=${encodeScenario(notices)}`);
  const recommendation = page.getByRole('region', { name: 'Recommendation' });
  await expect(
    recommendation.getByText(/^Premium_P1 × 10 units in each of 3 regions/),
  ).toBeVisible();

  await openTab(page, 'Day and year');
  const planTab = page.getByRole('region', { name: 'Plan: the day, the regions, the year' });
  const summary = planTab.getByText('If a region fails', { exact: true });
  await expect(summary).toBeVisible();
  // Folded, the view's code has not been asked for.
  expect(chunks.filter((path) => /FailoverView/.test(path))).toEqual([]);
  await summary.click();

  const table = planTab.getByRole('table', {
    name: 'The other regions when Primary fails · At the peak, all day',
  });
  await expect(table).toBeVisible();
  expect(chunks.filter((path) => /FailoverView/.test(path))).toHaveLength(1);
  // 30,000 clients over three regions: 10,000 each on 10 units; the primary's 10,000 split over the other two.
  const replica = table.getByRole('row', { name: /^Replica 1/ });
  await expect(replica).toContainText('10,000 → 15,000');
  await expect(replica).toContainText(
    '10 units: 100% → 150% of Connections, over the quota: 5,000 connections refused',
  );
  await expect(replica).toContainText('12.5 sec for 5,000 clients at 400 a second');
  // The opened view, its three tables and its button pass axe.
  await pageReady(page);
  const axe = await new AxeBuilder({ page }).include('.plan-failover').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  const before = plan(notices).monthly?.totalUsd ?? NaN;
  const sized = plan({ ...notices, replicas: { count: 2, sizing: 'allTraffic' } }).monthly
    ?.totalUsd;
  await expect(
    planTab.getByText(
      /^Size every region for all the traffic, so that any one can take over: Premium_P1 × 30 units in each of 3 regions, \$5,475 a month, \$3,650 more than now\.$/,
    ),
  ).toBeVisible();
  expect((sized ?? NaN) - before).toBeCloseTo(3_650, 6);

  await planTab.getByRole('button', { name: 'Size for failover' }).click();
  await expect(
    recommendation.getByText(/^Premium_P1 × 30 units in each of 3 regions/),
  ).toBeVisible();
  const sizedText = planTab.getByText(/^Every region is sized for all the traffic/);
  await expect(sizedText).toBeFocused();
  await expect(planTab.getByRole('button', { name: 'Size for failover' })).toHaveCount(0);
  // Each other region now holds 15,000 clients on 30 units: half its quota.
  await expect(table.getByRole('row', { name: /^Replica 1/ })).toContainText(
    '30 units: 33% → 50% of Connections, within its target',
  );
  await expect(
    page.getByRole('radio', { name: 'All the traffic (one region can take over)' }),
  ).toBeChecked();

  await page
    .getByRole('group', { name: 'Undo and redo' })
    .getByRole('button', { name: 'Undo', exact: true })
    .click();
  await expect(
    recommendation.getByText(/^Premium_P1 × 10 units in each of 3 regions/),
  ).toBeVisible();
  await expect(planTab.getByRole('button', { name: 'Size for failover' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Its share of the traffic' })).toBeChecked();
  await expect(table.getByRole('row', { name: /^Replica 1/ })).toContainText('100% → 150%');
});
