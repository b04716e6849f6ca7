import { describe, expect, it } from 'vitest';
import { parseQuantity, type QuantityKind } from './quantityText';

type Row = [text: string, locale: string, kind: QuantityKind, expected: number];

describe('parseQuantity', () => {
  it.each<Row>([
    ['20000', 'en', 'count', 20_000],
    ['20,000', 'en', 'count', 20_000],
    ['2k', 'en', 'count', 2_000],
    ['2 K', 'en', 'count', 2_000],
    ['1.5k', 'en', 'count', 1_500],
    ['1,5k', 'de', 'count', 1_500],
    ['10M', 'en', 'count', 10_000_000],
    ['-500', 'en', 'count', -500],
    ['１０００', 'ja', 'count', 1_000],
  ])('reads the count %j (%s, %s) as %d', (text, locale, kind, expected) => {
    expect(parseQuantity(text, locale, kind)).toBe(expected);
  });

  it.each<Row>([
    ['2048', 'en', 'bytes', 2_048],
    ['20 KB', 'en', 'bytes', 20_480],
    ['20KB', 'en', 'bytes', 20_480],
    ['20 kb', 'en', 'bytes', 20_480],
    ['20 KiB', 'en', 'bytes', 20_480],
    ['1.5 MB', 'en', 'bytes', 1_572_864],
    ['1,5 MB', 'de', 'bytes', 1_572_864],
    ['1,5 Mo', 'fr', 'bytes', 1_572_864],
    ['256 Ko', 'fr', 'bytes', 262_144],
    ['1 MiB', 'en', 'bytes', 1_048_576],
    ['512 B', 'en', 'bytes', 512],
    ['2k', 'en', 'bytes', 2_048],
    ['1m', 'en', 'bytes', 1_048_576],
    ['0', 'en', 'bytes', 0],
  ])('reads the size %j (%s, %s) as %d bytes', (text, locale, kind, expected) => {
    expect(parseQuantity(text, locale, kind)).toBe(expected);
  });

  it.each<Row>([
    ['5', 'en', 'seconds', 5],
    ['5 s', 'en', 'seconds', 5],
    ['0.25', 'en', 'seconds', 0.25],
    ['0,25 s', 'de', 'seconds', 0.25],
    ['500 ms', 'en', 'seconds', 0.5],
    ['500ms', 'en', 'seconds', 0.5],
    ['2 min', 'en', 'seconds', 120],
    ['1 h', 'en', 'seconds', 3_600],
    ['10/s', 'en', 'seconds', 0.1],
    ['10 msg/s', 'en', 'seconds', 0.1],
    ['10 per second', 'en', 'seconds', 0.1],
    ['6/min', 'en', 'seconds', 10],
    ['500 ミリ秒', 'ja', 'seconds', 0.5],
    ['5초', 'ko', 'seconds', 5],
    ['2 Std.', 'de', 'seconds', 7_200],
  ])('reads the interval %j (%s, %s) as %d s', (text, locale, kind, expected) => {
    expect(parseQuantity(text, locale, kind)).toBeCloseTo(expected, 12);
  });

  it.each<Row>([
    ['2', 'en', 'rate', 2],
    ['2/s', 'en', 'rate', 2],
    ['120/min', 'en', 'rate', 2],
    ['500 ms', 'en', 'rate', 2],
    ['0,5', 'de', 'rate', 0.5],
  ])('reads the rate %j (%s, %s) as %d messages per second', (text, locale, kind, expected) => {
    expect(parseQuantity(text, locale, kind)).toBeCloseTo(expected, 12);
  });

  it.each<Row>([
    ['70', 'en', 'percent', 70],
    ['70 %', 'fr', 'percent', 70],
    ['1.61', 'en', 'money', 1.61],
    ['$1.61', 'en', 'money', 1.61],
    ['1,61 USD', 'de', 'money', 1.61],
    ['1,61 $', 'fr', 'money', 1.61],
    ['900 px', 'en', 'pixels', 900],
    ['12 GB', 'en', 'traffic', 12 * 1024 ** 3],
    ['1,5 To', 'fr', 'traffic', 1.5 * 1024 ** 4],
    ['3500000000', 'en', 'traffic', 3.5e9],
  ])('reads %j (%s) as a %s of %d', (text, locale, kind, expected) => {
    expect(parseQuantity(text, locale, kind)).toBe(expected);
  });

  it.each<[string, string, QuantityKind]>([
    ['', 'en', 'count'],
    ['lots', 'en', 'count'],
    ['20 KB', 'en', 'count'],
    ['5 s', 'en', 'bytes'],
    ['20 GB', 'en', 'bytes'],
    ['1.5 MB', 'de', 'bytes'],
    ['1,5', 'en', 'count'],
    ['1.2.3', 'en', 'count'],
    ['0/s', 'en', 'seconds'],
    ['10 KB', 'en', 'seconds'],
    ['70 px', 'en', 'percent'],
    ['€1.61', 'en', 'money'],
    ['k', 'en', 'count'],
    ['12 ms', 'en', 'traffic'],
    ['12 GB/s', 'en', 'traffic'],
  ])('rejects %j (%s) in a %s field', (text, locale, kind) => {
    expect(parseQuantity(text, locale, kind)).toBeNull();
  });
});
