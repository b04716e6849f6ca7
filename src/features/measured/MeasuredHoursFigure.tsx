/**
 * Measured against planned, hour by hour: the metric chosen, its chart (recharts) and the chart's table. Loaded
 * only when its disclosure is first opened (MetricsFileSection), so reading a file never pays for the chart.
 */
import { useId, useMemo, useState } from 'react';
import { useChartColours } from '../../components/charts/chartStyle';
import type { MetricKey } from '../../engine/metrics/azureMetrics';
import type { MeasuredDay } from '../../engine/metrics/measuredDay';
import { plannedHours } from '../../engine/metrics/plannedHours';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useDeferredPlan } from '../../state/usePlan';
import MeasuredHoursChart, {
  measuredHoursChartHeightPx,
  measuredLineStyles,
} from './MeasuredHoursChart';
import { measuredHoursRows, metricValueText } from './measuredHoursRows';

export default function MeasuredHoursFigure({ day }: { day: MeasuredDay }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const colours = useChartColours();
  const planned = useDeferredPlan();
  const metrics = day.reading.series.map((series) => series.metric);
  const [chosen, setChosen] = useState<MetricKey>(metrics[0] ?? 'connectionCount');
  const metric = metrics.includes(chosen) ? chosen : (metrics[0] ?? 'connectionCount');
  const hours = useMemo(() => plannedHours(planned), [planned]);
  const rows = measuredHoursRows(day, hours, metric);
  const metricName = t(`measured.file.metric.${metric}`);
  const title = t('measured.file.chart.label', { metric: metricName });
  const styles = measuredLineStyles(colours, {
    measured: t('measured.file.chart.measured'),
    planned: t('measured.file.chart.planned'),
  });
  const text = (value: number | null) =>
    value === null ? t('measured.table.none') : metricValueText(locale, metric, value);
  const tierBound = metric === 'connectionQuotaUtilization' || metric === 'serverLoad';

  return (
    <div className="measured-hours">
      <div className="measured-select">
        <label htmlFor={`${id}-metric`}>{t('measured.file.chart.metric')}</label>
        <select
          id={`${id}-metric`}
          value={metric}
          onChange={(event) => setChosen(event.currentTarget.value as MetricKey)}
        >
          {metrics.map((option) => (
            <option key={option} value={option}>
              {t(`measured.file.metric.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {tierBound && !planned.deployment && (
        <p className="panel-hint">{t('measured.file.chart.noPlan')}</p>
      )}
      {/* The table below is this chart's alternative. */}
      <figure className="chart-figure" aria-label={title}>
        <ul className="chart-legend" aria-label={t('measured.file.chart.legend')}>
          {styles.map((style) => (
            <li key={style.key}>
              <svg width="34" height="12" aria-hidden="true" focusable="false">
                <line
                  x1="1"
                  y1="6"
                  x2="33"
                  y2="6"
                  stroke={style.colour}
                  strokeWidth="2.5"
                  strokeDasharray={style.dash}
                />
              </svg>
              {style.label}
            </li>
          ))}
        </ul>
        <div
          className="chart-frame"
          style={{ height: measuredHoursChartHeightPx }}
          aria-hidden="true"
        >
          <MeasuredHoursChart
            rows={rows}
            styles={styles}
            colours={colours}
            title={title}
            tick={(value) => metricValueText(locale, metric, value)}
          />
        </div>
      </figure>
      <details className="chart-details">
        <summary>{t('measured.file.chart.table')}</summary>
        <div
          className="table-scroll"
          role="region"
          aria-labelledby={`${id}-caption`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it
          tabIndex={0}
        >
          <table className="data-table measured-hours-table">
            <caption id={`${id}-caption`}>
              {t('measured.file.chart.caption', { metric: metricName })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('measured.file.chart.hour')}</th>
                <th scope="col">{t('measured.file.chart.measured')}</th>
                <th scope="col">{t('measured.file.chart.planned')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.hour}>
                  <th scope="row">{t('plan.profile.hour', { hour: row.hour })}</th>
                  <td className="num">{text(row.measured)}</td>
                  <td className="num">{text(row.planned)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
