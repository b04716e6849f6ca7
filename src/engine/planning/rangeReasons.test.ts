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

describe('every range has a reason', () => {
  const checkReasons = (scenario: Parameters<typeof plan>[0]) => {
    const { optimistic, conservative, reasons } = plan(scenario).range;
    if (!optimistic || (conservative && sameEnd(optimistic, conservative))) return;
    expect(reasons).not.toEqual([]);
  };

  it('on Azure SignalR Service, on one instance or several', () => {
    fc.assert(fc.property(scenarioArbitrary(4), checkReasons), { numRuns: 60 });
  });

  it('on Azure Web PubSub', () => {
    fc.assert(fc.property(webPubSubScenarioArbitrary(4), checkReasons), { numRuns: 40 });
  });
});
