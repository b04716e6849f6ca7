/**
 * recharts 3 keeps a chart's axes, lines and reference lines in a store of its own: a part that renders with
 * new props writes them there, and every store write re-renders the chart's insides *synchronously*
 * (useSyncExternalStore), outside any transition, so a keypress waits behind it. ReferenceLine even writes on
 * every render, changed or not. These wrappers take plain values and are memoised, so a part renders (and
 * writes) only when what it draws changes; a new series then costs the chart one data write.
 */
import { memo } from 'react';
import { CartesianGrid, ReferenceLine } from 'recharts';

export type LineLabelPosition =
  'top' | 'bottom' | 'insideTop' | 'insideTopLeft' | 'insideTopRight' | 'insideBottomRight';

interface MarkedLineProps {
  /** A value of the x axis (a vertical line), or */
  x?: string | number;
  /** a value of the y axis (a horizontal line). */
  y?: number;
  colour: string;
  strokeWidth?: number;
  dash?: string;
  text: string;
  position: LineLabelPosition;
  fontSize: number;
  fontWeight?: number;
}

/** A reference line with its label in the line's colour. */
export const MarkedLine = memo(function MarkedLine({
  x,
  y,
  colour,
  strokeWidth,
  dash,
  text,
  position,
  fontSize,
  fontWeight,
}: MarkedLineProps) {
  return (
    <ReferenceLine
      x={x}
      y={y}
      stroke={colour}
      strokeWidth={strokeWidth}
      strokeDasharray={dash}
      label={{ value: text, position, fill: colour, fontSize, fontWeight }}
    />
  );
});

// Without vertical lines recharts still works out where they would go (the x axis's ticks) on every render.
const noVerticalLines = (): number[] => [];

/** Horizontal grid lines only, dashed. */
export const HorizontalGrid = memo(function HorizontalGrid({ colour }: { colour: string }) {
  return (
    <CartesianGrid
      stroke={colour}
      strokeDasharray="3 3"
      vertical={false}
      verticalCoordinatesGenerator={noVerticalLines}
    />
  );
});
