// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guides } from '../guides/data';
import type { Edition, Pattern } from '../guides/guideSchema';
import type { ScenarioInput, Workload } from '../scenario/scenario';
import { groupClientsPerAppServer, maxClientsPerAppServer } from './appServers';
import { evaluate } from './evaluate';

function echo(connections: number, senders: number, edition: Edition = 'current'): ScenarioInput {
  return {
    version: 2,
    edition,
    workloads: [
      {
        name: 'echo',
        pattern: 'echo',
        connections,
        senders,
        messageBytes: 1024,
        sendIntervalSeconds: 1,
      },
    ],
  };
}

describe('clients per app server: never more than the guide’s benchmarks ran (a column’s connections / its app servers)', () => {
  it.each([
    ['current', 'echo', 10_000],
    ['2019', 'echo', 20_000 / 3],
    ['current', 'broadcast', 50_000],
    ['2019', 'broadcast', 50_000],
    ['current', 'connection', 10_000],
    ['2019', 'smallGroup', 20_000 / 3],
  ] as const)('%s %s: at most %d clients per app server', (edition, pattern, clients) => {
    expect(maxClientsPerAppServer(guides[edition], pattern, 'aspnetcore')).toBeCloseTo(clients, 9);
  });

  it('150,000 echo clients get 15 app servers (10,000 each in the current edition), not 2', () => {
    const { recommended } = evaluate(echo(150_000, 1000));
    expect(recommended?.appServers).toBe(15);
    // Their server connections (15 per hub each) count against the quota.
    expect(recommended?.serverConnections).toBe(15 * 15);
  });

  it('2019: 20,000 echo clients sending rarely need 3 app servers (6,667 clients each)', () => {
    const { recommended } = evaluate(echo(20_000, 10, '2019'));
    expect(recommended?.appServers).toBe(3);
  });

  it('a mix adds up the clients each table allows: 60,000 broadcast (50,000 each) + 5,000 echo (10,000) -> 2 app servers', () => {
    const scenario: ScenarioInput = {
      version: 2,
      workloads: [
        {
          name: 'b',
          pattern: 'broadcast',
          connections: 60_000,
          senders: 1,
          messageBytes: 1024,
          sendIntervalSeconds: 10,
        },
        {
          name: 'e',
          pattern: 'echo',
          connections: 5000,
          senders: 10,
          messageBytes: 1024,
          sendIntervalSeconds: 10,
        },
      ],
    };
    // 60,000 / 50,000 + 5,000 / 10,000 = 1.7 -> 2
    expect(evaluate(scenario).recommended?.appServers).toBe(2);
    const bigger = structuredClone(scenario);
    (bigger.workloads[1] as Workload).connections = 50_000;
    // 1.2 + 5 = 6.2 -> 7
    expect(evaluate(bigger).recommended?.appServers).toBe(7);
  });

  it('property: no recommendation puts more clients on an app server than the guide ran', () => {
    const patterns: Pattern[] = ['echo', 'broadcast', 'group', 'connection'];
    fc.assert(
      fc.property(
        fc.constantFrom<Edition>('2019', 'current'),
        fc.array(
          fc.record({
            pattern: fc.constantFrom(...patterns),
            connections: fc.integer({ min: 1, max: 200_000 }),
            sendersShare: fc.double({ min: 0, max: 1, noNaN: true }),
            sendIntervalSeconds: fc.constantFrom(1, 10, 60),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (edition, drawn) => {
          const workloads: Workload[] = drawn.map((w, index) => ({
            name: `w${String(index)}`,
            pattern: w.pattern,
            connections: w.connections,
            senders: Math.floor(w.connections * w.sendersShare * 0.01),
            messageBytes: 1024,
            sendIntervalSeconds: w.sendIntervalSeconds,
            ...(w.pattern === 'group' ? { groupSize: Math.min(10, w.connections) } : {}),
          }));
          const { recommended } = evaluate({ version: 2, edition, workloads });
          fc.pre(recommended !== null && recommended.sku !== 'Free');
          const guide = guides[edition];
          const needed = workloads.reduce((sum, workload) => {
            // Groups: the most a group benchmark ran at the workload's send rate (big groups within their 20 msg/s).
            const perAppServer =
              workload.pattern === 'group'
                ? groupClientsPerAppServer(
                    guide,
                    'aspnetcore',
                    workload.senders / workload.sendIntervalSeconds,
                  ).clients
                : maxClientsPerAppServer(
                    guide,
                    workload.pattern as 'echo' | 'broadcast' | 'connection',
                    'aspnetcore',
                  );
            return sum + workload.connections / perAppServer;
          }, 0);
          expect(recommended?.appServers).toBeGreaterThanOrEqual(Math.ceil(needed - 1e-9));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('Free (20 connections, 20,000 messages a day, no SLA) is recommended where it fits', () => {
  const fifteen: ScenarioInput = {
    version: 2,
    workloads: [
      {
        name: 'e',
        pattern: 'echo',
        connections: 15,
        senders: 1,
        messageBytes: 1024,
        sendIntervalSeconds: 10,
      },
    ],
  };

  it('15 echo clients, one message every 10 s: Free, with one app server and the SDK’s 5 server connections', () => {
    const { recommended, warnings } = evaluate(fifteen);
    expect(recommended).toMatchObject({
      sku: 'Free',
      units: 1,
      appServers: 1,
      serverConnections: 5,
    });
    expect(recommended?.cost.totalUsd).toBe(0);
    expect(warnings.some((warning) => warning.code === 'freeTierAssumption')).toBe(true);
  });

  it('paid tiers keep the guide’s two app servers (the SLA advice)', () => {
    const busier = structuredClone(fifteen);
    (busier.workloads[0] as Workload).sendIntervalSeconds = 1;
    const { recommended } = evaluate(busier);
    expect(recommended?.sku).toBe('Standard_S1');
    expect(recommended?.appServers).toBe(2);
  });

  it('Free is not offered where its 20 connections or 20,000 messages a day do not suffice', () => {
    const sixteen = structuredClone(fifteen);
    (sixteen.workloads[0] as Workload).connections = 16;
    expect(evaluate(sixteen).recommended?.sku).toBe('Standard_S1');
  });
});
