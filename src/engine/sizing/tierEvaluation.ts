/** Every tier's utilization under each reading of the guide, its verdict and its cost. */
import { monthlyCost, type MonthlyCost, type Prices } from '../billing/cost';
import type { SkuId } from '../guides/guideSchema';
import {
  busiestTableTerms,
  optimisticTableOf,
  routingSharesByReading,
  type ReadingName,
} from './readings';
import type { GuideReading } from '../scenario/scenario';
import { readsPrintedColumns, type TierCapacity } from '../guides/tiers';
import {
  billedTermsOf,
  growthHeadroom,
  judge,
  type LimitName,
  type LimitTerms,
  type ScenarioLoad,
  type Thresholds,
  type TierTerms,
  type Utilization,
} from './utilization';

export interface TierEvaluation {
  sku: SkuId;
  units: number;
  capacity: TierCapacity;
  /** Utilization under the reading that sizes the recommendation (the scenario's `guideReading`). */
  utilization: Utilization;
  binding: LimitName;
  fits: boolean;
  /** Every limit at most 100% (the tier works, even if above the headroom targets). */
  withinCapacity: boolean;
  cost: MonthlyCost;
  /** Times the audience can grow before this tier stops fitting; null for an empty scenario. */
  growthHeadroom: number | null;
  terms: TierTerms;
  /** Server connections counted against this tier's quota: app servers x hubs x per hub (0 when not counted). */
  serverConnections: number;
  /**
   * How `utilization` read the guide where it is silent, so the working shows the figures the answer used: the
   * reading whose routing it carries (the least favourable reading takes the highest of the three, the most
   * favourable the lowest), and whether its bandwidths read the printed column at or below the units.
   */
  sizedWith: { routing: ReadingName; bandwidthAtOrBelow: boolean };
  /** The lowest and the highest utilization of each limit among the readings of the guide. */
  readings: {
    optimistic: Utilization;
    conservative: Utilization;
    fitsOptimistic: boolean;
    fitsConservative: boolean;
  };
}

export interface TierContext {
  load: ScenarioLoad;
  thresholds: Thresholds;
  reading: GuideReading;
  /** Billed messages a day the sizing reading counts (whole 2 KB chunks by the conservative reading). */
  billedMessagesPerDay: number;
  prices: Prices;
  hoursPerMonth: number;
}

/** A quantity's value today (growth factor 1). */
function now(terms: LimitTerms): number {
  return terms.constant + terms.linear + terms.quadratic;
}

function scaled(terms: LimitTerms, divisor: number): LimitTerms {
  return {
    constant: terms.constant / divisor,
    linear: terms.linear / divisor,
    quadratic: terms.quadratic / divisor,
  };
}

interface ReadingValues {
  inbound: number;
  outbound: number;
  routing: LimitTerms;
}

/**
 * The three readings of one tier, computed together: this runs for every tier on every slider tick, so it
 * builds terms only for the reading that sizes the recommendation and plain numbers for the others.
 */
function readingValues(load: ScenarioLoad, tier: TierCapacity) {
  const bytes = tier.benchmarkMessageBytes;
  const inbound = now(load.inboundLoadBytesPerSecond);
  const outbound = now(load.outboundLoadBytesPerSecond);
  const printed = readsPrintedColumns(tier);
  const routingInterpolated = zeroTerms();
  const optimisticOwns: { table: string; constant: number; linear: number }[] = [];
  const routingConservative = zeroTerms();
  for (const routed of load.routed) {
    const [interpolatedShare, optimisticShare, conservativeShare] = routingSharesByReading(
      routed.rule,
      tier,
    );
    const { constantMessagesPerSecond: fixed, linearMessagesPerSecond: growing } = routed;
    routingInterpolated.constant += fixed * interpolatedShare;
    routingInterpolated.linear += growing * interpolatedShare;
    // The guide adds bandwidths, not routing costs: whether routing through two tables adds up is our
    // assumption, so the optimistic reading takes the busiest table alone (its workloads added).
    optimisticOwns.push({
      table: optimisticTableOf(routed.rule, tier),
      constant: fixed * optimisticShare,
      linear: growing * optimisticShare,
    });
    routingConservative.constant += fixed * conservativeShare;
    routingConservative.linear += growing * conservativeShare;
  }
  const interpolated: ReadingValues = {
    inbound: inbound / (tier.rates.inbound * bytes),
    outbound: outbound / (tier.rates.outbound * bytes),
    routing: routingInterpolated,
  };
  const optimistic: ReadingValues = {
    ...interpolated,
    routing: busiestTableTerms(optimisticOwns),
  };
  const conservative: ReadingValues = printed
    ? { ...interpolated, routing: routingConservative }
    : {
        inbound: inbound / (tier.ratesAtOrBelow.inbound * bytes),
        outbound: outbound / (tier.ratesAtOrBelow.outbound * bytes),
        routing: routingConservative,
      };
  return { interpolated, optimistic, conservative };
}

