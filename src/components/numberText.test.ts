import { describe, expect, it } from 'vitest';
import { formatNumberText, parseNumberText, readNumberText } from './numberText';

describe('parseNumberText', () => {
  it.each([
    ['20000', 20_000],
    ['20,000', 20_000],
    [' 1 000 000 ', 1_000_000],
    ['1,000.5', 1000.5],
    ['0.25', 0.25],
    ['.5', 0.5],
    ['5.', 5],
    ['-3', -3],
    ['1e3', 1000],
  ])('reads %j as %d in English', (text, expected) => {
    expect(parseNumberText(text, 'en')).toBe(expected);
  });

  it.each(['-0', '-0.0', '−0', '-0e5'])('reads %j as 0, never as a negative zero', (text) => {
    expect(Object.is(parseNumberText(text, 'en'), 0)).toBe(true);
  });

  it.each(['', 'abc', '12abc', '1.2.3', '--1', '-', 'Infinity', 'NaN', '1e999', '1,5', '1,00'])(
    'rejects %j in English',
    (text) => {
      expect(parseNumberText(text, 'en')).toBeNull();
    },
  );

  it.each([
    ['1.000.000', 'de', 1_000_000],
    ['2,5', 'de', 2.5],
    ['1.000,5', 'de', 1000.5],
    ['1\u202f000,5', 'fr', 1000.5],
    ['1 000,5', 'fr', 1000.5],
    ['1.5', 'fr', 1.5],
    ['1\u00a0000', 'pl', 1000],
    ['２，５００', 'ja', 2500],
  ])('reads %j in %s as %d', (text, locale, expected) => {
    expect(parseNumberText(text, locale)).toBe(expected);
  });

  it('does not read a German "1.5" as 15: "." groups thousands there', () => {
    expect(parseNumberText('1.5', 'de')).toBeNull();
  });
});

describe('readNumberText', () => {
  it.each([
    ['5.000', 'en', 5, '000'],
    ['5,000', 'en', 5000, ''],
    ['5,000', 'de', 5, '000'],
    ['5.000', 'de', 5000, ''],
    ['1,000.5', 'en', 1000.5, '5'],
    ['1e3', 'en', 1000, ''],
  ])('reads %j (%s) as %d with the fraction digits %j', (text, locale, value, fractionDigits) => {
    expect(readNumberText(text, locale)).toMatchObject({ value, fractionDigits });
  });

  it.each([
    ['-0.4', -1],
    ['-1e-400', -1],
    ['1e-400', 1],
    ['-0', 0],
    ['0.000', 0],
    ['+7', 1],
  ] as const)('says %j was written with the sign %i, whatever its value became', (text, sign) => {
    expect(readNumberText(text, 'en')?.writtenSign).toBe(sign);
  });

  it.each([
    ['5.000', 'en', { mark: '.', readAs: 'decimal', ambiguous: true }],
    ['5,000', 'en', { mark: ',', readAs: 'group', ambiguous: true }],
    ['5.000', 'de', { mark: '.', readAs: 'group', ambiguous: true }],
    ['1,500', 'pl', { mark: ',', readAs: 'decimal', ambiguous: true }],
    ['1.500', 'pl', { mark: '.', readAs: 'foreign', ambiguous: true }],
    ['1.5', 'fr', { mark: '.', readAs: 'foreign', ambiguous: false }],
    ['12.5', 'en', { mark: '.', readAs: 'decimal', ambiguous: false }],
    ['1234.500', 'en', { mark: '.', readAs: 'decimal', ambiguous: false }],
    ['0.500', 'en', { mark: '.', readAs: 'decimal', ambiguous: false }],
  ] as const)('tells how %j (%s) reads its one mark: %o', (text, locale, separator) => {
    expect(readNumberText(text, locale)?.separator).toEqual(separator);
  });

  it.each([
    ['5000', 'en'],
    ['1,000.5', 'en'],
    ['1.000.000', 'de'],
    ['1e3', 'en'],
    ['1.5e3', 'en'],
  ])('has no one mark to tell of in %j (%s)', (text, locale) => {
    expect(readNumberText(text, locale)?.separator).toBeNull();
  });
});

describe('formatNumberText', () => {
  it('keeps every whole digit of a large fraction field: 5.5 MB of traffic is 5,767,168 B, not 5,767,000', () => {
    expect(formatNumberText(5_767_168, 'en', false)).toBe('5,767,168');
    expect(formatNumberText(1234.5, 'en', false)).toBe('1,235');
    expect(parseNumberText(formatNumberText(5_767_168, 'de', false), 'de')).toBe(5_767_168);
  });

  it('groups whole numbers and keeps 4 significant digits of fractions', () => {
    expect(formatNumberText(20_000, 'en', true)).toBe('20,000');
    expect(formatNumberText(1 / 3600, 'en', false)).toBe('0.0002778');
    expect(formatNumberText(0.25, 'en', false)).toBe('0.25');
    expect(formatNumberText(3600, 'en', false)).toBe('3,600');
  });

  it('reads back what it writes', () => {
    for (const locale of ['en', 'de', 'fr', 'pl', 'ja', 'ko']) {
      for (const value of [1, 999, 20_000, 1_048_576]) {
        expect(parseNumberText(formatNumberText(value, locale, true), locale)).toBe(value);
      }
      expect(parseNumberText(formatNumberText(0.25, locale, false), locale)).toBe(0.25);
    }
  });
});
