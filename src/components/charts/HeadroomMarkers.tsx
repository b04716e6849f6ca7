/**
 * The headroom chart's markers, drawn beside recharts' lines rather than as their `dot`s. recharts remounts a
 * line's dots whenever its points change (its animation key follows the data, even with animation off), so
 * every new series rebuilt all 120 markers' DOM, synchronously. Here a new series re-renders only the markers
 * that moved, and each keeps its element.
 */
import { memo } from 'react';
import { DefaultZIndexes, useXAxisScale, useYAxisScale, ZIndexLayer } from 'recharts';
import { ClippedMarker, Marker } from './ChartMarker';
import { limitStyles, type ChartColours } from './chartStyle';
import { chartedLimits, type ChartedLimit, type HeadroomRow } from './headroomSeries';

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

/** Every limit's marker at every tier, above the lines, where recharts would draw the lines' dots. */
export const HeadroomMarkers = memo(function HeadroomMarkers({
  rows,
  colours,
}: {
  rows: readonly HeadroomRow[];
  colours: ChartColours;
}) {
  const x = useXAxisScale();
  const y = useYAxisScale();
  if (!x || !y) return null;
  return (
    <ZIndexLayer zIndex={DefaultZIndexes.scatter}>
      {chartedLimits.map((limit) => (
        <g key={limit} className="headroom-markers">
          {rows.map((row) => {
            const reading = row.limits[limit];
            const cx = x(row.key);
            const cy = y(reading.plotted);
            if (cx === undefined || cy === undefined) return null;
            return (
              <PointMarker
                key={row.key}
                limit={limit}
                cx={cx}
                cy={cy}
                colour={colours[limit]}
                clipped={reading.clipped}
                recommended={row.recommended}
              />
            );
          })}
        </g>
      ))}
    </ZIndexLayer>
  );
});