function zeroTerms(): LimitTerms {
  return { constant: 0, linear: 0, quadratic: 0 };
}

/** Terms of the limits by one reading: the rates it reads, and its routing. */
function termsOf(
  load: ScenarioLoad,
  tier: TierCapacity,
  reading: ReadingName,
  routing: LimitTerms,
) {
  const rates = reading === 'conservative' ? tier.ratesAtOrBelow : tier.rates;
  const bytes = tier.benchmarkMessageBytes;
  const terms: TierTerms = {
    connections: {
      constant: load.serverConnections / tier.maxConnections,
      linear: load.clientConnections / tier.maxConnections,
      quadratic: 0,
    },
    inboundBandwidth: scaled(load.inboundLoadBytesPerSecond, rates.inbound * bytes),
    outboundBandwidth: scaled(load.outboundLoadBytesPerSecond, rates.outbound * bytes),
    routing,
    dailyMessages:
      tier.dailyMessageQuota === null
        ? null
        : scaled(billedTermsOf(load, reading), tier.dailyMessageQuota),
  };
  return terms;
}

/** Module-level rather than closures inside `evaluateTier`: that runs 49 times on every slider tick. */
function utilizationOf(
  reading: ReadingValues,
  connections: number,
  dailyMessages: number | null,
): Utilization {
  return {
    connections,
    inboundBandwidth: reading.inbound,
    outboundBandwidth: reading.outbound,
    routing: now(reading.routing),
    dailyMessages,
  };
}

/** Free's daily quota used by the billed messages a reading counts (Web PubSub read per message: conservative). */
function dailyMessagesUtilization(
  load: ScenarioLoad,
  capacity: TierCapacity,
  reading: ReadingName,
): number | null {
  return capacity.dailyMessageQuota === null
    ? null
    : now(billedTermsOf(load, reading)) / capacity.dailyMessageQuota;
}

/** The reading whose routing utilization is `routing` (the interpolated one when none is). */
function readingOfRouting(
  values: Record<ReadingName, ReadingValues>,
  routing: number,
): ReadingName {
  if (now(values.interpolated.routing) === routing) return 'interpolated';
  if (now(values.optimistic.routing) === routing) return 'optimistic';
  if (now(values.conservative.routing) === routing) return 'conservative';
  return 'interpolated';
}

