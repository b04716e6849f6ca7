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
