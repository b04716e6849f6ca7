// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  azMetricsListJson,
  portalMetricsCsv,
  teamChatMeasuredDays,
} from '../../../tests/fixtures/azureMetrics';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { compareMeasured } from '../planning/measured';
import { measuredDayOf, type MeasuredDay } from './measuredDay';
import type { MetricsProblem } from './metricsProblems';
import { readMetricsFiles } from './readMetricsFiles';
import { metricsFieldsFor, scenarioResizedFrom } from './resize';

function dayOf(files: { name: string; text: string }[], offsetMinutes = 0): MeasuredDay {
  const read = readMetricsFiles(files);
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  const day = measuredDayOf(read.reading, offsetMinutes);
  if (!day.ok) throw new Error(JSON.stringify(day.problems));
  return day.day;
}

function problemsOf(files: { name: string; text: string }[]): MetricsProblem[] {
  const read = readMetricsFiles(files);
  if (read.ok) throw new Error('expected the file to be refused');
  return read.problems;
}

const json = (text: string) => [{ name: 'metrics.json', text }];
const csv = (text: string) => [{ name: 'metrics.csv', text }];

/** Night (0-7) at a quarter, the day (8-17) at the peak, the evening (18-23) at three quarters. */
const expectedProfile = [
  ...Array<number>(8).fill(0.25),
  ...Array<number>(10).fill(1),
  ...Array<number>(6).fill(0.75),
];

describe('the team chat prediction the recorded days are compared with, worked out by hand', () => {
  // Chat rooms: 2,000 senders every 5 s = 400 messages/s in, to groups of 10 = 4,000/s out, 1,024 B (one
  // 2 KB chunk each). Presence: 1 sender every 10 s = 0.1/s in, broadcast to 20,000 = 2,000/s out, 256 B.
  // Billed a day: (4,000 + 400 + 2,000 + 0.1) x 86,400 = 552,968,640. Inbound: 400 x 1,024 + 0.1 x 256 =
  // 409,625.6 B/s; outbound: 4,000 x 1,024 + 2,000 x 256 = 4,608,000 B/s. Connections: 40,000 (server
  // connections are not counted in this scenario).
  it('matches the engine', () => {
    const predicted = Object.fromEntries(
      compareMeasured({ ...teamChatFixture, measured: { trafficGrainSeconds: 3600 } }).map(
        (row) => [row.metric, row.predicted],
      ),
    );
    expect(predicted).toMatchObject({
      connectionCount: 40_000,
      messageCountPerDay: 552_968_640,
      inboundTrafficBytes: 409_625.6 * 3600,
      outboundTrafficBytes: 4_608_000 * 3600,
    });
  });
});

