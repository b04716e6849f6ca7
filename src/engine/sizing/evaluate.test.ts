// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { reverseSolve } from './reverse';
import { parseScenario, type ScenarioInput, type Workload } from '../scenario/scenario';

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

/** The guide's own arithmetic: server connections are not counted unless a test says so. */
function scenario(workloads: Workload[], overrides: Partial<ScenarioInput> = {}): ScenarioInput {
  return {
    version: 2,
    edition: 'current',
    targetUtilization: 0.7,
    countServerConnections: false,
    workloads,
    ...overrides,
  };
}

describe('totals', () => {
  it('inbound = senders / interval; outbound = inbound x fan-out (echo 1, broadcast connections, group size)', () => {
    const { totals } = evaluate(
      scenario([
        workload({ pattern: 'echo', connections: 500, senders: 500, sendIntervalSeconds: 2 }),
        workload({ pattern: 'broadcast', connections: 3000, senders: 2 }),
        workload({ pattern: 'group', connections: 2000, senders: 100, groupSize: 25 }),
      ]),
    );
    expect(totals.connections).toBe(5500);
    expect(totals.inboundMessagesPerSecond).toBe(250 + 2 + 100);
    expect(totals.outboundMessagesPerSecond).toBe(250 + 6000 + 2500);
    expect(totals.inboundBytesPerSecond).toBe(352 * 2048);
    expect(totals.outboundBytesPerSecond).toBe(8750 * 2048);
  });

  it('bills a 4 KB message broadcast to 3 clients as 8 messages (1 to the server + 3 to clients, 2 chunks each)', () => {
    const { totals } = evaluate(
      scenario([
        workload({
          pattern: 'broadcast',
          connections: 3,
          senders: 1,
          messageBytes: 4096,
          sendIntervalSeconds: 3600,
        }),
      ]),
    );
    expect(totals.billedMessagesPerDay).toBeCloseTo(8 * 24, 9);
  });

  it('REST patterns have no leg to an app server: a REST broadcast to 3 clients bills 3', () => {
    const { totals } = evaluate(
      scenario([
        workload({
          pattern: 'restBroadcast',
          connections: 3,
          senders: 1,
          sendIntervalSeconds: 3600,
        }),
      ]),
    );
    expect(totals.billedMessagesPerDay).toBeCloseTo(3 * 24, 9);
  });

  it('a message under 1,024 bytes loads the service like a 1,024-byte one but is counted at its real size', () => {
    const { totals, tiers } = evaluate(
      scenario([workload({ pattern: 'echo', messageBytes: 100 })], { edition: '2019' }),
    );
    expect(totals.inboundBytesPerSecond).toBe(100_000);
    expect(totals.inboundLoadBytesPerSecond).toBe(1_024_000);
    const unit1 = tiers.find((t) => t.sku === 'Standard_S1' && t.units === 1);
    expect(unit1?.utilization.inboundBandwidth).toBeCloseTo(0.5, 9);
  });

  it('a 20 KB message uses ten times the bandwidth of a 2 KB one', () => {
    const small = evaluate(scenario([workload({ pattern: 'echo', senders: 100 })]));
    const big = evaluate(
      scenario([workload({ pattern: 'echo', senders: 100, messageBytes: 20_480 })]),
    );
    expect(big.tiers[1]?.utilization.inboundBandwidth).toBeCloseTo(
      10 * (small.tiers[1]?.utilization.inboundBandwidth ?? 0),
      9,
    );
  });
});

