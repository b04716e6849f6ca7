// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { numberEntry } from './planInput';

describe('numberEntry: the plan panel’s number fields', () => {
  it.each([
    ['2.000', 'en'],
    ['2,000', 'de'],
    ['2,000', 'pl'],
    ['2.000', 'pl'],
  ])('refuses %j (%s) replicas: two, or two thousand, is not guessed', (text, locale) => {
    expect(numberEntry(text, locale, 1, 8, true)).toEqual({ ok: false });
  });

  it.each([
    ['1,000', 'en', 1000],
    ['1.000', 'de', 1000],
    ['1 000', 'pl', 1000],
    ['5', 'en', 5],
  ])('takes %j (%s) as %d connections: the page’s own grouping', (text, locale, value) => {
    expect(numberEntry(text, locale, 1, 1_000_000, true)).toEqual({ ok: true, value });
  });

  it('refuses a Polish “12.500” %: “.” is neither Polish mark, and German reads it as 12,500', () => {
    expect(numberEntry('12.500', 'pl', 0, 100)).toEqual({ ok: false });
    expect(numberEntry('12,5', 'pl', 0, 100)).toEqual({ ok: true, value: 12.5 });
    expect(numberEntry('12.5', 'pl', 0, 100)).toEqual({ ok: true, value: 12.5 });
    expect(numberEntry('12.500', 'en', 0, 100)).toEqual({ ok: true, value: 12.5 });
  });
});
