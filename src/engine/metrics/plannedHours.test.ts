// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { azMetricsListJson, teamChatMeasuredDays } from '../../../tests/fixtures/azureMetrics';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { plan } from '../planning/plan';
import { measuredDayOf } from './measuredDay';
import { plannedHours } from './plannedHours';
import { readMetricsFiles } from './readMetricsFiles';
import { scenarioResizedFrom } from './resize';

function resizedTeamChat() {
  const read = readMetricsFiles([
    { name: 'metrics.json', text: azMetricsListJson(teamChatMeasuredDays()) },
  ]);
  if (!read.ok) throw new Error('the recorded days should read');
  const day = measuredDayOf(read.reading);
  if (!day.ok) throw new Error('the recorded days should give a day');
  return scenarioResizedFrom(teamChatFixture, day.day);
}

describe('what the plan expects each metric to read, hour by hour', () => {
  it('for the team chat as composed: the peak all day, on its 40 units of Standard_S1', () => {
    const planned = plan(teamChatFixture);
    expect([planned.deployment?.sku, planned.deployment?.unitsPerInstance]).toEqual([
      'Standard_S1',
      40,
    ]);
    const hours = plannedHours(planned);
    expect(new Set(hours.connectionCount)).toEqual(new Set([40_000]));
    // 552,968,640 billed messages a day, a 24th of them each hour.
    expect(hours.messageCount[0]).toBeCloseTo(23_040_360, 6);
    // 409,625.6 B/s and 4,608,000 B/s over an hour.
    expect(hours.inboundTraffic[0]).toBeCloseTo(1_474_652_160, 3);
    expect(hours.outboundTraffic[0]).toBeCloseTo(16_588_800_000, 2);
    // 40,000 connections on a quota of 40,000.
    expect(hours.connectionQuotaUtilization[12]).toBeCloseTo(100, 9);
  });

  it('re-sized from the recorded days: the measured peaks at the peak hour, the day’s shape at the others', () => {
    const planned = plan(resizedTeamChat());
    expect([planned.deployment?.sku, planned.deployment?.unitsPerInstance]).toEqual([
      'Standard_S1',
      50,
    ]);
    const hours = plannedHours(planned);
    // 40,000 clients x 1.1 at the peak; x 0.25 at night; x 0.75 in the evening.
    expect(hours.connectionCount[9]).toBeCloseTo(44_000, 6);
    expect(hours.connectionCount[3]).toBeCloseTo(11_000, 6);
    expect(hours.connectionCount[20]).toBeCloseTo(33_000, 6);
    // 552,968,640 x 1.25 / 24 at the peak.
    expect(hours.messageCount[9]).toBeCloseTo(28_800_450, 4);
    expect(hours.inboundTraffic[9]).toBeCloseTo(1_327_186_944, 2);
    expect(hours.outboundTraffic[20]).toBeCloseTo(19_906_560_000 * 0.75, 1);
    // 44,000 of 50 units' 50,000 connections at the peak; 11,000 at night.
    expect(hours.connectionQuotaUtilization[9]).toBeCloseTo(88, 9);
    expect(hours.connectionQuotaUtilization[3]).toBeCloseTo(22, 9);
  });

  it('has nothing to read for the tier-bound metrics when nothing fits', () => {
    const huge = {
      ...teamChatFixture,
      workloads: teamChatFixture.workloads.map((workload) => ({
        ...workload,
        connections: 1_000_000,
        senders: 1_000_000,
        sendIntervalSeconds: 0.01,
        messageBytes: 1_000_000,
      })),
    };
    const planned = plan(huge);
    expect(planned.deployment).toBeNull();
    const hours = plannedHours(planned);
    expect(hours.serverLoad.every((value) => value === null)).toBe(true);
    expect(hours.connectionCount[0]).toBeGreaterThan(0);
  });
});
