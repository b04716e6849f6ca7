/**
 * Utilization of each limit of a tier, and how far the workload can grow before a limit is reached.
 * Growing a scenario by a factor k multiplies connections and senders by k, so every load grows by k,
 * except a broadcast's outbound traffic and billed messages, which grow by k^2 (more senders, each
 * reaching more connections). Each limit is therefore held as `linear * k + quadratic * k^2`.
 */
import type { TierCapacity } from './tiers';
import { routingCapacity, secondsPerDay, type WorkloadFigures } from './workload';

export const limitNames = [
  'connections',
  'inboundBandwidth',
  'outboundBandwidth',
  'routing',
  'dailyMessages',
] as const;
export type LimitName = (typeof limitNames)[number];

/** Utilization of each limit as a share of it (1 = the guide's maximum); null where the tier has no such limit. */
export type Utilization = Record<Exclude<LimitName, 'dailyMessages'>, number> & {
  dailyMessages: number | null;
};

/** The scenario's load, summed over its workloads, split by how each part grows. */
export interface ScenarioLoad {
  connections: number;
  inboundLoadBytesPerSecond: number;
  outboundLoadBytesPerSecondLinear: number;
  outboundLoadBytesPerSecondQuadratic: number;
  billedMessagesPerDayLinear: number;
  billedMessagesPerDayQuadratic: number;
  /** Message rates limited by the send-to-connection and REST send-to-user tables, summed. */
  connectionMessagesPerSecond: number;
  restUserMessagesPerSecond: number;
  /** Group workloads: each has its own capacity, between send to connection and small groups. */
  groups: readonly { messagesPerSecond: number; smallGroupShare: number }[];
}

export function scenarioLoad(figures: readonly WorkloadFigures[]): ScenarioLoad {
  const load = {
    connections: 0,
    inboundLoadBytesPerSecond: 0,
    outboundLoadBytesPerSecondLinear: 0,
    outboundLoadBytesPerSecondQuadratic: 0,
    billedMessagesPerDayLinear: 0,
    billedMessagesPerDayQuadratic: 0,
    connectionMessagesPerSecond: 0,
    restUserMessagesPerSecond: 0,
    groups: [] as { messagesPerSecond: number; smallGroupShare: number }[],
  };
  for (const workload of figures) {
    load.connections += workload.connections;
    load.inboundLoadBytesPerSecond += workload.inboundLoadBytesPerSecond;
    if (workload.fanOutFollowsConnections) {
      load.outboundLoadBytesPerSecondQuadratic += workload.outboundLoadBytesPerSecond;
      // The deliveries grow with k^2, the leg to the app server (none for REST) with k.
      const legPerDay =
        workload.serverLegMessagesPerSecond * workload.billedChunksPerMessage * secondsPerDay;
      load.billedMessagesPerDayQuadratic += workload.billedMessagesPerDay - legPerDay;
      load.billedMessagesPerDayLinear += legPerDay;
    } else {
      load.outboundLoadBytesPerSecondLinear += workload.outboundLoadBytesPerSecond;
      load.billedMessagesPerDayLinear += workload.billedMessagesPerDay;
    }
    const { routing, inboundMessagesPerSecond } = workload;
    if (routing.table === 'connection')
      load.connectionMessagesPerSecond += inboundMessagesPerSecond;
    else if (routing.table === 'restUser')
      load.restUserMessagesPerSecond += inboundMessagesPerSecond;
    else if (routing.table === 'group') {
      load.groups.push({
        messagesPerSecond: inboundMessagesPerSecond,
        smallGroupShare: routing.smallGroupShare,
      });
    }
  }
  return load;
}

/** One limit as `linear * k + quadratic * k^2`, already divided by the tier's capacity. */
export interface LimitTerms {
  linear: number;
  quadratic: number;
}

export type TierTerms = Record<LimitName, LimitTerms | null>;

/**
 * Each limit's share of the tier at growth factor 1, split into its linear and quadratic parts.
 * connections / (1,000 x units); inbound load / echo's maximum inbound; outbound load / broadcast's
 * maximum outbound; sum over routed workloads of message rate / own table's rate; billed / Free's quota.
 */
