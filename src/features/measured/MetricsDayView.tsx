/**
 * What a metrics file says, against the scenario: what it covers, the day's profile, each peak beside the
 * engine's prediction and their ratio, the chart of measured against planned (opened on demand), and the re-size.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import '../../components/charts/Charts.css';
import { serviceOf, type MeasuredMetric } from '../../engine';
import { withMetricsFields } from '../../engine/scenario/metricsFields';
import type { MetricKey } from '../../engine/metrics/azureMetrics';
import type { MetricsReading } from '../../engine/metrics/hourlyReading';
import type { MeasuredDay } from '../../engine/metrics/measuredDay';
import { compareMeasured } from '../../engine/planning';
import { formatList } from '../../components/wording/formatList';
import { formatCount, formatPercent } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useSettledScenario } from '../../state/useEvaluation';
import { MetricsResizeActions } from './MetricsResizeActions';
import { measuredRows } from './measuredRows';
import type { MetricsReader } from './readChosenFiles';

const MeasuredHoursFigure = lazy(() => import('./MeasuredHoursFigure'));

/** The file's metric each compared quantity is read from. */
const fileMetricOf: Record<MeasuredMetric, MetricKey> = {
  connectionCount: 'connectionCount',
  messageCountPerDay: 'messageCount',
  inboundTrafficBytes: 'inboundTraffic',
  outboundTrafficBytes: 'outboundTraffic',
  serverLoadPercent: 'serverLoad',
};

function DaySummary({ day, label }: { day: MeasuredDay; label: string }) {
  const t = useT();
  const locale = useLocale();
  const scenario = useSettledScenario();
  const { reading, profile, impliedQuota, peaks } = day;
  const hour = (value: number) => t('plan.profile.hour', { hour: value });
  const quietest = profile ? profile.indexOf(Math.min(...profile)) : -1;
  const connections = peaks.connectionCount?.value;
  return (
    <>
      <p>
        {t('measured.file.summary', {
          file: label,
          metrics: formatList(
            locale,
            reading.series.map((series) => series.name),
          ),
          count: reading.hours,
          start: day.startText,
          end: day.endText,
        })}{' '}
        {!reading.zoned && t('measured.file.zoneless')}
      </p>
      {reading.service && reading.service !== serviceOf(scenario) && (
        <p className="plan-flag" role="note">
          {t('measured.file.otherService', {
            fileService: t(`service.${reading.service}`),
            scenarioService: t(`service.${serviceOf(scenario)}`),
          })}
        </p>
      )}
      <p>
        {profile
          ? t('measured.file.profile', {
              peakHour: hour(profile.indexOf(1)),
              quietHour: hour(quietest),
              quietLevel: formatPercent(locale, profile[quietest] ?? 0),
            })
          : t('measured.file.profile.none')}
      </p>
      {impliedQuota !== null && connections !== undefined && (
        <p>
          {t('measured.file.quota', {
            connections: formatCount(locale, connections),
            percent: formatPercent(locale, connections / impliedQuota),
            quota: formatCount(locale, impliedQuota),
          })}
        </p>
      )}
    </>
  );
}

function PeaksTable({ reader, day }: { reader: MetricsReader; day: MeasuredDay }) {
  const t = useT();
  const locale = useLocale();
  const scenario = useSettledScenario();
  const comparisons = useMemo(
    () =>
      compareMeasured(withMetricsFields(scenario, reader.metricsFieldsFor(scenario, day))).filter(
        (row) => row.measured !== null,
      ),
    [reader, scenario, day],
  );
  const none = t('measured.table.none');
  return (
    <table className="measured-table">
      <caption>{t('measured.file.factors.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('measured.table.metric')}</th>
          <th scope="col">{t('measured.table.measured')}</th>
          <th scope="col">{t('measured.table.predicted')}</th>
          <th scope="col">{t('measured.table.ratio')}</th>
        </tr>
      </thead>
      <tbody>
        {measuredRows(locale, comparisons).map((row) => (
          <tr key={row.metric}>
            <th scope="row">{t(`measured.${row.metric}`)}</th>
            <td className="num">
              {t('measured.file.peak', {
                value: row.measured ?? none,
                time: day.peaks[fileMetricOf[row.metric]]?.time ?? none,
              })}
            </td>
            <td className="num">{row.predicted ?? none}</td>
            <td className="num">{row.ratio ?? none}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MetricsDayView({
  label,
  reader,
  reading,
  offsetMinutes,
}: {
  label: string;
  reader: MetricsReader;
  reading: MetricsReading;
  offsetMinutes: number;
}) {
  const t = useT();
  const [chartOpen, setChartOpen] = useState(false);
  const result = useMemo(
    () => reader.measuredDayOf(reading, offsetMinutes),
    [reader, reading, offsetMinutes],
  );
  if (!result.ok) return null;
  const day = result.day;
  return (
    <div className="measured-day">
      <DaySummary day={day} label={label} />
      <PeaksTable reader={reader} day={day} />
      <MetricsResizeActions reader={reader} day={day} label={label} />
      <details
        className="chart-details"
        onToggle={(event) => setChartOpen(event.currentTarget.open)}
      >
        <summary>{t('measured.file.chart.summary')}</summary>
        {chartOpen && (
          <Suspense
            fallback={
              <p className="panel-hint" aria-busy="true">
                {t('app.loading')}
              </p>
            }
          >
            <MeasuredHoursFigure day={day} />
          </Suspense>
        )}
      </details>
    </div>
  );
}
