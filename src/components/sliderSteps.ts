/** What a key press does to a slider's value, for linear and logarithmic sliders alike. */
import { logPositions, steppedLogValue } from './logScale';

export type SliderScale = 'linear' | 'log';

export interface SliderRange {
  min: number;
  max: number;
  /** Linear sliders: the value step. Logarithmic sliders step by positions (0..1,000) instead. */
  step: number;
  scale: SliderScale;
  /** Whole-number fields round every value. */
  integer: boolean;
}

/** Page Up/Down move a tenth of the track. */
const pageShare = 0.1;

/** Steps each key moves: the arrows one, Page Up/Down a tenth of the track. */
function stepsFor(key: string, range: SliderRange): number | null {
  const page = range.scale === 'log' ? logPositions * pageShare : pageShareSteps(range);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return 1;
    case 'ArrowLeft':
    case 'ArrowDown':
      return -1;
    case 'PageUp':
      return page;
    case 'PageDown':
      return -page;
    default:
      return null;
  }
}

function pageShareSteps(range: SliderRange): number {
  return Math.max(1, Math.round(((range.max - range.min) * pageShare) / range.step));
}

export function clampToRange(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The value after a key press, or null when the key is not a slider key.
 * @example keyedValue('ArrowRight', 70, { min: 5, max: 100, step: 1, scale: 'linear', integer: true }) // 71
 * @example keyedValue('End', 20_000, { min: 1, max: 1_000_000, step: 1, scale: 'log', integer: true }) // 1,000,000
 */
export function keyedValue(key: string, value: number, range: SliderRange): number | null {
  if (key === 'Home') return range.min;
  if (key === 'End') return range.max;
  const steps = stepsFor(key, range);
  if (steps === null) return null;
  if (range.scale === 'log') {
    return steppedLogValue(value, steps, range.min, range.max, range.integer);
  }
  const onGrid = range.min + Math.round((value - range.min) / range.step + steps) * range.step;
  const next = clampToRange(onGrid, range.min, range.max);
  return range.integer ? Math.round(next) : next;
}
