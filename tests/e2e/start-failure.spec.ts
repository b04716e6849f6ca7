/**
 * Issue 19, item 7: a page that could not start never shows the prerendered example as if it answered the
 * link it was opened with. It hides it and says that the tool could not start, and why: scripts turned off
 * (a `<noscript>` message), or its code not loaded (the page's own script blocked, a chunk missing).
 */
import type { Page } from '@playwright/test';
import { teamChatFixture } from '../fixtures/teamChat';
import { expect, test } from './fixtures';
import { encodeScenario } from './links';

/** A link the prerendered example does not answer: 500,000 connections in rooms of ten. */
const bigLink = encodeScenario({
  ...teamChatFixture,
  workloads: teamChatFixture.workloads.map((workload, index) =>
    index === 0 ? { ...workload, connections: 500_000 } : workload,
  ),
});

/** What a person sees: the text drawn on screen, hidden elements left out. */
const visibleText = (page: Page) => page.locator('body').innerText();

test('with JavaScript off, a link shows no figures, only that the tool cannot start without it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/#s=${bigLink}`);
  await expect(
    page.getByRole('heading', { name: 'The sizing tool could not start' }),
  ).toBeVisible();
  await expect(
    page.getByText(/^It needs JavaScript, which is turned off or not allowed here\./),
  ).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  const text = await visibleText(page);
  expect(text).not.toContain('Standard_S1');
  expect(text).not.toContain('$4,314');
  await context.close();
});

for (const [what, chunk] of [
  ['the page’s script', /\/assets\/index-[^/]+\.js$/],
  ['the code it loads to start', /\/assets\/boot-[^/]+\.js$/],
] as const) {
  test(`when ${what} cannot be loaded, the page says so instead of showing the example`, async ({
    page,
  }) => {
    await page.route(chunk, (route) => route.abort());
    await page.goto(`/#s=${bigLink}`, { waitUntil: 'commit' });
    const failure = page.getByRole('alert').filter({ hasText: 'The sizing tool could not start' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Its code could not be loaded');
    await expect(page.locator('#root')).toBeHidden();
    const text = await visibleText(page);
    expect(text).not.toContain('Standard_S1');
    expect(text).not.toContain('$4,314');
  });
}

test('the failure is said in the reader’s language, and a first visit without a link shows no example either', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto(`${baseURL}/`, { waitUntil: 'commit' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Das Dimensionierungstool konnte nicht starten' }),
  ).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await context.close();
});
