// @vitest-environment node
/**
 * Issue 23, '"No fit" past 20 instances': no vendor page caps the instances (the limits page: "If your requirements
 * exceed the limits of a single instance, add instances"), so the plan gives the fewest that fit however many, and
 * says which quota increase or which regions they need: "Total Azure SignalR Service unit counts per subscription per
 * region: 150" by default, raised by a support ticket (includes/signalr-service-limits.md).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manyInstances } from '../../../tests/fixtures/moneyScenarios';
import { defaultTables } from '../guides/data';
import { editions } from '../guides/guideSchema';
import type { Scenario, Workload } from '../scenario/scenario';
import { evaluate, evaluateFigures } from '../sizing/evaluate';
import { instanceFigures } from '../sizing/instances';
import { plan } from './plan';

const daysPerMonth = 730 / 24;

describe('2,100,000 echo clients on the 2019 edition (at most 100 units, 100,000 connections, an instance)', () => {
  const planned = plan(manyInstances);

  it('deploys 23 instances of Standard_S1 x 100 instead of “no fit”', () => {
    // 2,100,000 clients at most 20,000 / 3 an app server (2019 echo): 315 app servers, each with 15 server
    // connections to every instance: 4,725 on each. 2,100,000 / n + 4,725 <= 100,000 needs n >= 22.04: 23.
    expect(evaluate(manyInstances).recommended).toBeNull();
    expect(planned.noFit).toBeNull();
    expect(planned.deployment).toMatchObject({
      sku: 'Standard_S1',
      unitsPerInstance: 100,
      instances: 23,
      appServers: 315,
      totalUnits: 2300,
    });
    expect(planned.deployment?.reasons).toContain('severalInstances');
    expect(planned.peak?.utilization.connections).toBeCloseTo((2_100_000 / 23 + 4725) / 100_000, 9);
    // 22 instances would hold 2,100,000 / 22 + 4,725 = 100,179 connections each: more than 100,000.
    const at22 = evaluateFigures(
      planned.scenario,
      planned.evaluation.workloads,
      defaultTables,
      instanceFigures(planned.evaluation.workloads, 22),
      false,
    );
    expect(at22.recommended).toBeNull();
  });

  it('bills 2,300 unit-days a day and the messages beyond their 2,300,000,000 included: $226,634.58 a month', () => {
    // 35,000 echoes a second (2,100,000 every 60 s), each billed to the app server and back: 6,048,000,000 a day.
    const unitsUsd = 2300 * 1.61 * daysPerMonth;
    const messagesUsd = ((6_048_000_000 - 2_300_000_000) / 1e6) * daysPerMonth;
    expect(planned.monthly?.billedMessagesPerDay).toBe(6_048_000_000);
    expect(planned.monthly?.unitsUsd).toBeCloseTo(unitsUsd, 6);
    expect(planned.monthly?.totalUsd).toBeCloseTo(unitsUsd + messagesUsd, 6);
    expect(planned.monthly?.totalUsd).toBeCloseTo(226_634.58, 2);
  });

  it('says the quota increase or the regions it needs: 2,300 units in one region, or 23 regions of one instance', () => {
    expect(planned.warnings).toContainEqual({
      code: 'unitQuota',
      units: 2300,
      quotaUnits: 150,
      spread: {
        instances: 23,
        unitsPerInstance: 100,
        planRegions: 1,
        instancesPerRegionAtQuota: 1,
        regionsAtQuota: 23,
      },
    });
  });
});

describe('hundreds of instances', () => {
  it('20 broadcasts to 1,000,000 clients each (2019): 239 instances, found without trying each count', () => {
    const broadcast = (index: number): Workload => ({
      name: `Screens ${String(index)}`,
      pattern: 'broadcast',
      connections: 1_000_000,
      senders: 1,
      messageBytes: 512,
      sendIntervalSeconds: 60,
    });
    const planned = plan({
      version: 2,
      edition: '2019',
      workloads: Array.from({ length: 20 }, (_, index) => broadcast(index + 1)),
    });
    // 20,000,000 clients at 50,000 an app server (broadcast): 400 app servers x 40 server connections = 16,000 on
    // every instance, so 84,000 clients fit beside them in 100 units: 20,000,000 / 84,000 = 238.1, so 239.
    expect(planned.deployment).toMatchObject({ unitsPerInstance: 100, instances: 239 });
    expect(planned.warnings).toContainEqual(
      expect.objectContaining({
        code: 'unitQuota',
        units: 23_900,
        spread: expect.objectContaining({ regionsAtQuota: 239 }) as unknown,
      }),
    );
  });
});

describe('property: the plan deploys the fewest instances that fit, however many', () => {
  const crowd = fc.record({
    edition: fc.constantFrom(...editions),
    connectionTarget: fc.double({ min: 0.3, max: 1, noNaN: true }),
    workloads: fc.array(
      fc.record({
        pattern: fc.constantFrom('echo' as const, 'broadcast' as const, 'group' as const),
        connections: fc.integer({ min: 200_000, max: 1_000_000 }),
        sendIntervalSeconds: fc.constantFrom(10, 60, 600),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  });

  it('n instances fit where n - 1 do not, and no SignalR scenario that fits with more is left without a plan', () => {
    fc.assert(
      fc.property(crowd, ({ edition, connectionTarget, workloads }) => {
        const scenario: Scenario = evaluate({
          version: 2,
          edition,
          connectionTarget,
          workloads: workloads.map((drawn, index): Workload => ({
            name: `w${String(index)}`,
            pattern: drawn.pattern,
            connections: drawn.connections,
            senders: drawn.pattern === 'broadcast' ? 1 : drawn.connections,
            messageBytes: 256,
            sendIntervalSeconds: drawn.sendIntervalSeconds,
            ...(drawn.pattern === 'group' ? { groupSize: 10 } : {}),
          })),
        }).scenario;
        const planned = plan(scenario);
        const figures = planned.evaluation.workloads;
        const fitsWith = (instances: number) =>
          evaluateFigures(
            scenario,
            figures,
            defaultTables,
            instanceFigures(figures, instances),
            false,
          ).tiers.some((tier) => tier.fits && tier.sku !== 'Free');
        const instances = planned.deployment?.instances;
        if (instances === undefined) {
          // No plan only where nothing fits even one client an instance: a routing or an inbound limit every
          // instance carries whole (each receives every message but the echoes).
          expect(fitsWith(planned.evaluation.totals.connections)).toBe(false);
          return;
        }
        expect(fitsWith(instances)).toBe(true);
        if (instances > 1) expect(fitsWith(instances - 1)).toBe(false);
      }),
      { numRuns: 40 },
    );
  });
});
