/**
 * The headroom chart's figure, as the dashboard's panel and the embed both show it: the legend, the frame of
 * fixed height the chart is drawn in (nothing moves when it arrives), and the panel's caption if it has one.
 */
import type { ReactNode, Ref } from 'react';
import type { Translate } from '../../i18n/I18nProvider';
import { SeriesLegend } from './ChartMarker';
import type { ChartColours } from './chartStyle';
import { chartedLimits } from './headroomSeries';

interface Props {
  t: Translate;
  colours: ChartColours;
  figureRef?: Ref<HTMLElement>;
  frameRef?: Ref<HTMLDivElement>;
  caption?: string;
  /** The chart, once it is drawn. */
  children?: ReactNode;
}

export function HeadroomFigure({ t, colours, figureRef, frameRef, caption, children }: Props) {
  return (
    <figure ref={figureRef} className="chart-figure" aria-label={t('headroom.chart.label')}>
      <SeriesLegend limits={chartedLimits} colours={colours} label={t('headroom.legend')} />
      <div ref={frameRef} className="chart-frame chart-frame-headroom">
        {children}
      </div>
      {caption !== undefined && <figcaption className="panel-hint">{caption}</figcaption>}
    </figure>
  );
}
