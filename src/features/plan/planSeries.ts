/** Pure adapters from the plan's engine results to chart rows: the charts only draw. */
import type { DayCosts, TimelinePlan } from '../../engine';

export interface HourUnitsRow {
  hour: number;
  fixed: number | null;
  autoscale: number | null;
  ideal: number | null;
}

/**
 * The units of each hour three ways (null where a way has no answer).
 * @example hourlyUnitsRows(businessHoursCosts)[9] // { hour: 9, fixed: 30, autoscale: 30, ideal: 30 }
 */
export function hourlyUnitsRows(costs: DayCosts): HourUnitsRow[] {
  return costs.levels.map((_, hour) => ({
    hour,
    fixed: costs.fixed?.hours[hour]?.units ?? null,
    autoscale: costs.autoscale?.hours[hour]?.units ?? null,
    ideal: costs.ideal?.hours[hour]?.units ?? null,
  }));
}

export interface TimelineRow {
  month: number;
  /** The cheapest fitting tier's monthly cost, USD; null when no tier fits that month. */
  costUsd: number | null;
}

/**
 * The monthly cost of each month, now and the 12 ahead.
 * @example timelineRows(fivePercentChat).map((row) => row.month) // [0, 1, ..., 12]
 */
export function timelineRows(plan: TimelinePlan): TimelineRow[] {
  return plan.months.map((month) => ({
    month: month.month,
    costUsd: month.tier ? month.tier.cost.totalUsd : null,
  }));
}
