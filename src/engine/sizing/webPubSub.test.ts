// @vitest-environment node
/**
 * Azure Web PubSub sized by the same method as SignalR, with its own guide's tables and its own rules: no server
 * connections in the quota, client events billed twice (the upstream's HTTP call and the answer to the client),
 * one instance, its own caveats, and the range where its guide is silent.
 */
import { describe, expect, it } from 'vitest';
import { plan } from '../planning/plan';
import { leversFor } from '../planning/levers';
import type { ScenarioInput, Workload } from '../scenario/scenario';
import { evaluate } from './evaluate';

const benchmarkMessage = { messageBytes: 2048, sendIntervalSeconds: 1 } as const;

function onWebPubSub(workloads: Workload[], fields: Partial<ScenarioInput> = {}): ScenarioInput {
  return { version: 2, service: 'webPubSub', workloads, ...fields };
}

const echo = (connections: number, senders: number, extra: Partial<Workload> = {}): Workload => ({
  name: 'Echo through the upstream',
  pattern: 'echo',
  connections,
  senders,
  ...benchmarkMessage,
  ...extra,
});

const rooms = (connections: number, senders: number, extra: Partial<Workload> = {}): Workload => ({
  name: 'Rooms of 10',
  pattern: 'group',
  connections,
  senders,
  groupSize: 10,
  ...benchmarkMessage,
  ...extra,
});

describe('the connection quota holds the clients alone', () => {
  it('puts the guide’s echo of 1,000 clients on 1 unit, where SignalR counts 30 server connections and needs 2', () => {
    const workloads = [echo(1_000, 500)];
    const webPubSub = evaluate(onWebPubSub(workloads, { targetUtilization: 1 }));
    expect(webPubSub.recommended).toMatchObject({
      sku: 'Standard_S1',
      units: 1,
      appServers: 0,
      serverConnections: 0,
    });
    expect(webPubSub.recommended?.utilization.connections).toBe(1);
    const signalr = evaluate({ version: 2, targetUtilization: 1, workloads });
    expect(signalr.recommended).toMatchObject({ units: 2, serverConnections: 30 });
  });
});

describe('billing: outbound bytes divided in 2 KB, the upstream’s calls included', () => {
  it('bills an echo answered by the upstream twice: 500 events a second of 4 KB are 4 billed messages each', () => {
    const result = evaluate(onWebPubSub([echo(1_000, 500, { messageBytes: 4096 })]));
    // (500 to the upstream + 500 back to the clients) x 2 chunks x 86,400 s
    expect(result.totals.billedMessagesPerDay).toBe(172_800_000);
  });

  it('bills groups over the subprotocol for their deliveries only: no server sees them', () => {
    const workloads = [rooms(10_000, 1_000, { sendIntervalSeconds: 10, messageBytes: 1024 })];
    // 100 messages a second x 10 members x 86,400 s x 1,024 B / 2,048 B
    expect(evaluate(onWebPubSub(workloads)).totals.billedMessagesPerDay).toBe(43_200_000);
    // SignalR relays each of them to the app server too: 100 more a second
    expect(evaluate({ version: 2, workloads }).totals.billedMessagesPerDay).toBe(95_040_000);
  });
});

describe('the upstream webhook', () => {
  it('is part of the deployment, with the requests a second it must answer, and a warning', () => {
    const scenario = onWebPubSub([echo(20_000, 2_000), rooms(10_000, 1_000)]);
    const planned = plan(scenario);
    expect(planned.deployment?.service).toBe('webPubSub');
    expect(planned.deployment?.upstream).toEqual({ requestsPerSecond: 2_000 });
    expect(planned.reconnect).toBeNull();
    expect(planned.warnings).toContainEqual({
      code: 'upstreamEvents',
      workloads: [0],
      requestsPerSecond: 2_000,
    });
  });

  it('is not needed when no client event goes to it', () => {
    expect(plan(onWebPubSub([rooms(10_000, 1_000)])).deployment?.upstream).toBeNull();
  });
});

describe('where a workload needs more than an edition prints', () => {
  it('2021: small groups plateau at 15,000 a second from unit 50; 20,000 fit no tier, but the current edition’s Premium_P2', () => {
    const result = evaluate(onWebPubSub([rooms(200_000, 20_000)], { edition: '2021' }));
    expect(result.recommended).toBeNull();
    expect(result.noFit).toEqual({
      closest: { sku: 'Standard_S1', units: 100 },
      limits: ['connections', 'routing'],
      otherEditionFits: 'current',
    });
    const current = evaluate(onWebPubSub([rooms(200_000, 20_000)]));
    expect(current.recommended).toMatchObject({
      sku: 'Premium_P2',
      units: 300,
      binding: 'routing',
    });
  });

  it('current: beyond unit 1,000 nothing fits, and Web PubSub spreads no clients over several instances', () => {
    const news = (connections: number): Workload => ({
      name: 'News',
      pattern: 'restBroadcast',
      connections,
      senders: 1,
      messageBytes: 1024,
      sendIntervalSeconds: 60,
    });
    const scenario = onWebPubSub([news(1_000_000), news(500_000)]);
    expect(evaluate(scenario).noFit).toEqual({
      closest: { sku: 'Premium_P2', units: 1000 },
      limits: ['connections'],
      otherEditionFits: null,
    });
    expect(plan(scenario).deployment).toBeNull();
    // The same audience on SignalR: two instances.
    const signalr = plan({ version: 2, workloads: [news(1_000_000), news(500_000)] });
    expect(signalr.deployment?.instances).toBe(2);
  });
});

