/**
 * Utilization of each limit of a tier, and how far the audience can grow before a limit is reached.
 *
 * Growing the audience by a factor k multiplies every workload's connections by k, and its senders by k
 * when its senders grow with the audience (its `growth`). A workload's inbound messages therefore grow with
 * k or stay; a broadcast's deliveries (senders x connections) grow with k^2 when both grow, k when only the
 * connections do; server connections stay as they are. Each limit is held as `constant + linear k + quadratic k^2`.
 */
import {
  busiestTableTerms,
  optimisticTableOf,
  routingSharePerMessage,
  type ReadingName,
} from './readings';
import type { TierCapacity } from '../guides/tiers';
import { secondsPerDay, type RoutingRule, type WorkloadFigures } from './workload';

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

/** One quantity as `constant + linear k + quadratic k^2` of the audience growth factor k. */
export interface LimitTerms {
  constant: number;
  linear: number;
  quadratic: number;
}

const zero = (): LimitTerms => ({ constant: 0, linear: 0, quadratic: 0 });

function addByPower(terms: LimitTerms, power: number, value: number): void {
  if (power === 0) terms.constant += value;
  else if (power === 1) terms.linear += value;
  else terms.quadratic += value;
}

/** A day's billed messages: its legs to a server grow with the senders, the rest with the deliveries. */
function addBilled(
  terms: LimitTerms,
  perDay: number,
  legsPerDay: number,
  deliveriesPower: number,
  sendersPower: number,
): void {
  addByPower(terms, deliveriesPower, perDay - legsPerDay);
  addByPower(terms, sendersPower, legsPerDay);
}

/** The scenario's load, summed over its workloads, split by how each part grows with the audience. */
export interface ScenarioLoad {
  clientConnections: number;
  /** App servers x hubs x server connections per hub, when they count against the quota. */
  serverConnections: number;
  inboundLoadBytesPerSecond: LimitTerms;
  outboundLoadBytesPerSecond: LimitTerms;
  billedMessagesPerDay: LimitTerms;
  /** The same with every message a whole 2 KB chunk (Web PubSub's conservative reading; SignalR's own rule). */
  wholeChunkBilledMessagesPerDay: LimitTerms;
  /**
   * Messages/s a routing table limits, added up by rule (send to connection, REST send to user, groups of one
   * size): what stays as the audience grows, and what grows with it.
   */
  routed: readonly RoutedLoad[];
}

export interface RoutedLoad {
  rule: Exclude<RoutingRule, { table: 'none' }>;
  constantMessagesPerSecond: number;
  linearMessagesPerSecond: number;
}

function routedKey(rule: Exclude<RoutingRule, { table: 'none' }>): string {
  return rule.table === 'group' ? `group ${rule.groupSize}` : rule.table;
}

export function scenarioLoad(
  figures: readonly WorkloadFigures[],
  serverConnections: number,
): ScenarioLoad {
  const load = {
    clientConnections: 0,
    serverConnections,
    inboundLoadBytesPerSecond: zero(),
    outboundLoadBytesPerSecond: zero(),
    billedMessagesPerDay: zero(),
    wholeChunkBilledMessagesPerDay: zero(),
  };
  const routed = new Map<string, RoutedLoad>();
  for (const workload of figures) {
    const sendersPower = workload.growth === 'connectionsAndSenders' ? 1 : 0;
    const deliveriesPower = sendersPower + (workload.fanOutFollowsConnections ? 1 : 0);
    load.clientConnections += workload.connections;
    addByPower(load.inboundLoadBytesPerSecond, sendersPower, workload.inboundLoadBytesPerSecond);
    addByPower(
      load.outboundLoadBytesPerSecond,
      deliveriesPower,
      workload.outboundLoadBytesPerSecond,
    );
    // The deliveries grow like the outbound; the leg to the app server (none for REST) like the senders.
    addBilled(
      load.billedMessagesPerDay,
      workload.billedMessagesPerDay,
      workload.serverLegMessagesPerSecond * workload.billedChunksPerMessage * secondsPerDay,
      deliveriesPower,
      sendersPower,
    );
    addBilled(
      load.wholeChunkBilledMessagesPerDay,
      workload.wholeChunkBilledMessagesPerDay,
      workload.serverLegMessagesPerSecond * workload.wholeChunksPerMessage * secondsPerDay,
      deliveriesPower,
      sendersPower,
    );
    const rule = workload.routing;
    if (rule.table !== 'none') {
      const key = routedKey(rule);
      let entry = routed.get(key);
      if (!entry) {
        entry = { rule, constantMessagesPerSecond: 0, linearMessagesPerSecond: 0 };
        routed.set(key, entry);
      }
      if (sendersPower === 1) entry.linearMessagesPerSecond += workload.routedMessagesPerSecond;
      else entry.constantMessagesPerSecond += workload.routedMessagesPerSecond;
    }
  }
  return { ...load, routed: [...routed.values()] };
}

