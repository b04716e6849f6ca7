/**
 * Figures on screen, at a phone's widths and a desktop's, in the languages that group digits with ",", "." and
 * no-break spaces:
 * - a figure never breaks inside itself: an 8-digit cost once read "$15,909,0" over "80 per month" in the
 *   recommendation's cost tile, and "6.728.46" over "9 $" in the bar on a German phone;
 * - on a phone the sticky summary bar never hides the field being typed in (WCAG 2.2 Focus Not Obscured): tabbing
 *   through the composer left a third of the focus stops behind it, and a long headline made it six lines tall.
 */
import type { Page } from '@playwright/test';
import { parseScenario, type ScenarioInput } from '../../src/engine';
import { expect, test } from './fixtures';
import { encodeScenario } from './links';

function link(input: ScenarioInput, lang: string): string {
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new Error('the scenario does not parse');
  return `/#s=${encodeScenario(parsed.scenario)}&lang=${lang}`;
}

/** A million chat clients in groups of 100 sending 100 KB a second: $13,380,900 a month. */
const eightDigits: ScenarioInput = {
  version: 2,
  workloads: [
    {
      name: 'Rooms',
      pattern: 'group',
      connections: 1_000_000,
      senders: 1000,
      messageBytes: 102_400,
      sendIntervalSeconds: 1,
      groupSize: 100,
    },
  ],
};

/** A long headline: a million echo clients on Premium_P2 in each of three regions. */
const longHeadline: ScenarioInput = {
  version: 2,
  workloads: [
    {
      name: 'Everyone',
      pattern: 'echo',
      connections: 1_000_000,
      senders: 1000,
      messageBytes: 2048,
      sendIntervalSeconds: 1,
    },
  ],
  loadProfile: Array.from({ length: 24 }, (_, hour) => (hour > 7 && hour < 19 ? 1 : 0.3)),
  replicas: { count: 2, sizing: 'split' },
};

/**
 * Every figure in the page's visible text that is laid out over more than one line: a number with its grouping
 * (",", ".", no-break spaces) and a currency sign or code glued to it.
 */
function brokenFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const figure =
      /[$€£¥₩]?\d(?:[\d.,\u00a0\u202f]*\d)?(?:[\u00a0\u202f](?:\$|€|USD|EUR|zł|円|원))?/g;
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(figure)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.bottom)),
        );
        if (lines.size > 1) broken.push(`${match[0]} in “${node.parentElement?.textContent}”`);
      }
    }
    return broken;
  });
}

for (const lang of ['en', 'de', 'pl', 'ja'] as const) {
  test(`an 8-digit cost stays on one line at 320, 390 and 1440 px (${lang})`, async ({ page }) => {
    for (const width of [320, 390, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('about:blank');
      await page.goto(link(eightDigits, lang));
      const cost = page.locator('.metric-tile .metric-value').first();
      await expect(cost).toHaveText(/13.380.900/);
      // The cost tile's figure is one box on one line, not two fragments.
      expect(await cost.evaluate((element) => element.getClientRects().length), `${width} px`).toBe(
        1,
      );
      expect(await brokenFigures(page), `${width} px`).toEqual([]);
      // Kept whole, no figure pushes the page sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `${width} px`,
      ).toBeLessThanOrEqual(0);
    }
  });
}

for (const [lang, bar] of [
  ['en', 'Current answer'],
  ['de', 'Aktuelles Ergebnis'],
] as const) {
  test(`on a phone, no field tabbed to in the composer is behind the summary bar (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link(longHeadline, lang));
    const summary = page.getByRole('complementary', { name: bar });
    await expect(summary).toContainText('Premium_P2');
    // Compact: the headline takes two lines at most, so the bar stays well under a sixth of the screen...
    const height = await summary.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(844 / 6);
    // From the first workload's name on, as a keyboard user goes through the composer.
    await page.getByRole('textbox').first().focus();
    const hidden: string[] = [];
    for (let stop = 0; stop < 40; stop += 1) {
      const covered = await page.evaluate(() => {
        const focused = document.activeElement;
        const barBox = document.querySelector('.summary-bar');
        if (!focused || focused === document.body || !barBox || barBox.contains(focused))
          return null;
        const rect = focused.getBoundingClientRect();
        const barTop = barBox.getBoundingClientRect().top;
        return rect.bottom > barTop
          ? `${focused.tagName} ${focused.getAttribute('aria-label') ?? focused.id}: ${Math.round(rect.bottom)} > ${Math.round(barTop)}`
          : null;
      });
      if (covered) hidden.push(covered);
      await page.keyboard.press('Tab');
    }
    expect(hidden).toEqual([]);
  });
}
