/**
 * What the plan expects each metric to read, hour by hour, for the chart of measured against planned: the
 * engine's prediction of the metric at the peak (as "What you measured" compares it), times the scenario's
 * calibration, times the hour's level of the load profile. The instance read is the primary region's first
 * instance, as an Azure Monitor chart of that resource shows it: its share of the clients (the primary's
 * client share over the instances). Connection Quota Utilization and Server Load are read off the plan's own
 * tier at each hour's units (autoscale moves them): the server connections stay, the rest moves with the level.
 */
import { defaultTables, type SizingTables } from '../guides/data';
import { profileOrFlat } from '../planning/loadProfile';
import { predictedMetrics } from '../planning/measured';
import type { Plan } from '../planning/planTypes';
import { calibrationFactor } from '../sizing/calibration';
import { evaluate } from '../sizing/evaluate';
import type { TierEvaluation } from '../sizing/tierEvaluation';
import type { MetricKey } from './azureMetrics';

export type PlannedHours = Record<MetricKey, (number | null)[]>;

function tierAt(plan: Plan, units: number | undefined): TierEvaluation | null {
  const sku = plan.deployment?.sku;
  if (units === undefined || !sku) return null;
  return plan.instanceEvaluation.tiers.find((t) => t.sku === sku && t.units === units) ?? null;
}

/**
 * Each metric's planned value at each hour of the day (null where the plan has no deployment to read).
 * @example plannedHours(plan(teamChat)).connectionCount[9] // 40,000: every client at the flat day's peak
 */
export function plannedHours(plan: Plan, tables: SizingTables = defaultTables): PlannedHours {
  const { scenario } = plan;
  const { calibration: _applied, ...uncalibrated } = scenario;
  const uncalibratedEvaluation = evaluate(uncalibrated, tables);
  const predicted = predictedMetrics(uncalibratedEvaluation, scenario.measured);
  const { totals } = uncalibratedEvaluation;
  const calibration = plan.evaluation.calibration ?? undefined;
  const factor = (limit: Parameters<typeof calibrationFactor>[1]) =>
    calibrationFactor(calibration, limit);
  const levels = profileOrFlat(scenario.loadProfile);
  const deployment = plan.deployment;
  const primary = deployment?.regionDeployments[0];
  const clientShare = primary?.clientShare ?? 1;
  const share = clientShare / (deployment?.instances ?? 1);
  const serverConnections = (predicted.connectionCount ?? totals.connections) - totals.connections;
  const hourly = (perHour: (level: number, hour: number) => number | null) =>
    levels.map((level, hour) => perHour(level, hour));
  return {
    connectionCount: hourly(
      (level) => (totals.connections * share * level + serverConnections) * factor('connections'),
    ),
    messageCount: hourly(
      (level) => ((predicted.messageCountPerDay ?? 0) * factor('messages') * level * share) / 24,
    ),
    inboundTraffic: hourly(
      (level) => totals.inboundBytesPerSecond * 3600 * factor('inbound') * level * share,
    ),
    outboundTraffic: hourly(
      (level) => totals.outboundBytesPerSecond * 3600 * factor('outbound') * level * share,
    ),
    connectionQuotaUtilization: hourly((level, hour) => {
      const tier = tierAt(plan, primary?.unitsByHour[hour]);
      if (!tier) return null;
      const constant = tier.serverConnections / tier.capacity.maxConnections;
      const perLevel = Math.max(0, tier.utilization.connections - constant);
      return 100 * (constant + perLevel * level * clientShare);
    }),
    serverLoad: hourly((level, hour) => {
      const tier = tierAt(plan, primary?.unitsByHour[hour]);
      if (!tier) return null;
      const { inboundBandwidth, outboundBandwidth, routing } = tier.utilization;
      return 100 * Math.max(inboundBandwidth, outboundBandwidth, routing) * level * clientShare;
    }),
  };
}
