import { describe, expect, it } from 'vitest';
import { logPositions, positionOfValue, steppedLogValue, valueAtPosition } from './logScale';

describe('valueAtPosition and positionOfValue', () => {
  it.each([
    { min: 1, max: 1_000_000 },
    { min: 16, max: 1_048_576 },
    { min: 0.01, max: 3600 },
    { min: 1 / 3600, max: 100 },
  ])(
    'map the ends to min and max and the middle to the geometric mean ($min..$max)',
    ({ min, max }) => {
      expect(valueAtPosition(0, min, max)).toBe(min);
      expect(valueAtPosition(logPositions, min, max)).toBe(max);
      expect(positionOfValue(min, min, max)).toBe(0);
      expect(positionOfValue(max, min, max)).toBe(logPositions);
      expect(valueAtPosition(500, min, max)).toBeCloseTo(Math.sqrt(min * max), 6);
    },
  );

  it('puts 1,000 connections half way along 1 to 1,000,000', () => {
    expect(valueAtPosition(500, 1, 1_000_000)).toBeCloseTo(1000, 9);
    expect(positionOfValue(1000, 1, 1_000_000)).toBeCloseTo(500, 9);
  });

  it('round-trips every position through its value', () => {
    for (let position = 0; position <= logPositions; position += 1) {
      const value = valueAtPosition(position, 16, 1_048_576);
      expect(positionOfValue(value, 16, 1_048_576)).toBeCloseTo(position, 6);
    }
  });

  it('round-trips values through their position', () => {
    for (const value of [0.01, 0.25, 1, 5, 60, 3600]) {
      expect(valueAtPosition(positionOfValue(value, 0.01, 3600), 0.01, 3600)).toBeCloseTo(value, 9);
    }
  });

  it('keeps position 0 for 0 when the range starts at 0, and 1 at position 1', () => {
    expect(valueAtPosition(0, 0, 20_000)).toBe(0);
    expect(valueAtPosition(1, 0, 20_000)).toBeCloseTo(1, 9);
    expect(valueAtPosition(logPositions, 0, 20_000)).toBe(20_000);
    expect(positionOfValue(0, 0, 20_000)).toBe(0);
    expect(positionOfValue(1, 0, 20_000)).toBeCloseTo(1, 9);
    expect(positionOfValue(20_000, 0, 20_000)).toBe(logPositions);
    for (const value of [2, 10, 2000]) {
      expect(valueAtPosition(positionOfValue(value, 0, 20_000), 0, 20_000)).toBeCloseTo(value, 9);
    }
  });

  it('clamps out-of-range values and positions to the ends, never NaN', () => {
    expect(positionOfValue(-5, 1, 100)).toBe(0);
    expect(positionOfValue(5000, 1, 100)).toBe(logPositions);
    expect(valueAtPosition(-10, 1, 100)).toBe(1);
    expect(valueAtPosition(2000, 1, 100)).toBe(100);
    expect(positionOfValue(Number.NaN, 1, 100)).toBe(0);
  });

  it('handles a range of one value (a workload of 1 connection)', () => {
    expect(valueAtPosition(300, 1, 1)).toBe(1);
    expect(positionOfValue(1, 1, 1)).toBe(0);
    expect(valueAtPosition(0, 0, 1)).toBe(0);
    expect(valueAtPosition(1, 0, 1)).toBe(1);
    expect(positionOfValue(1, 0, 1)).toBe(logPositions);
  });
});

describe('steppedLogValue', () => {
  it('moves a whole-number field by at least one at the low end', () => {
    expect(steppedLogValue(1, 1, 1, 1_000_000, true)).toBe(2);
    expect(steppedLogValue(2, 1, 1, 1_000_000, true)).toBe(3);
    expect(steppedLogValue(2, -1, 1, 1_000_000, true)).toBe(1);
    expect(steppedLogValue(0, 1, 0, 20_000, true)).toBe(1);
    expect(steppedLogValue(1, -1, 0, 20_000, true)).toBe(0);
  });

  it('moves one position (x 1.014 on 1..1,000,000) higher up', () => {
    expect(steppedLogValue(1000, 1, 1, 1_000_000, true)).toBe(1014);
    expect(steppedLogValue(1000, -1, 1, 1_000_000, true)).toBe(986);
  });

  it('stays inside the range', () => {
    expect(steppedLogValue(1_000_000, 1, 1, 1_000_000, true)).toBe(1_000_000);
    expect(steppedLogValue(1, -1, 1, 1_000_000, true)).toBe(1);
    expect(steppedLogValue(3600, 100, 0.01, 3600, false)).toBe(3600);
  });

  it('steps fractional values without rounding', () => {
    const next = steppedLogValue(1, 1, 0.01, 3600, false);
    expect(next).toBeGreaterThan(1);
    expect(next).toBeLessThan(1.02);
  });
});
