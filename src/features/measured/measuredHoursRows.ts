/** Pure adapters from a measured day and the plan's hours to the chart's rows and the cells of its table. */
import type { MetricKey } from '../../engine/metrics/azureMetrics';
import type { MeasuredDay } from '../../engine/metrics/measuredDay';
import type { PlannedHours } from '../../engine/metrics/plannedHours';
import { formatBytes, formatCount, formatPercent } from '../../i18n/format';

export interface MeasuredHourRow {
  hour: number;
  measured: number | null;
  planned: number | null;
}

/**
 * One row per hour of the day: the busiest measured day's value and the plan's.
 * @example measuredHoursRows(day, plannedHours(plan), 'connectionCount')[9] // { hour: 9, measured: 44000, planned: 44000 }
 */
export function measuredHoursRows(
  day: MeasuredDay,
  planned: PlannedHours,
  metric: MetricKey,
): MeasuredHourRow[] {
  const measured = day.byHour[metric];
  return planned[metric].map((value, hour) => ({
    hour,
    measured: measured?.[hour] ?? null,
    planned: value,
  }));
}

/**
 * A metric's value in its unit: bytes in powers of 1,024, percentages, whole counts.
 * @example metricValueText('en', 'inboundTraffic', 5.5 * 1024 ** 2) // '5.5 MB'
 */
export function metricValueText(locale: string, metric: MetricKey, value: number): string {
  switch (metric) {
    case 'inboundTraffic':
    case 'outboundTraffic':
      return formatBytes(locale, value);
    case 'connectionQuotaUtilization':
    case 'serverLoad':
      return formatPercent(locale, value / 100);
    case 'connectionCount':
    case 'messageCount':
      return formatCount(locale, Math.round(value));
  }
}