describe('tiers and the recommendation', () => {
  it('lists every SKU and unit the catalog sells that the edition covers', () => {
    const current = evaluate(scenario([])).tiers;
    const old = evaluate(scenario([], { edition: '2019' })).tiers;
    expect(current).toHaveLength(1 + 19 + 19 + 10);
    // The 2019 edition predates Premium_P2: it never offers it, whatever its price.
    expect(old).toHaveLength(1 + 19 + 19);
    expect(old.some((tier) => tier.sku === 'Premium_P2')).toBe(false);
    const cheapP2 = evaluate(
      scenario([workload({ pattern: 'echo', connections: 90_000, senders: 1 })], {
        edition: '2019',
        prices: { Premium_P2: 0 },
      }),
    );
    expect(cheapP2.recommended?.sku).toBe('Standard_S1');
  });

  it('keeps a small workload on Free: 20 connections and 20,000 messages a day', () => {
    const result = evaluate(
      scenario([
        workload({ pattern: 'echo', connections: 20, senders: 1, sendIntervalSeconds: 10 }),
      ]),
    );
    expect(result.recommended).toMatchObject({ sku: 'Free', units: 1 });
    expect(result.recommended?.cost.totalUsd).toBe(0);
    expect(result.warnings).toContainEqual({ code: 'freeTierAssumption' });
  });

  it('leaves Free when its daily message quota is exceeded', () => {
    const result = evaluate(
      scenario([workload({ pattern: 'echo', connections: 20, senders: 20 })]),
    );
    const free = result.tiers[0];
    expect(free?.utilization.dailyMessages).toBeCloseTo((20 * 2 * 86_400) / 20_000, 9);
    expect(result.recommended).toMatchObject({ sku: 'Standard_S1', units: 1 });
  });

  it('holds connections to 1,000 per unit, at 100%, whatever the target', () => {
    const result = evaluate(
      scenario([
        workload({ pattern: 'echo', connections: 2500, senders: 1, sendIntervalSeconds: 60 }),
      ]),
    );
    expect(result.recommended).toMatchObject({
      sku: 'Standard_S1',
      units: 3,
      binding: 'connections',
    });
    expect(result.recommended?.utilization.connections).toBeCloseTo(2500 / 3000, 9);
  });

  it('keeps throughput under the target: 2019 echo of 1,000 messages/s needs unit 2 at 70%', () => {
    const result = evaluate(scenario([workload({ pattern: 'echo' })], { edition: '2019' }));
    expect(result.recommended).toMatchObject({ units: 2, binding: 'inboundBandwidth' });
    expect(result.recommended?.utilization.inboundBandwidth).toBeCloseTo(0.5, 9);
  });

  it('interpolates unit 3 between the printed units 2 and 5 and says so', () => {
    const result = evaluate(
      scenario([workload({ pattern: 'echo', connections: 2100, senders: 2100 })], {
        edition: '2019',
        targetUtilization: 1,
      }),
    );
    expect(result.recommended).toMatchObject({ units: 3 });
    expect(result.tiers.find((t) => t.units === 3)?.capacity.maxInboundBytesPerSecond).toBe(
      3000 * 2048,
    );
    expect(result.warnings).toContainEqual({ code: 'interpolated', units: 3, fromUnits: [2, 5] });
  });

  it('goes to Premium_P2 beyond 100 units and warns', () => {
    const result = evaluate(
      scenario([workload({ pattern: 'broadcast', connections: 150_000, senders: 1 })]),
    );
    expect(result.recommended).toMatchObject({ sku: 'Premium_P2', units: 200 });
    expect(result.warnings).toContainEqual({ code: 'premiumP2' });
  });

  it('warns of routing cost for small groups and send to connection at 50 units and more', () => {
    const result = evaluate(
      scenario([
        workload({ pattern: 'connection', connections: 45_000, senders: 100 }),
        workload({ pattern: 'echo', connections: 1000, senders: 1 }),
      ]),
    );
    expect(result.recommended?.units).toBe(50);
    expect(result.warnings).toContainEqual({ code: 'routingCost', workloads: [0] });
  });

  it('warns about messages under 1 KB and transports other than WebSocket', () => {
    const result = evaluate(
      scenario([
        workload({ pattern: 'echo', messageBytes: 200, senders: 10 }),
        workload({ pattern: 'echo', senders: 10, transport: 'longPolling' }),
      ]),
    );
    expect(result.warnings).toContainEqual({ code: 'smallMessages', workloads: [0] });
    expect(result.warnings).toContainEqual({ code: 'transportNotBenchmarked', workloads: [1] });
  });

  it('flags a slip in a table the recommendation reads (current big group, unit 10)', () => {
    const result = evaluate(
      scenario(
        [workload({ pattern: 'group', connections: 10_000, senders: 20, groupSize: 1000 })],
        { targetUtilization: 1 },
      ),
    );
    expect(result.recommended?.units).toBe(10);
    expect(result.warnings).toContainEqual({
      code: 'slip',
      slipId: 'current-bigGroup-members-unit10',
    });
  });

  it('finds nothing for 2019 small groups above the unit-50 plateau, and points at the current edition', () => {
    const result = evaluate(
      scenario(
        [workload({ pattern: 'group', connections: 90_000, senders: 8000, groupSize: 10 })],
        { edition: '2019', targetUtilization: 1 },
      ),
    );
    expect(result.recommended).toBeNull();
    expect(result.noFit).toEqual({
      closest: { sku: 'Standard_S1', units: 90 },
      limits: ['routing'],
      otherEditionFits: 'current',
    });
  });

  it('routes a group of one like send to connection and a group of ten like small groups', () => {
    const one = evaluate(
      scenario([workload({ pattern: 'group', senders: 500, groupSize: 1 })], { edition: '2019' }),
    );
    const ten = evaluate(
      scenario([workload({ pattern: 'group', senders: 100, groupSize: 10 })], { edition: '2019' }),
    );
    const unit1 = (r: typeof one) => r.tiers.find((t) => t.sku === 'Standard_S1' && t.units === 1);
    expect(unit1(one)?.utilization.routing).toBeCloseTo(500 / 1000, 9);
    expect(unit1(ten)?.utilization.routing).toBeCloseTo(100 / 200, 9);
  });
});

