import { useMemo, useRef } from 'react';
import {
  planLimits,
  type Service,
  type SkuId,
  type Timeline,
  type TimelinePlan,
} from '../../engine';
import { timelineChanges } from '../../engine/planning';
import { scaleChangeText } from '../../components/wording/tierChangeText';
import { RadioChoice } from '../../components/RadioChoice';
import { instancesLabel } from '../../components/wording/deploymentText';
import { downloadText } from '../../components/download';
import { exportFileName } from '../../components/fileNames';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount, formatCurrency, formatPercent } from '../../i18n/format';
import { useScenarioStore } from '../../state/scenarioStore';
import { ChartExportButtons } from '../../components/charts/ChartExportButtons';
import { useChartColours } from '../../components/charts/chartStyle';
import { TimelineChart, timelineChartHeightPx } from './TimelineChart';
import { timelineRows } from './planSeries';
import { PlanField } from './PlanField';
import { numberEntry } from './planInput';
import { timelineCsv } from './timelineCsv';

type Mode = 'none' | 'percent' | 'target';

/**
 * A year ahead: how the audience grows, then the plan's deployment and bill month by month (month 0 is the plan
 * the answer shows), and the CSV.
 */
export function TimelineSection({
  timeline,
  plan,
  connectionsNow,
  currency,
  service,
}: {
  timeline: Timeline | undefined;
  plan: TimelinePlan | null;
  connectionsNow: number;
  /** The plan's currency: its prices' (`plan().prices.currency`). */
  currency: string;
  service: Service;
}) {
  const t = useT();
  const locale = useLocale();
  const changed = useScenarioStore((state) => state.timelineChanged);
  const colours = useChartColours();
  const figureRef = useRef<HTMLElement>(null);
  // Where a month moves to another tier, what that move costs a running instance (the vendor's scale pages).
  const changes = useMemo(() => (plan ? timelineChanges(plan) : []), [plan]);
  const chartTitle = t('plan.timeline.chart.label');
  const mode: Mode = !timeline
    ? 'none'
    : timeline.monthlyGrowthPercent !== undefined
      ? 'percent'
      : 'target';
  const target = timeline?.targetConnections ?? Math.max(1, Math.round(connectionsNow * 2));
  const month = timeline?.targetMonth ?? planLimits.targetMonth.max;
  const tierName = (sku: SkuId, units: number, instances = 1) =>
    instancesLabel(t, sku, units, instances);

  const download = () => {
    if (!plan) return;
    const text = timelineCsv(plan, locale, {
      month: t('plan.timeline.table.month'),
      connections: t('plan.timeline.table.connections'),
      sku: t('plan.timeline.table.tier'),
      units: t('plan.timeline.table.units'),
      costUsd: `${t('plan.timeline.table.cost')} (${currency})`,
    });
    const name = useScenarioStore.getState().scenario.name;
    downloadText(text, exportFileName(name, 'timeline', 'csv'), 'text/csv');
  };

  return (
    <section className="plan-section" aria-labelledby="plan-timeline-heading">
      <h3 id="plan-timeline-heading">{t('plan.timeline.title')}</h3>
      <RadioChoice
        name="timeline-mode"
        legend={t('plan.timeline.mode')}
        value={mode}
        options={[
          { value: 'none', label: t('plan.timeline.mode.none') },
          { value: 'percent', label: t('plan.timeline.mode.percent') },
          { value: 'target', label: t('plan.timeline.mode.target') },
        ]}
        onChange={(next) =>
          changed(
            next === 'none'
              ? undefined
              : next === 'percent'
                ? { monthlyGrowthPercent: 5 }
                : { targetConnections: target, targetMonth: month },
          )
        }
      />
      {mode === 'percent' && (
        <PlanField
          label={t('plan.timeline.percent')}
          shown={formatCount(locale, timeline?.monthlyGrowthPercent ?? 0)}
          current={timeline?.monthlyGrowthPercent ?? 0}
          accept={(text) => numberEntry(text, locale, 0, planLimits.monthlyGrowthPercent.max)}
          onAccept={(monthlyGrowthPercent) => changed({ monthlyGrowthPercent })}
          error={t('plan.timeline.error.percent')}
        />
      )}
      {mode === 'target' && (
        <div className="plan-shares">
          <PlanField
            label={t('plan.timeline.target')}
            shown={formatCount(locale, target)}
            current={target}
            accept={(text) =>
              numberEntry(
                text,
                locale,
                planLimits.targetConnections.min,
                planLimits.targetConnections.max,
                true,
              )
            }
            onAccept={(targetConnections) => changed({ targetConnections, targetMonth: month })}
            error={t('plan.timeline.error.target')}
          />
          <PlanField
            label={t('plan.timeline.month')}
            shown={formatCount(locale, month)}
            current={month}
            accept={(text) => numberEntry(text, locale, 1, planLimits.targetMonth.max, true)}
            onAccept={(targetMonth) => changed({ targetConnections: target, targetMonth })}
            error={t('plan.timeline.error.month')}
          />
        </div>
      )}
      {plan && (
        <>
          <p>{t('plan.timeline.growth', { percent: formatPercent(locale, plan.monthlyGrowth) })}</p>
          <ul className="plan-crossings">
            {plan.stops.map((stop) => (
              <li key={`${stop.sku}:${String(stop.units)}`}>
                {stop.month === null
                  ? t('plan.timeline.stopNever', { tier: tierName(stop.sku, stop.units) })
                  : t('plan.timeline.stop', {
                      tier: tierName(stop.sku, stop.units),
                      month: stop.month,
                    })}
              </li>
            ))}
          </ul>
          {changes.length > 0 && (
            <ul className="plan-crossings plan-tier-changes">
              {changes.map(({ month, change }) => (
                <li key={month}>
                  {t('plan.timeline.change', {
                    month,
                    change: scaleChangeText(t, locale, change, service),
                  })}
                </li>
              ))}
            </ul>
          )}
          <p>
            {plan.twelveMonthCostUsd === null
              ? t('plan.timeline.totalNoFit')
              : t('plan.timeline.total', {
                  cost: formatCurrency(locale, plan.twelveMonthCostUsd, currency),
                })}
          </p>
          <figure ref={figureRef} className="chart-figure" role="img" aria-label={chartTitle}>
            <div className="chart-frame" style={{ height: timelineChartHeightPx }}>
              <TimelineChart
                rows={timelineRows(plan)}
                colours={colours}
                locale={locale}
                title={chartTitle}
                nowLabel={t('plan.timeline.now')}
                currency={currency}
              />
            </div>
          </figure>
          <ChartExportButtons chart="timeline" containerRef={figureRef} title={chartTitle} />
          <div
            className="table-scroll"
            role="region"
            aria-labelledby="plan-timeline-caption"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it
            tabIndex={0}
          >
            <table className="data-table">
              <caption id="plan-timeline-caption">{t('plan.timeline.table.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('plan.timeline.table.month')}</th>
                  <th scope="col">{t('plan.timeline.table.connections')}</th>
                  <th scope="col">{t('plan.timeline.table.tier')}</th>
                  <th scope="col">{t('plan.timeline.table.cost')}</th>
                </tr>
              </thead>
              <tbody>
                {plan.months.map((row) => (
                  <tr key={row.month}>
                    <th scope="row">
                      {row.month === 0 ? t('plan.timeline.now') : formatCount(locale, row.month)}
                    </th>
                    <td className="num">{formatCount(locale, Math.round(row.connections))}</td>
                    <td>
                      {row.tier
                        ? tierName(row.tier.sku, row.tier.units, row.tier.instances)
                        : t('plan.timeline.noTier')}
                    </td>
                    <td className="num">
                      {row.tier ? formatCurrency(locale, row.tier.cost.totalUsd, currency) : '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="button" className="button" onClick={download}>
            {t('plan.timeline.csv')}
          </button>
        </>
      )}
    </section>
  );
}
