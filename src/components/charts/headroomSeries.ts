/**
 * Turns a plan into the headroom chart's rows: one per charted tier (Free, Standard_S1, Premium_P2) of one of
 * the deployment's instances, each limit's utilization as the engine computed it, the value drawn (clipped to the
 * axis) and the absolute load against the tier's capacity for the tooltip and the table. The tier the plan
 * deploys (at its peak hour) is the one marked.
 */
import {
  skuIds,
  type Evaluation,
  type LimitName,
  type Plan,
  type SkuId,
  type TierEvaluation,
} from '../../engine';

/** The limits drawn as series; Free's daily messages only appear in the tooltip and the table. */
export const chartedLimits = [
  'connections',
  'inboundBandwidth',
  'outboundBandwidth',
  'routing',
] as const;
export type ChartedLimit = (typeof chartedLimits)[number];

/** Premium_P1 has Standard_S1's capacities at the same units: charting it would draw the same points twice. */
export const chartedSkus: readonly SkuId[] = ['Free', 'Standard_S1', 'Premium_P2'];

/** Top of the utilization axis (150%): larger values are drawn there and the tooltip tells the real one. */
export const utilizationAxisMax = 1.5;

export type LoadKind = 'connections' | 'bytesPerSecond' | 'messagesPerDay';

export interface LimitReading {
  /** Share of the limit, as the engine computed it (1 = 100%). */
  utilization: number;
  /** The value drawn: the utilization, at most the top of the axis. */
  plotted: number;
  clipped: boolean;
  /** Absolute load against the tier's capacity, where the limit has one unit (routing sums shares of several tables). */
  absolute: { kind: LoadKind; load: number; capacity: number } | null;
}

export interface HeadroomRow {
  /** Stable category of the x axis: `Standard_S1-20`. */
  key: string;
  sku: SkuId;
  units: number;
  recommended: boolean;
  fits: boolean;
  binding: LimitName;
  limits: Record<ChartedLimit, LimitReading>;
  /** Free's hard quota of messages a day; null for the tiers that bill extra messages instead. */
  dailyMessages: LimitReading | null;
}

export interface HeadroomSeries {
  rows: HeadroomRow[];
  /** The key of the row that stands for the recommendation, or null when nothing fits. */
  recommendedKey: string | null;
  /** Set when Premium_P1 is recommended: the chart shows its Standard_S1 twin. */
  twin: { sku: SkuId; units: number } | null;
  /** The ends of the range where they differ from the recommendation (charted stand-ins), else null. */
  rangeKeys: { optimistic: string | null; conservative: string | null };
  targetUtilization: number;
  connectionTarget: number;
}

export function tierKey(sku: SkuId, units: number): string {
  return `${sku}-${units}`;
}

/**
 * The tier a key stands for, the inverse of tierKey; null for a key no tier has. The chart's axis labels
 * read it, so their formatter does not change (and redraw the axis) every time the series does.
 * @example tierOfKey('Standard_S1-20') // { sku: 'Standard_S1', units: 20 }
 */
export function tierOfKey(key: string): { sku: SkuId; units: number } | null {
  const sku = skuIds.find((id) => key.startsWith(`${id}-`));
  const units = sku ? Number(key.slice(sku.length + 1)) : NaN;
  return sku && Number.isInteger(units) && units > 0 ? { sku, units } : null;
}

function reading(utilization: number, absolute: LimitReading['absolute']): LimitReading {
  return {
    utilization,
    plotted: Math.min(utilization, utilizationAxisMax),
    clipped: utilization > utilizationAxisMax,
    absolute,
  };
}

function rowOf(tier: TierEvaluation, evaluation: Evaluation, recommended: boolean): HeadroomRow {
  const { totals } = evaluation;
  const { capacity, utilization } = tier;
  const quota = capacity.dailyMessageQuota;
  return {
    key: tierKey(tier.sku, tier.units),
    sku: tier.sku,
    units: tier.units,
    recommended,
    fits: tier.fits,
    binding: tier.binding,
    limits: {
      connections: reading(utilization.connections, {
        kind: 'connections',
        load: totals.connections + tier.serverConnections,
        capacity: capacity.maxConnections,
      }),
      inboundBandwidth: reading(utilization.inboundBandwidth, {
        kind: 'bytesPerSecond',
        load: totals.inboundLoadBytesPerSecond,
        capacity: capacity.maxInboundBytesPerSecond,
      }),
      outboundBandwidth: reading(utilization.outboundBandwidth, {
        kind: 'bytesPerSecond',
        load: totals.outboundLoadBytesPerSecond,
        capacity: capacity.maxOutboundBytesPerSecond,
      }),
      routing: reading(utilization.routing, null),
    },
    dailyMessages:
      utilization.dailyMessages === null || quota === null
        ? null
        : reading(utilization.dailyMessages, {
            kind: 'messagesPerDay',
            load: totals.billedMessagesPerDay,
            capacity: quota,
          }),
  };
}