describe('a recorded `az monitor metrics list` JSON of two days', () => {
  const day = dayOf(json(azMetricsListJson(teamChatMeasuredDays())));

  it('reads 48 hours of the six metrics from the SignalR namespace', () => {
    expect(day.reading.hours).toBe(48);
    expect(day.reading.zoned).toBe(true);
    expect(day.reading.service).toBe('signalr');
    expect(day.reading.series.map((series) => series.name)).toEqual([
      'ConnectionCount',
      'ConnectionQuotaUtilization',
      'MessageCount',
      'InboundTraffic',
      'OutboundTraffic',
      'ServerLoad',
    ]);
  });

  it('gives the busiest day at each hour, and the day as a load profile: the highest share at each hour', () => {
    // The first day is the busier (the second runs at 90%): 44,000 connections at 9:00, 11,000 at night.
    expect(day.byHour.connectionCount?.[9]).toBe(44_000);
    expect(day.byHour.connectionCount?.[3]).toBe(11_000);
    expect(day.byHour.connectionCount?.[20]).toBe(22_000);
    // Connections are at half the peak in the evening, outbound traffic at three quarters: the level is 0.75.
    expect(day.profile).toEqual(expectedProfile);
  });

  it('gives the peaks as "What you measured" holds them: messages a day at the busiest hour, traffic an hour', () => {
    expect(day.measured).toEqual({
      connectionCount: 44_000,
      messageCountPerDay: 28_800_450 * 24,
      inboundTrafficBytes: 1_327_186_944,
      outboundTrafficBytes: 19_906_560_000,
      trafficGrainSeconds: 3600,
      serverLoadPercent: 63,
    });
    expect(day.peaks.connectionCount).toEqual({
      value: 44_000,
      time: '2026-03-02 08:00 UTC',
      hourOfDay: 8,
    });
    // 44,000 connections at 88% of the quota: a quota of 50,000 (50 units).
    expect(day.impliedQuota).toBe(50_000);
  });

  it('gives the calibration factors: measured / predicted at the peak, by hand', () => {
    const fields = metricsFieldsFor(teamChatFixture, day);
    // 44,000 / 40,000; 691,210,800 / 552,968,640; 1,327,186,944 / 1,474,652,160; 19,906,560,000 / 16,588,800,000.
    expect(fields.calibration?.connections).toBeCloseTo(1.1, 12);
    expect(fields.calibration?.messages).toBeCloseTo(1.25, 12);
    expect(fields.calibration?.inbound).toBeCloseTo(0.9, 12);
    expect(fields.calibration?.outbound).toBeCloseTo(1.2, 12);
    expect(fields.loadProfile).toEqual(expectedProfile);
  });

  it('keeps the SKU and units typed, replaces the metrics typed, and the profile', () => {
    const typed = {
      ...teamChatFixture,
      measured: {
        sku: 'Standard_S1' as const,
        units: 50,
        connectionCount: 1,
        serverLoadPercent: 9,
      },
      loadProfile: Array<number>(24).fill(1),
    };
    const resized = scenarioResizedFrom(typed, day);
    expect(resized.measured).toEqual({ sku: 'Standard_S1', units: 50, ...day.measured });
    expect(resized.loadProfile).toEqual(expectedProfile);
    expect(resized.workloads).toBe(typed.workloads);
  });

  it('reads the hours of the day east of UTC when asked: UTC+2 moves the peak to 10:00', () => {
    const shifted = dayOf(json(azMetricsListJson(teamChatMeasuredDays())), 120);
    expect(shifted.peaks.connectionCount?.hourOfDay).toBe(10);
    expect(shifted.profile?.slice(0, 12)).toEqual([
      0.75, 0.75, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 1, 1,
    ]);
  });

  it('reads the interval as older Azure CLI versions write it (1:00:00)', () => {
    const older = dayOf(json(azMetricsListJson(teamChatMeasuredDays({ interval: '1:00:00' }))));
    expect(older.profile).toEqual(expectedProfile);
  });

  it('reads a Web PubSub file: TotalConnectionCount is its Connection Count, and it has no Message Count', () => {
    const recipe = teamChatMeasuredDays({ namespace: 'Microsoft.SignalRService/WebPubSub' });
    recipe.metrics = recipe.metrics
      .filter((metric) => metric.name !== 'MessageCount')
      .map((metric) =>
        metric.name === 'ConnectionCount' ? { ...metric, name: 'TotalConnectionCount' } : metric,
      );
    const webPubSub = dayOf(json(azMetricsListJson(recipe)));
    expect(webPubSub.reading.service).toBe('webPubSub');
    expect(webPubSub.measured.connectionCount).toBe(44_000);
    expect(webPubSub.measured.messageCountPerDay).toBeUndefined();
  });
});

