import { useMemo, useRef } from 'react';
import { defaultTables, type Thresholds } from '../../engine';
import { growthTierChanges } from '../../engine/planning';
import { useLocale, useT, type Translate } from '../../i18n/I18nProvider';
import { formatCount, formatPercent } from '../../i18n/format';
import { useDeferredPlan } from '../../state/usePlan';
import { ChartExportButtons } from '../../components/charts/ChartExportButtons';
import { SeriesLegend } from '../../components/charts/ChartMarker';
import { useChartColours } from '../../components/charts/chartStyle';
import '../../components/charts/Charts.css';
import './Growth.css';
import { GrowthChart, growthChartHeightPx } from './GrowthChart';
import { growthRange, growthSeries, type Crossing } from './growthSeries';
import { GrowthSteps } from './GrowthSteps';
import { GrowthTable } from './GrowthTable';

/** A limit that crosses at ×1 (within rounding) is already at its threshold. */
const noRoomTolerance = 1e-9;

function crossingText(t: Translate, locale: string, crossing: Crossing): string {
  const limit = t(`limit.${crossing.limit}`);
  const percent = formatPercent(locale, crossing.threshold);
  const hard = crossing.limit === 'connections' || crossing.limit === 'dailyMessages';
  if (crossing.growthFactor === null) {
    const factor = formatCount(locale, growthRange.max);
    return hard
      ? t('growth.crossing.limitNever', { limit, percent, factor })
      : t('growth.crossing.targetNever', { limit, percent, factor });
  }
  const factor = formatCount(locale, crossing.growthFactor);
  return hard
    ? t('growth.crossing.limit', { limit, percent, factor })
    : t('growth.crossing.target', { limit, percent, factor });
}

/**
 * Each limit at the tier the plan deploys (its peak hour, one instance's share) as the workload grows from ×0.5
 * to ×10, and where it crosses the targets it is held to (the autoscale rule's scale-out threshold, when it
 * autoscales).
 */
export default function GrowthPanel() {
  const t = useT();
  const locale = useLocale();
  const colours = useChartColours();
  const planned = useDeferredPlan();
  const { evaluation, deployment, peak: recommended } = planned;
  const rule = deployment?.autoscale;
  const thresholds: Thresholds = useMemo(
    () =>
      rule
        ? { connectionTarget: rule.scaleOutAbove, targetUtilization: rule.scaleOutAbove }
        : evaluation.thresholds,
    [rule, evaluation.thresholds],
  );
  const series = useMemo(
    () => (recommended ? growthSeries(recommended, thresholds) : null),
    [recommended, thresholds],
  );
  const empty = evaluation.workloads.length === 0;
  // The plan at x2, x5 and x10: three more plans, computed when this tab is open.
  const steps = useMemo(
    () => (recommended && !empty ? growthTierChanges(planned, defaultTables) : []),
    [planned, recommended, empty],
  );
  const figureRef = useRef<HTMLElement>(null);

  let body;
  if (empty) body = <p>{t('growth.empty')}</p>;
  else if (!series || !recommended) body = <p>{t('growth.noFit')}</p>;
  else {
    const tierName = t('tier.label', {
      sku: t(`sku.${recommended.sku}`),
      units: recommended.units,
    });
    const first = series.crossings[0];
    body = (
      <>
        {first?.growthFactor != null && (
          <p className="chart-summary">
            {first.growthFactor <= 1 + noRoomTolerance
              ? t('growth.headroom.none', { limit: t(`limit.${first.limit}`) })
              : t('growth.headroom', {
                  factor: formatCount(locale, first.growthFactor),
                  limit: t(`limit.${first.limit}`),
                })}
          </p>
        )}
        <p>{t('growth.lead', { tier: tierName })}</p>
        <ul className="growth-crossings">
          {series.crossings.map((crossing) => (
            <li key={crossing.limit}>{crossingText(t, locale, crossing)}</li>
          ))}
        </ul>
        <figure
          ref={figureRef}
          className="chart-figure"
          aria-label={t('growth.chart.label', { tier: tierName })}
        >
          <SeriesLegend limits={series.limits} colours={colours} label={t('growth.legend')} />
          <div className="chart-frame" style={{ height: growthChartHeightPx }}>
            <GrowthChart
              series={series}
              targetUtilization={thresholds.targetUtilization}
              connectionTarget={thresholds.connectionTarget}
              colours={colours}
              t={t}
              locale={locale}
              title={t('growth.chart.label', { tier: tierName })}
            />
          </div>
        </figure>
        <ChartExportButtons
          chart="growth"
          containerRef={figureRef}
          title={t('growth.chart.label', { tier: tierName })}
        />
        <GrowthTable series={series} tier={tierName} t={t} locale={locale} />
        <GrowthSteps steps={steps} service={planned.service} />
      </>
    );
  }

  return (
    <section className="panel growth" aria-labelledby="growth-heading">
      <h2 id="growth-heading">{t('growth.title')}</h2>
      <p className="panel-hint">{t('growth.hint')}</p>
      {body}
    </section>
  );
}
