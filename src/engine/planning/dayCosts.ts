/**
 * A day's load profile priced three ways: fixed at the peak on the recommended tier, Premium with autoscale,
 * and the ideal lower bound (each hour exactly the units it needs on the autoscaled SKU). Autoscale changes
 * units, never the SKU: it runs on the recommendation's Premium SKU, or on Premium_P1 when the recommendation
 * is not Premium; only when the peak needs more than Premium_P1's largest unit count does it run on
 * Premium_P2, and the result says so (`peakBeyondP1`). Units are billed for the hours they
 * run (unit-days); messages for each hour's traffic (peak messages x level), less the included messages
 * (1,000,000 per unit-day: the units' included messages scale with the time they run, too).
 */
import { autoscaleSteps, idealSteps } from './autoscale';
import { pricesFor, type Prices } from '../billing/cost';
import type { SizingTables } from '../guides/data';
import type { Evaluation } from '../sizing/evaluate';
import type { SkuId } from '../guides/guideSchema';
import { profileOrFlat } from './loadProfile';
import { billedMessagesPerDayOf, unitDays } from '../billing/unitBilling';
import { premiumSkus, skuLadder, stepFor, type LadderStep } from './unitLadder';

export interface DayPlanCost {
  /** The SKU and units of each hour (fixed: the same all day). */
  hours: { sku: SkuId; units: number }[];
  unitDays: number;
  unitsUsd: number;
  extraMessagesPerDay: number;
  extraMessagesUsd: number;
  /** Monthly cost, USD: the day's cost x days per month (730 h / 24). */
  monthlyCostUsd: number;
}

export interface DayCosts {
  levels: readonly number[];
  /** Messages billed in a day at these levels (each hour: the peak's messages x its level). */
  billedMessagesPerDay: number;
  /** (a) the recommended tier at the peak, all day; null when nothing fits. */
  fixed: DayPlanCost | null;
  /** The one Premium SKU autoscale and the ideal bound run on; null when no Premium tier carries the peak. */
  autoscaleSku: SkuId | null;
  /** The peak needs more than Premium_P1's largest unit count: autoscale runs on Premium_P2 all day. */
  peakBeyondP1: boolean;
  /** (b) Premium with autoscale; null when some hour needs more than the autoscaled SKU's largest tier. */
  autoscale: DayPlanCost | null;
  /** (c) each hour exactly the units it needs on the autoscaled SKU. */
  ideal: DayPlanCost | null;
}

const includedMessagesPerUnitPerDay = (tables: SizingTables, sku: SkuId) =>
  tables.skuCatalog.skus.find((candidate) => candidate.id === sku)?.includedMessagesPerUnitPerDay ??
  0;

/**
 * Prices a day hour by hour: `unit-days x price per unit per day` plus messages beyond `1,000,000 x unit-days`,
 * times the days in a month.
 * @example 5 Premium units for 18 h and 10 for 6 h at 2 USD: 6.25 unit-days = 12.50 USD a day, 380.21 USD a month
 */
export function dayPlanCost(
  hours: readonly { sku: SkuId; units: number }[],
  billedMessagesPerDay: number,
  prices: Prices,
  tables: SizingTables,
): DayPlanCost {
  const daysPerMonth = tables.skuCatalog.hoursPerMonth / 24;
  let unitsUsdPerDay = 0;
  let includedPerDay = 0;
  for (const hour of hours) {
    unitsUsdPerDay += (hour.units * prices.perUnitPerDayUsd[hour.sku]) / hours.length;
    includedPerDay += (hour.units * includedMessagesPerUnitPerDay(tables, hour.sku)) / hours.length;
  }
  const extraMessagesPerDay = Math.max(0, billedMessagesPerDay - includedPerDay);
  const unitsUsd = unitsUsdPerDay * daysPerMonth;
  const extraMessagesUsd =
    (extraMessagesPerDay / 1_000_000) * prices.perMillionExtraMessagesUsd * daysPerMonth;
  return {
    hours: [...hours],
    unitDays: unitDays(hours.map((hour) => hour.units)),
    unitsUsd,
    extraMessagesPerDay,
    extraMessagesUsd,
    monthlyCostUsd: unitsUsd + extraMessagesUsd,
  };
}

function stepsToHours(ladder: readonly LadderStep[], steps: readonly number[]) {
  return steps.map((index) => {
    const step = ladder[index] as LadderStep;
    return { sku: step.sku, units: step.units };
  });
}

/**
 * The SKU autoscale runs on: the recommendation's when it is Premium, else the first Premium SKU whose
 * largest tier carries the peak (Premium_P1, then Premium_P2); null when none does.
 * @example a Standard_S1 x 20 recommendation -> Premium_P1; 150 units' worth of peak -> Premium_P2
 */
function autoscaleSkuOf(
  evaluation: Evaluation,
  ladderOf: (sku: SkuId) => LadderStep[],
): SkuId | null {
  const recommendedSku = evaluation.recommended?.sku;
  if (recommendedSku && premiumSkus.includes(recommendedSku)) return recommendedSku;
  return premiumSkus.find((sku) => stepFor(ladderOf(sku), 1) !== -1) ?? null;
}

/**
 * The three monthly costs of the scenario's load profile (absent: the peak all day, where all three agree
 * for a Premium recommendation). Scales the evaluated tiers' utilizations by each hour's level instead of
 * evaluating 24 times.
 * @example dayCosts(evaluate(premiumChat), tables).autoscale.monthlyCostUsd // below fixed, at least ideal
 */
export function dayCosts(evaluation: Evaluation, tables: SizingTables): DayCosts {
  const levels = profileOrFlat(evaluation.scenario.loadProfile);
  const prices = pricesFor(evaluation.scenario, tables.skuCatalog);
  const billedMessagesPerDay = billedMessagesPerDayOf(
    evaluation.totals.billedMessagesPerDay,
    levels,
  );
  const { recommended } = evaluation;
  // Free's daily messages are a hard quota, never billed: its day costs nothing.
  const fixed = recommended
    ? dayPlanCost(
        levels.map(() => ({ sku: recommended.sku, units: recommended.units })),
        recommended.sku === 'Free' ? 0 : billedMessagesPerDay,
        prices,
        tables,
      )
    : null;
  const ladderOf = (sku: SkuId) =>
    skuLadder(evaluation.tiers, sku, evaluation.thresholds, prices.perUnitPerDayUsd);
  const autoscaleSku = autoscaleSkuOf(evaluation, ladderOf);
  const ladder = autoscaleSku ? ladderOf(autoscaleSku) : [];
  const scaled = autoscaleSteps(
    ladder,
    levels,
    tables.serviceRules.autoscale.scaleInBelowConnectionQuotaUtilization,
  );
  const ideal = idealSteps(ladder, levels);
  return {
    levels,
    billedMessagesPerDay,
    fixed,
    autoscaleSku,
    peakBeyondP1: autoscaleSku === 'Premium_P2' && stepFor(ladderOf('Premium_P1'), 1) === -1,
    autoscale: scaled
      ? dayPlanCost(stepsToHours(ladder, scaled), billedMessagesPerDay, prices, tables)
      : null,
    ideal: ideal
      ? dayPlanCost(stepsToHours(ladder, ideal), billedMessagesPerDay, prices, tables)
      : null,
  };
}
