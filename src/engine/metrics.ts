/**
 * Reading the metrics Azure wrote (the JSON of `az monitor metrics list`, the portal chart's CSV) into the day
 * they give, and re-sizing a scenario from it. A barrel of its own, loaded when someone reads a metrics file:
 * neither the page's first code (./index) nor the planning panels (./planning) carry the readers.
 */
// The engine's own barrel, so that the bundler keeps the first view's engine in one chunk: reached from here only
// in part, its modules would be split into two chunks by who reaches them, a second request on the first load.
export { evaluate } from './index';
export { readMetricsFiles, maxMetricsFileBytes } from './metrics/readMetricsFiles';
export type { MetricsFileText } from './metrics/readMetricsFiles';
export { measuredDayOf, profileMetrics } from './metrics/measuredDay';
export type { MeasuredDay, MeasuredDayResult, MetricPeak } from './metrics/measuredDay';
export { metricsFieldsFor, scenarioResizedFrom } from './metrics/resize';
export { plannedHours } from './metrics/plannedHours';
export type { PlannedHours } from './metrics/plannedHours';
export { hourlyReading, minimumHours } from './metrics/hourlyReading';
export type { HourlySeries, MetricsReading } from './metrics/hourlyReading';
export {
  azureMetrics,
  metricKeys,
  metricOfRestName,
  restMetricNames,
} from './metrics/azureMetrics';
export type { MetricKey, MetricUnit, Aggregation } from './metrics/azureMetrics';
export type { MetricsProblem } from './metrics/metricsProblems';
export { timeText } from './metrics/metricsTime';
