/**
 * Premium geo-replication (vendor page "Geo-replication in Azure SignalR", howto-enable-geo-replication.md):
 * "Each replica is billed separately according to its own unit and outbound traffic. Free message quota is
 * also calculated separately." `replicas.count` is the number of replicas besides the primary; every region
 * (the primary and each replica) is a Premium instance with its own units and its own included messages.
 * - allTraffic: every region is sized and billed for all the traffic, so one region can take over (the page's
 *   advice for failover); its messages are billed as if it carried everything: a budget for that day.
 * - split: each region carries its share (absent shares: equal) and is sized and billed for it.
 */
import { monthlyCost, pricesFor, type MonthlyCost } from './cost';
import type { SizingTables } from '../guides/data';
import type { Evaluation } from '../sizing/evaluate';
import type { SkuId } from '../guides/guideSchema';
import { profileOrFlat } from '../planning/loadProfile';
import type { Replicas } from '../scenario/planSchema';
import type { TierEvaluation } from '../sizing/tierEvaluation';
import { billedMessagesPerDayOf } from './unitBilling';
import { premiumLadder } from '../planning/unitLadder';
import { regionShares } from './regionTraffic';

export interface RegionPlan {
  /** 0: the primary; 1 ...: the replicas. */
  region: number;
  /** Share of the traffic the region is sized for (allTraffic: 1). */
  share: number;
  sku: SkuId;
  units: number;
  billedMessagesPerDay: number;
  cost: MonthlyCost;
}

export interface ReplicaPlan {
  sizing: Replicas['sizing'];
  /** The primary and each replica; null when some region's share fits no Premium tier. */
  regions: RegionPlan[] | null;
  totalMonthlyCostUsd: number | null;
}

/**
 * The scenario's regions, each on the cheapest Premium tier that carries its share within the headroom
 * targets, billed for its units and its share of the day's messages (the load profile's, if any).
 * Null when the scenario has no replicas.
 * @example a primary and one replica, allTraffic, on Premium_P1 x 20 -> two regions of Premium_P1 x 20, twice the cost
 */
export function replicaPlan(evaluation: Evaluation, tables: SizingTables): ReplicaPlan | null {
  const replicas = evaluation.scenario.replicas;
  if (!replicas) return null;
  const prices = pricesFor(evaluation.scenario, tables.skuCatalog);
  const ladder = premiumLadder(evaluation.tiers, evaluation.thresholds, prices.perUnitPerDayUsd);
  const dayMessages = billedMessagesPerDayOf(
    evaluation.totals.billedMessagesPerDay,
    profileOrFlat(evaluation.scenario.loadProfile),
  );
  const hoursPerMonth = tables.skuCatalog.hoursPerMonth;
  const regions: RegionPlan[] = [];
  for (const [region, share] of regionShares(replicas).entries()) {
    const billedMessagesPerDay = dayMessages * share;
    let best: { tier: TierEvaluation; cost: MonthlyCost } | null = null;
    for (const step of ladder) {
      if (step.maxLevel < share) continue;
      const tier = evaluation.tiers[step.tierIndex] as TierEvaluation;
      const cost = monthlyCost(tier.capacity, billedMessagesPerDay, prices, hoursPerMonth);
      if (!best || cost.totalUsd < best.cost.totalUsd - 1e-9) best = { tier, cost };
    }
    if (!best) return { sizing: replicas.sizing, regions: null, totalMonthlyCostUsd: null };
    regions.push({
      region,
      share,
      sku: best.tier.sku,
      units: best.tier.units,
      billedMessagesPerDay,
      cost: best.cost,
    });
  }
  return {
    sizing: replicas.sizing,
    regions,
    totalMonthlyCostUsd: regions.reduce((sum, region) => sum + region.cost.totalUsd, 0),
  };
}
