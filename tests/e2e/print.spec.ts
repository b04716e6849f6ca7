/**
 * The printed report, as the printer gets it: the page printed to PDF on A4 and on Letter, and its text read
 * back (unpdf, Mozilla's PDF.js packaged without dependencies). Every caveat the page lists must be there with
 * its title and its whole text, nothing may stand past the paper's right edge, and none of the page's chrome
 * (the header's tools, the inputs, the tabs) may print.
 */
import type { Page } from '@playwright/test';
import { extractTextItems, getDocumentProxy, type StructuredTextItem } from 'unpdf';
import { parseScenario } from '../../src/engine';
import { expect, test } from './fixtures';
import { encodeScenario } from './links';

/** A scenario with many caveats, some of them with the guide's own words folded inside them on screen. */
const parsed = parseScenario({
  version: 2,
  name: 'Launch event',
  appServerFramework: 'aspnet',
  workloads: [
    {
      name: 'Scoreboard broadcast to every spectator of the launch event',
      pattern: 'broadcast',
      connections: 20_000,
      senders: 2,
      messageBytes: 40_960,
      sendIntervalSeconds: 5,
      transport: 'longPolling',
    },
    {
      name: 'Chat rooms',
      pattern: 'group',
      connections: 5000,
      senders: 5000,
      messageBytes: 512,
      sendIntervalSeconds: 10,
      groupSize: 5,
    },
  ],
});
if (!parsed.ok) throw new Error('the print scenario does not parse');
const link = `/#s=${encodeScenario(parsed.scenario)}`;

/** Paper sizes in PDF points (1/72 inch), portrait. */
const papers = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
} as const;

/** Text as the PDF and the page both hold it, without the spaces and line breaks where they differ. */
const squashed = (text: string) => text.replace(/\s+/g, '');

async function printed(page: Page, format: keyof typeof papers) {
  const pdf = await page.pdf({ format });
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const sizes = await Promise.all(
    Array.from({ length: document.numPages }, async (_, index) => {
      const viewport = (await document.getPage(index + 1)).getViewport({ scale: 1 });
      return { width: viewport.width, height: viewport.height };
    }),
  );
  const { items } = await extractTextItems(document);
  const text = items.map((pageItems) => pageItems.map((item) => item.str).join(' ')).join('\n');
  return { sizes, items, text };
}

/** Each caveat the page lists: its title and every paragraph of its text, including those folded inside. */
async function caveatsOnThePage(page: Page) {
  const list = page.getByRole('list', { name: 'Check before you commit' });
  return list.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => ({
      title: item.querySelector('summary')?.textContent ?? '',
      paragraphs: [...item.querySelectorAll('details p')].map((p) => p.textContent ?? ''),
    })),
  );
}

/** Text that stands (partly) beyond the paper's left or right edge, where the printer cuts it. */
function pastTheRightEdge(items: StructuredTextItem[][], width: number): string[] {
  return items
    .flat()
    .filter((item) => item.str.trim() !== '' && (item.x < 0 || item.x + item.width > width + 0.5))
    .map(
      (item) => `${item.str} (from ${item.x.toFixed(0)} to ${(item.x + item.width).toFixed(0)})`,
    );
}

test('the printed report carries every caveat with its text, no page chrome, and fits A4 and Letter', async ({
  page,
}) => {
  await page.goto(link);
  // A caveat's text arrives with its chunk once the page has started (its title is on the first view).
  await expect(
    page.getByRole('list', { name: 'Check before you commit' }).locator('details p').first(),
  ).toBeAttached();
  const caveats = await caveatsOnThePage(page);
  expect(caveats.length).toBeGreaterThanOrEqual(4);
  expect(caveats.some((caveat) => caveat.paragraphs.length > 1)).toBe(true);
  const pricesStatus = await page
    .getByText('The catalog’s defaults, in USD', { exact: true })
    .textContent();
  // The chart is drawn once it comes near the screen, as a reader scrolls to it.
  await page
    .getByRole('figure', { name: /utilization of each limit at every tier/ })
    .scrollIntoViewIfNeeded();
  await expect(page.locator('.headroom .chart-frame svg').first()).toBeVisible();

  for (const format of ['A4', 'Letter'] as const) {
    const report = await printed(page, format);
    // Portrait pages of the paper asked for (Chromium rounds a page to whole CSS pixels: within 1.5 pt).
    for (const size of report.sizes) {
      expect(Math.abs(size.width - papers[format].width), `${format} width`).toBeLessThan(1.5);
      expect(Math.abs(size.height - papers[format].height), `${format} height`).toBeLessThan(1.5);
    }
    const text = squashed(report.text);
    for (const caveat of caveats) {
      expect(text, `${format}: the caveat "${caveat.title}"`).toContain(squashed(caveat.title));
      for (const paragraph of caveat.paragraphs)
        expect(text, `${format}: the text of "${caveat.title}"`).toContain(squashed(paragraph));
    }
    // The scenario's table, whole: its last column and every workload's name.
    expect(text).toContain(squashed('Group size'));
    expect(text).toContain(squashed('Scoreboard broadcast to every spectator of the launch event'));
    expect(pastTheRightEdge(report.items, papers[format].width), format).toEqual([]);
    // No page chrome: the header's tools, the inputs' column (prices included) and the tabs.
    for (const chrome of [
      'Language',
      'Theme',
      'Undo',
      'Each workload is one way',
      pricesStatus ?? 'The catalog’s defaults',
      'Cut the bill',
    ])
      expect(report.text, `${format}: "${chrome}"`).not.toContain(chrome);
  }
});

test('the printed report draws the headroom chart never scrolled to, with the prices it used and the day it is printed', async ({
  page,
}) => {
  // Narrower than the two-column layout: the headroom chart sits below the fold, and the test never scrolls.
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto(link);
  const chart = page.locator('.headroom .chart-frame svg.recharts-surface');
  // Drawn once the page is idle, not only when scrolled near (src/components/useNearViewport.ts).
  await expect(chart).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const report = await printed(page, 'A4');
  const text = squashed(report.text);
  // The chart's own axis: its tick labels are drawn only in its SVG.
  expect(text).toContain(squashed('S1 ×1'));
  expect(text).toContain(squashed('P2 ×1,000'));
  expect(text).toContain(squashed('The prices this plan used'));
  expect(text).toContain(squashed('Standard_S1, per unit per day: $1.61, the catalog’s default'));
  expect(text).toContain(
    squashed(
      'The catalog’s defaults in USD, from third-party copies of the vendor’s price list seen in 2026',
    ),
  );
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date()),
  );
  expect(text).toContain(squashed(`Made on ${today}`));
});
