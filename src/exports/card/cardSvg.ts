/**
 * The image card: the plan's answer and the headroom chart as one self-contained SVG, for wikis that show images
 * but forbid iframes (Confluence, GitHub and Azure DevOps wikis, MkDocs). Nothing is fetched or run when it is
 * opened: no script, no external font or image, every colour written in. The Embed dialog and
 * `signalr-sizing size --format svg` write this same text.
 */
import type { Plan } from '../../engine';
import { skuCatalog } from '../../engine';
import { formatCurrency } from '../../i18n/format';
import { pricesBasisShort } from '../../components/wording/pricesText';
import type { Translate } from '../../i18n/translate';
import { describeLimit } from '../../components/wording/describeLimit';
import { exportedUserText } from '../../components/userText';
import { deploymentLabel } from '../../components/wording/deploymentText';
import { headroomChart } from './cardChart';
import { cardColours, type CardColours, type CardTheme } from './cardTheme';
import { escapeXml, textWidthEm, wrapText } from './svgText';
import { limitStyles } from '../../components/charts/limitStyles';
import type { ChartedLimit } from '../../components/charts/headroomSeries';

export interface CardInput {
  plan: Plan;
  t: Translate;
  locale: string;
  theme: CardTheme;
  /** The live scenario (a share link): the card links to it where the viewer follows links. */
  shareUrl: string;
}

export const cardWidthPx = 720;
const padding = 24;
const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK JP', 'Noto Sans CJK KR', sans-serif";

/** The card's title: the scenario's name (isolated when it holds right-to-left text), or the catalog's. */
export function cardTitle(t: Translate, plan: Plan): string {
  const name = plan.scenario.name?.trim();
  const titled = { name: name ? exportedUserText(name) : t('card.untitled') };
  return t(plan.service === 'webPubSub' ? 'card.title.webPubSub' : 'card.title', titled);
}

/** The answer in sentences: what to deploy, what it costs a month, what binds it. Also the image's description. */
export function cardAnswer(t: Translate, locale: string, plan: Plan) {
  const { deployment, monthly, peak } = plan;
  if (plan.evaluation.workloads.length === 0) {
    return { headline: t('card.empty'), cost: null, prices: null, detail: null };
  }
  if (!deployment || !monthly || !peak) {
    return { headline: t('card.noFit'), cost: null, prices: null, detail: null };
  }
  return {
    headline: deploymentLabel(t, locale, deployment),
    cost: t('unit.perMonth', {
      value: formatCurrency(locale, monthly.totalUsd, plan.prices.currency),
    }),
    prices: pricesBasisShort(t, locale, plan.prices),
    detail: describeLimit(t, locale, peak.binding, peak),
  };
}

interface Lines {
  svg: string[];
  y: number;
}

function textLines(
  lines: Lines,
  content: string,
  fontSizePx: number,
  colour: string,
  options: { maxLines: number; weight?: number; gapPx?: number },
): void {
  const wrapped = wrapText(content, cardWidthPx - 2 * padding, fontSizePx, options.maxLines);
  for (const line of wrapped) {
    lines.y += fontSizePx * 1.3;
    lines.svg.push(
      `<text x="${padding}" y="${Math.round(lines.y)}" font-size="${fontSizePx}"${options.weight ? ` font-weight="${options.weight}"` : ''} fill="${colour}">${escapeXml(line)}</text>`,
    );
  }
  lines.y += options.gapPx ?? 0;
}

