/**
 * A year ahead: the audience grows by a monthly percentage (compounded), or towards a target number of client
 * connections at a month. Month m carries the growth factor k = (1 + g)^m on the engine's growth model (each
 * workload's connections, and its senders where they grow with it: `growth`), so each tier fits while
 * k <= its growth headroom. Month by month: the cheapest tier that fits and its cost; the month each tier
 * stops fitting; the cost of months 1 to 12.
 */
import { monthlyCost, pricesFor, type MonthlyCost } from '../billing/cost';
import type { SizingTables } from '../guides/data';
import type { Evaluation } from '../sizing/evaluate';
import type { SkuId } from '../guides/guideSchema';
import type { Timeline } from '../scenario/planSchema';
import type { TierEvaluation } from '../sizing/tierEvaluation';
import { scenarioLoad, termsAt, utilizationEpsilon } from '../sizing/utilization';

export const timelineMonths = 12;

export interface TimelineMonth {
  /** 0: now; 1-12: the months ahead. */
  month: number;
  growthFactor: number;
  connections: number;
  /** The cheapest tier that fits; null when none does. */
  tier: { sku: SkuId; units: number; cost: MonthlyCost } | null;
}

export interface TierStop {
  sku: SkuId;
  units: number;
  /** The first month it no longer fits; null when it still fits in month 12. */
  month: number | null;
}

export interface TimelinePlan {
  /** Monthly growth as a fraction (0.05 = 5%). */
  monthlyGrowth: number;
  months: TimelineMonth[];
  /** Each tier the timeline uses, with the month it stops fitting. */
  stops: TierStop[];
  /** Months 1 to 12 added up; null when some month fits no tier. */
  twelveMonthCostUsd: number | null;
}

/**
 * Monthly growth as a fraction: the percentage, or the rate that reaches the target in its month.
 * @example monthlyGrowthOf({ targetConnections: 40_000, targetMonth: 12 }, 10_000) // 4^(1/12) - 1 = 0.1225
 */
export function monthlyGrowthOf(timeline: Timeline, connectionsNow: number): number {
  if (timeline.monthlyGrowthPercent !== undefined) return timeline.monthlyGrowthPercent / 100;
  const target = timeline.targetConnections ?? connectionsNow;
  const month = timeline.targetMonth ?? 1;
  return connectionsNow > 0 ? (target / connectionsNow) ** (1 / month) - 1 : 0;
}

/** The first month m >= 1 with (1 + g)^m above the headroom; null when not within 12 months. */
function stopMonth(headroom: number | null, monthlyGrowth: number): number | null {
  if (headroom === null) return null;
  for (let month = 0; month <= timelineMonths; month += 1) {
    if ((1 + monthlyGrowth) ** month > headroom + utilizationEpsilon) return month;
  }
  return null;
}

/**
 * The scenario's timeline; null when it has none or no workloads.
 * @example timelinePlan(evaluate({ ...chat, timeline: { monthlyGrowthPercent: 10 } }), tables).months[12].growthFactor // 1.1^12 = 3.14
 */
export function timelinePlan(evaluation: Evaluation, tables: SizingTables): TimelinePlan | null {
  const { timeline } = evaluation.scenario;
  if (!timeline || evaluation.workloads.length === 0) return null;
  const monthlyGrowth = monthlyGrowthOf(timeline, evaluation.totals.connections);
  const prices = pricesFor(evaluation.scenario, tables.skuCatalog);
  const billedTerms = scenarioLoad(evaluation.workloads, 0).billedMessagesPerDay;
  const months: TimelineMonth[] = [];
  for (let month = 0; month <= timelineMonths; month += 1) {
    const growthFactor = (1 + monthlyGrowth) ** month;
    const billed = termsAt(billedTerms, growthFactor);
    let best: TimelineMonth['tier'] = null;
    for (const tier of evaluation.tiers) {
      if (tier.growthHeadroom === null || tier.growthHeadroom < growthFactor - utilizationEpsilon)
        continue;
      const cost = monthlyCost(tier.capacity, billed, prices, tables.skuCatalog.hoursPerMonth);
      if (
        !best ||
        cost.totalUsd < best.cost.totalUsd - 1e-9 ||
        (Math.abs(cost.totalUsd - best.cost.totalUsd) <= 1e-9 && tier.units < best.units)
      ) {
        best = { sku: tier.sku, units: tier.units, cost };
      }
    }
    months.push({
      month,
      growthFactor,
      connections: evaluation.totals.connections * growthFactor,
      tier: best,
    });
  }
  const used = new Map<string, TierStop>();
  for (const { tier } of months) {
    if (!tier) continue;
    const key = `${tier.sku}:${String(tier.units)}`;
    if (used.has(key)) continue;
    const evaluated = evaluation.tiers.find(
      (candidate: TierEvaluation) => candidate.sku === tier.sku && candidate.units === tier.units,
    );
    used.set(key, {
      sku: tier.sku,
      units: tier.units,
      month: stopMonth(evaluated?.growthHeadroom ?? null, monthlyGrowth),
    });
  }
  const ahead = months.slice(1);
  return {
    monthlyGrowth,
    months,
    stops: [...used.values()],
    twelveMonthCostUsd: ahead.every((month) => month.tier)
      ? ahead.reduce((sum, month) => sum + (month.tier?.cost.totalUsd ?? 0), 0)
      : null,
  };
}
