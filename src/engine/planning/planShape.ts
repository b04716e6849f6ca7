/**
 * What every shape of a deployment shares for a scenario: where its messages are billed (regions), its day
 * (the load profile), the autoscale rule, and whether replicas hold it to Premium.
 */
import { regionTraffic, type RegionTraffic } from '../billing/regionTraffic';
import type { SizingTables } from '../guides/data';
import { calibrationFactor } from '../sizing/calibration';
import type { Evaluation } from '../sizing/evaluate';
import { autoscaleSettingsOf, type AutoscaleSettingsUsed } from './autoscaleRule';
import { profileOrFlat } from './loadProfile';

export interface PlanShape {
  traffic: RegionTraffic;
  levels: readonly number[];
  meanLevel: number;
  hasProfile: boolean;
  autoscale: AutoscaleSettingsUsed;
  /** Replicas exist on Premium only. */
  premiumOnly: boolean;
}

/**
 * `wholeChunks`: bill every message as whole 2 KB chunks (Web PubSub's billing page read per message), as the
 * conservative reading does; absent, the reading that sizes the scenario decides.
 * @example shapeOf(evaluate(chatWithTwoReplicas), tables).traffic.clientShares // [1/3, 1/3, 1/3]
 */
export function shapeOf(
  evaluation: Evaluation,
  tables: SizingTables,
  wholeChunks = evaluation.guideReading === 'conservative',
): PlanShape {
  const { scenario } = evaluation;
  const levels = profileOrFlat(scenario.loadProfile);
  const replicas = scenario.replicas && scenario.replicas.count > 0 ? scenario.replicas : undefined;
  return {
    traffic: regionTraffic(
      evaluation.workloads,
      replicas,
      calibrationFactor(evaluation.calibration ?? undefined, 'messages'),
      wholeChunks,
    ),
    levels,
    meanLevel: levels.reduce((sum, level) => sum + level, 0) / levels.length,
    hasProfile: scenario.loadProfile !== undefined,
    autoscale: autoscaleSettingsOf(scenario, tables.serviceRules),
    premiumOnly: replicas !== undefined,
  };
}
