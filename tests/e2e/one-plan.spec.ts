/**
 * Issue 16, as a new user tried it: a chat of 5,000 in rooms of 10, the "Business hours" day and 2 replicas. The
 * page priced that one question five ways; here a person reads every place the page shows its monthly total (the
 * cost tile, the regions line, the cost in the details, the totals, the summary bar, the Day and year tab, the
 * year's first month, each lever's "before", the page as printed and the embed) and finds one figure: plan()'s.
 */
import type { Locator, Page } from '@playwright/test';
import { plan } from '../../src/engine';
import { roomsChatFixture, usd } from '../fixtures/roomsChat';
import { expect, openTab, test } from './fixtures';
import { encodeScenario } from './links';

const link = `/#s=${encodeScenario(roomsChatFixture)}`;

/** The first amount in a text that `pattern` (with one group around the amount) finds: "$7,811". */
async function amountIn(locator: Locator, pattern: RegExp): Promise<string> {
  const text = (await locator.textContent()) ?? '';
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`no amount matching ${String(pattern)} in “${text}”`);
  return found;
}

const amount = /(\$[\d,]+(?:\.\d\d)?)/;

async function onTheAnswer(page: Page): Promise<string[]> {
  const answer = page.getByRole('region', { name: 'Recommendation' });
  await answer.getByText('Why, and what it costs').click();
  const totals = page.getByRole('region', { name: 'Totals' });
  return [
    await amountIn(answer.locator('.metric-tile').first(), amount),
    await amountIn(answer.locator('.recommendation-regions'), /(\$[\d,]+)\/month in all/),
    await amountIn(answer.locator('.recommendation-cost'), amount),
    await amountIn(
      totals.locator('dt', { hasText: 'Monthly cost' }).locator('xpath=following-sibling::dd[1]'),
      amount,
    ),
    await amountIn(page.getByRole('complementary', { name: 'Current answer' }), amount),
  ];
}

async function onTheDayAndYear(page: Page): Promise<string[]> {
  await openTab(page, 'Day and year');
  const tab = page.getByRole('region', { name: 'Plan: the day, the regions, the year' });
  await expect(tab.locator('.plan-chosen')).toBeVisible();
  const year = tab.getByRole('table', { name: 'Tier and cost month by month' });
  return [
    await amountIn(tab.locator('.plan-chosen'), /: (\$[\d,]+)\/month/),
    await amountIn(tab.locator('.plan-costs dd', { hasText: '(the plan)' }), amount),
    await amountIn(tab.getByText(/^All regions: /), amount),
    await amountIn(year.getByRole('row').filter({ hasText: 'Now' }), amount),
  ];
}

async function onTheLevers(page: Page): Promise<string[]> {
  await openTab(page, 'Cut the bill');
  const levers = page.getByRole('region', { name: 'What cuts the bill' }).getByRole('listitem');
  await expect(levers.first()).toBeVisible();
  const befores: string[] = [];
  for (const lever of await levers.all()) befores.push(await amountIn(lever, /\((\$[\d,]+) →/));
  return befores;
}

async function asPrinted(page: Page): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  const tile = page.getByRole('region', { name: 'Recommendation' }).locator('.metric-tile').first();
  await expect(tile).toBeVisible();
  const printed = await amountIn(tile, amount);
  await page.emulateMedia({ media: 'screen' });
  return printed;
}

async function inTheEmbed(page: Page): Promise<string> {
  const embed = await page.context().newPage();
  await embed.goto(`${link}&view=embed&mode=readonly`);
  const facts = embed.getByRole('region', { name: 'Recommendation' });
  await expect(
    facts.getByText('Premium_P1 × 8 units in each of 3 regions, autoscaling 2–8 units'),
  ).toBeVisible();
  const cost = await amountIn(
    facts.locator('dt', { hasText: 'Monthly cost' }).locator('xpath=following-sibling::dd[1]'),
    amount,
  );
  await embed.close();
  return cost;
}

test('issue 16’s chat: every monthly total on the page, printed and embedded is plan()’s one figure', async ({
  page,
}) => {
  const figure = usd(plan(roomsChatFixture).monthly?.totalUsd);
  await page.goto(link);
  const headline = page.getByRole('region', { name: 'Recommendation' }).locator('[aria-live]');
  await expect(headline).toHaveText(
    'Premium_P1 × 8 units in each of 3 regions, autoscaling 2–8 units',
  );
  await expect(
    page.getByText(
      'Premium, because geo-replicas run only on Premium: in one region, Standard_S1 × 8 units would do.',
    ),
  ).toBeVisible();

  const seen = [
    ...(await onTheAnswer(page)),
    ...(await onTheDayAndYear(page)),
    ...(await onTheLevers(page)),
    await asPrinted(page),
    await inTheEmbed(page),
  ];
  expect(seen.length).toBeGreaterThanOrEqual(12);
  expect([...new Set(seen)]).toEqual([figure]);
});
