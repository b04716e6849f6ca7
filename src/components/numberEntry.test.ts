import { describe, expect, it } from 'vitest';
import { readEntry } from './numberEntry';

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
      expect(readEntry(text, 'en', field)).toEqual({
        value: 0,
        rounded: true,
        plain: true,
        read: null,
      });
    },
  );

  it.each(['0', '-0', '0.000'])('uses %j as 0 without a note', (text) => {
    expect(readEntry(text, 'en', trafficBytes)).toEqual({
      value: 0,
      rounded: false,
      plain: true,
      read: null,
    });
  });

  it('refuses "500 ms" as a message size: a time is not a size, and 500 B is not what was typed', () => {
    expect(readEntry('500 ms', 'en', messageBytes)).toBeNull();
  });

  it.each([
    ['5,000.5', 'en', 5001],
    ['450.6', 'en', 451],
    ['450,6', 'pl', 451],
  ])('says that %j (%s) connections are rounded to %d', (text, locale, value) => {
    expect(readEntry(text, locale, connections)).toEqual({
      value,
      rounded: true,
      plain: true,
      read: null,
    });
  });

  it('rounds a group of 1.5 members to 2 and says so', () => {
    expect(readEntry('1.5', 'en', groupSize)).toMatchObject({ value: 2, rounded: true });
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
      read: null,
    });
  });

  it('tells a value typed with a unit from a plain number', () => {
    expect(readEntry('20 KB', 'en', messageBytes)).toEqual({
      value: 20_480,
      rounded: false,
      plain: false,
      read: null,
    });
    expect(readEntry('20480', 'en', messageBytes)).toEqual({
      value: 20_480,
      rounded: false,
      plain: true,
      read: null,
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

describe('readEntry: a "." or "," one language groups thousands with and another marks decimals with', () => {
  const seconds = { min: 0.01, max: 3600, integer: false, kind: 'seconds' } as const;

  it.each([
    ['5.000', 'en', '.'],
    ['5.000', 'pl', '.'],
    ['5,000', 'pl', ','],
    ['5,000', 'de', ','],
    ['5.000', 'fr', '.'],
    ['5.000', 'ja', '.'],
    ['５．０００', 'ko', '.'],
  ] as const)(
    'refuses %j (%s) in a count, with both readings, never guessing 5',
    (text, locale, mark) => {
      expect(readEntry(text, locale, connections)).toEqual({
        refused: 'ambiguous',
        mark,
        grouped: 5000,
        decimal: 5,
      });
    },
  );

  it.each([
    ['5,000', 'en'],
    ['5.000', 'de'],
    ['5 000', 'pl'],
    ['5\u00a0000', 'fr'],
    ['5,000', 'ja'],
  ])(
    'takes %j (%s) as 5,000 connections: the page’s own grouping, as the field shows it',
    (text, locale) => {
      expect(readEntry(text, locale, connections)).toEqual({
        value: 5000,
        rounded: false,
        plain: true,
        read: null,
      });
    },
  );

  it('refuses a Polish “1.500” s: “.” is neither Polish mark, and German reads it as 1,500', () => {
    expect(readEntry('1.500', 'pl', seconds)).toEqual({
      refused: 'ambiguous',
      mark: '.',
      grouped: 1500,
      decimal: 1.5,
    });
  });

  it.each([
    ['1.500', 'en', 1.5, 'decimal'],
    ['1,500', 'pl', 1.5, 'decimal'],
    ['1,500', 'de', 1.5, 'decimal'],
    ['1.500', 'de', 1500, 'group'],
    ['1,500', 'en', 1500, 'group'],
    ['1.5', 'pl', 1.5, 'foreign'],
    ['0.25', 'fr', 0.25, 'foreign'],
  ] as const)(
    'reads %j (%s) in a decimal field by the page’s language, as %d, and says how (%s)',
    (text, locale, value, readAs) => {
      expect(readEntry(text, locale, seconds)).toMatchObject({
        value,
        read: { separator: { readAs }, number: value },
      });
    },
  );

  it('says nothing of a mark that is the page’s own and cannot group thousands: “2.5” s in English, “2,5” in German', () => {
    expect(readEntry('2.5', 'en', seconds)).toMatchObject({ value: 2.5, read: null });
    expect(readEntry('2,5', 'de', seconds)).toMatchObject({ value: 2.5, read: null });
    expect(readEntry('1,000.5', 'en', seconds)).toMatchObject({ value: 1000.5, read: null });
  });

  it('reads a size with a unit as a decimal number, and says how: “1.500 KB” is 1,536 B in English, refused in Polish', () => {
    expect(readEntry('1.500 KB', 'en', messageBytes)).toMatchObject({
      value: 1536,
      plain: false,
      read: { separator: { mark: '.', readAs: 'decimal' }, number: 1.5 },
    });
    expect(readEntry('1.500 KB', 'pl', messageBytes)).toMatchObject({ refused: 'ambiguous' });
  });
});
