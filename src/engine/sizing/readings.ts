/**
 * Where the guide is silent, and how each reading fills the gap.
 *
 * The guide measured groups of 1 member (send to connection, which the current edition says one connection per
 * group performs close to), 10 members (small groups) and connections / 10 members (big groups); and it printed
 * only some unit columns. Between those points it says nothing. Three readings fill the gap:
 * - interpolated (the engine's default): linear between unit columns; groups of 2-9 members log-interpolated
 *   between send to connection and small groups; groups of 10 or more routed like small groups, their fan-out
 *   paid in outbound bandwidth;
 * - optimistic: the same between columns; groups of 2-9 members at the better of the two measured rates;
 * - conservative: each tier at its printed column at or below its units (no credit for unmeasured units);
 *   groups of 2-9 at the worse of the two rates; groups between 10 and the big group's size limited by their
 *   deliveries, log-interpolated between the small-group and the big-group benchmarks.
 */
import type { CapacityRates, TierCapacity } from '../guides/tiers';
import type { RoutingRule } from './workload';

export type ReadingName = 'optimistic' | 'interpolated' | 'conservative';

/** The message rates a reading sizes a tier with. */
export function ratesOf(tier: TierCapacity, reading: ReadingName): CapacityRates {
  return reading === 'conservative' ? tier.ratesAtOrBelow : tier.rates;
}

/**
 * Deliveries per second a tier can route for groups of `groupSize` members, by the conservative reading:
 * log-interpolated between the small-group benchmark (10 members, 10 x its messages/s) and the big-group
 * benchmark (its members, its outbound messages/s).
 * @example 2019 unit 100, groups of 100 (small groups: 70,000 deliveries/s at 10 members; big groups: 200,000 at
 *   10,000 members): 70,000 x (200,000 / 70,000)^(1/3) = about 99,300 deliveries/s, so 993 messages/s
 */
export function groupDeliveriesCapacity(
  rates: CapacityRates,
  bigGroupMembers: number,
  groupSize: number,
): number {
  const smallDeliveries = 10 * rates.smallGroup;
  if (groupSize <= 10) return smallDeliveries;
  if (groupSize >= bigGroupMembers) return rates.bigGroupDeliveries;
  const share = Math.log(groupSize / 10) / Math.log(bigGroupMembers / 10);
  return Math.exp(
    Math.log(smallDeliveries) +
      (Math.log(rates.bigGroupDeliveries) - Math.log(smallDeliveries)) * share,
  );
}

function groupShare(
  rule: Extract<RoutingRule, { table: 'group' }>,
  tier: TierCapacity,
  reading: ReadingName,
): number {
  const rates = ratesOf(tier, reading);
  const { connection, smallGroup } = rates;
  const size = rule.groupSize;
  if (size >= 10) {
    const perMessage = 1 / smallGroup;
    if (reading !== 'conservative' || size === 10) return perMessage;
    const deliveries = groupDeliveriesCapacity(rates, tier.bigGroupMembersAtOrBelow, size);
    return Math.max(perMessage, size / deliveries);
  }
  if (size <= 1) return 1 / connection;
  switch (reading) {
    case 'interpolated':
      return 1 / (connection + (smallGroup - connection) * rule.smallGroupShare);
    case 'optimistic':
      return 1 / Math.max(connection, smallGroup);
    case 'conservative':
      return 1 / Math.min(connection, smallGroup);
  }
}

/**
 * The share of a tier's routing limit one message per second of a workload takes, by a reading:
 * 1 / the messages per second its routing table allows (send to connection, REST send to user, groups).
 * @example 2019 unit 1, send to connection: 1 / 1,000; groups of 10: 1 / 200
 */
export function routingSharePerMessage(
  rule: RoutingRule,
  tier: TierCapacity,
  reading: ReadingName,
): number {
  switch (rule.table) {
    case 'none':
      return 0;
    case 'connection':
      return 1 / ratesOf(tier, reading).connection;
    case 'restUser':
      return 1 / ratesOf(tier, reading).restUser;
    case 'group':
      return groupShare(rule, tier, reading);
  }
}

/**
 * The routing table the optimistic reading reads for a workload at a tier: send to connection, REST send to user,
 * or small groups; a group of 2 to 9 members reads the more favourable of send to connection and small groups
 * (routingSharePerMessage), a group of 1 send to connection. The optimistic reading adds the workloads of one table
 * and takes the busiest table alone (./utilization.ts, routingTerms).
 * @example optimisticTableOf({ table: 'group', groupSize: 1, smallGroupShare: 0 }, tier) // 'connection'
 */
export function optimisticTableOf(
  rule: Exclude<RoutingRule, { table: 'none' }>,
  tier: TierCapacity,
): 'connection' | 'restUser' | 'smallGroup' {
  if (rule.table !== 'group') return rule.table;
  if (rule.groupSize >= 10) return 'smallGroup';
  if (rule.groupSize <= 1) return 'connection';
  const { connection, smallGroup } = ratesOf(tier, 'optimistic');
  return smallGroup > connection ? 'smallGroup' : 'connection';
}

/**
 * The busiest table's routing terms by the optimistic reading: the routed workloads' terms added per table
 * (optimisticTableOf), the largest today. Two workloads through one table add up whatever their rules (groups of 10
 * and of 20, a group of 1 and send to connection); only adding across tables is our assumption.
 */
