import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from '@playwright/test';
import { embedSandbox } from '../../src/components/embedSnippets';
import { encodeScenario } from './links';
import { teamChatFixture } from '../fixtures/teamChat';
import { expect, test } from './fixtures';

interface HeightMessage {
  type: string;
  version: number;
  height: number;
}

const link = encodeScenario(teamChatFixture);
const headline = (frame: FrameLocator) =>
  frame.getByRole('region', { name: 'Recommendation' }).locator('[aria-live="polite"]');

/**
 * A host page like a wiki's: it listens for the embed's height messages (before the frame exists, so the
 * first one is not missed) and adds the iframe. By default with `sandbox="allow-scripts"`, the strictest
 * sandbox that still runs the app (an opaque origin, no storage, no clipboard), as embed snippets made before
 * allow-same-origin have it: the preview server answers such a frame's cross-origin requests. The Embed
 * dialog's own sandbox, from a host that sends no such headers, is tried in embed-any-host.spec.ts.
 */
async function hostPage(
  page: Page,
  appUrl: string,
  fragment: string,
  sandbox = 'allow-scripts',
): Promise<FrameLocator> {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Host</title></head>
    <body><main><h1>Host page</h1></main></body></html>`);
  await page.evaluate(
    ({ src, sandbox }) => {
      const heights: HeightMessage[] = [];
      Object.assign(window, { heights });
      const frame = document.createElement('iframe');
      window.addEventListener('message', (event) => {
        if (event.source === frame.contentWindow) heights.push(event.data as HeightMessage);
      });
      frame.title = 'Azure SignalR sizing: Team chat';
      frame.width = '600';
      frame.height = '300';
      frame.setAttribute('sandbox', sandbox);
      frame.src = src;
      document.querySelector('main')?.append(frame);
    },
    { src: new URL(`./${fragment}`, appUrl).href, sandbox },
  );
  return page.frameLocator('iframe');
}

const heights = (page: Page) =>
  page.evaluate(() => (window as unknown as { heights: HeightMessage[] }).heights);

test('a sandboxed interactive embed reports its height, shows the answer and follows its sliders', async ({
  page,
  baseURL,
}) => {
  const frame = await hostPage(page, baseURL ?? '', `#s=${link}&view=embed&mode=interactive`);
  await expect(headline(frame)).toHaveText('Standard_S1 × 40 units');
  await expect(
    frame.getByRole('heading', { level: 1, name: 'Team chat: Azure SignalR Service sizing' }),
  ).toBeVisible();
  await expect(
    frame.getByRole('figure', { name: 'Chart: utilization of each limit at every tier' }),
  ).toBeVisible();

  // Height messages: the protocol's shape, whole pixels, the content's height, never twice the same.
  await expect.poll(async () => (await heights(page)).length).toBeGreaterThan(0);
  const first = await heights(page);
  for (const message of first) {
    expect(message).toEqual({
      type: 'signalr-sizing:height',
      version: 1,
      height: expect.any(Number),
    });
    expect(Number.isInteger(message.height)).toBe(true);
  }
  const contentHeight = await frame
    .locator('.embed')
    .evaluate((root) => Math.ceil(root.getBoundingClientRect().bottom + window.scrollY));
  await expect.poll(async () => (await heights(page)).at(-1)?.height).toBe(contentHeight);
  expect(contentHeight).toBeGreaterThan(300);
  const sent = (await heights(page)).map((message) => message.height);
  expect(sent.every((height, i) => i === 0 || height !== sent[i - 1])).toBe(true);

  // A narrower frame wraps the content: a new, taller height is reported.
  await page.locator('iframe').evaluate((element) => element.setAttribute('width', '320'));
  await expect
    .poll(async () => (await heights(page)).at(-1)?.height)
    .toBeGreaterThan(contentHeight);

  // The reader drags a slider inside the frame (keyboard here): the answer follows.
  const rooms = frame.getByRole('group', { name: 'Chat rooms' });
  const connections = rooms.getByRole('slider', { name: 'Connections' });
  await connections.focus();
  await connections.press('PageUp');
  await expect(connections).not.toHaveAttribute('aria-valuetext', '20,000 connections');
  await expect(headline(frame)).not.toHaveText('Standard_S1 × 40 units');
  await expect(headline(frame)).toHaveText(/^(Standard_S1|Premium_P\d) × \d+ units$|No tier fits/);

  // The link to the full tool carries the reader's scenario, without the embed parameters.
  const open = frame.getByRole('link', { name: /Open in the sizing tool/ });
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('href', /#s=2\.[\w-]+$/);
  await expect.poll(() => open.getAttribute('href')).not.toContain(link);
});

