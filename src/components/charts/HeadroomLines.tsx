/**
 * The headroom chart's lines and markers, drawn from recharts' axes rather than by recharts' <Line>s (which
 * stay, hidden, for the tooltip). recharts draws a line in the blocking re-render that follows every data
 * change, and rebuilds its dots' DOM each time (their animation key follows the data, animation off or not).
 * Drawn here, a new series is drawn in the deferred, interruptible render; a line only changes its `d` and a
 * marker only moves.
 */
import { memo } from 'react';
import { DefaultZIndexes, useXAxisScale, useYAxisScale, ZIndexLayer } from 'recharts';
import { ClippedMarker, Marker } from './ChartMarker';
import { limitStyles, type ChartColours } from './chartStyle';
import { chartedLimits, type ChartedLimit, type HeadroomRow } from './headroomSeries';

type Scale = (value: unknown) => number | undefined;

const SeriesLine = memo(function SeriesLine({
  path,
  colour,
  dash,
}: {
  path: string;
  colour: string;
  dash: string | undefined;
}) {
  return (
    <path
      className="headroom-line"
      d={path}
      fill="none"
      stroke={colour}
      strokeWidth={2}
      strokeDasharray={dash}
    />
  );
});

/** One limit's reading at one tier: a chevron at the top of the axis when clipped, else the limit's shape. */
const PointMarker = memo(function PointMarker({
  limit,
  cx,
  cy,
  colour,
  clipped,
  recommended,
}: {
  limit: ChartedLimit;
  cx: number;
  cy: number;
  colour: string;
  clipped: boolean;
  recommended: boolean;
}) {
  if (clipped) return <ClippedMarker cx={cx} cy={cy} colour={colour} />;
  const size = recommended ? 5 : 3.5;
  return <Marker shape={limitStyles[limit].marker} cx={cx} cy={cy} colour={colour} size={size} />;
});

interface Point {
  key: string;
  cx: number;
  cy: number;
  clipped: boolean;
  recommended: boolean;
}

function pointsOf(rows: readonly HeadroomRow[], limit: ChartedLimit, x: Scale, y: Scale): Point[] {
  const points: Point[] = [];
  for (const row of rows) {
    const reading = row.limits[limit];
    const cx = x(row.key);
    const cy = y(reading.plotted);
    if (cx === undefined || cy === undefined) continue;
    points.push({ key: row.key, cx, cy, clipped: reading.clipped, recommended: row.recommended });
  }
  return points;
}

/** Every limit as a line through its tiers, each tier marked; markers above lines, as recharts layers them. */
export const HeadroomLines = memo(function HeadroomLines({
  rows,
  colours,
}: {
  rows: readonly HeadroomRow[];
  colours: ChartColours;
}) {
  const x = useXAxisScale();
  const y = useYAxisScale();
  if (!x || !y) return null;
  const series = chartedLimits.map((limit) => ({ limit, points: pointsOf(rows, limit, x, y) }));
  return (
    <>
      <ZIndexLayer zIndex={DefaultZIndexes.line}>
        {series.map(({ limit, points }) => (
          <SeriesLine
            key={limit}
            path={points
              .map(({ cx, cy }, index) => `${index === 0 ? 'M' : 'L'}${cx},${cy}`)
              .join('')}
            colour={colours[limit]}
            dash={limitStyles[limit].dash}
          />
        ))}
      </ZIndexLayer>
      <ZIndexLayer zIndex={DefaultZIndexes.scatter}>
        {series.map(({ limit, points }) => (
          <g key={limit} className="headroom-markers">
            {points.map((point) => (
              <PointMarker
                key={point.key}
                limit={limit}
                cx={point.cx}
                cy={point.cy}
                colour={colours[limit]}
                clipped={point.clipped}
                recommended={point.recommended}
              />
            ))}
          </g>
        ))}
      </ZIndexLayer>
    </>
  );
});
