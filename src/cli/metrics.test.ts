import { describe, expect, it } from 'vitest';
import { plan } from '../engine';
import { measuredDayOf, readMetricsFiles, scenarioResizedFrom } from '../engine/metrics';
import { planText } from '../exports/planText';
import { translatorFor } from '../i18n/allCatalogs';
import { scenarioFileText } from '../state/scenarioFile';
import { shareUrlFor } from '../state/shareLink';
import {
  azMetricsListJson,
  portalMetricsCsv,
  teamChatMeasuredDays,
} from '../../tests/fixtures/azureMetrics';
import { cli } from '../../tests/fixtures/cliRun';
import { teamChatFixture } from '../../tests/fixtures/teamChat';

const baseUrl = 'https://tools.example/sizing/';
const metricsJson = azMetricsListJson(teamChatMeasuredDays());
const files = { 'chat.json': scenarioFileText(teamChatFixture), 'metrics.json': metricsJson };

/** The page's own re-size of the team chat from the recorded days. */
function resizedAsThePageDoes() {
  const read = readMetricsFiles([{ name: 'metrics.json', text: metricsJson }]);
  if (!read.ok) throw new Error('the recorded days should read');
  const day = measuredDayOf(read.reading);
  if (!day.ok) throw new Error('the recorded days should give a day');
  return scenarioResizedFrom(teamChatFixture, day.day);
}

describe('signalr-sizing size --metrics', () => {
  it('re-sizes the scenario from the recorded days first, says so, and prints the plan of the re-sized scenario', () => {
    const { code, stdout, stderr } = cli(
      ['size', 'chat.json', '--metrics', 'metrics.json', '--base-url', baseUrl],
      files,
    );
    expect(code).toBe(0);
    expect(stderr.split('\n')).toEqual([
      'Re-sized from the metrics in metrics.json, 48 hours read.',
      'Calibrated with the measured ratios: connections ×1.1, inbound ×0.9, outbound ×1.2, and messages ×1.25.',
      'The day’s load profile is the measured one, its peak at 8:00.',
      '',
    ]);
    const resized = resizedAsThePageDoes();
    expect(stdout).toBe(
      planText(plan(resized), translatorFor('en'), 'en', shareUrlFor(resized, new URL(baseUrl))),
    );
    // 44,000 connections of 50 units' 50,000: Standard_S1 x 50 instead of the 40 the scenario alone needs.
    expect(stdout).toContain('Service tier: Standard_S1 × 50 units\n');
  });

  it('writes the re-sized scenario into the plan JSON: the peaks, the factors and the day, by hand', () => {
    const { code, stdout } = cli(
      ['size', 'chat.json', '--metrics', 'metrics.json', '-f', 'json'],
      files,
    );
    expect(code).toBe(0);
    const { scenario } = JSON.parse(stdout) as { scenario: typeof teamChatFixture };
    expect(scenario.measured).toEqual({
      connectionCount: 44_000,
      messageCountPerDay: 691_210_800,
      inboundTrafficBytes: 1_327_186_944,
      outboundTrafficBytes: 19_906_560_000,
      trafficGrainSeconds: 3600,
      serverLoadPercent: 63,
    });
    expect(scenario.calibration?.connections).toBeCloseTo(1.1, 12);
    expect(scenario.calibration?.messages).toBeCloseTo(1.25, 12);
    expect(scenario.loadProfile?.slice(16, 20)).toEqual([1, 1, 0.75, 0.75]);
  });

  it('reads several files together: the portal chart’s CSV, one per chart', () => {
    const recipe = teamChatMeasuredDays();
    const part = (names: string[]) =>
      portalMetricsCsv({
        ...recipe,
        metrics: recipe.metrics.filter((m) => names.includes(m.name)),
      });
    const { code, stderr } = cli(
      ['size', 'chat.json', '--metrics', 'counts.csv', '--metrics', 'bytes.csv'],
      {
        ...files,
        'counts.csv': part(['ConnectionCount', 'MessageCount']),
        'bytes.csv': part(['InboundTraffic', 'OutboundTraffic']),
      },
    );
    expect(code).toBe(0);
    expect(stderr).toContain(
      'Re-sized from the metrics in counts.csv and bytes.csv, 48 hours read.',
    );
  });

  it('refuses a file with a gap: exit 2, the series and the hour named, nothing written', () => {
    const gap = azMetricsListJson(
      teamChatMeasuredDays(
        {},
        { InboundTraffic: { value: (index) => (index >= 5 && index < 8 ? null : 1) } },
      ),
    );
    const { code, stdout, stderr, written } = cli(
      ['size', 'chat.json', '--metrics', 'gap.json', '--out', 'plan.md'],
      { ...files, 'gap.json': gap },
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(written).toEqual({});
    expect(stderr).toBe(
      [
        'The metrics in gap.json could not be used.',
        '  Series “InboundTraffic”: no value at 2026-03-02T05:00:00+00:00, nor at 2 more hours.',
        'Nothing was written.',
        '',
      ].join('\n'),
    );
  });

  it('refuses a 5-minute interval and another metric, each named, in the language asked for', () => {
    const recipe = teamChatMeasuredDays({ interval: 'PT5M', stepMinutes: 5, points: 288 });
    const { code, stderr } = cli(['size', 'chat.json', '--metrics', 'fine.json', '--lang', 'de'], {
      ...files,
      'fine.json': azMetricsListJson(recipe),
    });
    expect(code).toBe(2);
    expect(stderr).toContain('Die Metriken in fine.json konnten nicht verwendet werden.');
    expect(stderr).toContain('Das Intervall ist PT5M (5 Min.)');
  });

  it('says a metrics file that cannot be read, with the system’s reason', () => {
    const { code, stderr } = cli(['size', 'chat.json', '--metrics', 'missing.json'], files);
    expect(code).toBe(2);
    expect(stderr).toContain(
      'The metrics in missing.json could not be used.\nIt could not be read: ENOENT',
    );
  });
});
