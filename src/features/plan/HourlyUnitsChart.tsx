import { memo } from 'react';
import type { ChartColours } from '../../components/charts/chartStyle';
import { HourlyStepChart } from '../../components/charts/HourlyStepChart';
import type { LegendItem } from './PlanLegend';
import type { HourUnitsRow } from './planSeries';

export const hourlyUnitsChartHeightPx = 160;

/** The three ways' series: colour, dash and a label each (the same order as the legend). */
export function hourlyUnitsStyles(
  colours: ChartColours,
  labels: Record<'fixed' | 'autoscale' | 'ideal', string>,
): (LegendItem & { key: 'fixed' | 'autoscale' | 'ideal' })[] {
  return [
    { key: 'fixed', label: labels.fixed, colour: colours.muted, dash: '8 4' },
    { key: 'autoscale', label: labels.autoscale, colour: colours.accent, dash: undefined },
    { key: 'ideal', label: labels.ideal, colour: colours.inboundBandwidth, dash: '2 3' },
  ];
}

/** The drawing only: the units of each hour, fixed, autoscaled and ideal, as step lines. */
export const HourlyUnitsChart = memo(function HourlyUnitsChart({
  rows,
  styles,
  colours,
  title,
}: {
  rows: readonly HourUnitsRow[];
  styles: readonly LegendItem[];
  colours: ChartColours;
  title: string;
}) {
  return (
    <HourlyStepChart
      rows={rows}
      lines={styles}
      colours={colours}
      title={title}
      heightPx={hourlyUnitsChartHeightPx}
      valueAxis={{ widthPx: 48, wholeNumbers: true }}
    />
  );
});
