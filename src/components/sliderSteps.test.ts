import { describe, expect, it } from 'vitest';
import { keyedValue, type SliderRange } from './sliderSteps';

const percent: SliderRange = { min: 5, max: 100, step: 1, scale: 'linear', integer: true };
const connections: SliderRange = { min: 1, max: 1_000_000, step: 1, scale: 'log', integer: true };

describe('keyedValue', () => {
  it.each([
    ['ArrowRight', 71],
    ['ArrowUp', 71],
    ['ArrowLeft', 69],
    ['ArrowDown', 69],
    ['PageUp', 80],
    ['PageDown', 60],
    ['Home', 5],
    ['End', 100],
  ])('linear: %s from 70%% gives %d', (key, expected) => {
    expect(keyedValue(key, 70, percent)).toBe(expected);
  });

  it('linear: stays inside the range', () => {
    expect(keyedValue('ArrowRight', 100, percent)).toBe(100);
    expect(keyedValue('PageDown', 8, percent)).toBe(5);
  });

  it('log: arrows move one position, Page Up a tenth of the track (x 3.98 on 1..1,000,000)', () => {
    expect(keyedValue('ArrowRight', 1000, connections)).toBe(1014);
    expect(keyedValue('PageUp', 1000, connections)).toBe(3981);
    expect(keyedValue('End', 1000, connections)).toBe(1_000_000);
    expect(keyedValue('Home', 1000, connections)).toBe(1);
  });

  it('ignores other keys', () => {
    expect(keyedValue('a', 70, percent)).toBeNull();
    expect(keyedValue('Tab', 70, percent)).toBeNull();
  });
});
