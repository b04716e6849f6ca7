// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { durationSeconds, readCsvTime, readIsoTime, slashOrderOf, timeText } from './metricsTime';

const at = (hour: number, minute = 0) => Date.UTC(2026, 2, 2, hour, minute);

describe('times as Azure writes them', () => {
  it.each([
    ['2026-03-02T13:00:00Z', at(13), true],
    ['2026-03-02T13:00:00+00:00', at(13), true],
    ['2026-03-02T14:00:00+01:00', at(13), true],
    ['2026-03-02T13:00:00.000Z', at(13), true],
    ['2026-03-02 13:00', at(13), false],
    ['2026-03-02T13:00:00', at(13), false],
  ])('%s', (text, ms, zoned) => {
    expect(readIsoTime(text)).toEqual({ ms, zoned });
  });

  it.each([
    '2026-02-30T13:00:00Z',
    '2026-03-02T24:00:00Z',
    '13:00',
    'yesterday',
    '2026-03-02T13:00:00+25',
  ])('refuses %s', (text) => {
    expect(readIsoTime(text)).toBeNull();
  });

  it.each([
    ['3/2/2026 1:00:00 PM', 'monthFirst', at(13), false],
    ['3/2/2026 12:00:00 AM', 'monthFirst', at(0), false],
    ['3/2/2026 12:30 PM', 'monthFirst', at(12, 30), false],
    ['3/2/2026, 13:00', 'monthFirst', at(13), false],
    ['2/3/2026 13:00', 'dayFirst', at(13), false],
    ['02.03.2026 13:00', 'monthFirst', at(13), false],
    ['3/2/2026 1:00:00 PM UTC', 'monthFirst', at(13), true],
  ] as const)('the portal’s %s (%s)', (text, order, ms, zoned) => {
    expect(readCsvTime(text, order)).toEqual({ ms, zoned });
  });

  it('takes a column of slashed dates for day first only when a first number is above 12', () => {
    expect(slashOrderOf(['3/2/2026 1:00 PM', '3/12/2026 1:00 PM'])).toBe('monthFirst');
    expect(slashOrderOf(['30/3/2026 13:00'])).toBe('dayFirst');
  });

  it('writes a time for messages, with UTC for an instant', () => {
    expect(timeText(at(13), true)).toBe('2026-03-02 13:00 UTC');
    expect(timeText(at(13), false)).toBe('2026-03-02 13:00');
  });
});

describe('durations as the REST API and the Azure CLI write them', () => {
  it.each([
    ['PT1H', 3600],
    ['PT60M', 3600],
    ['PT5M', 300],
    ['P1D', 86_400],
    ['PT1M', 60],
    ['1:00:00', 3600],
    ['0:05:00', 300],
    ['1 day, 0:00:00', 86_400],
  ])('%s is %i s', (text, seconds) => {
    expect(durationSeconds(text)).toBe(seconds);
  });

  it.each(['P', 'PT', 'hourly', '1h', ''])('refuses %j', (text) => {
    expect(durationSeconds(text)).toBeNull();
  });
});
