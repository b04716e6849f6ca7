import { memo } from 'react';
import type { ChartColours } from '../../components/charts/chartStyle';
import { HourlyStepChart } from '../../components/charts/HourlyStepChart';
import type { MeasuredHourRow } from './measuredHoursRows';

export const measuredHoursChartHeightPx = 200;

export interface MeasuredLineStyle {
  key: 'measured' | 'planned';
  label: string;
  colour: string;
  /** SVG dash pattern; colour is never the only signal. */
  dash: string | undefined;
}

/** The two lines: measured solid in the accent, planned dashed in the muted colour (the legend's order). */
export function measuredLineStyles(
  colours: ChartColours,
  labels: Record<'measured' | 'planned', string>,
): MeasuredLineStyle[] {
  return [
    { key: 'measured', label: labels.measured, colour: colours.accent, dash: undefined },
    { key: 'planned', label: labels.planned, colour: colours.outboundBandwidth, dash: '8 4' },
  ];
}

/** The drawing only: a metric's value at each hour of the day, measured and planned. */
export default memo(function MeasuredHoursChart({
  rows,
  styles,
  colours,
  title,
  tick,
}: {
  rows: readonly MeasuredHourRow[];
  styles: readonly MeasuredLineStyle[];
  colours: ChartColours;
  title: string;
  /** The value axis' labels, in the metric's unit. */
  tick: (value: number) => string;
}) {
  return (
    <HourlyStepChart
      rows={rows}
      lines={styles}
      colours={colours}
      title={title}
      heightPx={measuredHoursChartHeightPx}
      valueAxis={{ widthPx: 72, tick }}
    />
  );
});
