import { memo } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { ChartColours } from '../../components/charts/chartStyle';
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
  const axisTick = { fill: colours.muted, fontSize: 12 };
  return (
    <ResponsiveContainer width="100%" height={measuredHoursChartHeightPx}>
      <LineChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 4, left: 0 }} title={title}>
        <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="hour" tick={axisTick} stroke={colours.grid} interval={2} />
        <YAxis tick={axisTick} stroke={colours.grid} width={72} tickFormatter={tick} />
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