/** The legend: a line in each limit's colour and dash, then its name, wrapping to a new row when full. */
function legend(t: Translate, limits: ChartedLimit[], colours: CardColours, lines: Lines): void {
  const fontSizePx = 12;
  let x = padding;
  lines.y += 18;
  for (const limit of limits) {
    const label = t(`limit.${limit}`);
    const widthPx = 28 + textWidthEm(label) * fontSizePx + 18;
    if (x + widthPx > cardWidthPx - padding && x > padding) {
      x = padding;
      lines.y += 18;
    }
    const dash = limitStyles[limit].dash;
    lines.svg.push(
      `<line x1="${x}" y1="${lines.y - 4}" x2="${x + 22}" y2="${lines.y - 4}" stroke="${colours.series[limit]}" stroke-width="2"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`,
      `<text x="${x + 28}" y="${lines.y}" font-size="${fontSizePx}" fill="${colours.text}">${escapeXml(label)}</text>`,
    );
    x += widthPx;
  }
}

/** A link only to a web address: anything else (a bare fragment) is shown as text. */
function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The card as an SVG document, ending with a newline.
 * @example cardSvg({ plan: plan(chat), t, locale: 'en', theme: 'light', shareUrl }) // '<svg xmlns="http://www.w3.org/2000/svg" ...'
 */
export function cardSvg({ plan, t, locale, theme, shareUrl }: CardInput): string {
  const colours = cardColours[theme];
  const title = cardTitle(t, plan);
  const answer = cardAnswer(t, locale, plan);
  const lines: Lines = { svg: [], y: padding - 4 };
  textLines(lines, title, 18, colours.text, { maxLines: 1, weight: 700, gapPx: 4 });
  textLines(lines, answer.headline, 15, colours.text, { maxLines: 2, gapPx: 2 });
  if (answer.cost) textLines(lines, answer.cost, 24, colours.text, { maxLines: 1, weight: 700 });
  if (answer.prices) textLines(lines, answer.prices, 12, colours.muted, { maxLines: 1 });
  if (answer.detail) textLines(lines, answer.detail, 13, colours.muted, { maxLines: 2 });

  const chartBox = {
    x: padding + 40,
    y: lines.y + 40,
    width: cardWidthPx - 2 * padding - 40,
    height: 170,
  };
  const hasChart = plan.evaluation.workloads.length > 0;
  if (hasChart) {
    lines.svg.push(
      `<text x="${padding}" y="${Math.round(lines.y + 22)}" font-size="12" fill="${colours.muted}">${escapeXml(t('card.chart'))}</text>`,
    );
    const chart = headroomChart(plan, t, locale, colours, chartBox);
    lines.svg.push(chart.svg);
    lines.y = chartBox.y + chartBox.height + 20;
    legend(t, chart.limits, colours, lines);
  }

  lines.y += 26;
  const linkText = `${t('card.link')} ↗`;
  const link = `<text x="${padding}" y="${Math.round(lines.y)}" font-size="14" font-weight="600" fill="${colours.accent}" text-decoration="underline">${escapeXml(linkText)}</text>`;
  lines.svg.push(
    isWebAddress(shareUrl) ? `<a href="${escapeXml(shareUrl)}" target="_blank">${link}</a>` : link,
  );
  textLines(
    lines,
    t(plan.service === 'webPubSub' ? 'card.source.webPubSub' : 'card.source', {
      currency: skuCatalog.prices.currency,
      year: skuCatalog.prices.sourceDate,
    }),
    11,
    colours.muted,
    { maxLines: 2 },
  );

  const heightPx = Math.round(lines.y + padding - 4);
  const description = [answer.headline, answer.cost, answer.detail].filter(Boolean).join(' ');
  return `${[
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidthPx}" height="${heightPx}" viewBox="0 0 ${cardWidthPx} ${heightPx}" role="img" aria-labelledby="card-title card-description" font-family="${escapeXml(fontFamily)}" lang="${escapeXml(locale)}">`,
    `<title id="card-title">${escapeXml(title)}</title>`,
    `<desc id="card-description">${escapeXml(description)}</desc>`,
    `<rect x="0.5" y="0.5" width="${cardWidthPx - 1}" height="${heightPx - 1}" rx="8" fill="${colours.background}" stroke="${colours.border}"/>`,
    ...lines.svg,
    '</svg>',
  ].join('\n')}\n`;
}
