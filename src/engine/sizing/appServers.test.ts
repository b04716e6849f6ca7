// @vitest-environment node
/**
 * App servers follow the load each workload puts on them, read from its pattern's app-server table: not its
 * connections, and not the unit count the rest of the mix needs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioArbitrary } from '../../../tests/fixtures/arbitraries';
import { guides } from '../guides/data';
import { editions } from '../guides/guideSchema';
import { minimumAppServers, readAppServers } from './appServers';
import { evaluate } from './evaluate';
import type { ScenarioInput, Workload } from '../scenario/scenario';

function scenario(workloads: Workload[], overrides: Partial<ScenarioInput> = {}): ScenarioInput {
  return { version: 2, edition: 'current', targetUtilization: 0.7, workloads, ...overrides };
}

/** 5,000 users in rooms of ten, each sending 200 B every 10 s. */
const chat: Workload = {
  name: 'Chat',
  pattern: 'group',
  connections: 5000,
  senders: 5000,
  messageBytes: 200,
  sendIntervalSeconds: 10,
  groupSize: 10,
};
/** A dashboard pushed from one sender to 50,000 screens every 5 s. */
const dashboard: Workload = {
  name: 'Dashboard',
  pattern: 'broadcast',
  connections: 50_000,
  senders: 1,
  messageBytes: 2048,
  sendIntervalSeconds: 5,
};

describe('reading an app-server table by load', () => {
  it('2019 echo: 35,000 msg/s lies between the benchmarks of units 20 (20,000: 3) and 50 (50,000: 10)', () => {
    const reading = readAppServers(guides['2019'], 'echo', 'aspnetcore', 35_000);
    expect(reading).toMatchObject({ appServers: 6.5, fromUnits: [20, 50], interpolated: true });
  });

  it('2019 ASP.NET echo: the same load reads 8 + 24 x 15/30 = 20', () => {
    const reading = readAppServers(guides['2019'], 'echo', 'aspnet', 35_000);
    expect(reading).toMatchObject({ appServers: 20, tableId: 'aspnetEchoAppServers' });
  });

  it('below the first benchmark reads the first column; above the last scales in proportion', () => {
    expect(readAppServers(guides.current, 'echo', 'aspnetcore', 10)).toMatchObject({
      appServers: 1,
      fromUnits: [1],
    });
    expect(readAppServers(guides.current, 'echo', 'aspnetcore', 2_000_000)).toMatchObject({
      appServers: 200,
      extrapolated: true,
    });
  });

  it('reads broadcasts by their deliveries: the current benchmark at unit 1,000 (2,000,000/s) ran 20', () => {
    const reading = readAppServers(guides.current, 'broadcast', 'aspnetcore', 2_000_000);
    expect(reading).toMatchObject({ appServers: 20, axis: 'outboundMessagesPerSecond' });
  });
});

describe('the mixes the guide leaves open', () => {
  it.each(editions)(
    '%s: a chat plus a dashboard broadcast needs at most 4 app servers',
    (edition) => {
      const mix = evaluate(scenario([chat, dashboard], { edition }));
      const chatAlone = evaluate(scenario([chat], { edition }));
      const dashboardAlone = evaluate(scenario([dashboard], { edition }));
      expect(mix.recommended?.appServers).toBeLessThanOrEqual(4);
      expect(mix.recommended?.appServers).toBeLessThanOrEqual(
        (chatAlone.recommended?.appServers ?? 0) + (dashboardAlone.recommended?.appServers ?? 0),
      );
      // The chat's table is read at its own 500 msg/s, not at the units the broadcast needs.
      expect(mix.recommended?.appServerSources[0]?.reading.loadPerSecond).toBe(500);
    },
  );

  it("50,000 nearly idle echo connections (2019) need 8 app servers for their clients (at most 6,667 each, as the benchmarks ran), not unit 50's 10 for load", () => {
    const idle: Workload = {
      name: 'Idle',
      pattern: 'echo',
      connections: 50_000,
      senders: 50_000,
      messageBytes: 100,
      sendIntervalSeconds: 600,
    };
    const result = evaluate(scenario([idle], { edition: '2019' }));
    expect(result.recommended?.units).toBeGreaterThanOrEqual(50);
    // Their message load alone reads 2 off the echo table ...
    expect(result.recommended?.appServerSources[0]?.reading.appServers).toBe(2);
    // ... but no benchmark put more than 20,000 / 3 clients on one app server.
    expect(result.recommended?.appServers).toBe(8);
  });

  it('two echo loads of one table add up before the table is read: 2 x 25,000 msg/s read as 50,000 (2019: 10)', () => {
    const half: Workload = {
      name: 'Half',
      pattern: 'echo',
      connections: 25_000,
      senders: 25_000,
      messageBytes: 2048,
      sendIntervalSeconds: 1,
    };
    const result = evaluate(
      scenario([half, { ...half, name: 'Other half' }], {
        edition: '2019',
        targetUtilization: 1,
        countServerConnections: false,
      }),
    );
    expect(result.recommended?.appServerMix.combined.readings[0]?.loadPerSecond).toBe(50_000);
    expect(result.recommended?.appServers).toBe(10);
  });
});

