import { memo } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { ChartColours } from '../../components/charts/chartStyle';
import type { TimelineRow } from './planSeries';

export const timelineChartHeightPx = 160;

/** The drawing only: one bar per month, its height that month's cost. */
export const TimelineChart = memo(function TimelineChart({
  rows,
  colours,
  locale,
  title,
  nowLabel,
  currency,
}: {
  rows: readonly TimelineRow[];
  colours: ChartColours;
  locale: string;
  title: string;
  nowLabel: string;
  /** The plan's currency. */
  currency: string;
}) {
  const axisTick = { fill: colours.muted, fontSize: 12 };
  // Compact on the axis ($12K): the table under the chart gives every month's exact cost.
  const compact = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
  });
  return (
    <ResponsiveContainer width="100%" height={timelineChartHeightPx}>
      <BarChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 4, left: 0 }} title={title}>
        <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="month"
          tick={axisTick}
          stroke={colours.grid}
          tickFormatter={(month: number) => (month === 0 ? nowLabel : String(month))}
        />
        <YAxis
          tick={axisTick}
          stroke={colours.grid}
          width={64}
          tickFormatter={(usd: number) => compact.format(usd)}
        />
        <Bar dataKey="costUsd" fill={colours.accent} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
});
