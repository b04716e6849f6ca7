/**
 * Text in a hand-written SVG: escaped for XML, and wrapped to a width, since SVG text never wraps by itself. The
 * width of a line is estimated (no fonts are measured outside a browser): a Latin letter about 0.56 em, a CJK
 * character or a full-width sign 1 em. The estimate errs wide, so a wrapped line fits the card.
 */
import { xmlText } from '../../components/controlText';

/**
 * Text for the card's XML, in elements and quoted attributes alike: what XML cannot hold dropped (xmlText), and
 * the five characters XML gives a meaning as entities. Every piece of text the card writes goes through it.
 * @example escapeXml('Tom\'s <b> & "x"') // "Tom&#39;s &lt;b&gt; &amp; &quot;x&quot;"
 * @example escapeXml('Team chat\u0001') // "Team chat"
 */
export function escapeXml(text: string): string {
  return xmlText(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Characters a line may break after without a space: CJK scripts have no spaces between words. */
const wide = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** The estimated width of a text in em. */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const character of text) width += wide.test(character) ? 1 : 0.56;
  return width;
}

/** Pieces a line may break between: words with their following space, and each wide character alone. */
function breakablePieces(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const character of text) {
    if (wide.test(character)) {
      if (current) pieces.push(current);
      pieces.push(character);
      current = '';
    } else {
      current += character;
      if (character === ' ') {
        pieces.push(current);
        current = '';
      }
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * The text in lines no wider than `widthPx` at `fontSizePx`, at most `maxLines` (the last one ends in "…" when
 * the text is cut).
 * @example wrapText('Premium_P1 × 30 units per instance, in 2 regions', 200, 16, 3).length // 2
 */
export function wrapText(text: string, widthPx: number, fontSizePx: number, maxLines: number) {
  const widthEm = widthPx / fontSizePx;
  const lines: string[] = [];
  let line = '';
  for (const piece of breakablePieces(text)) {
    if (line && textWidthEm(line + piece.trimEnd()) > widthEm) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else {
      line += piece;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && textWidthEm(`${last}…`) > widthEm) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}
