import { memo } from 'react';
import type { LimitName } from '../../engine';
import { useT } from '../../i18n/I18nProvider';
import { limitStyles, type ChartColours, type MarkerShape } from './chartStyle';

/** One data-point marker, centred on (cx, cy). */
export function Marker({
  shape,
  cx,
  cy,
  colour,
  size = 4,
}: {
  shape: MarkerShape;
  cx: number;
  cy: number;
  colour: string;
  size?: number;
}) {
  const s = size;
  switch (shape) {
    case 'circle':
      return <circle cx={cx} cy={cy} r={s} fill={colour} />;
    case 'square':
      return <rect x={cx - s} y={cy - s} width={2 * s} height={2 * s} fill={colour} />;
    case 'diamond':
      return (
        <path
          d={`M${cx} ${cy - s * 1.3}L${cx + s * 1.3} ${cy}L${cx} ${cy + s * 1.3}L${cx - s * 1.3} ${cy}Z`}
          fill={colour}
        />
      );
    case 'triangle':
      return (
        <path
          d={`M${cx} ${cy - s * 1.3}L${cx + s * 1.2} ${cy + s}L${cx - s * 1.2} ${cy + s}Z`}
          fill={colour}
        />
      );
    case 'cross':
      return (
        <path
          d={`M${cx - s} ${cy - s}L${cx + s} ${cy + s}M${cx + s} ${cy - s}L${cx - s} ${cy + s}`}
          stroke={colour}
          strokeWidth={2}
        />
      );
  }
}

/** A value above the axis: an upward chevron at the top of the plot, in the series colour. */
export function ClippedMarker({ cx, cy, colour }: { cx: number; cy: number; colour: string }) {
  return (
    <path
      d={`M${cx - 5} ${cy + 3}L${cx} ${cy - 3}L${cx + 5} ${cy + 3}`}
      fill="none"
      stroke={colour}
      strokeWidth={2.5}
    />
  );
}

/** The chart's legend as HTML: each limit's line sample (colour, dash, marker) and its name. */
export const SeriesLegend = memo(function SeriesLegend({
  limits,
  colours,
  label,
}: {
  limits: readonly LimitName[];
  colours: ChartColours;
  label: string;
}) {
  const t = useT();
  return (
    <ul className="chart-legend" aria-label={label}>
      {limits.map((limit) => (
        <li key={limit}>
          <svg width="34" height="12" aria-hidden="true" focusable="false">
            <line
              x1="1"
              y1="6"
              x2="33"
              y2="6"
              stroke={colours[limit]}
              strokeWidth="2"
              strokeDasharray={limitStyles[limit].dash}
            />
            <Marker shape={limitStyles[limit].marker} cx={17} cy={6} colour={colours[limit]} />
          </svg>
          {t(`limit.${limit}`)}
        </li>
      ))}
    </ul>
  );
});
