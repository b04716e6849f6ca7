/** Markdown building blocks: user text made literal, tables, and the tiers worth showing in a report. */
import { escapeMarkdown, markdownDestination } from '../components/markdownText';
import type { Evaluation, SkuId } from '../engine';

export { escapeMarkdown };

export type ColumnAlign = 'left' | 'right';

/** A GFM table; cells must already be escaped. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly ColumnAlign[],
): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const rule = header.map((_, index) => (align[index] === 'right' ? '---:' : '---'));
  return [line(header), line(rule), ...rows.map(line)].join('\n');
}

/**
 * A link, or the text alone when the address is not http(s) or file (see markdownDestination).
 * @example markdownLink('Open', 'https://example.com/a (b)') // "[Open](https://example.com/a%20%28b%29)"
 */
export function markdownLink(text: string, url: string): string {
  const destination = markdownDestination(url);
  return destination === null ? escapeMarkdown(text) : `[${escapeMarkdown(text)}](${destination})`;
}

/** Tiers around the marked one on each side, in the catalog's order. */
const tiersBefore = 2;
const tiersAfter = 3;

/**
 * The tiers a report shows, as indices into evaluation.tiers in order: Free, Standard_S1 × 1, the first
 * Premium_P2 tier, the cheapest fitting tier of each SKU, and the tiers around the marked one (the plan's
 * deployed tier; the closest tier when none fits).
 * @example a deployment of Standard_S1 × 5 (index 5) -> [0, 1, 3, 4, 5, 6, 7, 8, 21, 41]
 */
export function reportTierIndices(
  evaluation: Evaluation,
  markedIndex = evaluation.recommended?.tierIndex ?? -1,
): number[] {
  const { tiers, noFit } = evaluation;
  const chosen = new Set<number>();
  const add = (index: number) => {
    if (index >= 0 && index < tiers.length) chosen.add(index);
  };
  const first = (sku: SkuId, fits = false) =>
    tiers.findIndex((tier) => tier.sku === sku && (!fits || tier.fits));
  add(first('Free'));
  add(tiers.findIndex((tier) => tier.sku === 'Standard_S1' && tier.units === 1));
  add(first('Premium_P2'));
  for (const sku of new Set(tiers.map((tier) => tier.sku))) add(first(sku, true));
  if (markedIndex >= 0) {
    for (let offset = -tiersBefore; offset <= tiersAfter; offset += 1) {
      add(markedIndex + offset);
    }
  } else if (noFit) {
    add(
      tiers.findIndex(
        (tier) => tier.sku === noFit.closest.sku && tier.units === noFit.closest.units,
      ),
    );
  }
  return [...chosen].sort((a, b) => a - b);
}