describe('cost', () => {
  it('is units x price per unit per day x 730 / 24 days, plus messages beyond the included ones', () => {
    const result = evaluate(
      scenario([
        workload({ pattern: 'echo', connections: 1500, senders: 1500, sendIntervalSeconds: 60 }),
      ]),
    );
    expect(result.recommended).toMatchObject({ sku: 'Standard_S1', units: 2 });
    const billedPerDay = 1500 * 2 * (86_400 / 60);
    expect(result.totals.billedMessagesPerDay).toBeCloseTo(billedPerDay, 6);
    const days = 730 / 24;
    expect(result.recommended?.cost.unitsUsd).toBeCloseTo(2 * 1.61 * days, 6);
    expect(result.recommended?.cost.extraMessagesUsd).toBeCloseTo(
      ((billedPerDay - 2_000_000) / 1e6) * days,
      6,
    );
  });

  it('takes the scenario price overrides', () => {
    const result = evaluate(
      scenario(
        [workload({ pattern: 'echo', connections: 1500, senders: 1, sendIntervalSeconds: 60 })],
        {
          prices: { Standard_S1: 1, perMillionExtraMessages: 0 },
        },
      ),
    );
    expect(result.recommended?.cost.totalUsd).toBeCloseTo(2 * (730 / 24), 6);
  });
});

describe('growth headroom', () => {
  it('20,000 connections on 30 units can grow 1.5 times when nothing else binds', () => {
    const result = evaluate(
      scenario(
        [workload({ pattern: 'echo', connections: 20_000, senders: 1, sendIntervalSeconds: 60 })],
        { edition: '2019' },
      ),
    );
    expect(result.recommended?.units).toBe(20);
    expect(result.recommended?.growthHeadroom).toBeCloseTo(1, 9);
    const thirty = result.tiers.find((t) => t.sku === 'Standard_S1' && t.units === 30);
    expect(thirty?.growthHeadroom).toBeCloseTo(1.5, 9);
  });

  it('a broadcast from fixed senders grows with its audience: 1,000 screens on 2 units can double', () => {
    const dashboard = workload({ pattern: 'broadcast', connections: 1000, senders: 1 });
    const result = evaluate(scenario([dashboard], { targetUtilization: 1 }));
    const two = result.tiers.find((t) => t.sku === 'Standard_S1' && t.units === 2);
    // Outbound 1,000 x 2,048 B/s of unit 2's 4,000 x 2,048: 25%, growing with k; connections 50%, with k.
    expect(two?.utilization.outboundBandwidth).toBeCloseTo(0.25, 9);
    expect(two?.growthHeadroom).toBeCloseTo(2, 9);
  });

  it('a broadcast whose senders grow with the audience grows with the square', () => {
    const everyone = workload({
      pattern: 'broadcast',
      connections: 1000,
      senders: 1,
      growth: 'connectionsAndSenders',
    });
    const result = evaluate(scenario([everyone], { targetUtilization: 1 }));
    const one = result.tiers.find((t) => t.sku === 'Standard_S1' && t.units === 1);
    // Outbound: 1,000 of unit 1's 2,000 deliveries/s = 0.5 k^2 <= 1 at k = sqrt 2; connections reach 1 at k = 1.
    expect(one?.terms.outboundBandwidth).toEqual({ constant: 0, linear: 0, quadratic: 0.5 });
    const tier10 = result.tiers.find((t) => t.sku === 'Standard_S1' && t.units === 10);
    // 10 units: outbound 1,000 / 20,000 k^2 = 1 at k = sqrt 20 = 4.47; connections 1,000 / 10,000 k = 1 at k = 10.
    expect(tier10?.growthHeadroom).toBeCloseTo(Math.sqrt(20), 9);
  });

  it('server connections stay as they are while the audience grows', () => {
    const result = evaluate(
      scenario([workload({ pattern: 'echo', connections: 970, senders: 1 })], {
        countServerConnections: true,
      }),
    );
    const one = result.tiers.find((t) => t.sku === 'Standard_S1' && t.units === 1);
    expect(one?.terms.connections).toEqual({
      constant: 30 / 1000,
      linear: 970 / 1000,
      quadratic: 0,
    });
    expect(one?.growthHeadroom).toBeCloseTo(1, 9);
  });
});