export function busiestTableTerms(
  owns: readonly { table: string; constant: number; linear: number }[],
): { constant: number; linear: number; quadratic: number } {
  const byTable = new Map<string, { constant: number; linear: number; quadratic: number }>();
  for (const { table, constant, linear } of owns) {
    const sum = byTable.get(table) ?? { constant: 0, linear: 0, quadratic: 0 };
    sum.constant += constant;
    sum.linear += linear;
    byTable.set(table, sum);
  }
  let busiest = { constant: 0, linear: 0, quadratic: 0 };
  for (const sum of byTable.values()) {
    if (sum.constant + sum.linear > busiest.constant + busiest.linear) busiest = sum;
  }
  return busiest;
}

/** How one reading routes a workload at a tier: what "Check our working" shows for the answer's reading. */
export interface RoutingReading {
  /** Messages per second the tier routes for the workload: 1 / `routingSharePerMessage`. */
  messagesPerSecond: number;
  /** The rates read: the printed column at or below the tier's units (least favourable), else interpolated. */
  rates: CapacityRates;
  atOrBelow: boolean;
  /**
   * Groups between 10 members and the big group, least favourable reading, where their deliveries bind: the
   * deliveries a second the tier carries for the group size (between the small-group benchmark's 10 x its rate and
   * the big group's deliveries at its members); null elsewhere.
   */
  deliveries: {
    perSecond: number;
    smallGroup: number;
    bigGroup: number;
    bigGroupMembers: number;
  } | null;
}

/**
 * The routing of one workload at a tier by one reading, with what it read.
 * @example current edition, Premium_P2 x 500, groups of 84, least favourable reading:
 *   { messagesPerSecond: 7,078, deliveries: { perSecond: 594,552, ... }, ... }: 2,599 msg/s take 36.7%, not 5.2%
 */
export function routingReadingOf(
  rule: Exclude<RoutingRule, { table: 'none' }>,
  tier: TierCapacity,
  reading: ReadingName,
): RoutingReading {
  const rates = ratesOf(tier, reading);
  const messagesPerSecond = 1 / routingSharePerMessage(rule, tier, reading);
  let deliveries: RoutingReading['deliveries'] = null;
  if (rule.table === 'group' && reading === 'conservative' && rule.groupSize > 10) {
    const bigGroupMembers = tier.bigGroupMembersAtOrBelow;
    const perSecond = groupDeliveriesCapacity(rates, bigGroupMembers, rule.groupSize);
    if (rule.groupSize / perSecond > 1 / rates.smallGroup) {
      deliveries = {
        perSecond,
        smallGroup: 10 * rates.smallGroup,
        bigGroup: rates.bigGroupDeliveries,
        bigGroupMembers,
      };
    }
  }
  return { messagesPerSecond, rates, atOrBelow: rates !== tier.rates, deliveries };
}

/** One routed load's share per message under each reading: [interpolated, optimistic, conservative]. */
export function routingSharesByReading(
  rule: Exclude<RoutingRule, { table: 'none' }>,
  tier: TierCapacity,
): readonly [number, number, number] {
  // Tiers are built once per edition and catalog, and a rule is its table and group size (the small-group
  // share follows from the size), so each tier remembers its shares: a slider tick re-reads 49 tiers x every
  // routed workload, almost always with sizes it has seen.
  let byRule = sharesCache.get(tier);
  if (!byRule) {
    byRule = new Map();
    sharesCache.set(tier, byRule);
  }
  const key = rule.table === 'group' ? rule.groupSize : rule.table;
  let shares = byRule.get(key);
  if (!shares) {
    // A group-size slider dragged end to end must not grow the memory without bound.
    if (byRule.size >= maxRememberedRules) byRule.clear();
    shares = computeSharesByReading(rule, tier);
    byRule.set(key, shares);
  }
  return shares;
}

const maxRememberedRules = 512;
const sharesCache = new WeakMap<
  TierCapacity,
  Map<number | string, readonly [number, number, number]>
>();

function computeSharesByReading(
  rule: Exclude<RoutingRule, { table: 'none' }>,
  tier: TierCapacity,
): readonly [number, number, number] {
  if (rule.table !== 'group' || rule.groupSize === 1 || rule.groupSize === 10) {
    const interpolated = routingSharePerMessage(rule, tier, 'interpolated');
    const conservative =
      tier.ratesAtOrBelow === tier.rates
        ? interpolated
        : routingSharePerMessage(rule, tier, 'conservative');
    return [interpolated, interpolated, conservative];
  }
  return [
    routingSharePerMessage(rule, tier, 'interpolated'),
    routingSharePerMessage(rule, tier, 'optimistic'),
    routingSharePerMessage(rule, tier, 'conservative'),
  ];
}

/** A silent point of the guide a tier's answer depends on. */
export type SilentPoint =
  | { kind: 'groupSize'; workloads: number[]; groupSize: number; lower: number; upper: number }
  /**
   * Groups bigger than the biggest the guide measured at the tier (its connections / 10 members): routed like small
   * groups by the other readings, held to that big group's deliveries a second by the conservative one.
   */
  | { kind: 'bigGroup'; workloads: number[]; groupSize: number; measured: number }
  | { kind: 'units'; units: number; lower: number; upper: number }
  /**
   * Web PubSub bills its outbound bytes divided in 2 KB; read per message, each message of these workloads would
   * count as whole 2 KB chunks (the conservative reading's bill).
   */
  | { kind: 'billedBytes'; workloads: number[] };
