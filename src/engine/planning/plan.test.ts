// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioArbitrary } from '../../../tests/fixtures/arbitraries';
import type { ScenarioInput, Workload } from '../scenario/scenario';
import { evaluate } from '../sizing/evaluate';
import { profileOf } from './loadProfile';
import { plan } from './plan';
import { roomsOf200Workload } from '../../../tests/fixtures/roomsOf200';

const chat = (connections: number, overrides: Partial<ScenarioInput> = {}): ScenarioInput => ({
  version: 2,
  ...overrides,
  workloads: [
    {
      name: 'Chat',
      pattern: 'group',
      connections,
      senders: connections / 10,
      messageBytes: 1024,
      sendIntervalSeconds: 1,
      groupSize: 10,
    },
  ],
});

describe('plan(): one instance when one fits, priced as the bill prices it', () => {
  it('a chat of 5,000 in rooms of 10: Standard_S1 x 8, the evaluation’s cheapest tier, and its cost', () => {
    const planned = plan(chat(5000, { connectionTarget: 0.7 }));
    const { recommended } = evaluate(chat(5000, { connectionTarget: 0.7 }));
    expect(planned.deployment).toMatchObject({
      service: 'signalr',
      sku: 'Standard_S1',
      unitsPerInstance: 8,
      instances: 1,
      regions: [8],
      autoscale: null,
      serviceMode: 'Default',
    });
    expect(planned.monthly?.totalUsd).toBeCloseTo(recommended?.cost.totalUsd ?? NaN, 6);
    expect(planned.monthly?.unitsUsd).toBeCloseTo(8 * 1.61 * (730 / 24), 6);
    expect(planned.monthly?.messagesUsd).toBeCloseTo(recommended?.cost.extraMessagesUsd ?? NaN, 6);
    expect(planned.monthly?.totalUsd).toBeCloseTo(
      (planned.monthly?.unitsUsd ?? 0) + (planned.monthly?.messagesUsd ?? 0),
      9,
    );
  });

  it('a day’s load profile bills the messages of the day as profiled, not the peak all day', () => {
    const peak = plan(chat(5000, { connectionTarget: 0.7 }));
    const business = plan(
      chat(5000, { connectionTarget: 0.7, loadProfile: profileOf('businessHours') }),
    );
    const meanLevel = profileOf('businessHours').reduce((sum, level) => sum + level, 0) / 24;
    expect(business.deployment).toMatchObject({ sku: 'Standard_S1', unitsPerInstance: 8 });
    expect(business.monthly?.billedMessagesPerDay).toBeCloseTo(
      (peak.monthly?.billedMessagesPerDay ?? 0) * meanLevel,
      3,
    );
    expect(business.monthly?.totalUsd).toBeLessThan(peak.monthly?.totalUsd ?? 0);
  });
});