test('a read-only embed has no controls, and the example host page sizes its frame', async ({
  page,
}) => {
  await page.goto(`/embed-host-example.html#s=${link}&mode=readonly`);
  const frame = page.frameLocator('#sizing-frame');
  await expect(headline(frame)).toHaveText('Standard_S1 × 40 units');
  await expect(frame.getByRole('figure')).toBeVisible();
  await expect(frame.getByRole('slider')).toHaveCount(0);
  await expect(frame.getByRole('textbox')).toHaveCount(0);

  await expect(page.locator('#frame-status')).toHaveText(/^The frame asked for \d+ px\.$/);
  const asked = Number((await page.locator('#frame-status').textContent())?.match(/\d+/)?.[0]);
  const box = await page.locator('#sizing-frame').boundingBox();
  expect(box?.height).toBe(asked);
  // Sized to its content: the frame's document does not scroll.
  const scrolls = await frame
    .locator('html')
    .evaluate((root) => root.scrollHeight > root.clientHeight);
  expect(scrolls).toBe(false);
});

test('a dark embed is dark, chart included, and has no accessibility violations', async ({
  page,
  baseURL,
}) => {
  // The Embed dialog's sandbox: axe reads the frame's stylesheet, which an opaque origin could not.
  const frame = await hostPage(
    page,
    baseURL ?? '',
    `#s=${link}&view=embed&mode=interactive&theme=dark`,
    embedSandbox,
  );
  await expect(headline(frame)).toHaveText('Standard_S1 × 40 units');
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(frame.locator('html')).toHaveCSS('background-color', 'rgb(17, 20, 24)');
  await expect(frame.locator('body')).toHaveCSS('color', 'rgb(232, 235, 239)');
  // The chart reads the dark tokens too: the connections series is drawn in the dark theme's blue.
  const chart = frame.getByRole('figure', {
    name: 'Chart: utilization of each limit at every tier',
  });
  await expect(chart.locator('path.headroom-line[stroke="#6aa7ff"]').first()).toBeAttached();

  const results = await new AxeBuilder({ page }).include('iframe').analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('a broken embed link shows no figures, says why, and opens the same link in the full tool', async ({
  page,
}) => {
  const truncated = link.slice(0, link.length - 25);
  await page.goto(`/#s=${truncated}&view=embed&mode=interactive`);
  await expect(page.getByText('This embed’s link could not be read')).toBeVisible();
  // The specific reason the full view gives, and no figure of the example in place of the link's scenario.
  await expect(page.getByText(/damaged or cut short/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recommendation' })).toHaveCount(0);
  await expect(page.getByRole('slider')).toHaveCount(0);
  await expect(page.getByRole('figure')).toHaveCount(0);
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/Standard_S1|\$|Team chat/);

  // "Open in the sizing tool" carries the link it was given, so the full tool says what is wrong with it.
  const href = await page
    .getByRole('link', { name: /Open in the sizing tool/ })
    .getAttribute('href');
  const fragment = new URLSearchParams(new URL(href ?? '', page.url()).hash.slice(1));
  expect(fragment.get('s')).toBe(truncated);
  expect(fragment.get('view')).toBeNull();
  // Another document, as the new tab is: the same page with only its fragment changed would stay the embed.
  await page.goto('about:blank');
  await page.goto(href ?? '');
  await expect(page.getByText('This link could not be opened')).toBeVisible();
  await expect(page.getByText(/damaged or cut short/)).toBeVisible();
  await expect(page.getByText('Opened a shared scenario')).toHaveCount(0);
});

test('an embed link of a newer format, or far too long, gets its own reason', async ({ page }) => {
  await page.goto('/#s=7.abcdef&view=embed&mode=readonly');
  await expect(page.getByText('This embed’s link could not be read')).toBeVisible();
  await expect(
    page.getByText(/made by a newer version of this tool \(link format 7\)/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recommendation' })).toHaveCount(0);

  await page.goto(`/#s=2.${'A'.repeat(16_004)}&view=embed&mode=readonly`);
  await page.reload();
  await expect(page.getByText(/far longer than any scenario needs/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recommendation' })).toHaveCount(0);
});
