/**
 * The headroom chart drawn as plain SVG for the image card: the page's chart needs a browser (recharts measures
 * the DOM), a card is written in Node too. The same rows as the page's chart (headroomSeries: Free, Standard_S1
 * 1-100, Premium_P2 100-1,000, each limit's utilization of one instance), the headroom target, and the plan's
 * deployed tier marked (Premium_P1 drawn on its Standard_S1 twin, as the page does).
 */
import type { Plan, SkuId } from '../../engine';
import {
  chartedLimits,
  headroomSeries,
  utilizationAxisMax,
  type ChartedLimit,
  type HeadroomRow,
} from '../../components/charts/headroomSeries';
import { limitStyles } from '../../components/charts/limitStyles';
import { formatPercent } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import type { CardColours } from './cardTheme';
import { escapeXml } from './svgText';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Tiers named under the axis when the chart has them: its ends, and round unit counts between. */
const tickKeys = [
  'Free-1',
  'Standard_S1-10',
  'Standard_S1-50',
  'Standard_S1-100',
  'Premium_P2-500',
  'Premium_P2-1000',
];

const axisTicks = [0, 0.5, 1, 1.5];

const round = (value: number) => Math.round(value * 10) / 10;

function text(
  x: number,
  y: number,
  content: string,
  attributes: Record<string, string | number>,
): string {
  const rest = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
  return `<text x="${round(x)}" y="${round(y)}"${rest}>${escapeXml(content)}</text>`;
}

function tickLabel(t: Translate, tier: { sku: SkuId; units: number }): string {
  return tier.sku === 'Free'
    ? t('headroom.tick.Free')
    : t(`headroom.tick.${tier.sku}`, { units: tier.units });
}

/** The limits the chart draws: those with a load (a REST-only scenario has no connections to draw, say). */
function drawnLimits(rows: readonly HeadroomRow[]): ChartedLimit[] {
  return chartedLimits.filter((limit) => rows.some((row) => row.limits[limit].utilization > 0));
}

/**
 * The chart's SVG elements inside `box`, and the limits it drew (for the legend).
 * @example headroomChart(plan(chat), t, 'en', cardColours.light, { x: 56, y: 150, width: 640, height: 170 })
 */
export function headroomChart(
  plan: Plan,
  t: Translate,
  locale: string,
  colours: CardColours,
  box: Box,
): { svg: string; limits: ChartedLimit[] } {
  const series = headroomSeries(plan);
  const { rows } = series;
  const step = box.width / Math.max(rows.length, 1);
  const xOf = (index: number) => box.x + (index + 0.5) * step;
  const yOf = (share: number) => box.y + box.height * (1 - share / utilizationAxisMax);
  const bottom = box.y + box.height;
  const parts: string[] = [];

  for (const share of axisTicks) {
    const y = yOf(share);
    parts.push(
      `<line x1="${box.x}" y1="${round(y)}" x2="${box.x + box.width}" y2="${round(y)}" stroke="${colours.grid}" stroke-width="1"/>`,
      text(box.x - 6, y + 4, formatPercent(locale, share), {
        'font-size': 11,
        fill: colours.muted,
        'text-anchor': 'end',
      }),
    );
  }

  // Where one SKU's tiers end and the next one's begin.
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    if (previous && previous.sku !== row.sku) {
      const x = box.x + index * step;
      parts.push(
        `<line x1="${round(x)}" y1="${box.y}" x2="${round(x)}" y2="${bottom}" stroke="${colours.grid}" stroke-dasharray="2 3"/>`,
      );
    }
  });

  const target = series.targetUtilization;
  parts.push(
    `<line x1="${box.x}" y1="${round(yOf(target))}" x2="${box.x + box.width}" y2="${round(yOf(target))}" stroke="${colours.danger}" stroke-width="1.5" stroke-dasharray="6 4"/>`,
    text(
      box.x + box.width,
      yOf(target) - 4,
      t('headroom.target', { percent: formatPercent(locale, target) }),
      {
        'font-size': 11,
        fill: colours.danger,
        'text-anchor': 'end',
      },
    ),
  );

  // The row the page's chart marks: the deployed tier at its peak, Premium_P1 on its Standard_S1 twin.
  const deployedIndex = rows.findIndex((row) => row.key === series.recommendedKey);
  const deployed = plan.peak;
  if (deployedIndex >= 0) {
    const x = xOf(deployedIndex);
    parts.push(
      `<line x1="${round(x)}" y1="${box.y}" x2="${round(x)}" y2="${bottom}" stroke="${colours.accent}" stroke-width="2"/>`,
      text(x + 4, box.y + 11, t('card.deployed'), {
        'font-size': 11,
        'font-weight': 600,
        fill: colours.accent,
      }),
    );
  }

  const limits = drawnLimits(rows);
  for (const limit of limits) {
    const points = rows
      .map((row, index) => `${round(xOf(index))},${round(yOf(row.limits[limit].plotted))}`)
      .join(' ');
    const dash = limitStyles[limit].dash;
    parts.push(
      `<polyline points="${points}" fill="none" stroke="${colours.series[limit]}" stroke-width="2"${dash ? ` stroke-dasharray="${dash}"` : ''} stroke-linejoin="round"/>`,
    );
  }

  parts.push(
    `<line x1="${box.x}" y1="${bottom}" x2="${box.x + box.width}" y2="${bottom}" stroke="${colours.muted}" stroke-width="1"/>`,
  );
  rows.forEach((row, index) => {
    const isDeployed = index === deployedIndex;
    // The deployed tier's label wins over the round ones beside it, which it would overlap.
    const besideDeployed = deployedIndex >= 0 && Math.abs(index - deployedIndex) <= 2;
    if (!isDeployed && (!tickKeys.includes(row.key) || besideDeployed)) return;
    const x = xOf(index);
    parts.push(
      `<line x1="${round(x)}" y1="${bottom}" x2="${round(x)}" y2="${bottom + 4}" stroke="${colours.muted}"/>`,
      // The deployed tier by its own name: Premium_P1 is drawn on its Standard_S1 twin.
      text(x, bottom + 16, tickLabel(t, isDeployed && deployed ? deployed : row), {
        'font-size': 11,
        fill: isDeployed ? colours.accent : colours.muted,
        'font-weight': isDeployed ? 600 : 400,
        'text-anchor': 'middle',
      }),
    );
  });
  return { svg: parts.join('\n'), limits };
}
