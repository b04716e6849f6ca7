/**
 * How much of the composed peak each tier carries. A level L (0 to 1) scales every workload's connections and
 * messages by L; the server connections stay (the app servers keep their connections however quiet the hour),
 * so each limit's utilization at level L is `constant + linear x L`, read off the evaluated tier at L = 1.
 */
import type { SkuId } from '../guides/guideSchema';
import type { TierEvaluation } from '../sizing/tierEvaluation';
import { thresholdOf, utilizationEpsilon, type Thresholds } from '../sizing/utilization';

export interface LadderStep {
  sku: SkuId;
  units: number;
  /** Index into the evaluation's tiers. */
  tierIndex: number;
  /** The highest level of the peak this tier carries within the headroom targets (Infinity: any). */
  maxLevel: number;
  /** Connection quota utilization at level L: `connectionsConstant + connectionsPerLevel x L`. */
  connectionsConstant: number;
  connectionsPerLevel: number;
  /** The highest throughput utilization (inbound, outbound, routing: the Server Load stand-in) per level. */
  throughputPerLevel: number;
  perUnitPerDayUsd: number;
}

function levelWithin(constant: number, perLevel: number, threshold: number): number {
  if (constant > threshold + utilizationEpsilon) return -Infinity;
  if (perLevel <= 0) return Infinity;
  return (threshold + utilizationEpsilon - constant) / perLevel;
}

/**
 * One tier as a ladder step: its utilizations split into what scales with the level and what does not.
 * @example a tier at 35% inbound and 50% connections (none of them server connections), targets 70% / 100%
 *   -> maxLevel = min(0.7 / 0.35, 1 / 0.5) = 2: it carries twice the peak
 */
export function ladderStepOf(
  tier: TierEvaluation,
  tierIndex: number,
  thresholds: Thresholds,
  perUnitPerDayUsd: number,
): LadderStep {
  const { utilization } = tier;
  const connectionsConstant = tier.serverConnections / tier.capacity.maxConnections;
  const connectionsPerLevel = Math.max(0, utilization.connections - connectionsConstant);
  const throughputPerLevel = Math.max(
    utilization.inboundBandwidth,
    utilization.outboundBandwidth,
    utilization.routing,
  );
  const maxLevel = Math.min(
    levelWithin(connectionsConstant, connectionsPerLevel, thresholdOf('connections', thresholds)),
    levelWithin(0, throughputPerLevel, thresholdOf('inboundBandwidth', thresholds)),
    utilization.dailyMessages === null
      ? Infinity
      : levelWithin(0, utilization.dailyMessages, thresholdOf('dailyMessages', thresholds)),
  );
  return {
    sku: tier.sku,
    units: tier.units,
    tierIndex,
    maxLevel,
    connectionsConstant,
    connectionsPerLevel,
    throughputPerLevel,
    perUnitPerDayUsd,
  };
}

export const premiumSkus: readonly SkuId[] = ['Premium_P1', 'Premium_P2'];

/**
 * The unit counts Premium autoscale steps through, in order: Premium_P1's 1-10, 20 ... 100, then Premium_P2's
 * 200 ... 1,000 where the edition has it (at a unit count both sell, the cheaper, else Premium_P1).
 * @example premiumLadder(evaluation.tiers, ...).map((step) => step.units) // [1, 2, ..., 10, 20, ..., 100, 200, ..., 1000]
 */
export function premiumLadder(
  tiers: readonly TierEvaluation[],
  thresholds: Thresholds,
  perUnitPerDayUsd: Record<SkuId, number>,
): LadderStep[] {
  const byUnits = new Map<number, LadderStep>();
  tiers.forEach((tier, index) => {
    if (!premiumSkus.includes(tier.sku)) return;
    const step = ladderStepOf(tier, index, thresholds, perUnitPerDayUsd[tier.sku]);
    const existing = byUnits.get(tier.units);
    if (!existing || step.perUnitPerDayUsd < existing.perUnitPerDayUsd)
      byUnits.set(tier.units, step);
  });
  return [...byUnits.values()].sort((a, b) => a.units - b.units);
}

/**
 * The unit counts one SKU's autoscale steps through, in order: autoscale changes the units, never the SKU
 * (the vendor's autoscale page scales "units" within the instance's tier).
 * @example skuLadder(evaluation.tiers, 'Premium_P1', ...).map((step) => step.units) // [1, ..., 10, 20, ..., 100]
 */
export function skuLadder(
  tiers: readonly TierEvaluation[],
  sku: SkuId,
  thresholds: Thresholds,
  perUnitPerDayUsd: Record<SkuId, number>,
): LadderStep[] {
  const steps: LadderStep[] = [];
  tiers.forEach((tier, index) => {
    if (tier.sku === sku) steps.push(ladderStepOf(tier, index, thresholds, perUnitPerDayUsd[sku]));
  });
  return steps.sort((a, b) => a.units - b.units);
}

/** The first step (fewest units) that carries `level`; -1 when none does. */
export function stepFor(ladder: readonly LadderStep[], level: number): number {
  return ladder.findIndex((step) => step.maxLevel >= level);
}

/** Connection quota and Server Load utilization of a step at a level: the higher of the two. */
export function scaleMetricAt(step: LadderStep, level: number): number {
  return Math.max(
    step.connectionsConstant + step.connectionsPerLevel * level,
    step.throughputPerLevel * level,
  );
}
