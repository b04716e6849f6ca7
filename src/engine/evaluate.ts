/** evaluate(scenario): totals, every tier's utilization, the recommendation and its cost. */
import { appServerAdvice, type AppServerSource } from './appServers';
import { monthlyCost, pricesFor, type MonthlyCost } from './cost';
import { defaultTables, type SizingTables } from './data';
import { editions, type Edition, type SkuId } from './guideSchema';
import type { Scenario } from './scenario';
import { tiersFor, type TierCapacity } from './tiers';
import {
  growthHeadroom,
  judge,
  scenarioLoad,
  thresholdOf,
  tierTerms,
  utilizationAt,
  utilizationEpsilon,
  type LimitName,
  type ScenarioLoad,
  type TierTerms,
  type Utilization,
} from './utilization';
import { warningsFor, type SizingWarning } from './warnings';
import { workloadFigures, type WorkloadFigures } from './workload';

export interface Totals {
  connections: number;
  inboundMessagesPerSecond: number;
  outboundMessagesPerSecond: number;
  /** Actual bytes, as entered. */
  inboundBytesPerSecond: number;
  outboundBytesPerSecond: number;
  /** Bytes the service is loaded with: messages under 1,024 B count as 1,024 B. */
  inboundLoadBytesPerSecond: number;
  outboundLoadBytesPerSecond: number;
  /** Deliveries to clients plus, in default mode, the leg to the app server, in 2 KB chunks. */
  billedMessagesPerDay: number;
}

export interface TierEvaluation {
  sku: SkuId;
  units: number;
  capacity: TierCapacity;
  utilization: Utilization;
  binding: LimitName;
  fits: boolean;
  /** Every limit at most 100% (the tier works, even if above the headroom target). */
  withinCapacity: boolean;
  cost: MonthlyCost;
  /** Times the scenario can grow before this tier stops fitting; null for an empty scenario. */
  growthHeadroom: number | null;
  terms: TierTerms;
}

export interface Recommendation {
  sku: SkuId;
  units: number;
  tierIndex: number;
  appServers: number;
  serverConnectionsPerAppServer: number;
  appServerSources: AppServerSource[];
  cost: MonthlyCost;
  binding: LimitName;
  utilization: Utilization;
  growthHeadroom: number | null;
}

export interface NoFit {
  /** The tier that comes closest (the lowest pressure), and the limits it still breaks. */
  closest: { sku: SkuId; units: number };
  limits: LimitName[];
  /** The other edition's tables would fit the scenario. */
  otherEditionFits: Edition | null;
}

export interface Evaluation {
  edition: Edition;
  targetUtilization: number;
  workloads: WorkloadFigures[];
  totals: Totals;
  tiers: TierEvaluation[];
  recommended: Recommendation | null;
  noFit: NoFit | null;
  warnings: SizingWarning[];
}

function totalsOf(figures: readonly WorkloadFigures[]): Totals {
  const totals: Totals = {
    connections: 0,
    inboundMessagesPerSecond: 0,
    outboundMessagesPerSecond: 0,
    inboundBytesPerSecond: 0,
    outboundBytesPerSecond: 0,
    inboundLoadBytesPerSecond: 0,
    outboundLoadBytesPerSecond: 0,
    billedMessagesPerDay: 0,
  };
  for (const workload of figures) {
    totals.connections += workload.connections;
    totals.inboundMessagesPerSecond += workload.inboundMessagesPerSecond;
    totals.outboundMessagesPerSecond += workload.outboundMessagesPerSecond;
    totals.inboundBytesPerSecond += workload.inboundBytesPerSecond;
    totals.outboundBytesPerSecond += workload.outboundBytesPerSecond;
    totals.inboundLoadBytesPerSecond += workload.inboundLoadBytesPerSecond;
    totals.outboundLoadBytesPerSecond += workload.outboundLoadBytesPerSecond;
    totals.billedMessagesPerDay += workload.billedMessagesPerDay;
  }
  return totals;
}

function evaluateTiers(
  scenario: Scenario,
  load: ScenarioLoad,
  billedMessagesPerDay: number,
  edition: Edition,
  tables: SizingTables,
): TierEvaluation[] {
  const prices = pricesFor(scenario, tables.skuCatalog);
  const { hoursPerMonth } = tables.skuCatalog;
  return tiersFor(tables.guides[edition], tables.skuCatalog).map((capacity) => {
    const terms = tierTerms(load, capacity);
    const utilization = utilizationAt(terms);
    const verdict = judge(utilization, scenario.targetUtilization);
    return {
      sku: capacity.sku,
      units: capacity.units,
      capacity,
      utilization,
      binding: verdict.binding,
      fits: verdict.fits,
      withinCapacity: verdict.withinCapacity,
      cost: monthlyCost(capacity, billedMessagesPerDay, prices, hoursPerMonth),
      growthHeadroom: growthHeadroom(terms, scenario.targetUtilization),
      terms,
    };
  });
}

