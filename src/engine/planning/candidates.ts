/**
 * The shapes a deployment can take for one number of instances, each priced as the bill would price it:
 * one SKU in every region, each region's instances either fixed at the units its peak needs (within the sizing
 * targets) or, on Premium with a day's load profile, moved hour by hour by the autoscale rule (within the rule's
 * own thresholds). Units are billed by the time they run (unit-days); each region bills the messages it
 * delivers beyond the messages its own units include, and Azure's data transfer of what it forwards to the others.
 */
import { crossRegionMonthlyUsd, type Prices } from '../billing/cost';
import type { RegionTraffic } from '../billing/regionTraffic';
import type { SizingTables } from '../guides/data';
import type { SkuId } from '../guides/guideSchema';
import type { Evaluation } from '../sizing/evaluate';
import type { TierEvaluation } from '../sizing/tierEvaluation';
import { autoscaleSteps, idealSteps } from './autoscale';
import {
  autoscaleThresholds,
  scaleStepsPerHour,
  type AutoscaleSettingsUsed,
} from './autoscaleRule';
import { dayPlanCost } from '../billing/dayPlanCost';
import type { Thresholds } from '../sizing/utilization';
import { tierAtLevel } from './peakTier';
import { premiumSkus, skuLadder, stepFor, type LadderStep } from './unitLadder';

export interface RegionCandidate {
  /** Each instance's SKU and units, hour by hour. */
  hours: { sku: SkuId; units: number }[];
  unitsPerInstance: number;
  /** Unit-days a day over every instance of the region. */
  unitDaysPerDay: number;
  billedMessagesPerDay: number;
  includedMessagesPerDay: number;
  extraMessagesPerDay: number;
  unitsUsd: number;
  messagesUsd: number;
  /** Azure's data transfer of the messages this region forwards to the other regions, a month. */
  crossRegionUsd: number;
  /** Units, messages and data transfer between regions. */
  totalUsd: number;
  /** The per-instance tier at the region's peak hour, read at that hour's share of the composed peak. */
  peak: TierEvaluation;
}

export interface Candidate {
  sku: SkuId;
  instances: number;
  autoscaled: boolean;
  regions: RegionCandidate[];
  totalUsd: number;
}

export interface CandidateContext {
  /** One instance's per-tier analysis. */
  evaluation: Evaluation;
  instances: number;
  traffic: RegionTraffic;
  /** The day's levels (24) and their mean. */
  levels: readonly number[];
  meanLevel: number;
  hasProfile: boolean;
  autoscale: AutoscaleSettingsUsed;
  prices: Prices;
  tables: SizingTables;
}

const skuOrder: readonly SkuId[] = ['Free', 'Standard_S1', 'Premium_P1', 'Premium_P2'];

const includedMessagesPerUnitPerDay = (tables: SizingTables, sku: SkuId): number =>
  tables.skuCatalog.skus.find((candidate) => candidate.id === sku)?.includedMessagesPerUnitPerDay ??
  0;

