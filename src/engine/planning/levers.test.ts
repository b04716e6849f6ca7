// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultTables } from '../guides/data';
import { evaluate } from '../sizing/evaluate';
import { batchMessagesFor, leversFor, trimmedMessageBytes, type WorkloadLever } from './levers';
import { plan } from './plan';
import { parseScenario, type Scenario, type Workload } from '../scenario/scenario';

function workload(overrides: Partial<Workload> & Pick<Workload, 'pattern'>): Workload {
  return {
    name: overrides.pattern,
    connections: 1000,
    senders: 1000,
    messageBytes: 2048,
    sendIntervalSeconds: 1,
    ...overrides,
  };
}

function scenario(workloads: Workload[]): Scenario {
  const parsed = parseScenario({ version: 2, workloads });
  if (!parsed.ok) throw new Error('bad test scenario');
  return parsed.scenario;
}

const { hoursPerMonth, prices } = defaultTables.skuCatalog;

/** The levers that change a workload (all but fewer replicas). */
const workloadLevers = (input: Scenario) =>
  leversFor(input).filter((lever): lever is WorkloadLever => lever.target === 'workload');
const daysPerMonth = hoursPerMonth / 24;

describe('a message just over a 2 KB chunk', () => {
  it.each([
    [2049, 2048],
    [2304, 2048],
    [4100, 4096],
  ])('%i B is trimmed to %i B', (bytes, trimmed) => {
    expect(trimmedMessageBytes(bytes, 2048)).toBe(trimmed);
  });

  it.each([2048, 2305, 3000, 1000])('%i B is not just over a boundary', (bytes) => {
    expect(trimmedMessageBytes(bytes, 2048)).toBeNull();
  });

  it('done when: a 2,049-byte echo is first told "2,048 bytes or less", saving half the message cost', () => {
    // The vendor's billing: 2,049 B is two 2 KB chunks; each echo is billed to the app server and back.
    const echo = scenario([workload({ pattern: 'echo', messageBytes: 2049 })]);
    const before = evaluate(echo).totals.billedMessagesPerDay;
    expect(before).toBe(1000 * 2 * 2 * 86_400);
    const [first] = workloadLevers(echo);
    expect(first?.kind).toBe('chunkBoundary');
    expect(first?.messageBytes).toBe(2048);
    const halfTheMessageCost = (before / 2 / 1e6) * prices.perMillionExtraMessages * daysPerMonth;
    expect(first?.monthlySavingUsd).toBeCloseTo(halfTheMessageCost, 6);
    expect(evaluate(echo).recommended?.units).toBe(
      evaluate({ ...echo, workloads: [first!.workload] }).recommended?.units,
    );
  });
});

describe('batching small messages into one chunk', () => {
  it.each([
    [200, 1, 10],
    [500, 1, 4],
    [1024, 1, 2],
    [100, 600, 6],
  ])('%i B every %i s: %i messages a batch', (bytes, interval, batch) => {
    expect(batchMessagesFor(bytes, interval, 2048)).toBe(batch);
  });

  it('a broadcast of 200 B a second to 1,000 clients saves by sending 10 in one chunk every 10 s', () => {
    const broadcast = scenario([
      workload({ pattern: 'broadcast', senders: 2, messageBytes: 200, connections: 1000 }),
    ]);
    const lever = workloadLevers(broadcast).find((l) => l.kind === 'batching');
    expect(lever?.batchMessages).toBe(10);
    expect(lever?.workload).toMatchObject({ messageBytes: 2000, sendIntervalSeconds: 10 });
    expect(lever?.addedDelaySeconds).toBe(9);
    const after = evaluate({ ...broadcast, workloads: [lever!.workload] });
    expect(lever?.monthlySavingUsd).toBeCloseTo(
      evaluate(broadcast).recommended!.cost.totalUsd - after.recommended!.cost.totalUsd,
      9,
    );
  });
});

describe('groups and REST', () => {
  it('ten send-to-connection calls become one group send with the same deliveries', () => {
    const direct = scenario([workload({ pattern: 'connection', senders: 1000 })]);
    const lever = workloadLevers(direct).find((l) => l.kind === 'groups');
    expect(lever?.workload).toMatchObject({
      pattern: 'group',
      groupSize: 10,
      sendIntervalSeconds: 10,
    });
    expect(
      evaluate({ ...direct, workloads: [lever!.workload] }).totals.outboundMessagesPerSecond,
    ).toBe(evaluate(direct).totals.outboundMessagesPerSecond);
    expect(lever?.monthlySavingUsd).toBeGreaterThan(0);
  });

  it('a broadcast sent over REST drops the billed leg to the app server', () => {
    // 100 senders to 100 clients: the leg is one message in 101, worth a lever (a tenth of a percent or more).
    const broadcast = scenario([
      workload({ pattern: 'broadcast', senders: 100, connections: 100 }),
    ]);
    const lever = workloadLevers(broadcast).find((l) => l.kind === 'rest');
    expect(lever?.workload.pattern).toBe('restBroadcast');
    const legPerDay = 100 * 86_400;
    expect(evaluate(broadcast).totals.billedMessagesPerDay - legPerDay).toBe(
      evaluate({ ...broadcast, workloads: [lever!.workload] }).totals.billedMessagesPerDay,
    );
  });
});

