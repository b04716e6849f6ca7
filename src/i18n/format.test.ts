import { describe, expect, it } from 'vitest';
import { parseQuantity } from '../components/quantityText';
import {
  formatBytes,
  formatBytesPerSecond,
  formatCount,
  formatCurrency,
  formatPercent,
  scaleBytes,
} from './format';

describe('sizes: one meaning of KB, 1,024 B, in what is typed and what is shown', () => {
  it.each([
    [512, '512 byte'],
    [1024, '1 KB'],
    [20_480, '20 KB'],
    [5_767_168, '5.5 MB'],
    [1_048_576, '1 MB'],
    [12 * 1024 ** 3, '12 GB'],
  ])('shows %d B as %j', (bytes, shown) => {
    expect(formatBytes('en', bytes)).toBe(shown);
  });

  it('writes the kilo with a capital K, as the guide and the fields do, in every language', () => {
    expect(formatBytes('de', 20_480)).toBe('20 KB');
    expect(formatBytes('fr', 20_480)).toMatch(/^20\sKo$/u);
    expect(formatBytes('fr', 5_767_168)).toMatch(/^5,5\sMo$/u);
    expect(formatBytes('ko', 20_480)).toBe('20KB');
    expect(formatBytesPerSecond('en', 400 * 1024)).toBe('400 KB/s');
    expect(formatBytesPerSecond('en', 20_480_000)).toBe('19.5 MB/s');
  });

  it("capitalises the unit's kilo and nothing else: the same text as Intl's parts with the unit's \"k\" raised", () => {
    for (const locale of ['en', 'de', 'fr', 'ja', 'ko', 'pl']) {
      for (const bytes of [
        0,
        1,
        512,
        1000,
        1024,
        20_480,
        123_456,
        5_767_168,
        1_048_576,
        12 * 1024 ** 3,
        3 * 1024 ** 4,
      ]) {
        const { value, unit } = scaleBytes(bytes);
        for (const [shown, intlUnit] of [
          [formatBytes(locale, bytes), unit],
          [formatBytesPerSecond(locale, bytes), `${unit}-per-second`],
        ] as const) {
          const parts = new Intl.NumberFormat(locale, {
            style: 'unit',
            unit: intlUnit,
            unitDisplay: 'short',
            maximumFractionDigits: value >= 100 || value === 0 ? 0 : value >= 10 ? 1 : 2,
          }).formatToParts(value);
          const expected = parts
            .map((part) => (part.type === 'unit' ? part.value.replace(/^k/, 'K') : part.value))
            .join('');
          expect(shown, `${locale} ${bytes} B`).toBe(expected);
        }
      }
    }
  });

  it('reads back what it shows as the same bytes: "5.5 MB" typed is 5.5 MB shown', () => {
    for (const locale of ['en', 'de', 'fr', 'ja', 'ko', 'pl']) {
      for (const bytes of [1024, 20_480, 5_767_168, 1_048_576, 12 * 1024 ** 3]) {
        expect(parseQuantity(formatBytes(locale, bytes), locale, 'traffic')).toBe(bytes);
      }
    }
  });
});

describe('formatting a zero that came out negative', () => {
  it('shows 0, never "-0" or "-$0.00"', () => {
    expect(formatCurrency('en', -0)).toBe('$0.00');
    expect(formatCount('en', -0)).toBe('0');
    expect(formatPercent('en', -0)).toBe('0%');
  });
});