export function tierTerms(load: ScenarioLoad, tier: TierCapacity): TierTerms {
  let routingShare =
    load.connectionMessagesPerSecond / tier.connection.value +
    load.restUserMessagesPerSecond / tier.restUser.value;
  for (const group of load.groups) {
    routingShare +=
      group.messagesPerSecond /
      routingCapacity({ table: 'group', smallGroupShare: group.smallGroupShare }, tier);
  }
  return {
    connections: { linear: load.connections / tier.maxConnections, quadratic: 0 },
    inboundBandwidth: {
      linear: load.inboundLoadBytesPerSecond / tier.maxInboundBytesPerSecond,
      quadratic: 0,
    },
    outboundBandwidth: {
      linear: load.outboundLoadBytesPerSecondLinear / tier.maxOutboundBytesPerSecond,
      quadratic: load.outboundLoadBytesPerSecondQuadratic / tier.maxOutboundBytesPerSecond,
    },
    routing: { linear: routingShare, quadratic: 0 },
    dailyMessages:
      tier.dailyMessageQuota === null
        ? null
        : {
            linear: load.billedMessagesPerDayLinear / tier.dailyMessageQuota,
            quadratic: load.billedMessagesPerDayQuadratic / tier.dailyMessageQuota,
          },
  };
}

function at(terms: LimitTerms, growthFactor: number): number {
  return terms.linear * growthFactor + terms.quadratic * growthFactor * growthFactor;
}

/** Utilization of every limit when the scenario is grown by `growthFactor` (1 = as entered). */
export function utilizationAt(terms: TierTerms, growthFactor = 1): Utilization {
  const dailyMessages = terms.dailyMessages;
  return {
    connections: at(terms.connections as LimitTerms, growthFactor),
    inboundBandwidth: at(terms.inboundBandwidth as LimitTerms, growthFactor),
    outboundBandwidth: at(terms.outboundBandwidth as LimitTerms, growthFactor),
    routing: at(terms.routing as LimitTerms, growthFactor),
    dailyMessages: dailyMessages === null ? null : at(dailyMessages, growthFactor),
  };
}

/**
 * The threshold a limit may reach in a recommended tier: connections and Free's daily messages are hard
 * limits (1); throughput limits stop at the headroom target (the current guide: keep Server Load under 70%).
 */
export function thresholdOf(limit: LimitName, targetUtilization: number): number {
  return limit === 'connections' || limit === 'dailyMessages' ? 1 : targetUtilization;
}

/** Tolerance for rounding: a benchmark exactly at a table's value is at 100%, not 100.0000001%. */
export const utilizationEpsilon = 1e-9;

export interface LimitVerdict {
  binding: LimitName;
  /** Highest utilization / threshold over the limits: at most 1 when the tier fits. */
  pressure: number;
  fits: boolean;
  /** Every limit at most 100%: the tier works, even if above the headroom target. */
  withinCapacity: boolean;
}

export function judge(utilization: Utilization, targetUtilization: number): LimitVerdict {
  // Unrolled over the five limits: this runs for every tier on every slider tick.
  const hardPressure = Math.max(utilization.connections, utilization.dailyMessages ?? 0);
  const throughput = Math.max(
    utilization.inboundBandwidth,
    utilization.outboundBandwidth,
    utilization.routing,
  );
  const throughputPressure = throughput / targetUtilization;
  const pressure = Math.max(hardPressure, throughputPressure);
  let binding: LimitName;
  if (hardPressure >= throughputPressure) {
    binding =
      utilization.dailyMessages !== null && utilization.dailyMessages > utilization.connections
        ? 'dailyMessages'
        : 'connections';
  } else if (throughput === utilization.inboundBandwidth) binding = 'inboundBandwidth';
  else if (throughput === utilization.outboundBandwidth) binding = 'outboundBandwidth';
  else binding = 'routing';
  return {
    binding,
    pressure,
    fits: pressure <= 1 + utilizationEpsilon,
    withinCapacity: Math.max(hardPressure, throughput) <= 1 + utilizationEpsilon,
  };
}

/** Largest k with linear * k + quadratic * k^2 <= threshold. */
function growthToThreshold(terms: LimitTerms, threshold: number): number {
  const { linear, quadratic } = terms;
  if (quadratic > 0) {
    return (-linear + Math.sqrt(linear * linear + 4 * quadratic * threshold)) / (2 * quadratic);
  }
  return linear > 0 ? threshold / linear : Infinity;
}

/**
 * How many times the scenario can grow (connections and senders together) before this tier stops
 * fitting: 1.5 means 50% more fits. Null when nothing grows (an empty scenario).
 * @example 20,000 connections on 30 units (30,000) with nothing else binding -> 1.5
 */
export function growthHeadroom(terms: TierTerms, targetUtilization: number): number | null {
  let factor = Infinity;
  for (const limit of limitNames) {
    const limitTerms = terms[limit];
    if (limitTerms === null) continue;
    factor = Math.min(factor, growthToThreshold(limitTerms, thresholdOf(limit, targetUtilization)));
  }
  return Number.isFinite(factor) ? factor : null;
}
