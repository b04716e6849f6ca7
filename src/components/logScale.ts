/**
 * Logarithmic sliders: the range input runs over whole positions 0..1,000, mapped onto
 * log10(min)..log10(max). A range that starts at 0 (senders) keeps position 0 for 0 and maps
 * positions 1..1,000 onto 1..max, so "nobody sends" stays reachable by dragging.
 */

/** Positions of a logarithmic range input: 0..1,000. */
export const logPositions = 1000;

/** The smallest positive value of a range starting at 0: counts of things start at 1. */
const zeroRangeFloor = 1;

interface LogSpan {
  /** First position on the log part: 0, or 1 when position 0 is reserved for the value 0. */
  firstPosition: number;
  low: number;
  high: number;
}

function spanOf(min: number, max: number): LogSpan {
  if (min > 0) return { firstPosition: 0, low: Math.log10(min), high: Math.log10(max) };
  const floor = Math.min(zeroRangeFloor, max);
  return { firstPosition: 1, low: Math.log10(floor), high: Math.log10(Math.max(floor, max)) };
}

/**
 * The value at a slider position, from `min` (position 0) to `max` (position 1,000).
 * @example valueAtPosition(500, 1, 1_000_000) // 1,000
 * @example valueAtPosition(0, 0, 1_000) // 0 (position 1 is 1)
 */
export function valueAtPosition(position: number, min: number, max: number): number {
  if (max <= min) return min;
  const at = Math.min(logPositions, Math.max(0, position));
  if (at === 0) return min;
  if (at === logPositions) return max;
  const { firstPosition, low, high } = spanOf(min, max);
  const share = (at - firstPosition) / (logPositions - firstPosition);
  return 10 ** (low + (high - low) * share);
}

/**
 * The slider position of a value (fractional; values outside min..max sit at the ends).
 * @example positionOfValue(1_000, 1, 1_000_000) // 500
 */
export function positionOfValue(value: number, min: number, max: number): number {
  if (max <= min || !(value > min)) return 0;
  if (value >= max) return logPositions;
  const { firstPosition, low, high } = spanOf(min, max);
  if (high <= low) return logPositions;
  const share = (Math.log10(Math.max(value, 10 ** low)) - low) / (high - low);
  return firstPosition + share * (logPositions - firstPosition);
}

/**
 * Keyboard steps on a logarithmic slider: `positions` whole positions up (positive) or down. For
 * whole-number fields a step that would round back to the same number moves by one instead, so the
 * low end (1, 2, 3 ...) never gets stuck.
 * @example steppedLogValue(1, 1, 1, 1_000_000, true) // 2 (position 1 is 1.014, which rounds to 1)
 */
export function steppedLogValue(
  value: number,
  positions: number,
  min: number,
  max: number,
  integer: boolean,
): number {
  const position = positionOfValue(value, min, max);
  const next =
    positions > 0
      ? Math.floor(position + 1e-9) + positions
      : Math.ceil(position - 1e-9) + positions;
  const stepped = valueAtPosition(next, min, max);
  if (!integer) return stepped;
  const rounded = Math.round(stepped);
  const moved = rounded === Math.round(value) ? rounded + Math.sign(positions) : rounded;
  return Math.min(max, Math.max(min, moved));
}
