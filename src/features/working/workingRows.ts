/**
 * "Check our working": each workload's figures next to the guide's cells it is compared with, at the tier the
 * plan deploys (one instance's share of the load when it deploys several; or, when nothing fits, the closest
 * tier), and its share of each limit there, read as the answer read the guide where it is silent (the tier's
 * `sizedWith`: the same evaluation, never a second reading). Pure: the panel only draws what this returns.
 */
import {
  bandwidthLimitsOf,
  defaultGroupSize,
  routingReadingOf,
  usedWorkload,
  type LimitName,
  type Plan,
  type ReadingName,
  type RoutingReading,
  type Scenario,
  type TierEvaluation,
  type Workload,
  type WorkloadFigures,
} from '../../engine';

type CapacityCell = TierEvaluation['capacity']['inbound'];

/** A workload's share of each limit of one tier (1 = the whole limit); null where the limit does not apply. */
export type WorkloadShares = Record<Exclude<LimitName, 'routing' | 'dailyMessages'>, number> & {
  routing: number | null;
  dailyMessages: number | null;
};

/** The reading a workload's routing was sized by, and what it read. */
interface RoutingRead {
  /** The answer's reading of the routing at this tier (`TierEvaluation.sizedWith.routing`). */
  readingName: ReadingName;
  reading: RoutingReading;
  capacityMessagesPerSecond: number;
}

/** Which routing table(s) a workload was compared with, and the capacity read from them. */
export type RoutingWorking =
  | ({ kind: 'connection' | 'restUser'; cell: CapacityCell } & RoutingRead)
  | ({
      kind: 'group';
      groupSize: number;
      /** 0 at 1 member (send to connection), 1 at 10 members or more (small groups): log10(groupSize). */
      smallGroupShare: number;
      connectionCell: CapacityCell;
      smallGroupCell: CapacityCell;
    } & RoutingRead);

export interface WorkloadWorking {
  index: number;
  workload: Workload;
  figures: WorkloadFigures;
  shares: WorkloadShares;
  routing: RoutingWorking | null;
}

export interface Working {
  /** The tier every workload is compared with, at the whole composed peak. */
  tier: TierEvaluation;
  /** True for the tier the plan deploys, false for the closest tier when nothing fits. */
  recommended: boolean;
  rows: WorkloadWorking[];
}

/**
 * One workload's share of each limit of a tier, as the tier's utilization read it: connections / max connections,
 * inbound load / echo's maximum inbound, outbound load / broadcast's maximum outbound, its message rate / its own
 * routing capacity, billed messages / Free's daily quota. The shares of all workloads add up to the tier's
 * utilization (by the most favourable reading the routing is the busiest table's alone).
 * @example 2019 echo, 1,000 senders x 2,048 B every 1 s at Standard_S1 x 1
 *   -> { connections: 1, inboundBandwidth: 1 (of 2,048,000 B/s), outboundBandwidth: 0.5, routing: null }
 */
export function workloadShares(figures: WorkloadFigures, tier: TierEvaluation): WorkloadShares {
  const { capacity } = tier;
  const bandwidth = bandwidthLimitsOf(tier);
  const routing = figures.routing;
  return {
    connections: figures.connections / capacity.maxConnections,
    inboundBandwidth: figures.inboundLoadBytesPerSecond / bandwidth.maxInboundBytesPerSecond,
    outboundBandwidth: figures.outboundLoadBytesPerSecond / bandwidth.maxOutboundBytesPerSecond,
    // A routed message over 2 KB counts as its size / 2,048 of the table's messages (routedMessagesPerSecond).
    routing:
      routing.table === 'none'
        ? null
        : figures.routedMessagesPerSecond /
          routingReadingOf(routing, capacity, tier.sizedWith.routing).messagesPerSecond,
    dailyMessages:
      capacity.dailyMessageQuota === null
        ? null
        : figures.billedMessagesPerDay / capacity.dailyMessageQuota,
  };
}

/** The routing cells a workload reads at a tier, by the answer's reading; null for the patterns no routing table limits. */
export function routingWorking(
  workload: Workload,
  figures: WorkloadFigures,
  tier: TierEvaluation,
): RoutingWorking | null {
  const rule = figures.routing;
  if (rule.table === 'none') return null;
  const { capacity } = tier;
  const readingName = tier.sizedWith.routing;
  const reading = routingReadingOf(rule, capacity, readingName);
  const read: RoutingRead = {
    readingName,
    reading,
    capacityMessagesPerSecond: reading.messagesPerSecond,
  };
  switch (rule.table) {
    case 'connection':
      return { kind: 'connection', cell: capacity.connection, ...read };
    case 'restUser':
      return { kind: 'restUser', cell: capacity.restUser, ...read };
    case 'group':
      return {
        kind: 'group',
        groupSize: workload.groupSize ?? defaultGroupSize,
        smallGroupShare: rule.smallGroupShare,
        connectionCell: capacity.connection,
        smallGroupCell: capacity.smallGroup,
        ...read,
      };
  }
}

/**
 * The unit column a cell is read at: its own (interpolated between printed columns), or, by the least favourable
 * reading, the printed column at or below it.
 * @example columnRead(unit 8's echo cell, interpolated between 2 and 10, true) // 2
 */
export function columnRead(cell: CapacityCell, atOrBelow: boolean): number {
  return atOrBelow && cell.interpolated ? (cell.fromUnits[0] ?? cell.guideUnits) : cell.guideUnits;
}

/**
 * The tier to compare with: the one the plan deploys (the per-instance tier, read at the whole composed peak),
 * else the closest; null for an empty scenario.
 */
export function comparisonTier(
  planned: Plan,
): { tier: TierEvaluation; recommended: boolean } | null {
  const { evaluation, instanceEvaluation, peak } = planned;
  if (evaluation.workloads.length === 0) return null;
  if (peak) {
    const tier = instanceEvaluation.tiers.find(
      (candidate) => candidate.sku === peak.sku && candidate.units === peak.units,
    );
    return tier ? { tier, recommended: true } : null;
  }
  const { noFit, tiers } = evaluation;
  if (!noFit) return null;
  const closest = tiers.find(
    (tier) => tier.sku === noFit.closest.sku && tier.units === noFit.closest.units,
  );
  return closest ? { tier: closest, recommended: false } : null;
}

/** Every workload's working at the comparison tier (one instance's share of it); null for an empty scenario. */
export function workingOf(scenario: Scenario, planned: Plan): Working | null {
  const comparison = comparisonTier(planned);
  if (!comparison) return null;
  const { tier } = comparison;
  const evaluation = comparison.recommended ? planned.instanceEvaluation : planned.evaluation;
  const rows: WorkloadWorking[] = [];
  evaluation.workloads.forEach((figures, index) => {
    const asSet = scenario.workloads[index];
    if (!asSet) return;
    // The formulas show the values the engine used (senders and group size at most the connections).
    const workload = usedWorkload(asSet);
    rows.push({
      index,
      workload,
      figures,
      shares: workloadShares(figures, tier),
      routing: routingWorking(workload, figures, tier),
    });
  });
  return { ...comparison, rows };
}
