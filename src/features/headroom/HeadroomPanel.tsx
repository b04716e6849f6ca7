import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Mounted } from '../../components/Mounted';
import { useNearViewport } from '../../components/useNearViewport';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { laterMessagesReady } from '../../i18n/locales';
import { useDeferredPlan } from '../../state/usePlan';
import { ChartExportButtons } from '../../components/charts/ChartExportButtons';
import { HeadroomFigure } from '../../components/charts/HeadroomFigure';
import { useChartColours } from '../../components/charts/chartStyle';
import { headroomSeries } from '../../components/charts/headroomSeries';
import { HeadroomTable } from './HeadroomTable';
import { captionText, summaryText } from '../../components/charts/headroomText';
import '../../components/charts/Charts.css';
import { InfoButton, InfoText, useInfoToggle } from '../../components/InfoToggle';

/**
 * The chart itself (recharts) loads after the first paint, into a frame of fixed height: the panel's summary,
 * legend, caption and table are on the first screen at once (and prerendered), and nothing moves when the
 * chart arrives. It is drawn once its frame is within a screen of the viewport: beside the workloads on a wide
 * screen, at once; below them on a phone, as the reader scrolls toward it, not while the page starts.
 */
const HeadroomChart = lazy(() =>
  // With its words (its axis, ticks and tooltip: src/i18n/en/headroomChart.ts), fetched beside it.
  Promise.all([import('../../components/charts/HeadroomChart'), laterMessagesReady()]).then(
    ([module]) => ({ default: module.HeadroomChart }),
  ),
);

/** Each limit's utilization at every tier, the target and the 100% line, the tier the plan deploys marked. */
export default function HeadroomPanel() {
  const t = useT();
  const info = useInfoToggle();
  const locale = useLocale();
  const colours = useChartColours();
  const planned = useDeferredPlan();
  const series = useMemo(() => headroomSeries(planned), [planned]);
  const summary = useMemo(() => summaryText(t, locale, planned), [t, locale, planned]);
  const caption = useMemo(
    () => captionText(t, locale, series, planned),
    [t, locale, series, planned],
  );
  const empty = planned.evaluation.workloads.length === 0;
  const figureRef = useRef<HTMLElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const chartNear = useNearViewport(frameRef);
  const [chartShown, setChartShown] = useState(false);
  const chartArrived = useCallback(() => setChartShown(true), []);

  return (
    <section className="panel headroom" aria-labelledby="headroom-heading">
      <h2 id="headroom-heading">
        {t('headroom.title')}
        <InfoButton
          about={t('headroom.title')}
          open={info.open}
          controls="headroom-hint"
          onToggle={info.toggle}
        />
      </h2>
      <InfoText id="headroom-hint" open={info.open}>
        {t('headroom.hint')}
      </InfoText>
      {empty ? (
        <p>{t('headroom.empty')}</p>
      ) : (
        <>
          <p className="chart-summary">{summary}</p>
          <HeadroomFigure
            t={t}
            colours={colours}
            figureRef={figureRef}
            frameRef={frameRef}
            caption={caption}
          >
            {chartNear && (
              <Suspense fallback={null}>
                <HeadroomChart series={series} colours={colours} t={t} locale={locale} />
                <Mounted onMounted={chartArrived} />
              </Suspense>
            )}
          </HeadroomFigure>
          <ChartExportButtons
            chart="headroom"
            containerRef={figureRef}
            title={t('headroom.chart.label')}
            ready={chartShown}
          />
          <HeadroomTable series={series} t={t} locale={locale} />
        </>
      )}
    </section>
  );
}
