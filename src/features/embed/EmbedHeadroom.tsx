/** The headroom chart for the embed, without the dashboard panel's table: loaded after the first paint. */
import { useMemo } from 'react';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useDeferredPlan } from '../../state/usePlan';
import { HeadroomFigure } from '../../components/charts/HeadroomFigure';
import { useChartColours } from '../../components/charts/chartStyle';
import { HeadroomChart } from '../../components/charts/HeadroomChart';
import { headroomSeries } from '../../components/charts/headroomSeries';
import { summaryText } from '../../components/charts/headroomText';
import '../../components/charts/Charts.css';

export default function EmbedHeadroom() {
  const t = useT();
  const locale = useLocale();
  const colours = useChartColours();
  const planned = useDeferredPlan();
  const series = useMemo(() => headroomSeries(planned), [planned]);
  const summary = useMemo(() => summaryText(t, locale, planned), [t, locale, planned]);
  if (planned.evaluation.workloads.length === 0) return null;

  return (
    <section className="embed-card" aria-labelledby="embed-headroom-heading">
      <h2 id="embed-headroom-heading" className="embed-label">
        {t('headroom.title')}
      </h2>
      <p className="chart-summary">{summary}</p>
      <HeadroomFigure t={t} colours={colours}>
        <HeadroomChart series={series} colours={colours} t={t} locale={locale} />
      </HeadroomFigure>
    </section>
  );
}