describe('the portal chart CSV of the same two days', () => {
  it('gives the same profile and peaks as the JSON', () => {
    const fromCsv = dayOf(csv(portalMetricsCsv(teamChatMeasuredDays())));
    const fromJson = dayOf(json(azMetricsListJson(teamChatMeasuredDays())));
    expect(fromCsv.reading.format).toBe('csv');
    // The portal writes times without a zone: read as written.
    expect(fromCsv.reading.zoned).toBe(false);
    expect(fromCsv.profile).toEqual(expectedProfile);
    expect(fromCsv.measured).toEqual(fromJson.measured);
    expect(metricsFieldsFor(teamChatFixture, fromCsv)).toEqual(
      metricsFieldsFor(teamChatFixture, fromJson),
    );
  });

  it('reads the variants a spreadsheet writes: semicolons, decimal commas, ISO times, REST names', () => {
    const lines = [
      'TimeStamp;ConnectionCount (Max);OutboundTraffic (Sum) [Bytes];Server Load (Max) [%]',
      ...Array.from({ length: 24 }, (_, hour) => {
        const time = `2026-03-02 ${String(hour).padStart(2, '0')}:00:00`;
        return `${time};${hour === 12 ? '2000' : '1000'};${hour === 12 ? '1,5' : '0,75'};12,5`;
      }),
    ];
    const day = dayOf(csv(lines.join('\n')));
    expect(day.measured).toEqual({
      connectionCount: 2000,
      outboundTrafficBytes: 1.5,
      trafficGrainSeconds: 3600,
      serverLoadPercent: 12.5,
    });
    expect(day.profile?.[12]).toBe(1);
    expect(day.profile?.[11]).toBe(0.5);
  });

  it('reads several files together, one per chart (counts, bytes, percents)', () => {
    const recipe = teamChatMeasuredDays();
    const part = (names: string[]) =>
      portalMetricsCsv({
        ...recipe,
        metrics: recipe.metrics.filter((metric) => names.includes(metric.name)),
      });
    const day = dayOf([
      { name: 'counts.csv', text: part(['ConnectionCount', 'MessageCount']) },
      { name: 'bytes.csv', text: part(['InboundTraffic', 'OutboundTraffic']) },
      { name: 'percents.csv', text: part(['ConnectionQuotaUtilization', 'ServerLoad']) },
    ]);
    expect(day.profile).toEqual(expectedProfile);
    expect(day.measured.connectionCount).toBe(44_000);
  });
});