export type TierTerms = Record<LimitName, LimitTerms | null>;

function scaled(terms: LimitTerms, divisor: number): LimitTerms {
  return {
    constant: terms.constant / divisor,
    linear: terms.linear / divisor,
    quadratic: terms.quadratic / divisor,
  };
}

/**
 * The routing limit's terms: sum over routed workloads of messages/s x their share per message (the optimistic
 * reading: the busiest table alone, since adding routing across tables is our assumption, not the guide's).
 */
export function routingTerms(
  load: ScenarioLoad,
  tier: TierCapacity,
  reading: ReadingName,
): LimitTerms {
  const owns = load.routed.map((routed) => {
    const share = routingSharePerMessage(routed.rule, tier, reading);
    return {
      constant: routed.constantMessagesPerSecond * share,
      linear: routed.linearMessagesPerSecond * share,
    };
  });
  // The optimistic reading does not add routing across tables: the busiest table alone.
  if (reading === 'optimistic') {
    return busiestTableTerms(
      owns.map((own, index) => ({
        ...own,
        table: optimisticTableOf(load.routed[index]!.rule, tier),
      })),
    );
  }
  let constant = 0;
  let linear = 0;
  for (const own of owns) {
    constant += own.constant;
    linear += own.linear;
  }
  return { constant, linear, quadratic: 0 };
}

/**
 * Each limit's share of the tier, by a reading of the guide, as terms of the growth factor:
 * (clients + server connections) / the connection quota; inbound load / echo's maximum inbound; outbound load
 * / broadcast's maximum outbound; sum over routed workloads of messages/s / their table's rate; billed / Free's quota.
 */
export function tierTerms(
  load: ScenarioLoad,
  tier: TierCapacity,
  reading: ReadingName = 'interpolated',
): TierTerms {
  const rates = reading === 'conservative' ? tier.ratesAtOrBelow : tier.rates;
  return {
    connections: {
      constant: load.serverConnections / tier.maxConnections,
      linear: load.clientConnections / tier.maxConnections,
      quadratic: 0,
    },
    inboundBandwidth: scaled(
      load.inboundLoadBytesPerSecond,
      rates.inbound * tier.benchmarkMessageBytes,
    ),
    outboundBandwidth: scaled(
      load.outboundLoadBytesPerSecond,
      rates.outbound * tier.benchmarkMessageBytes,
    ),
    routing: routingTerms(load, tier, reading),
    dailyMessages:
      tier.dailyMessageQuota === null
        ? null
        : scaled(billedTermsOf(load, reading), tier.dailyMessageQuota),
  };
}

/**
 * The billed messages a reading counts: whole 2 KB chunks per message by the conservative reading (Web PubSub's
 * billing page read per message), the service's own rule otherwise (the same on SignalR).
 */
export function billedTermsOf(load: ScenarioLoad, reading: ReadingName): LimitTerms {
  return reading === 'conservative'
    ? load.wholeChunkBilledMessagesPerDay
    : load.billedMessagesPerDay;
}

/** The value of `constant + linear k + quadratic k^2` at growth factor k. */
export function termsAt(terms: LimitTerms, growthFactor: number): number {
  return (
    terms.constant + terms.linear * growthFactor + terms.quadratic * growthFactor * growthFactor
  );
}

