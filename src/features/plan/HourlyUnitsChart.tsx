import { memo } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { ChartColours } from '../../components/charts/chartStyle';
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
  const axisTick = { fill: colours.muted, fontSize: 12 };
  return (
    <ResponsiveContainer width="100%" height={hourlyUnitsChartHeightPx}>
      <LineChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 4, left: 0 }} title={title}>
        <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="hour" tick={axisTick} stroke={colours.grid} interval={2} />
        <YAxis tick={axisTick} stroke={colours.grid} width={48} allowDecimals={false} />
        {styles.map((style) => (
          <Line
            key={style.key}
            dataKey={style.key}
            type="stepAfter"
            stroke={style.colour}
            strokeWidth={2.5}
            strokeDasharray={style.dash}
            dot={false}
            isAnimationActive={false}
            connectNulls={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
});
