// @vitest-environment node
/**
 * The plan's range says why it is a range: each reason is a point where the guide (or Web PubSub's billing page)
 * is silent at the ends the plan deploys. QA found none given where the plan runs several instances: the reasons
 * were read from one instance carrying the whole load, where nothing fits, so the page read "because .".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioArbitrary, webPubSubScenarioArbitrary } from '../../../tests/fixtures/arbitraries';
import { severalInstancesRange } from '../../../tests/fixtures/severalInstancesRange';
import { editions } from '../guides/guideSchema';
import type { Scenario } from '../scenario/scenario';
import { plan, type PlanEnd } from './plan';

const sameEnd = (a: PlanEnd, b: PlanEnd) =>
  a.sku === b.sku &&
  a.unitsPerInstance === b.unitsPerInstance &&
  a.instances === b.instances &&
  Math.abs(a.totalUsd - b.totalUsd) < 0.005;

describe('the range of a plan on several instances', () => {
  const planned = plan(severalInstancesRange);

  it('runs 5 instances of Premium_P2, 900 or 1,000 units each, and says unit 900 is between the guide’s columns', () => {
    expect(planned.evaluation.recommended).toBeNull();
    expect(planned.range.optimistic).toMatchObject({
      sku: 'Premium_P2',
      unitsPerInstance: 900,
      instances: 5,
    });
    expect(planned.range.conservative).toMatchObject({
      sku: 'Premium_P2',
      unitsPerInstance: 1000,
      instances: 5,
    });
    expect(planned.range.reasons).toEqual([{ kind: 'units', units: 900, lower: 500, upper: 1000 }]);
  });
});

describe('groups bigger than the biggest the guide measured', () => {
  // 2019 edition, 34 instances of Standard_S1 x 100: its big group is 10,000 members (100,000 connections / 10).
  // Groups of 16,398 route like small groups by the optimistic reading, and by the conservative one are held to the
  // big group's deliveries a second, which no number of instances raises (each receives every message).
  const bigGroups: Scenario = {
    ...severalInstancesRange,
    edition: '2019',
    workloads: severalInstancesRange.workloads.map((workload, index) => ({
      ...workload,
      connections: [48_274, 2_609, 78_282][index] ?? 1,
      messageBytes: 17,
      ...(workload.pattern === 'group' ? { groupSize: 16_398 } : {}),
    })),
  };

  it('says they are, where nothing fits by the conservative reading', () => {
    const { range } = plan(bigGroups);
    expect(range.optimistic).toMatchObject({ sku: 'Standard_S1', unitsPerInstance: 100 });
    expect(range.conservative).toBeNull();
    expect(range.reasons).toEqual([
      { kind: 'bigGroup', workloads: [0], groupSize: 16_398, measured: 10_000 },
    ]);
  });
});

/**
 * QA's scenario at other audiences, group sizes, message sizes and editions: mostly several instances, mostly a
 * range (silent units, groups between or beyond the guide's measured sizes, Web PubSub's billing aside).
 */
const aroundQaArbitrary = fc
  .record({
    scale: fc.double({ min: 0.02, max: 8, noNaN: true }),
    groupSize: fc.integer({ min: 1, max: 20_000 }),
    messageBytes: fc.integer({ min: 16, max: 8192 }),
    edition: fc.constantFrom(...editions),
  })
  .map(({ scale, groupSize, messageBytes, edition }): Scenario => ({
    ...severalInstancesRange,
    edition,
    workloads: severalInstancesRange.workloads.map((workload) => ({
      ...workload,
      connections: Math.max(1, Math.round(workload.connections * scale)),
      messageBytes,
      ...(workload.pattern === 'group' ? { groupSize } : {}),
    })),
  }));

describe('every range has a reason', () => {
  const checkReasons = (scenario: Parameters<typeof plan>[0]) => {
    const { optimistic, conservative, reasons } = plan(scenario).range;
    if (!optimistic || (conservative && sameEnd(optimistic, conservative))) return;
    expect(reasons).not.toEqual([]);
  };

  it('on Azure SignalR Service, on one instance or several', () => {
    fc.assert(fc.property(scenarioArbitrary(4), checkReasons), { numRuns: 60 });
  });

  it('around QA’s scenario, mostly on several instances', () => {
    fc.assert(fc.property(aroundQaArbitrary, checkReasons), { numRuns: 60 });
  });

  it('on Azure Web PubSub', () => {
    fc.assert(fc.property(webPubSubScenarioArbitrary(4), checkReasons), { numRuns: 40 });
  });
});
