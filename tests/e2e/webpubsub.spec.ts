/**
 * Issue 18, as an architect tries it: a chat in groups of 10 sized on both services side by side, switched to Web
 * PubSub, undone back to SignalR, switched again, shared by copying the link, and reopened in a fresh browser on
 * Web PubSub with the same answer.
 */
import type { Page } from '@playwright/test';
import { expect, openTab, pageReady, test } from './fixtures';

const answer = (page: Page) => page.getByRole('region', { name: 'Recommendation' });
const headline = (page: Page) => answer(page).locator('[aria-live="polite"]').first();
const sideBySide = (page: Page) => page.getByRole('region', { name: 'SignalR or Web PubSub' });
const card = (page: Page, service: string) =>
  sideBySide(page).getByRole('region', { name: new RegExp(`^${service}`) });

test('a chat in groups of 10 sized on both services, switched, undone, shared and reopened', async ({
  page,
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  // The example's rooms of 10, without its dashboard broadcast (Web PubSub's guide has no table for one).
  await page.getByRole('button', { name: 'Remove Live dashboard' }).click();
  await expect(answer(page).getByText('Azure SignalR Service', { exact: true })).toBeVisible();

  await sideBySide(page).getByRole('heading', { name: 'SignalR or Web PubSub' }).click();
  const webPubSubTier = card(page, 'Azure Web PubSub').locator('dd').first();
  await expect(card(page, 'Azure SignalR Service')).toContainText('app servers');
  await expect(webPubSubTier).toHaveText(/^Standard_S1 × \d+ units$/);
  const onWebPubSub = await webPubSubTier.textContent();

  const toWebPubSub = page.getByRole('button', { name: 'Switch to Azure Web PubSub' });
  await toWebPubSub.click();
  await expect(answer(page).getByText('Azure Web PubSub', { exact: true })).toBeVisible();
  await expect(headline(page)).toHaveText(onWebPubSub ?? '');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(answer(page).getByText('Azure SignalR Service', { exact: true })).toBeVisible();
  await toWebPubSub.click();
  await expect(answer(page).getByText('Azure Web PubSub', { exact: true })).toBeVisible();
  const totals = await page.getByRole('region', { name: 'Totals' }).innerText();

  await openTab(page, 'Share and save');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await pageReady(other);
  await expect(answer(other).getByText('Azure Web PubSub', { exact: true })).toBeVisible();
  await expect(headline(other)).toHaveText(onWebPubSub ?? '');
  expect(await other.getByRole('region', { name: 'Totals' }).innerText()).toEqual(totals);
  await fresh.close();
});
