/**
 * A day's load profile priced three ways for the plan's deployment (every region and instance): fixed at the
 * peak, Premium with autoscale (the rule's own thresholds and cool-down), and the ideal lower bound (each hour
 * exactly the units it needs within the rule's scale-out threshold, on the autoscaled SKU). Autoscale changes
 * units, never the SKU: it runs on the plan's Premium SKU, or, for a plan on another SKU, on the first Premium
 * SKU that carries the peak. Units are billed for the hours they run (unit-days); messages for each hour's
 * traffic (peak messages x level), less the included messages (1,000,000 per unit-day). The plan deploys one
 * of the first two (`chosen`): its monthly total is that one's.
 */
import { pricesFor } from '../billing/cost';
import { type DayPlanCost } from '../billing/dayPlanCost';
import type { SizingTables } from '../guides/data';
import type { SkuId } from '../guides/guideSchema';
import {
  autoscaledCandidate,
  fixedCandidate,
  idealCandidate,
  type Candidate,
  type CandidateContext,
} from './candidates';
import { shapeOf } from './planShape';
import type { Plan } from './planTypes';

export { dayPlanCost, type DayPlanCost } from '../billing/dayPlanCost';
import { premiumSkus } from './unitLadder';

export interface DayCosts {
  levels: readonly number[];
  /** Messages billed in a day at these levels over every region (each hour: the peak's messages x its level). */
  billedMessagesPerDay: number;
  /** (a) the plan's SKU at the peak's units, all day; null when nothing fits. */
  fixed: DayPlanCost | null;
  /** The one Premium SKU autoscale and the ideal bound run on; null when no Premium tier carries the peak. */
  autoscaleSku: SkuId | null;
  /** The peak needs more than Premium_P1's largest unit count: autoscale runs on Premium_P2 all day. */
  peakBeyondP1: boolean;
  /** (b) Premium with autoscale; null when some hour needs more than the autoscaled SKU's largest tier. */
  autoscale: DayPlanCost | null;
  /** (c) each hour exactly the units it needs on the autoscaled SKU. */
  ideal: DayPlanCost | null;
  /** Which of (a) and (b) the plan deploys; null when nothing fits. */
  chosen: 'fixed' | 'autoscale' | null;
}

function dayCostOf(candidate: Candidate | null): DayPlanCost | null {
  if (!candidate) return null;
  const primary = candidate.regions[0];
  if (!primary) return null;
  const sum = (pick: (region: Candidate['regions'][number]) => number) =>
    candidate.regions.reduce((total, region) => total + pick(region), 0);
  return {
    hours: primary.hours,
    unitDays: sum((region) => region.unitDaysPerDay),
    unitsUsd: sum((region) => region.unitsUsd),
    extraMessagesPerDay: sum((region) => region.extraMessagesPerDay),
    extraMessagesUsd: sum((region) => region.messagesUsd),
    crossRegionUsd: sum((region) => region.crossRegionUsd),
    monthlyCostUsd: candidate.totalUsd,
  };
}

/**
 * The three monthly costs of the plan's day (absent a profile: the peak all day, where all three agree for a
 * Premium plan), over its regions and instances.
 * @example dayCosts(plan(premiumChatWithBusinessHours)).autoscale.monthlyCostUsd // below fixed, at least ideal
 */
export function dayCosts(plan: Plan, tables: SizingTables): DayCosts {
  const shape = shapeOf(plan.evaluation, tables);
  const deployment = plan.deployment;
  const billedMessagesPerDay =
    shape.traffic.billedMessagesPerDay.reduce((sum, billed) => sum + billed, 0) * shape.meanLevel;
  const empty: DayCosts = {
    levels: shape.levels,
    billedMessagesPerDay,
    fixed: null,
    autoscaleSku: null,
    peakBeyondP1: false,
    autoscale: null,
    ideal: null,
    chosen: null,
  };
  if (!deployment) return empty;
  const context: CandidateContext = {
    evaluation: plan.instanceEvaluation,
    instances: deployment.instances,
    traffic: shape.traffic,
    levels: shape.levels,
    meanLevel: shape.meanLevel,
    hasProfile: shape.hasProfile,
    autoscale: shape.autoscale,
    prices: pricesFor(plan.scenario, tables.skuCatalog),
    tables,
  };
  const premium = premiumSkus.includes(deployment.sku);
  const autoscaleSku = premium
    ? deployment.sku
    : (premiumSkus.find((sku) => autoscaledCandidate(context, sku) !== null) ?? null);
  const autoscale = autoscaleSku ? autoscaledCandidate(context, autoscaleSku) : null;
  return {
    ...empty,
    fixed: dayCostOf(fixedCandidate(context, deployment.sku)),
    autoscaleSku,
    peakBeyondP1:
      autoscaleSku === 'Premium_P2' && autoscaledCandidate(context, 'Premium_P1') === null,
    autoscale: dayCostOf(autoscale),
    ideal: autoscaleSku ? dayCostOf(idealCandidate(context, autoscaleSku)) : null,
    chosen: deployment.reasons.includes('autoscale') ? 'autoscale' : 'fixed',
  };
}
