import { memo } from 'react';

export interface LegendItem {
  key: string;
  label: string;
  colour: string;
  /** SVG dash pattern; colour is never the only signal. */
  dash: string | undefined;
}

/** A chart's legend as HTML (`.chart-legend`, so the SVG/PNG export draws it too). */
export const PlanLegend = memo(function PlanLegend({
  items,
  label,
}: {
  items: readonly LegendItem[];
  label: string;
}) {
  return (
    <ul className="chart-legend" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <svg width="34" height="12" aria-hidden="true" focusable="false">
            <line
              x1="1"
              y1="6"
              x2="33"
              y2="6"
              stroke={item.colour}
              strokeWidth="2.5"
              strokeDasharray={item.dash}
            />
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
});
