import { memo } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { formatPercent } from '../../i18n/format';
import type { ChartColours } from '../../components/charts/chartStyle';

export const profileChartHeightPx = 180;

/** The drawing only: one bar per hour, its height the hour's share of the peak. */
export const LoadProfileChart = memo(function LoadProfileChart({
  levels,
  colours,
  locale,
  title,
}: {
  levels: readonly number[];
  colours: ChartColours;
  locale: string;
  title: string;
}) {
  const data = levels.map((level, hour) => ({ hour, level }));
  const axisTick = { fill: colours.muted, fontSize: 12 };
  return (
    <ResponsiveContainer width="100%" height={profileChartHeightPx}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }} title={title}>
        <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="hour" tick={axisTick} stroke={colours.grid} interval={2} />
        <YAxis
          domain={[0, 1]}
          ticks={[0, 0.5, 1]}
          tickFormatter={(share: number) => formatPercent(locale, share)}
          tick={axisTick}
          stroke={colours.grid}
          width={48}
        />
        <Bar dataKey="level" fill={colours.accent} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
});