describe('each bad file is refused, naming its series or its line', () => {
  it('another metric: the JSON names the series', () => {
    const recipe = teamChatMeasuredDays({}, {});
    recipe.metrics.push({
      name: 'ConnectionOpenCount',
      unit: 'Count',
      aggregation: 'total',
      value: () => 5,
    });
    expect(problemsOf(json(azMetricsListJson(recipe)))).toEqual([
      { kind: 'otherMetric', name: 'ConnectionOpenCount' },
    ]);
  });

  it('another metric: the CSV names the column and the header line', () => {
    const recipe = teamChatMeasuredDays();
    recipe.metrics.push({
      name: 'ConnectionOpenCount',
      unit: 'Count',
      aggregation: 'total',
      value: () => 5,
    });
    expect(problemsOf(csv(portalMetricsCsv(recipe)))).toEqual([
      { kind: 'otherMetric', name: 'Connection Open Count (Sum), chat-signalr', line: 2 },
    ]);
  });

  it('a gap: the JSON names the series and the hour, and how many more hours miss', () => {
    const text = azMetricsListJson(
      teamChatMeasuredDays(
        {},
        { MessageCount: { value: (index) => (index === 13 || index === 14 ? null : 5) } },
      ),
    );
    expect(problemsOf(json(text))).toEqual([
      { kind: 'gap', name: 'MessageCount', time: '2026-03-02T13:00:00+00:00', more: 1 },
    ]);
  });

  it('a gap: the CSV names the line and the column', () => {
    const text = portalMetricsCsv(
      teamChatMeasuredDays({}, { MessageCount: { value: (index) => (index === 13 ? null : 5) } }),
    );
    // Line 1 names the chart, line 2 is the header: 13:00 is on line 16.
    expect(problemsOf(csv(text))).toEqual([
      {
        kind: 'gap',
        name: 'Message Count (Sum), chat-signalr',
        time: '3/2/2026 1:00:00 PM',
        more: 0,
        line: 16,
      },
    ]);
  });

  it('a missing hour in the JSON: the series, and the hour as a time', () => {
    const data = JSON.parse(azMetricsListJson(teamChatMeasuredDays())) as {
      value: { timeseries: { data: unknown[] }[] }[];
    };
    data.value[4]!.timeseries[0]!.data.splice(30, 1);
    expect(problemsOf(json(JSON.stringify(data)))).toEqual([
      { kind: 'gap', name: 'OutboundTraffic', time: '2026-03-03 06:00 UTC', more: 0 },
    ]);
  });

  it('a 5-minute interval: the JSON names its interval', () => {
    const text = azMetricsListJson(
      teamChatMeasuredDays({ interval: 'PT5M', stepMinutes: 5, points: 24 * 12 }),
    );
    expect(problemsOf(json(text))).toEqual([
      { kind: 'interval', seconds: 300, text: 'PT5M', time: null },
    ]);
  });

  it('a 5-minute interval: the CSV names the line of the second row', () => {
    const text = portalMetricsCsv(teamChatMeasuredDays({ stepMinutes: 5, points: 24 * 12 }));
    expect(problemsOf(csv(text))).toEqual([
      { kind: 'interval', seconds: 300, text: null, time: '3/2/2026 12:05:00 AM', line: 4 },
    ]);
  });

  it('a wrong unit: the JSON names the series, its unit and the one Azure Monitor uses', () => {
    const text = azMetricsListJson(teamChatMeasuredDays({}, { InboundTraffic: { unit: 'Count' } }));
    expect(problemsOf(json(text))).toEqual([
      { kind: 'unit', name: 'InboundTraffic', found: 'Count', expected: 'Bytes' },
    ]);
  });

  it('a wrong unit: the CSV names the column and its line', () => {
    const lines = [
      'Time,Inbound Traffic (Sum) [MB]',
      ...Array.from(
        { length: 24 },
        (_, hour) => `2026-03-02T${String(hour).padStart(2, '0')}:00Z,5`,
      ),
    ];
    expect(problemsOf(csv(lines.join('\n')))).toEqual([
      { kind: 'unit', name: 'Inbound Traffic (Sum) [MB]', found: 'MB', expected: 'Bytes', line: 1 },
    ]);
  });

  it.each([
    ['an empty file', ''],
    ['a file of blanks', ' \n\n '],
  ])('%s', (_, text) => {
    expect(problemsOf(json(text))).toEqual([{ kind: 'empty' }]);
  });

  it('less than a day', () => {
    const text = azMetricsListJson(teamChatMeasuredDays({ points: 12 }));
    expect(problemsOf(json(text))).toEqual([{ kind: 'short', hours: 12 }]);
  });

  it('the wrong aggregation: asked for Average, the page reads the Maximum', () => {
    const text = azMetricsListJson(
      teamChatMeasuredDays({}, { ConnectionCount: { aggregation: 'average' } }),
    );
    expect(problemsOf(json(text))).toEqual([
      { kind: 'aggregation', name: 'ConnectionCount', expected: 'maximum', found: 'average' },
    ]);
  });

  it('a series split by a dimension', () => {
    const data = JSON.parse(azMetricsListJson(teamChatMeasuredDays())) as {
      value: { timeseries: unknown[] }[];
    };
    data.value[0]!.timeseries.push(data.value[0]!.timeseries[0]);
    expect(problemsOf(json(JSON.stringify(data)))).toEqual([
      { kind: 'split', name: 'ConnectionCount', series: 2 },
    ]);
  });

  it('JSON that is not the response: the first field that is not', () => {
    expect(problemsOf(json('{"value": [{"name": "ConnectionCount"}]}'))).toEqual([
      { kind: 'shape', path: 'value[0].name' },
    ]);
    expect(problemsOf(json('{"value": '))).toEqual([{ kind: 'syntax', line: 1, column: 11 }]);
  });

  it('a CSV with no time column', () => {
    expect(problemsOf(csv('Connection Count,Server Load\n1,2\n'))).toEqual([{ kind: 'noHeader' }]);
  });

  it('the same metric in two files names the second file', () => {
    const text = portalMetricsCsv(teamChatMeasuredDays());
    expect(
      problemsOf([
        { name: 'a.csv', text },
        { name: 'b.csv', text },
      ]).slice(0, 1),
    ).toEqual([
      { kind: 'duplicate', name: 'Connection Count (Max), chat-signalr', line: 2, file: 'b.csv' },
    ]);
  });
});