describe('the list', () => {
  it('holds only levers that save, ranked by saving', () => {
    const mix = scenario([
      workload({ pattern: 'echo', messageBytes: 2049 }),
      workload({ pattern: 'broadcast', senders: 2, messageBytes: 200 }),
      workload({ pattern: 'connection', senders: 500 }),
    ]);
    const levers = leversFor(mix);
    expect(levers.length).toBeGreaterThan(2);
    for (const lever of levers) expect(lever.monthlySavingUsd).toBeGreaterThan(0);
    // By saving; a lever may go before one that saves up to 1% of the bill more when it asks less of the app.
    const bill = plan(mix).monthly?.totalUsd ?? NaN;
    levers.forEach((lever, index) => {
      const later = levers.slice(index + 1);
      for (const other of later) {
        expect(other.monthlySavingUsd).toBeLessThanOrEqual(lever.monthlySavingUsd + bill * 0.01);
      }
    });
  });

  it('is empty for an empty scenario and for messages already cheap to send', () => {
    expect(leversFor(scenario([]))).toEqual([]);
    expect(leversFor(scenario([workload({ pattern: 'echo', senders: 10 })]))).toEqual([]);
  });
});

describe('levers that reach the biggest cost', () => {
  // Chat rooms beside a 20 KB snapshot broadcast to 50,000 clients every 5 s: the broadcast is nearly all the bill.
  const chatAndBroadcast = scenario([
    workload({
      name: 'Chat',
      pattern: 'group',
      connections: 5000,
      senders: 500,
      messageBytes: 1024,
      groupSize: 10,
    }),
    workload({
      name: 'Snapshot',
      pattern: 'broadcast',
      connections: 50_000,
      senders: 1,
      messageBytes: 20_480,
      sendIntervalSeconds: 5,
    }),
  ]);

  it('offers a compact payload and a longer interval for the broadcast first, each priced by the plan', () => {
    const levers = workloadLevers(chatAndBroadcast);
    const bill = plan(chatAndBroadcast).monthly?.totalUsd ?? NaN;
    expect(levers[0]?.workloadName).toBe('Snapshot');
    expect(
      levers
        .slice(0, 2)
        .map((lever) => lever.kind)
        .sort(),
    ).toEqual(['compactPayload', 'longerInterval']);
    const interval = levers.find((lever) => lever.kind === 'longerInterval');
    expect(interval?.workload.sendIntervalSeconds).toBe(10);
    // twice the interval: about half the broadcast's messages
    expect(interval?.monthlySavingUsd).toBeGreaterThan(bill * 0.4);
    expect(interval?.monthlySavingUsd).toBeCloseTo(
      bill -
        (plan({
          ...chatAndBroadcast,
          workloads: [chatAndBroadcast.workloads[0]!, interval!.workload],
        }).monthly?.totalUsd ?? NaN),
      6,
    );
  });

  it('states the payload share it assumes, and follows the scenario’s own', () => {
    const assumed = workloadLevers(chatAndBroadcast).find(
      (lever) => lever.kind === 'compactPayload',
    );
    expect(assumed?.payloadRatio).toBe(0.67);
    expect(assumed?.workload.messageBytes).toBe(Math.round(20_480 * 0.67));
    const own = workloadLevers({ ...chatAndBroadcast, compactPayloadRatio: 0.3 }).find(
      (lever) => lever.kind === 'compactPayload' && lever.workloadName === 'Snapshot',
    );
    expect(own?.workload.messageBytes).toBe(Math.round(20_480 * 0.3));
  });

  it('hides savings below 0.1% of the bill', () => {
    const bill = plan(chatAndBroadcast).monthly?.totalUsd ?? NaN;
    for (const lever of leversFor(chatAndBroadcast)) {
      expect(lever.monthlySavingUsd).toBeGreaterThanOrEqual(bill * 0.001);
    }
  });

  it('offers one replica fewer, priced with the regions the plan bills', () => {
    const replicated = {
      ...chatAndBroadcast,
      replicas: { count: 2, sizing: 'allTraffic' as const },
    };
    const lever = leversFor(replicated).find((candidate) => candidate.kind === 'fewerReplicas');
    expect(lever).toMatchObject({
      target: 'replicas',
      replicas: { count: 1, sizing: 'allTraffic' },
    });
    expect(lever?.monthlySavingUsd).toBeCloseTo(
      (plan(replicated).monthly?.totalUsd ?? NaN) -
        (plan({ ...replicated, replicas: { count: 1, sizing: 'allTraffic' } }).monthly?.totalUsd ??
          NaN),
      6,
    );
  });
});
