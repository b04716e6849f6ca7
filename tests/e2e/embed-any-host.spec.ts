/**
 * The embed from hosts that send no special headers (GitHub Pages, Azure Static Web Apps, nginx as
 * installed): the tool is served from a plain static server on one port (tests/e2e/plainServer.ts, no
 * Access-Control-Allow-Origin), the host page from another. Tried as a person does: compose a scenario,
 * take the Embed dialog's HTML, paste it into a page. Where a host's own sandbox stops the tool, the frame
 * says what is missing and shows no figures (issue 19 item 7, issue 17).
 */
import { fileURLToPath } from 'node:url';
import type { FrameLocator, Page } from '@playwright/test';
import { teamChatFixture } from '../fixtures/teamChat';
import { expect, openTab, test } from './fixtures';
import { encodeScenario } from './links';
import { startPlainServer, type PlainServer } from './plainServer';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const hostPages: Record<string, string> = {};
let tool: PlainServer;
let host: PlainServer;

test.beforeAll(async () => {
  tool = await startPlainServer(dist);
  host = await startPlainServer(null, hostPages);
});
test.afterAll(async () => {
  await tool.close();
  await host.close();
});
test.beforeEach(({ pageGuards }) => {
  pageGuards.allowOrigin(tool.origin);
  pageGuards.allowOrigin(host.origin);
});

const headline = (scope: Page | FrameLocator) =>
  scope.getByRole('region', { name: 'Recommendation' }).locator('[aria-live="polite"]').first();

/** A wiki page with `iframe` pasted into it, served by the host. */
function hostPage(name: string, iframe: string): string {
  hostPages[`/${name}.html`] =
    `<!doctype html><html lang="en"><head><title>Wiki</title></head><body><main><h1>Capacity plan</h1>${iframe}</main></body></html>`;
  return `${host.origin}/${name}.html`;
}

const link = encodeScenario({
  ...teamChatFixture,
  workloads: teamChatFixture.workloads.map((workload, index) =>
    index === 0 ? { ...workload, connections: 500_000 } : workload,
  ),
});
const frameTo = (sandbox: string) =>
  `<iframe title="Azure SignalR sizing" width="100%" height="800" sandbox="${sandbox}" src="${tool.origin}/#s=${link}&amp;view=embed&amp;mode=readonly"></iframe>`;

test('the Embed dialog’s HTML shows the user’s scenario from a plain host, and leaves their storage alone', async ({
  page,
}) => {
  await page.goto(`${tool.origin}/`);
  const connections = page
    .getByRole('group', { name: /Chat rooms/ })
    .getByRole('textbox', { name: 'Connections' })
    .first();
  await connections.fill('500000');
  await connections.press('Enter');
  await expect(headline(page)).not.toHaveText('Standard_S1 × 20 units');
  const answer = await headline(page).textContent();

  await openTab(page, 'Share and save');
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this scenario' });
  await expect(dialog).toContainText('from a server that sends no special headers');
  await dialog.getByRole('radio', { name: 'Try other numbers' }).check();
  const snippet = await dialog.getByRole('textbox', { name: 'HTML (iframe)' }).inputValue();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));

  await page.goto(hostPage('pasted', snippet), { waitUntil: 'load' });
  const frame = page.frameLocator('iframe');
  await expect(headline(frame)).toHaveText(answer ?? '');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
    'Team chat: Azure SignalR Service sizing',
  );
  // A reader tries other numbers in the frame: nothing of it reaches the user's storage.
  const slider = frame.getByRole('slider', { name: 'Connections' }).first();
  await slider.focus();
  await slider.press('PageDown');
  await expect(headline(frame)).not.toHaveText(answer ?? '');
  const frameStorage = await page.frames()[1]?.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(frameStorage).toBe(stored);
});

test('a host whose sandbox withholds allow-same-origin: the frame says what is missing, and shows no figures', async ({
  page,
}) => {
  await page.goto(hostPage('scripts-only', frameTo('allow-scripts')), { waitUntil: 'load' });
  const frame = page.frameLocator('iframe');
  const failure = frame.getByRole('alert').filter({ hasText: 'The sizing tool could not start' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('allow-same-origin');
  await expect(failure).toContainText('Access-Control-Allow-Origin');
  await expect(frame.locator('#root')).toBeHidden();
  expect(await frame.locator('body').innerText()).not.toContain('Standard_S1');
});

test('a host whose sandbox allows no scripts: the frame says the tool needs them, and shows no figures', async ({
  page,
}) => {
  await page.goto(hostPage('no-scripts', frameTo('')), { waitUntil: 'load' });
  const frame = page.frameLocator('iframe');
  await expect(
    frame.getByRole('heading', { name: 'The sizing tool could not start' }),
  ).toBeVisible();
  await expect(frame.getByText(/allow-scripts/).first()).toBeVisible();
  await expect(frame.locator('#root')).toBeHidden();
  expect(await frame.locator('body').innerText()).not.toContain('Standard_S1');
});

test('the shipped example host page loads from a plain static host without a request that fails', async ({
  page,
}) => {
  const failed: string[] = [];
  // A missing favicon is no response the page sees: it shows as a console error.
  page.on('console', (message) => {
    if (message.type() === 'error') failed.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${tool.origin}/embed-host-example.html`);
  await expect(page.locator('#frame-status')).toHaveText(/The frame asked for \d+ px/);
  // The icon is asked for relative to the page, so it works under a sub-path too.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^\.\/favicon\.svg$/);
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
});