describe('the guide worked examples (broadcast at unit 100)', () => {
  it('20 KB every 5 s reaches 100,000 connections: 400 MB x 5 / 20 KB', () => {
    const result = reverseSolve({
      edition: '2019',
      pattern: 'broadcast',
      units: 100,
      messageBytes: 20 * 1024,
      sendIntervalSeconds: 5,
    });
    expect(result).toMatchObject({
      unknown: 'connections',
      value: 100_000,
      capacityBytesPerSecond: 409_600_000,
    });
  });

  it('256 KB every 5 s reaches 7,812.5 connections, which the guide rounds to 8,000', () => {
    const result = reverseSolve({
      edition: 'current',
      pattern: 'broadcast',
      units: 100,
      messageBytes: 256 * 1024,
      sendIntervalSeconds: 5,
    });
    expect(result.value).toBeCloseTo(7812.5, 9);
    expect(Math.abs(result.value - 8000) / 8000).toBeLessThan(0.025);
  });

  it('solves the size and the interval too, and the forward evaluation agrees', () => {
    const size = reverseSolve({
      edition: '2019',
      pattern: 'broadcast',
      units: 100,
      connections: 100_000,
      sendIntervalSeconds: 5,
    });
    expect(size).toMatchObject({ unknown: 'messageBytes', value: 20_480 });
    const interval = reverseSolve({
      edition: '2019',
      pattern: 'broadcast',
      units: 100,
      connections: 100_000,
      messageBytes: 20_480,
    });
    expect(interval).toMatchObject({ unknown: 'sendIntervalSeconds', value: 5 });
    const forward = evaluate(
      scenario(
        [
          workload({
            pattern: 'broadcast',
            connections: 100_000,
            senders: 1,
            messageBytes: 20_480,
            sendIntervalSeconds: 5,
          }),
        ],
        {
          edition: '2019',
          targetUtilization: 1,
        },
      ),
    );
    expect(forward.tiers.find((t) => t.units === 100)?.utilization.outboundBandwidth).toBeCloseTo(
      1,
      9,
    );
  });

  it('refuses a question with fewer than two knowns', () => {
    expect(() =>
      reverseSolve({ edition: '2019', pattern: 'echo', units: 1, messageBytes: 2048 }),
    ).toThrow(/exactly two/);
  });
});

describe('parseScenario', () => {
  it('applies the defaults: current edition, 70% target, one hub, server connections counted', () => {
    const parsed = parseScenario({ version: 2, workloads: [] });
    expect(parsed).toEqual({
      ok: true,
      scenario: {
        version: 2,
        edition: 'current',
        targetUtilization: 0.7,
        hubs: 1,
        countServerConnections: true,
        workloads: [],
      },
    });
  });

  it('reads a version 1 scenario as version 2, and its own output again as the same scenario', () => {
    const parsed = parseScenario({ version: 1, targetUtilization: 0.5, workloads: [] });
    expect(parsed).toMatchObject({ ok: true, scenario: { version: 2, targetUtilization: 0.5 } });
    if (!parsed.ok) return;
    expect(parseScenario(parsed.scenario)).toEqual(parsed);
  });

  it('gives optional fields no meaning when absent: transport and group size defaults change nothing', () => {
    const plain = workload({ pattern: 'group', senders: 10 });
    const explicit = { ...plain, groupSize: 10, transport: 'webSockets' as const };
    const a = evaluate(scenario([plain]));
    const b = evaluate(scenario([explicit]));
    expect(b.totals).toEqual(a.totals);
    expect(b.recommended).toEqual(a.recommended);
  });

  it('names every bad field', () => {
    const parsed = parseScenario({
      version: 2,
      edition: '2020',
      targetUtilization: 0,
      workloads: [
        {
          name: 'x',
          pattern: 'echo',
          connections: 10,
          senders: 20,
          messageBytes: 2048,
          sendIntervalSeconds: 0,
        },
      ],
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues).toMatchObject([
      { path: 'edition', message: 'must be one of "2019", "2021", "current"' },
      { path: 'targetUtilization', message: 'must be at least 0.05' },
      { path: 'workloads[0].sendIntervalSeconds', message: 'must be at least 0.01' },
    ]);
  });

  it('keeps more senders than connections as set: the engine sizes them as the connections (usedInputs)', () => {
    const parsed = parseScenario({
      version: 1,
      workloads: [
        {
          name: 'x',
          pattern: 'echo',
          connections: 10,
          senders: 20,
          messageBytes: 2048,
          sendIntervalSeconds: 1,
        },
      ],
    });
    expect(parsed).toMatchObject({ ok: true, scenario: { workloads: [{ senders: 20 }] } });
  });

  it('rejects a scenario from a newer format version', () => {
    const parsed = parseScenario({ version: 3, workloads: [] });
    expect(parsed).toMatchObject({
      ok: false,
      issues: [{ path: 'version', message: 'must be one of 1, 2' }],
    });
  });
});