function regionCandidate(
  context: CandidateContext,
  ladder: readonly LadderStep[],
  steps: readonly number[],
  region: number,
  thresholds: Thresholds,
): RegionCandidate {
  const { evaluation, instances, traffic, levels, meanLevel, prices, tables } = context;
  const hours = steps.map((index) => {
    const step = ladder[index] as LadderStep;
    return { sku: step.sku, units: step.units };
  });
  const peakIndex = Math.max(...steps);
  const peakStep = ladder[peakIndex] as LadderStep;
  const free = peakStep.sku === 'Free';
  // Free's daily messages are a hard quota, never billed.
  const billed = free ? 0 : (traffic.billedMessagesPerDay[region] as number) * meanLevel;
  const cost = dayPlanCost(
    hours.map((hour) => ({ sku: hour.sku, units: hour.units * instances })),
    billed,
    prices,
    tables,
  );
  // Data transfer between regions: the same bytes whatever the units, billed by Azure's bandwidth meter.
  const crossRegionUsd = crossRegionMonthlyUsd(
    (traffic.crossRegionBytesPerDay[region] as number) * meanLevel,
    prices.perGbCrossRegionUsd,
    tables.skuCatalog.hoursPerMonth,
  );
  const includedPerUnitPerDay =
    tables.skuCatalog.skus.find((sku) => sku.id === peakStep.sku)?.includedMessagesPerUnitPerDay ??
    0;
  return {
    hours,
    unitsPerInstance: peakStep.units,
    unitDaysPerDay: cost.unitDays,
    billedMessagesPerDay: (traffic.billedMessagesPerDay[region] as number) * meanLevel,
    includedMessagesPerDay: cost.unitDays * includedPerUnitPerDay,
    extraMessagesPerDay: cost.extraMessagesPerDay,
    unitsUsd: cost.unitsUsd,
    messagesUsd: cost.extraMessagesUsd,
    crossRegionUsd,
    totalUsd: cost.monthlyCostUsd + crossRegionUsd,
    peak: tierAtLevel(
      evaluation.tiers[peakStep.tierIndex] as TierEvaluation,
      Math.max(...levels) * (traffic.sizingLevels[region] as number),
      thresholds,
    ),
  };
}

/**
 * A region's monthly units and messages at fixed units all day (its data transfer to the other regions is the same
 * at any units, so it does not choose between them): the cheap comparison `fixedCandidate` makes over its ladder,
 * as `dayPlanCost` prices a day of one unit count, without building the day.
 */
function fixedUnitsAndMessagesUsd(
  context: CandidateContext,
  step: LadderStep,
  region: number,
  includedPerUnitPerDay: number,
): number {
  const { instances, traffic, meanLevel, prices, tables } = context;
  const units = step.units * instances;
  // Free's daily messages are a hard quota, never billed.
  const billed =
    step.sku === 'Free' ? 0 : (traffic.billedMessagesPerDay[region] as number) * meanLevel;
  const extraMessages = Math.max(0, billed - units * includedPerUnitPerDay);
  const perDayUsd =
    units * prices.perUnitPerDayUsd[step.sku] +
    (extraMessages / 1_000_000) * prices.perMillionExtraMessagesUsd;
  return perDayUsd * (tables.skuCatalog.hoursPerMonth / 24);
}

/**
 * Fixed units: in each region the units (at or above the fewest that carry its share of the peak within the
 * sizing targets) that cost least, all day.
 */
export function fixedCandidate(context: CandidateContext, sku: SkuId): Candidate | null {
  const { evaluation, traffic, levels, prices } = context;
  const ladder = skuLadder(evaluation.tiers, sku, evaluation.thresholds, prices.perUnitPerDayUsd);
  const regions: RegionCandidate[] = [];
  for (const [region, level] of traffic.sizingLevels.entries()) {
    const first = stepFor(ladder, level);
    if (first === -1) return null;
    // More units include more messages: a larger step may cost less. Compare by cost, then build the cheapest.
    const included = includedMessagesPerUnitPerDay(context.tables, sku);
    let best = first;
    let bestUsd = fixedUnitsAndMessagesUsd(context, ladder[first] as LadderStep, region, included);
    for (let index = first + 1; index < ladder.length; index += 1) {
      const usd = fixedUnitsAndMessagesUsd(context, ladder[index] as LadderStep, region, included);
      if (usd < bestUsd - 1e-9) {
        best = index;
        bestUsd = usd;
      }
    }
    regions.push(
      regionCandidate(
        context,
        ladder,
        levels.map(() => best),
        region,
        evaluation.thresholds,
      ),
    );
  }
  return {
    sku,
    instances: context.instances,
    autoscaled: false,
    regions,
    totalUsd: regions.reduce((sum, region) => sum + region.totalUsd, 0),
  };
}

