import { describe, expect, it } from 'vitest';
import { readEntry } from './useNumberEntry';

const traffic = { min: 0, max: 1e18, integer: false, kind: 'traffic' } as const;

describe('readEntry', () => {
  it.each(['-500 MB', '-999999999', '-0.9 GB', '-1e-300'])(
    'refuses the negative %j in a field from 0 to 10^18, however large its maximum',
    (typed) => {
      expect(readEntry(typed, 'en', traffic)).toBeNull();
    },
  );

  it('still reads a value a unit conversion left a hair past a bound as the bound', () => {
    // 0.1 KB is 102.4 B; 0.01 s typed as "10 ms" is 0.010000000000000002 s.
    expect(
      readEntry('10 ms', 'en', { min: 0.01, max: 3600, integer: false, kind: 'seconds' }),
    ).toBe(0.01);
    expect(readEntry('1e18', 'en', traffic)).toBe(1e18);
  });
});
