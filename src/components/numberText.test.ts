import { describe, expect, it } from 'vitest';
import { formatNumberText, parseNumberText } from './numberText';

describe('parseNumberText', () => {
  it.each([
    ['20000', 20_000],
    ['20,000', 20_000],
    [' 1 000 000 ', 1_000_000],
    ['0.25', 0.25],
    ['.5', 0.5],
    ['-3', -3],
    ['1e3', 1000],
  ])('reads %j as %d in English', (text, expected) => {
    expect(parseNumberText(text, 'en')).toBe(expected);
  });

  it.each(['', 'abc', '12abc', '1.2.3', '--1', 'Infinity', 'NaN', '1e999'])(
    'rejects %j',
    (text) => {
      expect(parseNumberText(text, 'en')).toBeNull();
    },
  );

  it('reads the locale’s separators', () => {
    expect(parseNumberText('1.000.000', 'de')).toBe(1_000_000);
    expect(parseNumberText('2,5', 'de')).toBe(2.5);
    expect(parseNumberText('1\u202f000,5', 'fr')).toBe(1000.5);
  });
});

describe('formatNumberText', () => {
  it('groups whole numbers and keeps 4 significant digits of fractions', () => {
    expect(formatNumberText(20_000, 'en', true)).toBe('20,000');
    expect(formatNumberText(1 / 3600, 'en', false)).toBe('0.0002778');
    expect(formatNumberText(0.25, 'en', false)).toBe('0.25');
    expect(formatNumberText(3600, 'en', false)).toBe('3,600');
  });

  it('reads back what it writes', () => {
    for (const value of [1, 999, 20_000, 1_048_576]) {
      expect(parseNumberText(formatNumberText(value, 'de', true), 'de')).toBe(value);
    }
  });
});