/** Premium autoscale in every region, each replica with its own setting, on the rule's thresholds. */
export function autoscaledCandidate(context: CandidateContext, sku: SkuId): Candidate | null {
  const { evaluation, traffic, levels, prices, autoscale } = context;
  const ladder = skuLadder(
    evaluation.tiers,
    sku,
    autoscaleThresholds(autoscale),
    prices.perUnitPerDayUsd,
  );
  const regions: RegionCandidate[] = [];
  for (const [region, level] of traffic.sizingLevels.entries()) {
    const steps = autoscaleSteps(
      ladder,
      levels.map((hourLevel) => hourLevel * level),
      autoscale.scaleInBelow,
      scaleStepsPerHour(autoscale.coolDownMinutes),
    );
    if (!steps) return null;
    regions.push(regionCandidate(context, ladder, steps, region, autoscaleThresholds(autoscale)));
  }
  return {
    sku,
    instances: context.instances,
    autoscaled: true,
    regions,
    totalUsd: regions.reduce((sum, region) => sum + region.totalUsd, 0),
  };
}

/** The lower bound: each hour exactly the fewest units that keep it within the rule's scale-out threshold. */
export function idealCandidate(context: CandidateContext, sku: SkuId): Candidate | null {
  const { evaluation, traffic, levels, prices, autoscale } = context;
  const ladder = skuLadder(
    evaluation.tiers,
    sku,
    autoscaleThresholds(autoscale),
    prices.perUnitPerDayUsd,
  );
  const regions: RegionCandidate[] = [];
  for (const [region, level] of traffic.sizingLevels.entries()) {
    const steps = idealSteps(
      ladder,
      levels.map((hourLevel) => hourLevel * level),
    );
    if (!steps) return null;
    regions.push(regionCandidate(context, ladder, steps, region, autoscaleThresholds(autoscale)));
  }
  return {
    sku,
    instances: context.instances,
    autoscaled: true,
    regions,
    totalUsd: regions.reduce((sum, region) => sum + region.totalUsd, 0),
  };
}

/**
 * Does an autoscaled shape move its units? A rule whose minimum equals its maximum in every region never scales: it
 * is a fixed deployment with a rule on top (and, sized by the rule's threshold, not by the sizing targets).
 * @example scalesThroughTheDay(premiumP2From600To600) // false
 */
export function scalesThroughTheDay(candidate: Candidate): boolean {
  return candidate.regions.some((region) => {
    const units = region.hours.map((hour) => hour.units);
    return Math.min(...units) < Math.max(...units);
  });
}

/**
 * Every shape for this number of instances: Free only alone in one region; replicas only on Premium; with a
 * day's load profile, Premium both fixed and autoscaled (the cheaper wins: the rule's scale-out threshold may keep
 * more headroom than the sizing targets, and a rule that never scales is no rule), the other SKUs fixed.
 */
export function candidatesFor(context: CandidateContext, premiumOnly: boolean): Candidate[] {
  const candidates: Candidate[] = [];
  const singleRegion = context.traffic.sizingLevels.length === 1;
  for (const sku of skuOrder) {
    const premium = premiumSkus.includes(sku);
    if (premiumOnly && !premium) continue;
    if (sku === 'Free' && (context.instances > 1 || !singleRegion)) continue;
    if (!context.evaluation.tiers.some((tier) => tier.sku === sku)) continue;
    const fixed = fixedCandidate(context, sku);
    if (fixed) candidates.push(fixed);
    if (premium && context.hasProfile) {
      const autoscaled = autoscaledCandidate(context, sku);
      if (autoscaled && scalesThroughTheDay(autoscaled)) candidates.push(autoscaled);
    }
  }
  return candidates;
}

function totalUnitDays(candidate: Candidate): number {
  return candidate.regions.reduce((sum, region) => sum + region.unitDaysPerDay, 0);
}

/** The cheapest; on equal cost the fewer unit-days, then the catalog's order. */
export function cheapestCandidate(candidates: readonly Candidate[]): Candidate | null {
  let best: Candidate | null = null;
  for (const candidate of candidates) {
    if (
      !best ||
      candidate.totalUsd < best.totalUsd - 1e-9 ||
      (Math.abs(candidate.totalUsd - best.totalUsd) <= 1e-9 &&
        totalUnitDays(candidate) < totalUnitDays(best) - 1e-9)
    ) {
      best = candidate;
    }
  }
  return best;
}
