import { describe, expect, it } from 'vitest';
import { azMetricsListJson, teamChatMeasuredDays } from '../../../tests/fixtures/azureMetrics';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { plan } from '../../engine';
import { measuredDayOf, plannedHours, readMetricsFiles } from '../../engine/metrics';
import { measuredHoursRows, metricValueText } from './measuredHoursRows';

function recordedDay() {
  const read = readMetricsFiles([
    { name: 'metrics.json', text: azMetricsListJson(teamChatMeasuredDays()) },
  ]);
  if (!read.ok) throw new Error('the recorded days should read');
  const day = measuredDayOf(read.reading);
  if (!day.ok) throw new Error('the recorded days should give a day');
  return day.day;
}

describe('measured against planned, as chart rows', () => {
  it('puts the busiest day and the plan side by side, hour by hour', () => {
    const rows = measuredHoursRows(
      recordedDay(),
      plannedHours(plan(teamChatFixture)),
      'connectionCount',
    );
    expect(rows).toHaveLength(24);
    expect(rows[9]).toEqual({ hour: 9, measured: 44_000, planned: 40_000 });
    expect(rows[3]).toEqual({ hour: 3, measured: 11_000, planned: 40_000 });
  });

  it('has no measured line for a metric the files did not hold', () => {
    const day = recordedDay();
    const { serverLoad: _dropped, ...byHour } = day.byHour;
    const rows = measuredHoursRows(
      { ...day, byHour },
      plannedHours(plan(teamChatFixture)),
      'serverLoad',
    );
    expect(rows.every((row) => row.measured === null)).toBe(true);
  });

  it.each([
    ['inboundTraffic', 5.5 * 1024 ** 2, '5.5 MB'],
    ['serverLoad', 63, '63%'],
    ['connectionQuotaUtilization', 88, '88%'],
    ['connectionCount', 43_999.6, '44,000'],
    ['messageCount', 28_800_450, '28,800,450'],
  ] as const)('writes %s %d as %s', (metric, value, text) => {
    expect(metricValueText('en', metric, value)).toBe(text);
  });
});
