// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  boundRow,
  guideExample,
  reverseInput,
  solve,
  unitsFor,
  withEdition,
} from './reverseQuestion';

describe('the reverse question', () => {
  it('offers the unit counts each edition covers', () => {
    expect(unitsFor('2019')).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100,
    ]);
    expect(unitsFor('current').slice(-10)).toEqual([
      100, 200, 300, 400, 500, 600, 700, 800, 900, 1000,
    ]);
  });

  it('keeps the unit count when the edition changes, or takes the largest the edition covers', () => {
    expect(withEdition({ ...guideExample, units: 50 }, 'current').units).toBe(50);
    expect(withEdition({ ...guideExample, edition: 'current', units: 500 }, '2019').units).toBe(
      100,
    );
  });

  it('gives the engine the two known quantities only', () => {
    expect(reverseInput(guideExample)).toEqual({
      edition: '2019',
      pattern: 'broadcast',
      units: 100,
      messageBytes: 20_480,
      sendIntervalSeconds: 5,
    });
  });

  it.each([
    ['connections', 100_000],
    ['messageBytes', 20_480],
    ['sendIntervalSeconds', 5],
  ] as const)('solves the guide example for %s: %d', (unknown, expected) => {
    expect(solve({ ...guideExample, unknown }).value).toBeCloseTo(expected, 9);
  });

  it('reads the broadcast outbound row for fan-out patterns, the own inbound row otherwise', () => {
    expect(boundRow(solve({ ...guideExample, pattern: 'group' }))).toBe('outbound');
    expect(boundRow(solve({ ...guideExample, pattern: 'echo' }))).toBe('inbound');
  });
});