describe('replicas: Premium, each region its own units and its own deliveries', () => {
  it('replicas need Premium: the plan says so and deploys Premium in every region', () => {
    const planned = plan(
      chat(5000, {
        connectionTarget: 0.7,
        loadProfile: profileOf('businessHours'),
        replicas: { count: 2, sizing: 'allTraffic' },
      }),
    );
    expect(planned.deployment?.sku).toBe('Premium_P1');
    expect(planned.deployment?.reasons).toContain('replicasNeedPremium');
    expect(planned.deployment?.regions).toHaveLength(3);
    // Premium with a day profile: every region runs its own autoscale rule.
    expect(planned.deployment?.regionDeployments.every((region) => region.autoscale !== null)).toBe(
      true,
    );
    expect(planned.deployment?.autoscale).toMatchObject({
      metric: 'ConnectionQuotaUtilization',
      scaleOutAbove: 0.7,
      scaleInBelow: 0.2,
      coolDownMinutes: 30,
    });
    const rule = planned.deployment?.autoscale;
    expect(rule?.minimum).toBeLessThan(rule?.maximum ?? 0);
    expect(rule?.maximum).toBe(planned.deployment?.unitsPerInstance);
  });

  it('a chat of 20,000 in groups of 10 with one replica sized for all traffic bills its messages once, not twice', () => {
    const single = plan(chat(20_000));
    const replicated = plan(chat(20_000, { replicas: { count: 1, sizing: 'allTraffic' } }));
    // Two regions of the units all the traffic needs ...
    expect(replicated.deployment?.regions).toEqual([30, 30]);
    // ... and the same messages, split by where the recipients are (even shares).
    expect(replicated.monthly?.billedMessagesPerDay).toBeCloseTo(
      single.monthly?.billedMessagesPerDay ?? NaN,
      3,
    );
    expect(replicated.monthly?.regions.map((region) => region.clientShare)).toEqual([0.5, 0.5]);
    // $117,457 before (every message billed in both regions); now the units double, the messages do not.
    expect(replicated.monthly?.totalUsd).toBeLessThan((single.monthly?.totalUsd ?? 0) * 1.1);
    expect(replicated.monthly?.unitsUsd).toBeCloseTo(2 * 30 * 2 * (730 / 24), 6);
    // A message to a group of 10 reaches the other region almost always: 1 - 0.5^10 hops a message.
    const sentPerDay = 2000 * 86_400;
    expect(
      replicated.monthly?.regions.reduce(
        (sum, region) => sum + region.crossRegionMessagesPerDay,
        0,
      ),
    ).toBeCloseTo(sentPerDay * (1 - 0.5 ** 10), 0);
  });

  it('property: replicas never multiply the billed messages by the number of regions', () => {
    fc.assert(
      fc.property(
        scenarioArbitrary(),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom<'allTraffic' | 'split'>('allTraffic', 'split'),
        (input, count, sizing) => {
          const alone = plan(input);
          const replicated = plan({ ...input, replicas: { count, sizing } });
          fc.pre(alone.monthly !== null && replicated.monthly !== null);
          // To a part in a billion: a double holds about 16 digits, so at 2.4e12 a day the third decimal is noise.
          const aloneBilled = alone.monthly?.billedMessagesPerDay ?? NaN;
          expect(
            Math.abs((replicated.monthly?.billedMessagesPerDay ?? NaN) - aloneBilled),
          ).toBeLessThanOrEqual(1e-9 * Math.max(1, aloneBilled));
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);

  it('split replicas: each region’s peak is its share of the load, not the whole load on its smaller units', () => {
    // 5,000 chat clients over three regions of Premium_P1 x 3: 1,667 clients + 30 server connections each.
    const planned = plan(
      chat(5000, { connectionTarget: 0.7, replicas: { count: 2, sizing: 'split' } }),
    );
    expect(planned.deployment?.regions).toEqual([3, 3, 3]);
    const serverConnections = planned.peak?.serverConnections ?? NaN;
    expect(planned.peak?.utilization.connections).toBeCloseTo(
      (5000 / 3 + serverConnections) / 3000,
      6,
    );
    expect(planned.peak?.fits).toBe(true);
    // Twice the audience would need more than 3 units in each region: the room to grow says so.
    expect(planned.peak?.growthHeadroom).toBeGreaterThan(1);
    expect(planned.peak?.growthHeadroom).toBeLessThan(2);
  });

  it('refuses a ninth replica: the vendor allows at most 8 per primary', () => {
    expect(() => plan(chat(1000, { replicas: { count: 9, sizing: 'allTraffic' } }))).toThrow(
      /replicas\.count/,
    );
  });
});

describe('several instances when one does not fit (the vendor’s limits page: add instances)', () => {
  const guideBroadcast: ScenarioInput = {
    version: 2,
    edition: '2019',
    targetUtilization: 1,
    workloads: [
      {
        name: 'Broadcast',
        pattern: 'broadcast',
        connections: 100_000,
        senders: 1,
        messageBytes: 20_480,
        sendIntervalSeconds: 5,
      },
    ],
  };

  it('the guide’s broadcast example (20 KB every 5 s to 100,000) in 2019 with server connections counted: two instances', () => {
    expect(evaluate(guideBroadcast).recommended).toBeNull();
    const planned = plan(guideBroadcast);
    // Each holds 50,000 clients plus every app server's 80 server connections: 60 units.
    expect(planned.deployment).toMatchObject({
      sku: 'Standard_S1',
      instances: 2,
      unitsPerInstance: 60,
      appServers: 2,
    });
    expect(planned.deployment?.reasons).toContain('severalInstances');
    expect(planned.peak?.utilization.connections).toBeCloseTo((50_000 + 80) / 60_000, 9);
    // A broadcast still reaches every instance: each sends half the deliveries, and the bill is the same.
    expect(planned.monthly?.billedMessagesPerDay).toBeCloseTo(
      evaluate({ ...guideBroadcast, edition: 'current' }).totals.billedMessagesPerDay,
      0,
    );
  });

  it('instances in one region share its 150-unit quota: beyond it the plan says a quota increase is needed', () => {
    const planned = plan({
      ...guideBroadcast,
      workloads: [{ ...(guideBroadcast.workloads[0] as Workload), connections: 250_000 }],
    });
    expect(planned.deployment?.instances).toBe(3);
    // 83,334 clients + 80 server connections each: 90 units, 270 in the region.
    expect(planned.deployment?.unitsPerInstance).toBe(90);
    // ... or the instances spread: one region holds floor(150 / 90) = 1 of them, so 3 regions.
    expect(planned.warnings).toContainEqual({
      code: 'unitQuota',
      units: 270,
      quotaUnits: 150,
      spread: {
        instances: 3,
        unitsPerInstance: 90,
        planRegions: 1,
        instancesPerRegionAtQuota: 1,
        regionsAtQuota: 3,
      },
    });
  });

  it('offers several instances where one fits when they cost less: 150,000 echo clients', () => {
    const planned = plan({
      version: 2,
      workloads: [
        {
          name: 'Echo',
          pattern: 'echo',
          connections: 150_000,
          senders: 1000,
          messageBytes: 1024,
          sendIntervalSeconds: 1,
        },
      ],
    });
    expect(planned.deployment).toMatchObject({
      sku: 'Premium_P2',
      unitsPerInstance: 200,
      instances: 1,
    });
    expect(planned.alternatives.severalInstances).toMatchObject({
      sku: 'Standard_S1',
      instances: 2,
      unitsPerInstance: 80,
    });
    expect(planned.alternatives.severalInstances?.totalUsd).toBeLessThan(
      planned.monthly?.totalUsd ?? 0,
    );
  });
});

describe('the range, priced', () => {
  it('each end of the range carries its monthly cost, the optimistic never dearer than the conservative', () => {
    const planned = plan({
      version: 2,
      edition: '2019',
      workloads: [roomsOf200Workload],
    });
    const { optimistic, conservative } = planned.range;
    expect(optimistic?.totalUsd).toBeGreaterThan(0);
    expect(conservative?.totalUsd).toBeGreaterThanOrEqual(optimistic?.totalUsd ?? Infinity);
    expect(planned.monthly?.totalUsd).toBeGreaterThanOrEqual(optimistic?.totalUsd ?? Infinity);
    expect(planned.monthly?.totalUsd).toBeLessThanOrEqual(conservative?.totalUsd ?? 0);
  });
});

describe('what a key step does not read is worked out when first read (issue 22)', () => {
  it('leaves the range, the alternatives, the bill by workload and the rule’s note as getters, each worked out once', () => {
    const planned = plan(chat(40_000));
    for (const field of ['range', 'alternatives', 'workloadCosts', 'autoscaleAboveTarget']) {
      // An accessor, not a value: nothing is worked out until it is read.
      expect(Object.keys(Object.getOwnPropertyDescriptor(planned, field) ?? {}), field).toContain(
        'get',
      );
    }
    expect(planned.range).toBe(planned.range);
    expect(planned.alternatives).toBe(planned.alternatives);
    expect(planned.workloadCosts).toBe(planned.workloadCosts);
    // The bill, split by workload, adds up to the plan's total.
    const split = (planned.workloadCosts ?? []).reduce((sum, cost) => sum + cost.totalUsd, 0);
    expect(split).toBeCloseTo(planned.monthly?.totalUsd ?? NaN, 6);
  });
});
