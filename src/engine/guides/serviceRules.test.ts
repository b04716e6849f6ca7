// @vitest-environment node
/**
 * The rules the service enforces outside the guide's tables: server connections in the connection quota,
 * connection headroom, connection-open rates, message size limits, the regional unit quota, and the SKUs
 * an edition knows. Figures from the vendor's pages and its maintainers' answers (data/service-rules.json).
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../sizing/evaluate';
import type { ScenarioInput, Workload } from '../scenario/scenario';
import { connectionOpenRate } from '../sizing/reconnect';
import { serviceRules } from './data';

function workload(overrides: Partial<Workload> & Pick<Workload, 'pattern'>): Workload {
  return {
    name: overrides.pattern,
    connections: 1000,
    senders: 10,
    messageBytes: 2048,
    sendIntervalSeconds: 1,
    ...overrides,
  };
}

function scenario(workloads: Workload[], overrides: Partial<ScenarioInput> = {}): ScenarioInput {
  return { version: 2, edition: 'current', targetUtilization: 0.7, workloads, ...overrides };
}

describe('server connections count against the connection quota (Azure/azure-signalr issue 254)', () => {
  it('2 app servers x 1 hub x 15 server connections join 5,000 clients: 5,030 of 6,000', () => {
    const result = evaluate(scenario([workload({ pattern: 'echo', connections: 5000 })]));
    expect(result.recommended).toMatchObject({
      sku: 'Standard_S1',
      units: 6,
      appServers: 2,
      hubs: 1,
      serverConnectionsPerAppServer: 15,
      serverConnections: 30,
    });
    expect(result.recommended?.utilization.connections).toBeCloseTo(5030 / 6000, 9);
    const paid = result.tiers.filter((tier) => tier.sku !== 'Free');
    expect(paid.every((tier) => tier.serverConnections === 30)).toBe(true);
    // Free (no SLA) is planned with one app server opening the SDK's default 5 per hub.
    expect(result.tiers.find((tier) => tier.sku === 'Free')?.serverConnections).toBe(5);
  });

  it('each hub opens its own: 5 hubs x 2 app servers x 15 = 150 server connections', () => {
    const result = evaluate(
      scenario([workload({ pattern: 'echo', connections: 900 })], { hubs: 5 }),
    );
    expect(result.recommended).toMatchObject({ serverConnections: 150, units: 2 });
  });

  it('ASP.NET SignalR adds its default hub (the vendor page): 2 x (1 + 1) x 15 = 60', () => {
    const result = evaluate(
      scenario([workload({ pattern: 'echo', connections: 900 })], { appServerFramework: 'aspnet' }),
    );
    expect(result.recommended?.serverConnections).toBe(60);
  });

  it('takes the server connections per hub the scenario sets (the SDK default is 5)', () => {
    const result = evaluate(
      scenario([workload({ pattern: 'echo', connections: 990 })], { serverConnectionsPerHub: 5 }),
    );
    expect(result.recommended).toMatchObject({ serverConnections: 10, units: 1 });
    expect(result.recommended?.serverConnectionsAdvice).toBe(15);
  });

  it('advises 40 per hub with a broadcast or a big group, as the guide notes', () => {
    const result = evaluate(scenario([workload({ pattern: 'broadcast', senders: 1 })]));
    expect(result.recommended).toMatchObject({
      serverConnectionsPerAppServer: 40,
      serverConnections: 80,
    });
  });

  it('has none in serverless mode: a REST-only scenario has no app server and no server connection', () => {
    const result = evaluate(scenario([workload({ pattern: 'restUser', connections: 1000 })]));
    expect(result.recommended).toMatchObject({ appServers: 0, serverConnections: 0, units: 1 });
  });
});

describe('connection headroom', () => {
  it('keeps the connection quota under the connection target: 70% of 10 units holds 7,000 connections', () => {
    const clients = 6_900;
    const result = evaluate(
      scenario([workload({ pattern: 'echo', connections: clients, senders: 1 })], {
        connectionTarget: 0.7,
      }),
    );
    // 6,930 connections with the 30 server connections: 99% of 7 units, 69.3% of 10.
    expect(result.recommended).toMatchObject({ units: 10, binding: 'connections' });
    expect(result.thresholds).toEqual({ targetUtilization: 0.7, connectionTarget: 0.7 });
  });

  it('without a connection target the quota may be used up to 100%', () => {
    const result = evaluate(
      scenario([workload({ pattern: 'echo', connections: 6_970, senders: 1 })]),
    );
    expect(result.recommended?.units).toBe(7);
    expect(result.thresholds.connectionTarget).toBe(1);
  });
});

describe('connection-open rates (Azure/azure-signalr issue 1282)', () => {
  it.each([
    ['Free', 1, 20],
    ['Standard_S1', 1, 400],
    ['Standard_S1', 10, 400],
    ['Standard_S1', 20, 600],
    ['Premium_P1', 50, 2000],
    // The thread prints 8,000 a second for unit 100 but 25 s for its 100,000 connections: 4,000 a second.
    ['Premium_P1', 100, 4000],
  ] as const)('%s x %i accepts %i connections per second', (sku, units, perSecond) => {
    expect(connectionOpenRate(sku, units, serviceRules)).toMatchObject({
      perSecond,
      interpolated: false,
      extrapolated: false,
    });
  });

  it('interpolates between published sizes (unit 30: 600 + 1,400 / 3; unit 70: 2,000 + 2,000 x 2/5) and holds unit 100 beyond it, flagged', () => {
    expect(connectionOpenRate('Standard_S1', 30, serviceRules).perSecond).toBeCloseTo(
      600 + 1400 / 3,
      9,
    );
    expect(connectionOpenRate('Standard_S1', 70, serviceRules).perSecond).toBeCloseTo(2800, 9);
    expect(connectionOpenRate('Premium_P2', 500, serviceRules)).toMatchObject({
      perSecond: 4000,
      extrapolated: true,
    });
  });

  it('5,000 clients reconnect in 12.5 s on Standard_S1 x 6 (400 per second)', () => {
    const result = evaluate(scenario([workload({ pattern: 'echo', connections: 5000 })]));
    expect(result.recommended?.reconnectSeconds).toBeCloseTo(12.5, 9);
    expect(result.warnings.some((w) => w.code === 'slowReconnect')).toBe(false);
  });

  it('warns when reconnecting everyone takes longer than the clients keep retrying (0 + 2 + 10 + 30 s)', () => {
    // 400,000 clients on Premium_P2 x 500: nothing is published above unit 100, so its 4,000/s is held.
    const result = evaluate(
      scenario([workload({ pattern: 'echo', connections: 400_000, senders: 1 })]),
    );
    expect(result.recommended).toMatchObject({ sku: 'Premium_P2', units: 500 });
    expect(result.recommended?.reconnectSeconds).toBeCloseTo(100, 9);
    expect(result.warnings).toContainEqual({
      code: 'slowReconnect',
      seconds: 100,
      windowSeconds: 42,
      connectionsPerSecond: 4000,
      extrapolated: true,
    });
  });
});

describe('message size limits (vendor page "Messages and connections")', () => {
  it('warns when clients send more than the app server accepts by default (32 KB) and names the setting', () => {
    const result = evaluate(
      scenario([
        workload({ pattern: 'echo', messageBytes: 32_768 }),
        workload({ pattern: 'group', messageBytes: 40_000, groupSize: 10 }),
        workload({ pattern: 'restBroadcast', messageBytes: 40_000, senders: 1 }),
      ]),
    );
    expect(result.warnings).toContainEqual({
      code: 'messageSizeLimit',
      limit: 'hubReceive',
      limitBytes: 32_768,
      workloads: [1],
      setting: 'HubOptions.MaximumReceiveMessageSize',
    });
  });

  it('warns above 1 MB for Server-Sent Events and long polling clients, and for the REST API', () => {
    const result = evaluate(
      scenario([
        workload({
          pattern: 'echo',
          messageBytes: 1_048_576,
          transport: 'longPolling',
          senders: 1,
          sendIntervalSeconds: 60,
        }),
        workload({
          pattern: 'restUser',
          messageBytes: 1_000_001,
          senders: 1,
          sendIntervalSeconds: 60,
        }),
      ]),
    );
    const limits = result.warnings.flatMap((w) => (w.code === 'messageSizeLimit' ? [w.limit] : []));
    expect(limits).toEqual(['hubReceive', 'sseLongPolling', 'restBody']);
  });
});

describe('quotas and SKUs', () => {
  it('warns above the 150 units a subscription gets per region by default', () => {
    const result = evaluate(
      scenario([workload({ pattern: 'echo', connections: 180_000, senders: 1 })]),
    );
    expect(result.recommended).toMatchObject({ sku: 'Premium_P2', units: 200 });
    expect(result.warnings).toContainEqual({ code: 'unitQuota', units: 200, quotaUnits: 150 });
    expect(result.warnings).toContainEqual({
      code: 'contradiction',
      contradictionId: 'current-premiumP2-threshold',
    });
  });

  it('says when cost, not a limit, chose the tier', () => {
    // At 5 USD per million extra messages, each unit's included million is worth more than the unit.
    const result = evaluate(
      scenario([workload({ pattern: 'echo', connections: 100, senders: 100 })], {
        prices: { perMillionExtraMessages: 5 },
      }),
    );
    expect(result.recommended?.chosenFor).toBe('cost');
    expect(result.recommended?.smallestFitting).toMatchObject({ sku: 'Standard_S1', units: 1 });
    expect(result.recommended?.units).toBeGreaterThan(1);
  });

  it('names the limit when the smallest fitting tier is also the cheapest', () => {
    const result = evaluate(
      scenario([workload({ pattern: 'echo', connections: 100, senders: 100 })]),
    );
    expect(result.recommended).toMatchObject({ chosenFor: 'limits', smallestFitting: null });
  });
});
