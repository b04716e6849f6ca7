import { describe, expect, it } from 'vitest';
import { evaluate, planOf, type Scenario } from '../../engine';
import {
  chartedRanges,
  headroomSeries,
  recommendationSummary,
  tierKey,
  tierOfKey,
} from './headroomSeries';
import { teamChat as teamChatScenario } from './testScenarios';

const teamChat = evaluate(teamChatScenario);

describe('headroomSeries', () => {
  it('charts Free, every Standard_S1 and every Premium_P2 tier, never Premium_P1', () => {
    const { rows } = headroomSeries(planOf(teamChat));
    expect(new Set(rows.map((row) => row.sku))).toEqual(
      new Set(['Free', 'Standard_S1', 'Premium_P2']),
    );
    // current edition: Free x1, Standard_S1 x1-10 and 20-100, Premium_P2 x100-1,000
    expect(rows).toHaveLength(1 + 19 + 10);
    // The 2019 edition predates Premium_P2: Free and Standard_S1 only.
    const edition2019 = evaluate({ ...teamChatScenario, edition: '2019' });
    expect(headroomSeries(planOf(edition2019)).rows).toHaveLength(1 + 19);
  });

  it('names the unit ranges charted per SKU', () => {
    expect(chartedRanges(headroomSeries(planOf(teamChat)).rows)).toEqual([
      { sku: 'Free', fromUnits: 1, toUnits: 1 },
      { sku: 'Standard_S1', fromUnits: 1, toUnits: 100 },
      { sku: 'Premium_P2', fromUnits: 100, toUnits: 1000 },
    ]);
    const edition2019 = evaluate({ ...teamChatScenario, edition: '2019' });
    expect(chartedRanges(headroomSeries(planOf(edition2019)).rows).at(-1)).toEqual({
      sku: 'Standard_S1',
      fromUnits: 1,
      toUnits: 100,
    });
  });

  it('flags exactly the recommended tier', () => {
    expect(teamChat.recommended).toMatchObject({ sku: 'Standard_S1', units: 40 });
    const series = headroomSeries(planOf(teamChat));
    const flagged = series.rows.filter((row) => row.recommended);
    expect(flagged.map((row) => row.key)).toEqual(['Standard_S1-40']);
    expect(series.recommendedKey).toBe('Standard_S1-40');
    expect(series.twin).toBeNull();
  });

  it('carries the engine’s utilizations unchanged', () => {
    for (const row of headroomSeries(planOf(teamChat)).rows) {
      const tier = teamChat.tiers.find(
        (candidate) => tierKey(candidate.sku, candidate.units) === row.key,
      );
      expect(tier).toBeDefined();
      expect(row.limits.connections.utilization).toBe(tier?.utilization.connections);
      expect(row.limits.inboundBandwidth.utilization).toBe(tier?.utilization.inboundBandwidth);
      expect(row.limits.outboundBandwidth.utilization).toBe(tier?.utilization.outboundBandwidth);
      expect(row.limits.routing.utilization).toBe(tier?.utilization.routing);
      expect(row.fits).toBe(tier?.fits);
    }
  });

  it('clips values above 150% for drawing and keeps the real value', () => {
    const s1x1 = headroomSeries(planOf(teamChat)).rows.find((row) => row.key === 'Standard_S1-1');
    // 40,000 connections on 1 unit (1,000 connections): 4,000%
    expect(s1x1?.limits.connections).toEqual({
      utilization: 40,
      plotted: 1.5,
      clipped: true,
      absolute: { kind: 'connections', load: 40_000, capacity: 1_000 },
    });
    const s1x40 = headroomSeries(planOf(teamChat)).rows.find((row) => row.recommended);
    expect(s1x40?.limits.connections.plotted).toBe(1);
    expect(s1x40?.limits.connections.clipped).toBe(false);
  });

  it('gives bandwidth as load bytes/s against the echo and broadcast maxima', () => {
    const s1x40 = headroomSeries(planOf(teamChat)).rows.find((row) => row.recommended);
    // unit 40 interpolated between 10 and 50 (current): echo 40,000 msg/s, broadcast 80,000 msg/s, x 2,048 B
    expect(s1x40?.limits.inboundBandwidth.absolute).toEqual({
      kind: 'bytesPerSecond',
      load: teamChat.totals.inboundLoadBytesPerSecond,
      capacity: 40_000 * 2048,
    });
    expect(s1x40?.limits.outboundBandwidth.absolute?.capacity).toBe(80_000 * 2048);
    expect(s1x40?.limits.routing.absolute).toBeNull();
  });

  it('shows daily messages for Free only', () => {
    const rows = headroomSeries(planOf(teamChat)).rows;
    const free = rows.find((row) => row.sku === 'Free');
    expect(free?.dailyMessages?.absolute).toEqual({
      kind: 'messagesPerDay',
      load: teamChat.totals.billedMessagesPerDay,
      capacity: 20_000,
    });
    expect(rows.filter((row) => row.dailyMessages !== null)).toHaveLength(1);
  });

  it('stands Standard_S1 in for a recommended Premium_P1 of the same units', () => {
    const cheapP1: Scenario = { ...teamChatScenario, prices: { Premium_P1: 1 } };
    const evaluation = evaluate(cheapP1);
    expect(evaluation.recommended).toMatchObject({ sku: 'Premium_P1', units: 40 });
    const series = headroomSeries(planOf(evaluation));
    expect(series.twin).toEqual({ sku: 'Standard_S1', units: 40 });
    expect(series.rows.filter((row) => row.recommended).map((row) => row.key)).toEqual([
      'Standard_S1-40',
    ]);
  });

  it('marks the tier the plan deploys: two replicas move the chat to Premium_P1 (drawn as its Standard_S1 twin)', () => {
    const replicated: Scenario = {
      ...teamChatScenario,
      replicas: { count: 2, sizing: 'allTraffic' },
    };
    const planned = planOf(evaluate(replicated));
    expect(planned.evaluation.recommended?.sku).toBe('Standard_S1');
    expect(planned.peak).toMatchObject({ sku: 'Premium_P1', units: 40 });
    const series = headroomSeries(planned);
    expect(series.twin).toEqual({ sku: 'Standard_S1', units: 40 });
    expect(series.recommendedKey).toBe('Standard_S1-40');
  });

  it('flags nothing when no tier fits', () => {
    const huge: Scenario = {
      ...teamChatScenario,
      edition: '2019',
      workloads: [
        {
          name: 'Too much',
          pattern: 'connection',
          connections: 100_000,
          senders: 100_000,
          messageBytes: 2048,
          sendIntervalSeconds: 1,
        },
      ],
    };
    const evaluation = evaluate(huge);
    expect(planOf(evaluation).deployment).toBeNull();
    const series = headroomSeries(planOf(evaluation));
    expect(series.recommendedKey).toBeNull();
    expect(series.rows.some((row) => row.recommended)).toBe(false);
  });
});

