// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../scenario/scenario';
import { defaultTables } from '../guides/data';
import { plan } from './plan';
import { alternativeChanges, scaleChangeOf } from './scaleChange';
import { growthTierChanges, timelineChanges } from './tierChange';
import { timelinePlan } from './timeline';

const at = (sku: 'Free' | 'Standard_S1' | 'Premium_P1' | 'Premium_P2', units: number) => ({
  sku,
  units,
});

describe('a change of tier, as the vendor’s scale pages say it', () => {
  it.each([
    ['Free', 'Standard_S1'],
    ['Standard_S1', 'Free'],
    ['Free', 'Premium_P1'],
    ['Premium_P1', 'Free'],
  ] as const)('%s -> %s: a new public IP, unreachable for 30-60 minutes', (from, to) => {
    expect(scaleChangeOf(at(from, 1), at(to, 1))).toMatchObject({
      tierChanged: true,
      downtimeMinutes: { min: 30, max: 60 },
      assumed: false,
      premiumP2: false,
    });
  });

  it('Standard_S1 <-> Premium_P1: no downtime (the table’s row)', () => {
    expect(scaleChangeOf(at('Standard_S1', 10), at('Premium_P1', 10))).toMatchObject({
      tierChanged: true,
      downtimeMinutes: null,
      assumed: false,
      premiumP2: false,
    });
    expect(scaleChangeOf(at('Premium_P1', 20), at('Standard_S1', 20))?.downtimeMinutes).toBeNull();
  });

  it('Premium_P1 -> Premium_P2: no downtime, and Premium_P2 scales slower', () => {
    expect(scaleChangeOf(at('Premium_P1', 100), at('Premium_P2', 200))).toMatchObject({
      downtimeMinutes: null,
      assumed: false,
      premiumP2: true,
    });
  });

  it('Standard_S1 -> Premium_P2: not in the table; no downtime is our assumption', () => {
    expect(scaleChangeOf(at('Standard_S1', 100), at('Premium_P2', 200))).toMatchObject({
      downtimeMinutes: null,
      assumed: true,
      premiumP2: true,
    });
  });

  it('more units on Premium_P2: no change of tier, but a slower scale operation', () => {
    expect(scaleChangeOf(at('Premium_P2', 300), at('Premium_P2', 500))).toMatchObject({
      tierChanged: false,
      downtimeMinutes: null,
      premiumP2: true,
    });
  });

  it('more units on Standard_S1 or Premium_P1, or no change: nothing to say', () => {
    expect(scaleChangeOf(at('Standard_S1', 2), at('Standard_S1', 5))).toBeNull();
    expect(scaleChangeOf(at('Premium_P1', 10), at('Premium_P1', 20))).toBeNull();
    expect(scaleChangeOf(at('Premium_P2', 300), at('Premium_P2', 300))).toBeNull();
  });
});

/**
 * 10 clients echoing every 10 minutes, server connections not counted: Free carries them (its quota is 20
 * connections and 20,000 messages a day: 10 / 600 s x 2 x 86,400 = 2,880).
 */
const freeEcho = (overrides: Partial<ScenarioInput> = {}): ScenarioInput => ({
  version: 2,
  countServerConnections: false,
  workloads: [
    {
      name: 'Echo',
      pattern: 'echo',
      connections: 10,
      senders: 10,
      messageBytes: 256,
      sendIntervalSeconds: 600,
    },
  ],
  ...overrides,
});

