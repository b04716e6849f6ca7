// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluate } from '../sizing/evaluate';
import { calibrationFrom, compareMeasured, measuredMetrics } from './measured';
import { parseScenario, type Scenario, type ScenarioInput } from '../scenario/scenario';

function parsed(input: ScenarioInput): Scenario {
  const result = parseScenario(input);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.scenario;
}

/** The guide's chat: rooms of ten, 2,000 senders a second of 2 KB, plus a dashboard broadcast. */
const chat = parsed({
  version: 2,
  workloads: [
    {
      name: 'Chat',
      pattern: 'group',
      connections: 20_000,
      senders: 2000,
      messageBytes: 2048,
      sendIntervalSeconds: 1,
      groupSize: 10,
    },
    {
      name: 'Dashboard',
      pattern: 'broadcast',
      connections: 5000,
      senders: 2,
      messageBytes: 600,
      sendIntervalSeconds: 5,
    },
  ],
});

function measuredAsPredicted(scenario: Scenario): Scenario {
  const recommended = evaluate(scenario).recommended!;
  const draft: Scenario = {
    ...scenario,
    measured: { sku: recommended.sku, units: recommended.units, trafficGrainSeconds: 300 },
  };
  const predicted = Object.fromEntries(
    compareMeasured(draft).map(({ metric, predicted: value }) => [metric, value ?? undefined]),
  );
  return parsed({
    ...draft,
    measured: {
      ...draft.measured,
      connectionCount: predicted.connectionCount,
      messageCountPerDay: predicted.messageCountPerDay,
      inboundTrafficBytes: predicted.inboundTrafficBytes,
      outboundTrafficBytes: predicted.outboundTrafficBytes,
      serverLoadPercent: predicted.serverLoadPercent,
    },
  });
}

describe('what you measured against what the engine predicts', () => {
  it('Connection Count counts clients and server connections; the traffic sums are bytes per time grain', () => {
    const scenario = parsed({ ...chat, measured: { trafficGrainSeconds: 60 } });
    const evaluation = evaluate(scenario);
    const byMetric = Object.fromEntries(compareMeasured(scenario).map((c) => [c.metric, c]));
    expect(byMetric.connectionCount?.predicted).toBe(
      25_000 + evaluation.recommended!.serverConnections,
    );
    expect(byMetric.inboundTrafficBytes?.predicted).toBeCloseTo((2000 * 2048 + 0.4 * 600) * 60, 6);
    expect(byMetric.outboundTrafficBytes?.predicted).toBeCloseTo(
      (20_000 * 2048 + 0.4 * 5000 * 600) * 60,
      3,
    );
    expect(byMetric.messageCountPerDay?.predicted).toBe(evaluation.totals.billedMessagesPerDay);
    expect(byMetric.serverLoadPercent?.predicted).toBeNull(); // no SKU entered
    expect(compareMeasured(scenario).every((c) => c.ratio === null)).toBe(true);
  });

  it('done when: metrics equal to the prediction give ratios of 1 and change no recommendation', () => {
    const measured = measuredAsPredicted(chat);
    const comparisons = compareMeasured(measured);
    expect(comparisons.map((c) => c.metric)).toEqual([...measuredMetrics]);
    for (const { ratio } of comparisons) expect(ratio).toBeCloseTo(1, 9);
    const calibration = calibrationFrom(comparisons)!;
    expect(Object.keys(calibration).sort()).toEqual([
      'connections',
      'inbound',
      'messages',
      'outbound',
    ]);
    const calibrated = parsed({ ...measured, calibration });
    const before = evaluate(chat).recommended;
    expect(evaluate(measured).recommended).toEqual(before);
    expect(evaluate(calibrated).recommended).toMatchObject({
      sku: before!.sku,
      units: before!.units,
      binding: before!.binding,
    });
    expect(evaluate(calibrated).recommended!.cost.totalUsd).toBeCloseTo(before!.cost.totalUsd, 6);
  });

  it('three times the outbound the engine predicts sizes with three times the outbound load, and says so', () => {
    const calibrated = parsed({ ...chat, calibration: { outbound: 3 } });
    const plain = evaluate(chat).tiers[3]!;
    const tier = evaluate(calibrated).tiers[3]!;
    expect(tier.utilization.outboundBandwidth).toBeCloseTo(
      3 * plain.utilization.outboundBandwidth,
      12,
    );
    expect(tier.utilization.inboundBandwidth).toBe(plain.utilization.inboundBandwidth);
    expect(evaluate(calibrated).calibration).toEqual({ outbound: 3 });
    expect(evaluate(chat).calibration).toBeNull();
    expect(evaluate(calibrated).recommended!.units).toBeGreaterThan(
      evaluate(chat).recommended!.units,
    );
  });

  it('a messages factor bills more messages at the same units', () => {
    const billed = evaluate(chat).totals.billedMessagesPerDay;
    const plain = evaluate(chat).recommended!;
    const included = billed - plain.cost.extraMessagesPerDay;
    const calibrated = evaluate(parsed({ ...chat, calibration: { messages: 1.5 } })).recommended!;
    expect(calibrated.units).toBe(plain.units);
    expect(calibrated.cost.extraMessagesPerDay).toBeCloseTo(1.5 * billed - included, 3);
  });
});

describe('the new fields of format 2', () => {
  it.each([
    [{ measured: { connectionCount: -1 } }, 'measured.connectionCount'],
    [{ measured: { inboundTrafficBytes: '12 GB' } }, 'measured.inboundTrafficBytes'],
    [{ measured: { serverLoadPercent: 120 } }, 'measured.serverLoadPercent'],
    [{ measured: { trafficGrainSeconds: 7 } }, 'measured.trafficGrainSeconds'],
    [{ measured: { sku: 'Basic' } }, 'measured.sku'],
    [{ calibration: { outbound: 0 } }, 'calibration.outbound'],
    [{ calibration: { routing: 2 } }, 'calibration'],
  ])('%j is refused, naming %s', (fields, path) => {
    const result = parseScenario({ version: 2, workloads: [], ...fields });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toContain(path);
  });

  it('absent, a scenario means what it always did; version 1 documents still open', () => {
    const v1 = parseScenario({ version: 1, workloads: [] });
    expect(
      v1.ok && v1.scenario.measured === undefined && v1.scenario.calibration === undefined,
    ).toBe(true);
  });
});