describe('recommendationSummary', () => {
  it('puts the binding limit first, then the others in the chart’s order', () => {
    const summary = recommendationSummary(teamChat.recommended);
    expect(summary?.binding).toEqual({ limit: 'connections', utilization: 1 });
    expect(summary?.others.map((share) => share.limit)).toEqual([
      'inboundBandwidth',
      'outboundBandwidth',
      'routing',
    ]);
  });

  it('adds Free’s daily messages', () => {
    const tiny = evaluate({
      ...teamChatScenario,
      workloads: [
        {
          name: 'Tiny',
          pattern: 'echo',
          connections: 10,
          senders: 1,
          messageBytes: 2048,
          sendIntervalSeconds: 60,
        },
      ],
    });
    expect(tiny.recommended?.sku).toBe('Free');
    const summary = recommendationSummary(tiny.recommended);
    expect([summary?.binding, ...(summary?.others ?? [])].map((share) => share?.limit)).toContain(
      'dailyMessages',
    );
  });

  it('is null without a recommendation', () => {
    expect(recommendationSummary(null)).toBeNull();
  });
});

describe('tierOfKey', () => {
  it('reads back every charted tier from its key', () => {
    for (const row of headroomSeries(planOf(teamChat)).rows) {
      expect(tierOfKey(row.key)).toEqual({ sku: row.sku, units: row.units });
    }
  });

  it.each(['Standard_S1', 'Standard_S1-', 'Basic-2', 'Premium_P2-0', 'Free-1.5'])(
    'finds no tier in %j',
    (key) => {
      expect(tierOfKey(key)).toBeNull();
    },
  );
});
