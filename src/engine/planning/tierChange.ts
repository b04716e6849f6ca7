/**
 * Where the year ahead and the growth view change tier, and what each change costs a running instance
 * (./scaleChange: the vendor's scale pages). Each step of the growth view is a plan of its own.
 */
import { failoverRules as defaultFailoverRules, type FailoverRules } from '../guides/failoverRules';
import type { SizingTables } from '../guides/data';
import type { Plan } from './planTypes';
import { scaleChangeOf, type ScaleChange, type TierPoint } from './scaleChange';
import { grownPlan, type TimelinePlan } from './timeline';

export interface TimelineChange {
  /** The first month of the new deployment. */
  month: number;
  change: ScaleChange;
}

/**
 * Each month of the year ahead whose deployment changes tier (or changes units on Premium_P2) from the month
 * before, with what that change costs in availability. Months that fit nothing are skipped: there is nothing to
 * move to.
 * @example a Free chat growing 30% a month -> [{ month: 3, change: { from: Free x 1, to: Standard_S1 x 1, downtimeMinutes: { min: 30, max: 60 } } }]
 */
export function timelineChanges(
  timeline: TimelinePlan,
  rules: FailoverRules = defaultFailoverRules,
): TimelineChange[] {
  const changes: TimelineChange[] = [];
  let previous: TierPoint | null = null;
  for (const { month, tier } of timeline.months) {
    if (!tier) continue;
    const point = { sku: tier.sku, units: tier.units };
    const change = previous ? scaleChangeOf(previous, point, rules) : null;
    if (change) changes.push({ month, change });
    previous = point;
  }
  return changes;
}

/** The growth factors the growth view plans the scenario at, beyond today's audience (its chart's ticks). */
export const growthStepFactors = [2, 5, 10] as const;

export interface GrowthStep {
  growthFactor: number;
  /** What the plan deploys with the audience grown so; null when nothing fits. */
  tier: (TierPoint & { instances: number }) | null;
  /** From the step before (today's plan first); null when the step keeps the tier (and is not on Premium_P2). */
  change: ScaleChange | null;
}

/**
 * The plan as the audience grows (x2, x5, x10 by default), each step planned like the scenario itself, with the
 * change of tier each step asks of a running instance.
 * @example growthTierChanges(plan(freeChat), tables)[0] // { growthFactor: 2, tier: Standard_S1 x 1, change: { downtimeMinutes: { min: 30, max: 60 } } }
 */
export function growthTierChanges(
  planned: Plan,
  tables: SizingTables,
  factors: readonly number[] = growthStepFactors,
  rules: FailoverRules = defaultFailoverRules,
): GrowthStep[] {
  const now = planned.deployment;
  let previous: TierPoint | null = now ? { sku: now.sku, units: now.unitsPerInstance } : null;
  return factors.map((growthFactor) => {
    const deployment = grownPlan(planned, growthFactor, tables).deployment;
    const tier = deployment
      ? { sku: deployment.sku, units: deployment.unitsPerInstance, instances: deployment.instances }
      : null;
    const change = previous && tier ? scaleChangeOf(previous, tier, rules) : null;
    if (tier) previous = tier;
    return { growthFactor, tier, change };
  });
}
