import { describe, expect, it } from 'vitest';
import { readEntry } from './useNumberEntry';

const connections = { min: 1, max: 1_000_000, integer: true, kind: 'count' } as const;
const groupSize = { min: 2, max: 100_000, integer: true, kind: 'count' } as const;
const messageBytes = { min: 16, max: 1_048_576, integer: true, kind: 'bytes' } as const;
const price = { min: 0, max: 1000, integer: false, kind: 'money' } as const;

describe('readEntry: what a typed text stands for in a field', () => {
  it.each([
    ['2000000', 'past the maximum of 1,000,000'],
    ['1e12', 'past the maximum, written with an exponent'],
    ['-500', 'below the minimum'],
    ['10M', 'ten million, past the maximum'],
    ['lots', 'not a number'],
  ])('refuses %j connections (%s): no part of it is used', (text) => {
    expect(readEntry(text, 'en', connections)).toBeNull();
  });

  // What you measured: Connection Count (whole, from 0) and Inbound Traffic (bytes, from 0).
  const connectionCount = { min: 0, max: 100_000_000, integer: true, kind: 'count' } as const;
  const trafficBytes = { min: 0, max: 1e18, integer: false, kind: 'traffic' } as const;

  it.each([
    ['-0.4', connectionCount],
    ['-1e-400', trafficBytes],
    ['-1e-400 GB', trafficBytes],
    ['−0.1', trafficBytes],
  ] as const)('refuses %j in a field from 0: a negative is not 0 (issue 25)', (text, field) => {
    expect(readEntry(text, 'en', field)).toBeNull();
  });

  it.each([
    ['1e-400', trafficBytes],
    ['1e-400', connectionCount],
  ] as const)(
    'uses %j as 0, and says so: too small to hold apart from 0 (issue 25)',
    (text, field) => {
      expect(readEntry(text, 'en', field)).toEqual({ value: 0, rounded: true, plain: true });
    },
  );

  it.each(['0', '-0', '0.000'])('uses %j as 0 without a note', (text) => {
    expect(readEntry(text, 'en', trafficBytes)).toEqual({ value: 0, rounded: false, plain: true });
  });

  it('refuses "500 ms" as a message size: a time is not a size, and 500 B is not what was typed', () => {
    expect(readEntry('500 ms', 'en', messageBytes)).toBeNull();
  });

  it.each([
    ['5,000.5', 'en', 5001],
    ['5.000', 'en', 5],
    ['5,000', 'de', 5],
    ['450.6', 'en', 451],
  ])('says that %j (%s) connections are rounded to %d', (text, locale, value) => {
    expect(readEntry(text, locale, connections)).toEqual({ value, rounded: true, plain: true });
  });

  it('rounds a group of 1.5 members to 2 and says so', () => {
    expect(readEntry('1.5', 'en', groupSize)).toEqual({ value: 2, rounded: true, plain: true });
  });

  it.each([
    ['5,000', 'en', connections, 5000],
    ['5.000', 'de', connections, 5000],
    ['1.5k', 'en', connections, 1500],
    ['20.5 KB', 'en', messageBytes, 20_992],
    ['1.615', 'en', price, 1.615],
  ] as const)('uses %j (%s) as %d without a note', (text, locale, field, value) => {
    expect(readEntry(text, locale, field)).toMatchObject({ value, rounded: false });
  });

  it('rounds a size that is not a whole number of bytes, and says so: 20.3 KB is 20,787 B', () => {
    expect(readEntry('20.3 KB', 'en', messageBytes)).toEqual({
      value: 20_787,
      rounded: true,
      plain: false,
    });
  });

  it('tells a value typed with a unit from a plain number', () => {
    expect(readEntry('20 KB', 'en', messageBytes)).toEqual({
      value: 20_480,
      rounded: false,
      plain: false,
    });
    expect(readEntry('20480', 'en', messageBytes)).toEqual({
      value: 20_480,
      rounded: false,
      plain: true,
    });
  });
});

const traffic = { min: 0, max: 1e18, integer: false, kind: 'traffic' } as const;

describe('readEntry: negatives and bounds', () => {
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
    ).toMatchObject({ value: 0.01 });
    expect(readEntry('1e18', 'en', traffic)).toMatchObject({ value: 1e18 });
  });
});