export function evaluateTier(capacity: TierCapacity, context: TierContext): TierEvaluation {
  const { load, thresholds } = context;
  const values = readingValues(load, capacity);
  const connections = (load.serverConnections + load.clientConnections) / capacity.maxConnections;
  const dailyMessages = dailyMessagesUtilization(load, capacity, 'interpolated');
  const interpolated = utilizationOf(values.interpolated, connections, dailyMessages);
  const optimisticRouting = now(values.optimistic.routing);
  const conservativeRouting = now(values.conservative.routing);
  // Per limit, the lowest and the highest utilization among the readings.
  const optimistic: Utilization = {
    ...interpolated,
    routing: Math.min(interpolated.routing, optimisticRouting, conservativeRouting),
  };
  const conservative: Utilization = {
    ...interpolated,
    inboundBandwidth: Math.max(interpolated.inboundBandwidth, values.conservative.inbound),
    outboundBandwidth: Math.max(interpolated.outboundBandwidth, values.conservative.outbound),
    routing: Math.max(interpolated.routing, optimisticRouting, conservativeRouting),
    // Web PubSub's billing read per message: each message a whole 2 KB (the same on SignalR).
    dailyMessages: dailyMessagesUtilization(load, capacity, 'conservative'),
  };
  const sizingReading = context.reading;
  const utilization =
    sizingReading === 'interpolated'
      ? interpolated
      : sizingReading === 'optimistic'
        ? optimistic
        : conservative;
  const routingReading =
    sizingReading === 'interpolated'
      ? 'interpolated'
      : readingOfRouting(values, utilization.routing);
  const sizingRouting = values[routingReading].routing;
  // The tables never fall as units grow, so the rates at or below a tier's units are its least favourable.
  const terms = termsOf(
    load,
    capacity,
    sizingReading === 'conservative' ? 'conservative' : 'interpolated',
    sizingRouting,
  );
  const verdict = judge(utilization, thresholds);
  return {
    sku: capacity.sku,
    units: capacity.units,
    capacity,
    utilization,
    binding: verdict.binding,
    fits: verdict.fits,
    withinCapacity: verdict.withinCapacity,
    cost: monthlyCost(
      capacity,
      context.billedMessagesPerDay,
      context.prices,
      context.hoursPerMonth,
    ),
    growthHeadroom: growthHeadroom(terms, thresholds),
    terms,
    serverConnections: load.serverConnections,
    sizedWith: {
      routing: routingReading,
      bandwidthAtOrBelow: sizingReading === 'conservative' && !readsPrintedColumns(capacity),
    },
    readings: {
      optimistic,
      conservative,
      fitsOptimistic: judge(optimistic, thresholds).fits,
      fitsConservative: judge(conservative, thresholds).fits,
    },
  };
}

/** The bandwidth limits a tier's utilization was read against: the message rates and their bytes a second. */
export interface BandwidthLimits {
  inboundMessagesPerSecond: number;
  outboundMessagesPerSecond: number;
  maxInboundBytesPerSecond: number;
  maxOutboundBytesPerSecond: number;
  /** Read at the printed column at or below the tier's units (the least favourable reading). */
  atOrBelow: boolean;
}

/**
 * The bandwidth limits the tier's `utilization` used: interpolated between columns, or, by the least favourable
 * reading, at the printed column at or below its units.
 * @example Standard_S1 x 8 (2019 edition, least favourable): unit 5's echo, 5,000 msg/s x 2,048 B, not unit 8's 8,000
 */
export function bandwidthLimitsOf(tier: TierEvaluation): BandwidthLimits {
  const { capacity } = tier;
  const atOrBelow = tier.sizedWith.bandwidthAtOrBelow;
  const rates = atOrBelow ? capacity.ratesAtOrBelow : capacity.rates;
  const bytes = capacity.benchmarkMessageBytes;
  return {
    inboundMessagesPerSecond: rates.inbound,
    outboundMessagesPerSecond: rates.outbound,
    maxInboundBytesPerSecond: rates.inbound * bytes,
    maxOutboundBytesPerSecond: rates.outbound * bytes,
    atOrBelow,
  };
}

/** The cheapest tier that passes `fits`; on equal cost the fewer units, then the catalog's order. -1: none. */
export function cheapestWhere(
  tiers: readonly TierEvaluation[],
  fits: (tier: TierEvaluation) => boolean,
): number {
  let best = -1;
  for (let index = 0; index < tiers.length; index += 1) {
    const tier = tiers[index] as TierEvaluation;
    if (!fits(tier)) continue;
    const current = tiers[best];
    if (
      !current ||
      tier.cost.totalUsd < current.cost.totalUsd - 1e-9 ||
      (Math.abs(tier.cost.totalUsd - current.cost.totalUsd) <= 1e-9 && tier.units < current.units)
    ) {
      best = index;
    }
  }
  return best;
}

/** The fitting tier with the fewest units (the catalog's first on a tie). -1: none. */
export function smallestFitting(tiers: readonly TierEvaluation[]): number {
  let best = -1;
  tiers.forEach((tier, index) => {
    if (tier.fits && (best === -1 || tier.units < (tiers[best] as TierEvaluation).units))
      best = index;
  });
  return best;
}