/** The cheapest fitting tier; on equal cost the fewer units, then the catalog's order. */
function cheapestFitting(tiers: readonly TierEvaluation[]): number {
  let best = -1;
  for (let index = 0; index < tiers.length; index += 1) {
    const tier = tiers[index] as TierEvaluation;
    if (!tier.fits) continue;
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

function brokenLimits(tier: TierEvaluation, targetUtilization: number): LimitName[] {
  return (Object.keys(tier.utilization) as LimitName[]).filter((limit) => {
    const value = tier.utilization[limit];
    return value !== null && value > thresholdOf(limit, targetUtilization) + utilizationEpsilon;
  });
}

function noFitOf(
  scenario: Scenario,
  tiers: readonly TierEvaluation[],
  load: ScenarioLoad,
  billedMessagesPerDay: number,
  tables: SizingTables,
): NoFit {
  // Closest: the fewest limits broken, then the least pressure (on a plateau, the first tier past the connections limit).
  let closest = tiers[0] as TierEvaluation;
  let closestKey = [Infinity, Infinity];
  for (const tier of tiers) {
    const key = [
      brokenLimits(tier, scenario.targetUtilization).length,
      judge(tier.utilization, scenario.targetUtilization).pressure,
    ] as const;
    if (
      key[0] < (closestKey[0] as number) ||
      (key[0] === closestKey[0] && key[1] < (closestKey[1] as number) - utilizationEpsilon)
    ) {
      closestKey = [key[0], key[1]];
      closest = tier;
    }
  }
  const limits = brokenLimits(closest, scenario.targetUtilization);
  const other = editions.find((edition) => edition !== scenario.edition) as Edition;
  const otherTiers = evaluateTiers(scenario, load, billedMessagesPerDay, other, tables);
  return {
    closest: { sku: closest.sku, units: closest.units },
    limits,
    otherEditionFits: otherTiers.some((tier) => tier.fits) ? other : null,
  };
}

/**
 * Sizes a scenario against one edition of the guide: the guide's method (split the mix into basic patterns,
 * add up inbound and outbound bandwidth, read the tier off the echo and broadcast tables), plus the routing
 * tables for groups, send to connection and REST send to user, the connection limit of 1,000 per unit,
 * and the cost. Pure: same scenario and tables, same result.
 * @example evaluate({ version: 1, edition: '2019', targetUtilization: 1, workloads: [echo of 1,000 senders] })
 *   .recommended // { sku: 'Standard_S1', units: 1, binding: 'inboundBandwidth', ... }
 */
export function evaluate(scenario: Scenario, tables: SizingTables = defaultTables): Evaluation {
  const figures = scenario.workloads.map((workload) =>
    workloadFigures(workload, tables.skuCatalog.billingChunkBytes),
  );
  const totals = totalsOf(figures);
  const load = scenarioLoad(figures);
  const tiers = evaluateTiers(
    scenario,
    load,
    totals.billedMessagesPerDay,
    scenario.edition,
    tables,
  );
  const bestIndex = cheapestFitting(tiers);
  const best = tiers[bestIndex];
  const base = {
    edition: scenario.edition,
    targetUtilization: scenario.targetUtilization,
    workloads: figures,
    totals,
    tiers,
  };
  if (!best) {
    return {
      ...base,
      recommended: null,
      noFit: noFitOf(scenario, tiers, load, totals.billedMessagesPerDay, tables),
      warnings: [],
    };
  }
  const guide = tables.guides[scenario.edition];
  const advice = appServerAdvice(scenario, guide, best.capacity.guideUnits);
  return {
    ...base,
    recommended: {
      sku: best.sku,
      units: best.units,
      tierIndex: bestIndex,
      appServers: advice.appServers,
      serverConnectionsPerAppServer: advice.serverConnectionsPerAppServer,
      appServerSources: advice.sources,
      cost: best.cost,
      binding: best.binding,
      utilization: best.utilization,
      growthHeadroom: best.growthHeadroom,
    },
    noFit: null,
    warnings: warningsFor(scenario, guide, best.capacity, advice.sources),
  };
}