describe('groups of 19 and 20 members at the same send rate', () => {
  const rates = [1, 10, 20, 50, 200, 1000, 5000];
  const cases = editions.flatMap((edition) => rates.map((rate) => ({ edition, rate })));

  it.each(cases)(
    '$edition at $rate msg/s: their message loads read app servers within one of each other',
    ({ edition, rate }) => {
      const group = (groupSize: number): Workload => ({
        name: `Groups of ${groupSize}`,
        pattern: 'group',
        connections: 100_000,
        senders: rate,
        messageBytes: 1024,
        sendIntervalSeconds: 1,
        groupSize,
      });
      // The load's reading (the clients' own floor differs by table: small groups ran fewer clients per
      // app server than big groups, which the clients-per-app-server tests cover).
      const loadReading = (groupSize: number) => {
        const source = evaluate(scenario([group(groupSize)], { edition })).recommended
          ?.appServerSources[0];
        return source && Math.max(2, Math.ceil(source.reading.appServers - 1e-9));
      };
      const nineteen = loadReading(19);
      const twenty = loadReading(20);
      if (nineteen === undefined || twenty === undefined) {
        // Neither fits any tier at this rate: nothing to compare, and both say so.
        expect(nineteen).toBe(twenty);
        return;
      }
      expect(Math.abs(nineteen - twenty)).toBeLessThanOrEqual(1);
    },
  );

  it('reads the big-group table only within the 20 msg/s its benchmark sent', () => {
    const fast = evaluate(
      scenario([
        { ...chat, connections: 100_000, senders: 5000, sendIntervalSeconds: 1, groupSize: 20 },
      ]),
    );
    const source = fast.recommended?.appServerSources[0];
    expect(source?.beyondMeasuredRate?.measuredMessagesPerSecond).toBe(20);
    expect(source?.reading.pattern).toBe('smallGroup');
  });
});

describe('app servers over random scenarios', () => {
  it('a mix never needs more app servers than its workloads need alone, added up', () => {
    fc.assert(
      fc.property(scenarioArbitrary(), (input) => {
        const mix = evaluate(input).recommended;
        fc.pre(mix !== null);
        const alone = input.workloads.map((workload) =>
          evaluate({ ...input, workloads: [workload] }),
        );
        // A workload small enough for Free runs one app server there (no SLA); on a paid tier it needs two.
        const paidTierAppServers = (result: (typeof alone)[number]) =>
          result.recommended?.sku === 'Free' && mix?.sku !== 'Free'
            ? minimumAppServers
            : (result.recommended?.appServers ?? 0);
        const sum = alone.reduce((total, result) => total + paidTierAppServers(result), 0);
        fc.pre(alone.every((result) => result.recommended !== null));
        expect(mix?.appServers).toBeLessThanOrEqual(sum);
      }),
      { numRuns: 150 },
    );
  });
});
