/**
 * A year ahead: the audience grows by a monthly percentage (compounded), or towards a target number of client
 * connections at a month. Month m carries the growth factor k = (1 + g)^m on the engine's growth model (each
 * workload's connections, and its senders where they grow with it: `growth`). Each month is planned like the
 * scenario itself (its instances, regions, day and autoscale), so month 0 is the plan's own answer.
 */
import type { SizingTables } from '../guides/data';
import type { SkuId } from '../guides/guideSchema';
import type { Timeline } from '../scenario/planSchema';
import { evaluateFigures } from '../sizing/evaluate';
import { grownFigures } from '../sizing/growth';
import { planOf } from './plan';
import type { Plan } from './planTypes';

export const timelineMonths = 12;

export interface TimelineMonth {
  /** 0: now; 1-12: the months ahead. */
  month: number;
  growthFactor: number;
  connections: number;
  /** What the plan deploys that month and what it costs; null when nothing fits. */
  tier: {
    sku: SkuId;
    units: number;
    instances: number;
    cost: {
      unitsUsd: number;
      extraMessagesUsd: number;
      totalUsd: number;
      extraMessagesPerDay: number;
    };
  } | null;
}

export interface TierStop {
  sku: SkuId;
  units: number;
  /** The first month the plan moves past it; null when it is still the answer in month 12. */
  month: number | null;
}

export interface TimelinePlan {
  /** Monthly growth as a fraction (0.05 = 5%). */
  monthlyGrowth: number;
  months: TimelineMonth[];
  /** Each deployment the timeline uses, with the month the plan moves past it. */
  stops: TierStop[];
  /** Months 1 to 12 added up; null when some month fits nothing. */
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

function monthOf(
  planned: Plan,
  month: number,
  growthFactor: number,
  connections: number,
): TimelineMonth {
  const { deployment, monthly } = planned;
  return {
    month,
    growthFactor,
    connections,
    tier:
      deployment && monthly
        ? {
            sku: deployment.sku,
            units: deployment.unitsPerInstance,
            instances: deployment.instances,
            cost: {
              unitsUsd: monthly.unitsUsd,
              extraMessagesUsd: monthly.messagesUsd,
              totalUsd: monthly.totalUsd,
              extraMessagesPerDay: monthly.extraMessagesPerDay,
            },
          }
        : null,
  };
}

/**
 * The plan of the scenario with its audience grown by `growthFactor` on the growth model (each workload's
 * connections, and its senders where they grow with it), planned like the scenario itself, without its range.
 * @example grownPlan(plan(chat), 2, tables).deployment // what the chat deploys with twice the audience
 */
export function grownPlan(planned: Plan, growthFactor: number, tables: SizingTables): Plan {
  const { evaluation } = planned;
  return planOf(
    evaluateFigures(
      evaluation.scenario,
      evaluation.workloads.map((figures) => grownFigures(figures, growthFactor)),
      tables,
    ),
    tables,
    { detail: false },
  );
}

const keyOf = (tier: TimelineMonth['tier']) =>
  tier ? `${tier.sku}:${String(tier.units)}:${String(tier.instances)}` : 'none';

/**
 * The plan's timeline; null when the scenario has none or no workloads.
 * @example timelinePlan(plan({ ...chat, timeline: { monthlyGrowthPercent: 10 } }), tables).months[12].growthFactor // 1.1^12 = 3.14
 */
export function timelinePlan(planned: Plan, tables: SizingTables): TimelinePlan | null {
  const { evaluation } = planned;
  const { timeline } = evaluation.scenario;
  if (!timeline || evaluation.workloads.length === 0) return null;
  const monthlyGrowth = monthlyGrowthOf(timeline, evaluation.totals.connections);
  const months: TimelineMonth[] = [];
  for (let month = 0; month <= timelineMonths; month += 1) {
    const growthFactor = (1 + monthlyGrowth) ** month;
    const connections = evaluation.totals.connections * growthFactor;
    const monthPlan = month === 0 ? planned : grownPlan(planned, growthFactor, tables);
    months.push(monthOf(monthPlan, month, growthFactor, connections));
  }
  const stops: TierStop[] = [];
  const seen = new Set<string>();
  months.forEach(({ tier }, index) => {
    const key = keyOf(tier);
    if (!tier || seen.has(key)) return;
    seen.add(key);
    const next = months.findIndex(
      (later, laterIndex) => laterIndex > index && keyOf(later.tier) !== key,
    );
    stops.push({ sku: tier.sku, units: tier.units, month: next === -1 ? null : next });
  });
  const ahead = months.slice(1);
  return {
    monthlyGrowth,
    months,
    stops,
    twelveMonthCostUsd: ahead.every((month) => month.tier)
      ? ahead.reduce((sum, month) => sum + (month.tier?.cost.totalUsd ?? 0), 0)
      : null,
  };
}
