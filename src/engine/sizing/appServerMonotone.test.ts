// @vitest-environment node
/**
 * Issue 23, "App servers fall as groups grow": 50,000 connections, 4,500 senders a second, groups of 19 got 5 app
 * servers, groups of 20 got 3, of 50 got 3, of 99 got 5. A heavier load never gets fewer app servers: the
 * clients-per-server bound is read across the group tables the way their throughput is read.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupsOf } from '../../../tests/fixtures/moneyScenarios';
import { guides } from '../guides/data';
import { appServerFrameworks, editions } from '../guides/guideSchema';
import type { ScenarioInput } from '../scenario/scenario';
import { groupClientsPerAppServer } from './appServers';
import { evaluate } from './evaluate';

const appServersOf = (input: ScenarioInput) => evaluate(input).appServerPlans.paid.appServers;

describe('50,000 connections, 4,500 senders a second of 2 KB, in groups of 19, 20, 50 and 99', () => {
  it.each([19, 20, 50, 99])('groups of %d get 5 app servers', (groupSize) => {
    // 4,500 msg/s is faster than the 20 msg/s the big-group benchmark sent: at most the small groups' 10,000
    // clients on one app server (current small groups: 50,000 connections at unit 50 ran 5), so 50,000 / 10,000 = 5.
    // Groups of 99 deliver 445,500 a second: the big-group table between unit 200 (400,000/s: 4) and unit 500
    // (1,000,000/s: 10) reads 4 + 6 x 45,500 / 600,000 = 4.455, within the 5 their clients need.
    expect(appServersOf(groupsOf(groupSize))).toBe(5);
  });

  it('reads the group bound at the workload’s rate', () => {
    expect(groupClientsPerAppServer(guides.current, 'aspnetcore', 4500)).toEqual({
      clients: 10_000,
      from: 'smallGroup',
      measuredMessagesPerSecond: 20,
    });
    // Within the big-group benchmark's 20 msg/s, any group holds what it held: 50,000 (100,000 at unit 100 ran 2).
    expect(groupClientsPerAppServer(guides.current, 'aspnetcore', 20)).toEqual({
      clients: 50_000,
      from: 'bigGroup',
      measuredMessagesPerSecond: 20,
    });
    // 2019: small groups 20,000 / 3 at unit 20; big groups 100,000 / 2 at unit 100.
    expect(groupClientsPerAppServer(guides['2019'], 'aspnetcore', 21).clients).toBeCloseTo(
      20_000 / 3,
      9,
    );
  });
});

describe('property: a heavier group load never gets fewer app servers', () => {
  const load = fc.record({
    edition: fc.constantFrom(...editions),
    framework: fc.constantFrom(...appServerFrameworks),
    connections: fc.integer({ min: 100, max: 400_000 }),
    senders: fc.integer({ min: 1, max: 20_000 }),
    sendIntervalSeconds: fc.constantFrom(0.5, 1, 5, 60),
    sizes: fc.uniqueArray(fc.integer({ min: 1, max: 20_000 }), { minLength: 2, maxLength: 6 }),
  });

  it('in larger groups, and with more senders', () => {
    fc.assert(
      fc.property(
        load,
        ({ edition, framework, connections, senders, sendIntervalSeconds, sizes }) => {
          const scenario = (groupSize: number, sending: number): ScenarioInput => ({
            version: 2,
            edition,
            appServerFramework: framework,
            workloads: [
              {
                name: 'Groups',
                pattern: 'group',
                connections,
                senders: Math.min(sending, connections),
                messageBytes: 1024,
                sendIntervalSeconds,
                groupSize: Math.min(groupSize, connections),
              },
            ],
          });
          const bySize = [...sizes]
            .sort((a, b) => a - b)
            .map((size) => appServersOf(scenario(size, senders)));
          bySize.forEach((appServers, index) => {
            if (index > 0) expect(appServers).toBeGreaterThanOrEqual(bySize[index - 1] as number);
          });
          const size = sizes[0] as number;
          expect(appServersOf(scenario(size, senders * 2))).toBeGreaterThanOrEqual(
            appServersOf(scenario(size, senders)),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