/** The charted tier that stands for a tier: itself, or Standard_S1 for Premium_P1. */
function chartedStandIn(
  tier: { sku: SkuId; units: number } | null,
): { sku: SkuId; units: number } | null {
  if (!tier) return null;
  if (tier.sku === 'Premium_P1') return { sku: 'Standard_S1', units: tier.units };
  return { sku: tier.sku, units: tier.units };
}

function standInKey(tier: { sku: SkuId; units: number } | null): string | null {
  const standIn = chartedStandIn(tier);
  return standIn ? tierKey(standIn.sku, standIn.units) : null;
}

/**
 * Rows for the headroom chart and its table, in the engine's tier order: the tiers of one instance of the
 * deployment (the whole scenario when it runs on one), the deployed tier at its peak marked.
 * @example headroomSeries(planOf(evaluate(teamChat))).rows.find((row) => row.recommended)?.key // "Standard_S1-40"
 */
export function headroomSeries(planned: Plan): HeadroomSeries {
  const evaluation = planned.instanceEvaluation;
  const deployed = planned.peak;
  const standIn = chartedStandIn(deployed);
  const recommendedKey = standIn ? tierKey(standIn.sku, standIn.units) : null;
  const rows = evaluation.tiers
    .filter((tier) => chartedSkus.includes(tier.sku))
    .map((tier) => rowOf(tier, evaluation, tierKey(tier.sku, tier.units) === recommendedKey));
  const twin =
    deployed?.sku === 'Premium_P1' && standIn ? { sku: standIn.sku, units: standIn.units } : null;
  const endKey = (end: { sku: SkuId; unitsPerInstance: number } | null) => {
    const key = standInKey(end && { sku: end.sku, units: end.unitsPerInstance });
    return key === recommendedKey ? null : key;
  };
  return {
    rows,
    recommendedKey,
    twin,
    rangeKeys: {
      optimistic: endKey(planned.range.optimistic),
      conservative: endKey(planned.range.conservative),
    },
    targetUtilization: evaluation.thresholds.targetUtilization,
    connectionTarget: evaluation.thresholds.connectionTarget,
  };
}

/** The unit range charted per SKU, in chart order: Free 1-1, Standard_S1 1-100, Premium_P2 100-1,000. */
export function chartedRanges(
  rows: readonly HeadroomRow[],
): { sku: SkuId; fromUnits: number; toUnits: number }[] {
  const ranges: { sku: SkuId; fromUnits: number; toUnits: number }[] = [];
  for (const row of rows) {
    const range = ranges.find((candidate) => candidate.sku === row.sku);
    if (!range) ranges.push({ sku: row.sku, fromUnits: row.units, toUnits: row.units });
    else {
      range.fromUnits = Math.min(range.fromUnits, row.units);
      range.toUnits = Math.max(range.toUnits, row.units);
    }
  }
  return ranges;
}

export interface LimitShare {
  limit: LimitName;
  utilization: number;
}

/**
 * The deployed tier in words: the binding limit first, then the other limits in the chart's order
 * (Free's daily messages last). Null when nothing fits.
 */
export function recommendationSummary(
  recommended: Pick<TierEvaluation, 'utilization' | 'binding'> | null,
): { binding: LimitShare; others: LimitShare[] } | null {
  if (!recommended) return null;
  const { utilization, binding } = recommended;
  const all: LimitShare[] = chartedLimits.map((limit) => ({
    limit,
    utilization: utilization[limit],
  }));
  if (utilization.dailyMessages !== null) {
    all.push({ limit: 'dailyMessages', utilization: utilization.dailyMessages });
  }
  const bindingShare = all.find((share) => share.limit === binding) ?? {
    limit: binding,
    utilization: 0,
  };
  return { binding: bindingShare, others: all.filter((share) => share.limit !== binding) };
}
