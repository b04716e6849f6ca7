import { CartesianGrid, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { ChartColours } from './chartStyle';

/** One line of an hourly step chart: its row key, colour and dash (colour is never the only signal). */
export interface HourlyStepLine {
  key: string;
  colour: string;
  /** SVG dash pattern, or none for a solid line. */
  dash: string | undefined;
}

/**
 * The drawing only: one value per hour of the day for each line, as step lines (the plan's units of each hour,
 * a metric measured against planned). The caller gives the value axis its width and labels.
 */
export function HourlyStepChart<Row extends { hour: number }>({
  rows,
  lines,
  colours,
  title,
  heightPx,
  valueAxis,
}: {
  rows: readonly Row[];
  lines: readonly HourlyStepLine[];
  colours: ChartColours;
  title: string;
  heightPx: number;
  valueAxis: { widthPx: number; tick?: (value: number) => string; wholeNumbers?: boolean };
}) {
  const axisTick = { fill: colours.muted, fontSize: 12 };
  return (
    <ResponsiveContainer width="100%" height={heightPx}>
      <LineChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 4, left: 0 }} title={title}>
        <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="hour" tick={axisTick} stroke={colours.grid} interval={2} />
        <YAxis
          tick={axisTick}
          stroke={colours.grid}
          width={valueAxis.widthPx}
          tickFormatter={valueAxis.tick}
          allowDecimals={!valueAxis.wholeNumbers}
        />
        {lines.map((line) => (
          <Line
            key={line.key}
            dataKey={line.key}
            type="stepAfter"
            stroke={line.colour}
            strokeWidth={2.5}
            strokeDasharray={line.dash}
            dot={false}
            isAnimationActive={false}
            connectNulls={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
