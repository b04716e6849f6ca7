/**
 * What you measured against what the engine predicts: each Azure Monitor metric beside the engine's figure
 * for the same quantity, their ratio, and the calibration factors those ratios make.
 */
import { defaultTables, type SizingTables } from '../guides/data';
import { evaluate, type Evaluation } from '../sizing/evaluate';
import { type Calibration, type Measured } from '../scenario/measuredSchema';
import {
  defaultTrafficGrainSeconds,
  measuredLimits,
  type CalibratedLimit,
} from '../scenario/measuredLimits';
import type { Scenario } from '../scenario/scenario';

export const measuredMetrics = [
  'connectionCount',
  'messageCountPerDay',
  'inboundTrafficBytes',
  'outboundTrafficBytes',
  'serverLoadPercent',
] as const;
export type MeasuredMetric = (typeof measuredMetrics)[number];

/** The limit each metric calibrates; Server Load is compared only (it mixes every throughput limit). */
export const calibratedLimitOf: Record<MeasuredMetric, CalibratedLimit | null> = {
  connectionCount: 'connections',
  messageCountPerDay: 'messages',
  inboundTrafficBytes: 'inbound',
  outboundTrafficBytes: 'outbound',
  serverLoadPercent: null,
};

export interface MetricComparison {
  metric: MeasuredMetric;
  measured: number | null;
  /** The engine's figure for the same metric; null where it has none (Server Load at a tier it does not size). */
  predicted: number | null;
  /** measured / predicted; null when either is missing or the prediction is 0. */
  ratio: number | null;
}

/** The engine's predictions for the metrics, read from an evaluation without calibration. */
export function predictedMetrics(
  evaluation: Evaluation,
  measured: Measured | undefined,
): Record<MeasuredMetric, number | null> {
  const grainSeconds = measured?.trafficGrainSeconds ?? defaultTrafficGrainSeconds;
  const tier =
    measured?.sku !== undefined && measured.units !== undefined
      ? evaluation.tiers.find((t) => t.sku === measured.sku && t.units === measured.units)
      : undefined;
  const serverConnections = tier?.serverConnections ?? evaluation.recommended?.serverConnections;
  const { totals } = evaluation;
  return {
    connectionCount: totals.connections + (serverConnections ?? 0),
    messageCountPerDay: totals.billedMessagesPerDay,
    inboundTrafficBytes: totals.inboundBytesPerSecond * grainSeconds,
    outboundTrafficBytes: totals.outboundBytesPerSecond * grainSeconds,
    serverLoadPercent: tier
      ? 100 *
        Math.max(
          tier.utilization.inboundBandwidth,
          tier.utilization.outboundBandwidth,
          tier.utilization.routing,
        )
      : null,
  };
}

/**
 * Each metric entered, beside the engine's prediction for the scenario as composed (without any calibration),
 * and their ratio. Connection Count is compared with client plus server connections (the portal counts both);
 * Message Count with billed messages a day (2 KB chunks); the traffic sums with bytes/s x the time grain;
 * Server Load with the busiest throughput limit's utilization at the SKU and units entered.
 * @example 1,000 echo senders every 1 s of 2,048 B, measured Message Count 172,800,000 a day -> ratio 1
 */
export function compareMeasured(
  scenario: Scenario,
  tables: SizingTables = defaultTables,
): MetricComparison[] {
  const measured = scenario.measured;
  const { calibration: _applied, ...uncalibrated } = scenario;
  const predicted = predictedMetrics(evaluate(uncalibrated, tables), measured);
  return measuredMetrics.map((metric) => {
    const value = measured?.[metric] ?? null;
    const prediction = predicted[metric];
    const ratio =
      value !== null && prediction !== null && prediction > 0 ? value / prediction : null;
    return { metric, measured: value, predicted: prediction, ratio };
  });
}

/**
 * The calibration the measured ratios make: each calibrated limit's ratio, fitted into the allowed factor
 * range (0.01 to 100); limits without a ratio are left out. Null when no metric gives one.
 * @example calibrationFrom([{ metric: 'outboundTrafficBytes', ratio: 1.2, ... }]) // { outbound: 1.2 }
 */
export function calibrationFrom(comparisons: readonly MetricComparison[]): Calibration | null {
  const calibration: Calibration = {};
  for (const { metric, ratio } of comparisons) {
    const limit = calibratedLimitOf[metric];
    if (limit === null || ratio === null) continue;
    const { min, max } = measuredLimits.factor;
    calibration[limit] = Math.min(max, Math.max(min, ratio));
  }
  return Object.keys(calibration).length === 0 ? null : calibration;
}
