import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plan } from '../planning/plan';
import { sharesOf } from './workloadCosts';
import { scenarioArbitrary } from '../../../tests/fixtures/arbitraries';
import { planChatFixture } from '../../../tests/fixtures/planChat';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('each workload’s part of the bill', () => {
  it('splits team chat’s units by connections (the binding limit) and its messages by billed messages', () => {
    const planned = plan(teamChatFixture);
    const monthly = planned.monthly;
    if (!monthly || !planned.workloadCosts) throw new Error('team chat fits');
    expect(planned.peak?.binding).toBe('connections');
    // Rooms: 2,000 senders every 5 s = 400 messages/s, to groups of 10 (4,000) and the app server (400): 4,400.
    // Presence: 1 sender every 10 s = 0.1/s, to 20,000 clients (2,000) and the app server (0.1): 2,000.1.
    const roomsShare = 4_400 / (4_400 + 2_000.1);
    const [rooms, presence] = planned.workloadCosts;
    expect(rooms?.unitsShare).toBe(0.5);
    expect(presence?.unitsShare).toBe(0.5);
    expect(rooms?.messagesShare).toBeCloseTo(roomsShare, 12);
    expect(rooms?.unitsUsd).toBeCloseTo(monthly.unitsUsd / 2, 9);
    expect(rooms?.messagesUsd).toBeCloseTo(monthly.messagesUsd * roomsShare, 9);
    expect(presence?.messagesUsd).toBeCloseTo(monthly.messagesUsd * (1 - roomsShare), 9);
    // $1,959 of units and $15,603 of messages: rooms $11,706, presence $5,855.
    expect(Math.round(rooms?.totalUsd ?? 0)).toBe(11_706);
    expect(Math.round(presence?.totalUsd ?? 0)).toBe(5_855);
  });

  it('splits the units by load bytes when the outbound bandwidth binds', () => {
    const planned = plan({
      version: 2,
      workloads: [
        {
          name: 'Live scores',
          pattern: 'broadcast',
          connections: 1_000,
          senders: 10,
          messageBytes: 4_096,
          sendIntervalSeconds: 1,
        },
        {
          name: 'Echo',
          pattern: 'echo',
          connections: 5_000,
          senders: 500,
          messageBytes: 512,
          sendIntervalSeconds: 1,
        },
      ],
    });
    expect(planned.peak?.binding).toBe('outboundBandwidth');
    // 10 messages/s of 4,096 B to 1,000 clients against 500 echoes loaded as 1,024 B each.
    const scoresShare = 40_960_000 / (40_960_000 + 512_000);
    expect(planned.workloadCosts?.[0]?.unitsShare).toBeCloseTo(scoresShare, 12);
    expect(planned.workloadCosts?.[1]?.unitsShare).toBeCloseTo(1 - scoresShare, 12);
  });

  it('adds up to the bill with replicas and autoscale too', () => {
    const planned = plan(planChatFixture);
    const costs = planned.workloadCosts ?? [];
    expect(costs).toHaveLength(planChatFixture.workloads.length);
    expect(sum(costs.map((cost) => cost.totalUsd))).toBeCloseTo(
      planned.monthly?.totalUsd ?? NaN,
      6,
    );
  });

  it('is null when nothing fits, and empty for no workloads', () => {
    expect(plan({ version: 2, workloads: [] }).workloadCosts).toEqual([]);
    const tooBig = plan({
      version: 2,
      workloads: [
        {
          name: 'Firehose',
          pattern: 'broadcast',
          connections: 1_000_000,
          senders: 1_000_000,
          messageBytes: 1_048_576,
          sendIntervalSeconds: 0.01,
        },
      ],
    });
    expect(tooBig.deployment).toBeNull();
    expect(tooBig.workloadCosts).toBeNull();
  });

  it('adds up to the monthly bill, part for part, for any scenario that fits', () => {
    fc.assert(
      fc.property(scenarioArbitrary(), (scenario) => {
        const planned = plan(scenario);
        if (!planned.monthly || !planned.workloadCosts) return;
        const costs = planned.workloadCosts;
        expect(costs).toHaveLength(scenario.workloads.length);
        const { unitsUsd, messagesUsd, totalUsd } = planned.monthly;
        // To a part in a billion of the bill: doubles cannot hold an absolute tolerance at any size.
        const close = (a: number, b: number) =>
          expect(Math.abs(a - b)).toBeLessThanOrEqual(Math.max(1e-9, Math.abs(b) * 1e-9));
        close(sum(costs.map((cost) => cost.unitsUsd)), unitsUsd);
        close(sum(costs.map((cost) => cost.messagesUsd)), messagesUsd);
        close(sum(costs.map((cost) => cost.totalUsd)), totalUsd);
        for (const cost of costs) {
          expect(cost.unitsShare).toBeGreaterThanOrEqual(0);
          expect(cost.messagesShare).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('sharesOf', () => {
  it.each([
    [[3, 1], undefined, [0.75, 0.25]],
    [
      [0, 0],
      [1, 3],
      [0.25, 0.75],
    ],
    [
      [0, 0],
      [0, 0],
      [0.5, 0.5],
    ],
  ])('shares %j (fallback %j) as %j', (values, fallback, shares) => {
    expect(sharesOf(values, fallback)).toEqual(shares);
  });
});
