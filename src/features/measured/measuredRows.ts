/** The comparison table's cells: each metric's measured and predicted values, formatted for the reader. */
import type { MeasuredMetric, MetricComparison } from '../../engine';
import { formatBytes, formatCount, formatPercent } from '../../i18n/format';

export interface MeasuredRow {
  metric: MeasuredMetric;
  measured: string | null;
  predicted: string | null;
  ratio: string | null;
}

function formatMetric(locale: string, metric: MeasuredMetric, value: number): string {
  switch (metric) {
    case 'inboundTrafficBytes':
    case 'outboundTrafficBytes':
      return formatBytes(locale, value);
    case 'serverLoadPercent':
      return formatPercent(locale, value / 100);
    case 'connectionCount':
    case 'messageCountPerDay':
      return formatCount(locale, Math.round(value));
  }
}

/**
 * @example measuredRows('en', [{ metric: 'connectionCount', measured: 2100, predicted: 2000, ratio: 1.05 }])
 *   // [{ metric: 'connectionCount', measured: '2,100', predicted: '2,000', ratio: '×1.05' }]
 */
export function measuredRows(
  locale: string,
  comparisons: readonly MetricComparison[],
): MeasuredRow[] {
  const ratioFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return comparisons.map(({ metric, measured, predicted, ratio }) => ({
    metric,
    measured: measured === null ? null : formatMetric(locale, metric, measured),
    predicted: predicted === null ? null : formatMetric(locale, metric, predicted),
    ratio: ratio === null ? null : `×${ratioFormat.format(ratio)}`,
  }));
}