describe('the guide’s caveats at the recommended tier', () => {
  it('small groups at 50 units and more: routing cost outside Server Load; Premium_P2 beyond 100 units', () => {
    const result = evaluate(onWebPubSub([rooms(200_000, 20_000)]));
    expect(result.warnings).toEqual([
      { code: 'premiumP2' },
      { code: 'routingCost', workloads: [0] },
      { code: 'interpolated', units: 300, fromUnits: [200, 500] },
      { code: 'unitQuota', units: 300, quotaUnits: 150 },
    ]);
  });

  it('2021: small groups at units 1 to 20 print more outbound than big group’s maximum: flagged where read', () => {
    const result = evaluate(onWebPubSub([rooms(1_500, 500)], { edition: '2021' }));
    expect(result.recommended).toMatchObject({ units: 3, binding: 'outboundBandwidth' });
    expect(result.warnings).toContainEqual({
      code: 'contradiction',
      contradictionId: '2021-smallGroup-outbound-exceeds-bigGroup',
    });
  });

  it('current: a tier reading the one "Unit 100" column, sold as Premium_P1 and as Premium_P2, says so', () => {
    const result = evaluate(onWebPubSub([echo(80_000, 35_000)]));
    expect(result.recommended).toMatchObject({ sku: 'Standard_S1', units: 100 });
    expect(result.warnings).toContainEqual({
      code: 'contradiction',
      contradictionId: 'current-unit100-premiumP2',
    });
  });
});

describe('where the guide is silent: the range', () => {
  it('groups of 100 members lie between its small and big groups: the conservative reading needs more', () => {
    const result = evaluate(
      onWebPubSub([rooms(30_000, 3_000, { groupSize: 100, messageBytes: 512 })]),
    );
    expect(result.recommended).toMatchObject({ sku: 'Standard_S1', units: 80 });
    expect(result.range.conservative).toMatchObject({ sku: 'Premium_P2', units: 500 });
    expect(result.range.reasons).toContainEqual({
      kind: 'groupSize',
      workloads: [0],
      groupSize: 100,
      lower: 10,
      upper: 8_000,
    });
  });

  it('groups under 10 members are routed like small groups, in every reading (no send-to-connection table)', () => {
    const small = evaluate(onWebPubSub([rooms(10_000, 500, { groupSize: 4 })]));
    const ten = evaluate(onWebPubSub([rooms(10_000, 500, { groupSize: 10 })]));
    expect(small.recommended?.utilization.routing).toBe(ten.recommended?.utilization.routing);
    expect(small.range.reasons).toEqual([]);
  });
});

describe('levers', () => {
  it('batching small client events: a tenth of the upstream’s calls, but the same bytes billed', () => {
    const scenario = evaluate(onWebPubSub([echo(20_000, 20_000, { messageBytes: 200 })])).scenario;
    const levers = leversFor(scenario);
    const batching = levers.find((lever) => lever.kind === 'batching');
    if (batching?.target !== 'workload') throw new Error('batching is offered');
    expect(batching).toMatchObject({ batchMessages: 10 });
    // Web PubSub bills outbound bytes / 2 KB: ten 200 B events in one 2,000 B event are the same 2,000 B. Both days
    // bill (20,000 events/s to the upstream + 20,000 answers) x 200 B x 86,400 s / 2,048 B = 337,500,000 messages.
    const batched = plan({ ...scenario, workloads: [batching.workload] });
    expect(batched.monthly?.billedMessagesPerDay).toBeCloseTo(337_500_000, 3);
    expect(plan(scenario).monthly?.billedMessagesPerDay).toBeCloseTo(337_500_000, 3);
    // What batching saves is the units of a smaller event load (each 200 B event loads the service like 1 KB);
    // a payload a third smaller saves more: it cuts the bytes billed.
    expect(levers[0]?.kind).toBe('compactPayload');
  });
});

describe('the day, the regions, the year ahead', () => {
  const day = Array.from({ length: 24 }, (_, hour) => (hour >= 8 && hour < 18 ? 1 : 0.1));

  it('runs Premium’s autoscale through a business day, and bills each replica for its own deliveries', () => {
    const chat = [rooms(50_000, 5_000, { messageBytes: 1024, sendIntervalSeconds: 5 })];
    const alone = plan(onWebPubSub(chat));
    const replicated = plan(
      onWebPubSub(chat, { loadProfile: day, replicas: { count: 1, sizing: 'split' } }),
    );
    // 25,000 clients a region at the rule's 70% scale-out threshold: 40 units at the peak, fewer at night.
    expect(replicated.deployment).toMatchObject({ sku: 'Premium_P1', regions: [40, 40] });
    expect(replicated.deployment?.reasons).toEqual(['replicasNeedPremium', 'autoscale']);
    expect(replicated.deployment?.autoscale).toMatchObject({ minimum: 10, maximum: 40 });
    // Split between two regions, each bills its half of the day's deliveries: replicas never double them.
    const dayShare = day.reduce((sum, level) => sum + level, 0) / 24;
    expect(replicated.monthly?.billedMessagesPerDay).toBeCloseTo(
      (alone.monthly?.billedMessagesPerDay ?? NaN) * dayShare,
      0,
    );
  });

  it('plans a year of growth on the same rules', async () => {
    const { timelinePlan } = await import('../planning/timeline');
    const { defaultTables } = await import('../guides/data');
    const planned = plan(
      onWebPubSub([rooms(10_000, 1_000)], { timeline: { monthlyGrowthPercent: 20 } }),
    );
    const year = timelinePlan(planned, defaultTables);
    expect(year?.months[0]?.tier).toMatchObject({
      sku: planned.deployment?.sku,
      units: planned.deployment?.unitsPerInstance,
    });
    expect(year?.months[12]?.tier?.units).toBeGreaterThan(
      planned.deployment?.unitsPerInstance ?? 0,
    );
  });
});