/** Utilization of every limit when the audience is grown by `growthFactor` (1 = as entered). */
export function utilizationAt(terms: TierTerms, growthFactor = 1): Utilization {
  const dailyMessages = terms.dailyMessages;
  return {
    connections: termsAt(terms.connections as LimitTerms, growthFactor),
    inboundBandwidth: termsAt(terms.inboundBandwidth as LimitTerms, growthFactor),
    outboundBandwidth: termsAt(terms.outboundBandwidth as LimitTerms, growthFactor),
    routing: termsAt(terms.routing as LimitTerms, growthFactor),
    dailyMessages: dailyMessages === null ? null : termsAt(dailyMessages, growthFactor),
  };
}

/** The headroom targets a recommended tier must stay within. */
export interface Thresholds {
  /** Throughput limits (inbound, outbound, routing): the current guide's Server Load advice, 70% by default. */
  targetUtilization: number;
  /** The connection quota (clients and server connections); 1 when the scenario sets none. */
  connectionTarget: number;
}

/**
 * The threshold a limit may reach in a recommended tier: the connection quota up to the connection target;
 * Free's daily messages are a hard limit (1); throughput limits stop at the headroom target.
 */
export function thresholdOf(limit: LimitName, thresholds: Thresholds): number {
  if (limit === 'connections') return thresholds.connectionTarget;
  if (limit === 'dailyMessages') return 1;
  return thresholds.targetUtilization;
}

/** Tolerance for rounding: a benchmark exactly at a table's value is at 100%, not 100.0000001%. */
export const utilizationEpsilon = 1e-9;

export interface LimitVerdict {
  binding: LimitName;
  /** Highest utilization / threshold over the limits: at most 1 when the tier fits. */
  pressure: number;
  fits: boolean;
  /** Every limit at most 100%: the tier works, even if above the headroom targets. */
  withinCapacity: boolean;
}

export function judge(utilization: Utilization, thresholds: Thresholds): LimitVerdict {
  // Unrolled over the five limits: this runs for every tier on every slider tick.
  const connectionPressure = utilization.connections / thresholds.connectionTarget;
  const dailyPressure = utilization.dailyMessages ?? 0;
  const throughput = Math.max(
    utilization.inboundBandwidth,
    utilization.outboundBandwidth,
    utilization.routing,
  );
  const throughputPressure = throughput / thresholds.targetUtilization;
  const pressure = Math.max(connectionPressure, dailyPressure, throughputPressure);
  let binding: LimitName;
  if (Math.max(connectionPressure, dailyPressure) >= throughputPressure) {
    binding = dailyPressure > connectionPressure ? 'dailyMessages' : 'connections';
  } else if (throughput === utilization.inboundBandwidth) binding = 'inboundBandwidth';
  else if (throughput === utilization.outboundBandwidth) binding = 'outboundBandwidth';
  else binding = 'routing';
  const highest = Math.max(utilization.connections, dailyPressure, throughput);
  return {
    binding,
    pressure,
    fits: pressure <= 1 + utilizationEpsilon,
    withinCapacity: highest <= 1 + utilizationEpsilon,
  };
}

/** Largest k with constant + linear k + quadratic k^2 <= threshold (0 when even k = 0 is above it). */
function growthToThreshold(terms: LimitTerms, threshold: number): number {
  const { constant, linear, quadratic } = terms;
  const room = threshold - constant;
  if (room < 0) return 0;
  if (quadratic > 0) {
    return (-linear + Math.sqrt(linear * linear + 4 * quadratic * room)) / (2 * quadratic);
  }
  return linear > 0 ? room / linear : Infinity;
}

/**
 * How many times the audience can grow (connections, and senders where they grow with it) before this tier
 * stops fitting: 1.5 means 50% more fits. Null when nothing grows (an empty scenario).
 * @example 20,000 connections on 30 units (30,000), connection target 1, nothing else binding -> 1.5
 */
export function growthHeadroom(terms: TierTerms, thresholds: Thresholds): number | null {
  let factor = Infinity;
  for (const limit of limitNames) {
    const limitTerms = terms[limit];
    if (limitTerms === null) continue;
    factor = Math.min(factor, growthToThreshold(limitTerms, thresholdOf(limit, thresholds)));
  }
  return Number.isFinite(factor) ? factor : null;
}