describe('the year ahead and the growth view say when the plan changes tier', () => {
  it('10 clients growing 30% a month outgrow Free’s 20 in month 3 (10 x 1.3^3 = 22): Free -> Standard_S1, 30-60 minutes', () => {
    const planned = plan(freeEcho({ timeline: { monthlyGrowthPercent: 30 } }));
    expect(planned.deployment?.sku).toBe('Free');
    const timeline = timelinePlan(planned, defaultTables);
    if (!timeline) throw new Error('no timeline');
    // 10 x 1.3^2 = 16.9 clients still fit Free's 20.
    expect(timeline.months[2]?.tier?.sku).toBe('Free');
    const changes = timelineChanges(timeline);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      month: 3,
      change: {
        from: { sku: 'Free', units: 1 },
        to: { sku: 'Standard_S1' },
        downtimeMinutes: { min: 30, max: 60 },
      },
    });
  });

  it('a year that stays on Standard_S1, only adding units: no change to say', () => {
    const planned = plan(
      freeEcho({
        workloads: [
          {
            name: 'Echo',
            pattern: 'echo',
            connections: 2_000,
            senders: 2_000,
            messageBytes: 256,
            sendIntervalSeconds: 10,
          },
        ],
        timeline: { monthlyGrowthPercent: 10 },
      }),
    );
    const timeline = timelinePlan(planned, defaultTables);
    if (!timeline) throw new Error('no timeline');
    expect(new Set(timeline.months.map((month) => month.tier?.sku))).toEqual(
      new Set(['Standard_S1']),
    );
    expect(timelineChanges(timeline)).toEqual([]);
  });

  it('growth view: x2 is 20 clients, Free’s whole quota (no change); x5 moves to Standard_S1 (30-60 minutes); x10 only adds units', () => {
    const steps = growthTierChanges(plan(freeEcho()), defaultTables);
    expect(steps.map((step) => step.growthFactor)).toEqual([2, 5, 10]);
    expect(steps[0]).toMatchObject({ tier: { sku: 'Free', units: 1 }, change: null });
    expect(steps[1]).toMatchObject({
      tier: { sku: 'Standard_S1' },
      change: { from: { sku: 'Free' }, downtimeMinutes: { min: 30, max: 60 } },
    });
    expect(steps[2]?.change).toBeNull();
  });
});

describe('the plan’s alternatives on another tier', () => {
  const chat = (overrides: Partial<ScenarioInput> = {}): ScenarioInput => ({
    version: 2,
    connectionTarget: 0.7,
    workloads: [
      {
        name: 'Chat',
        pattern: 'group',
        connections: 5_000,
        senders: 500,
        messageBytes: 1024,
        sendIntervalSeconds: 1,
        groupSize: 10,
      },
    ],
    ...overrides,
  });

  it('replicas move one region’s Standard_S1 x 8 to Premium_P1 x 8: no downtime', () => {
    const planned = plan(chat({ replicas: { count: 1, sizing: 'allTraffic' } }));
    expect(planned.deployment?.reasons).toContain('replicasNeedPremium');
    expect(alternativeChanges(planned)).toEqual([
      {
        alternative: 'singleRegion',
        change: {
          from: { sku: 'Standard_S1', units: 8 },
          to: { sku: 'Premium_P1', units: 8 },
          tierChanged: true,
          downtimeMinutes: null,
          assumed: false,
          premiumP2: false,
        },
      },
    ]);
  });

  it('one region on Standard_S1 with every reading on it: no alternative on another tier', () => {
    const planned = plan(chat());
    expect(planned.deployment?.sku).toBe('Standard_S1');
    expect(alternativeChanges(planned)).toEqual([]);
  });

  it('a range whose ends sit on Free and on Standard_S1: moving to the upper end costs 30-60 minutes', () => {
    const planned = plan(freeEcho());
    const ranged = {
      ...planned,
      range: {
        ...planned.range,
        conservative: {
          sku: 'Standard_S1' as const,
          unitsPerInstance: 1,
          instances: 1,
          totalUsd: 49,
        },
      },
    };
    expect(alternativeChanges(ranged)).toMatchObject([
      {
        alternative: 'conservative',
        change: { from: { sku: 'Free' }, to: { sku: 'Standard_S1' }, downtimeMinutes: { min: 30 } },
      },
    ]);
  });
});
