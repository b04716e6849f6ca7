// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { noticesOnThreeRegions } from '../../../tests/fixtures/regionFailure';
import { defaultTables } from '../guides/data';
import { failoverReplicas, regionFailover, type SurvivorLoad } from './failover';
import { profileOf } from './loadProfile';
import { plan } from './plan';

const survivor = (survivors: readonly SurvivorLoad[], region: number): SurvivorLoad => {
  const found = survivors.find((each) => each.region === region);
  if (!found) throw new Error(`no survivor ${String(region)}`);
  return found;
};

describe('one of three regions fails: where its clients go and what the others carry', () => {
  // Split three ways, each region holds 30,000 / 3 = 10,000 clients on Premium_P1 x 10 units
  // (10,000 connections / 10,000 quota = 100%, the connection target of a scenario file).
  const planned = plan(noticesOnThreeRegions());
  const failover = regionFailover(planned);

  it('the plan the failover reads: three regions of Premium_P1 x 10, fixed all day', () => {
    expect(planned.deployment?.regions).toEqual([10, 10, 10]);
    expect(planned.deployment?.autoscale).toBeNull();
  });

  it('the primary fails: each other region takes half of its 10,000 clients, 15,000 on 10,000 of quota', () => {
    const primary = failover?.regions[0];
    expect(primary?.clientsLost).toBe(10_000);
    for (const region of [1, 2]) {
      const load = survivor(primary?.atPeak.survivors ?? [], region);
      // Even spread (our assumption): 1/3 + (1/3) / 2 = 1/2 of all the clients.
      expect(load.clientShareBefore).toBeCloseTo(1 / 3, 12);
      expect(load.clientShareAfter).toBeCloseTo(1 / 2, 12);
      // 10,000 / 2 = 5,000 arrive, 10,000 + 5,000 = 15,000 on 10 units x 1,000 = 150% of the quota.
      expect(load.clientsArriving).toBeCloseTo(5_000, 9);
      expect(load.before).toMatchObject({
        units: 10,
        busiest: 'connections',
        withinCapacity: true,
      });
      expect(load.before.utilization).toBeCloseTo(1, 12);
      expect(load.after).toMatchObject({
        units: 10,
        busiest: 'connections',
        withinCapacity: false,
      });
      expect(load.after.utilization).toBeCloseTo(1.5, 12);
      // 15,000 - 10,000 connections beyond the quota are refused.
      expect(load.after.refusedConnections).toBeCloseTo(5_000, 6);
      // The fewest units for 15,000 within 100%: 10 give 150%, the next count sold is 20 (75%).
      expect(load.unitsNeeded).toBe(20);
      // Fixed units: no autoscale rule catches up.
      expect(load.autoscale).toBeNull();
    }
  });

  it('every region failing in turn gives the same arithmetic (even shares)', () => {
    expect(failover?.regions.map((region) => region.region)).toEqual([0, 1, 2]);
    for (const failed of failover?.regions ?? []) {
      expect(failed.atPeak.survivors.map((load) => load.region)).toEqual(
        [0, 1, 2].filter((region) => region !== failed.region),
      );
      for (const load of failed.atPeak.survivors) {
        expect(load.after.utilization).toBeCloseTo(1.5, 12);
      }
    }
  });

  it('uneven shares: the primary’s half goes a quarter to each replica, doubling their clients', () => {
    const uneven = regionFailover(
      plan(
        noticesOnThreeRegions({
          replicas: { count: 2, sizing: 'split', shares: [0.5, 0.25, 0.25] },
        }),
      ),
    );
    const primary = uneven?.regions[0];
    // 30,000 x 0.5 = 15,000 lost; each replica: 7,500 + 15,000 / 2 = 15,000 clients.
    expect(primary?.clientsLost).toBeCloseTo(15_000, 9);
    const replica = survivor(primary?.atPeak.survivors ?? [], 1);
    expect(replica.clientsArriving).toBeCloseTo(7_500, 9);
    expect(replica.clientShareAfter).toBeCloseTo(0.5, 12);
    // 7,500 clients need 8 units (93.75%); 15,000 on 8 units: 187.5%.
    expect(replica.before.units).toBe(8);
    expect(replica.after.utilization).toBeCloseTo(15_000 / 8_000, 12);
    // A replica fails: the primary gets 7,500 / 2 = 3,750 more, 15,000 + 3,750 = 18,750 on 20 units (93.75%).
    const replicaFails = uneven?.regions[1];
    const primaryLoad = survivor(replicaFails?.atPeak.survivors ?? [], 0);
    expect(primaryLoad.before.units).toBe(20);
    expect(primaryLoad.after.utilization).toBeCloseTo(18_750 / 20_000, 12);
    expect(primaryLoad.after.withinCapacity).toBe(true);
  });

  it('the reconnect storm: 5,000 clients at the 10-unit instance’s 400 connections a second take 12.5 s', () => {
    const load = survivor(failover?.regions[0]?.atPeak.survivors ?? [], 1);
    expect(load.reconnect).toMatchObject({ connectionsPerSecond: 400, windowSeconds: 42 });
    expect(load.reconnect?.seconds).toBeCloseTo(5_000 / 400, 12);
  });

  it('without a day’s profile every hour is the peak: an hour asked gives the peak’s figures, once', () => {
    const atSeven = regionFailover(planned, undefined, 7)?.regions[0];
    expect(atSeven?.atHour).toBe(atSeven?.atPeak);
    expect(atSeven?.atPeak.hour).toBe(0);
  });

  it('clients reach the others after the 90-second DNS TTL; the SignalR clients’ default retries stop at 42 s', () => {
    expect(failover).toMatchObject({ dnsTtlSeconds: 90, clientRetrySeconds: 42 });
  });
});

describe('autoscale catching up, with the rule’s own cool-down and allowed unit counts', () => {
  // A connection target at the rule's 70%: fixed at the peak all day would need the rule's maximum every hour, so
  // the plan runs the cheaper autoscaled shape (issue 23: the cheaper of fixed and autoscaled).
  const profiled = (coolDownMinutes?: number) =>
    plan(
      noticesOnThreeRegions({
        connectionTarget: 0.7,
        loadProfile: profileOf('businessHours'),
        ...(coolDownMinutes !== undefined && {
          autoscale: { scaleOutAbove: 0.7, scaleInBelow: 0.2, coolDownMinutes },
        }),
      }),
    );

  it('each region autoscales up to its own peak: 20 units for its 10,000 clients within 70%', () => {
    const planned = profiled();
    expect(
      planned.deployment?.regionDeployments.map((region) => region.autoscale?.maximum),
    ).toEqual([20, 20, 20]);
    // At 7:00 (50% of the peak) each region carries 5,000 clients on 8 units (62.5%).
    expect(planned.deployment?.regionDeployments[1]?.unitsByHour[7]).toBe(8);
  });

  it('at 7:00: 7,500 clients on 8 units, three actions (9, 10, 20) one cool-down apart', () => {
    const failover = regionFailover(profiled(), defaultTables, 7);
    const load = survivor(failover?.regions[0]?.atHour.survivors ?? [], 1);
    expect(failover?.regions[0]?.atHour.hour).toBe(7);
    // 5,000 + 2,500 = 7,500 clients on 8,000 of quota: 93.75%, above the rule's 70%.
    expect(load.clientsArriving).toBeCloseTo(2_500, 9);
    expect(load.after.utilization).toBeCloseTo(7_500 / 8_000, 12);
    expect(load.after.withinTarget).toBe(false);
    // 10 units give 75% (> 70%), 20 give 37.5%: ServiceAllowedNextValue goes 8 -> 9 -> 10 -> 20.
    expect(load.autoscale).toMatchObject({
      unitsNeeded: 20,
      unitsReached: 20,
      actions: 3,
      stoppedAtMaximum: false,
    });
    // 10 min for the metric window + 2 cool-downs of 30 min + 5 min for the last action to take effect.
    expect(load.autoscale?.minutes).toBe(10 + 2 * 30 + 5);
    expect(load.autoscale?.after.utilization).toBeCloseTo(7_500 / 20_000, 12);
    // The storm lands on 8 units: 2,500 at 400 a second.
    expect(load.reconnect?.seconds).toBeCloseTo(2_500 / 400, 12);
  });

  it('a 15-minute cool-down catches up in 10 + 2 x 15 + 5 = 45 minutes', () => {
    const load = survivor(
      regionFailover(profiled(15), defaultTables, 7)?.regions[0]?.atHour.survivors ?? [],
      1,
    );
    expect(load.autoscale?.rule.coolDownMinutes).toBe(15);
    expect(load.autoscale?.actions).toBe(3);
    expect(load.autoscale?.minutes).toBe(10 + 2 * 15 + 5);
  });

  it('at the peak the rule’s maximum (the region’s own peak, 20 units) stops it at 75%', () => {
    const failover = regionFailover(profiled());
    expect(failover?.peakHour).toBe(8);
    const load = survivor(failover?.regions[0]?.atPeak.survivors ?? [], 2);
    // 15,000 clients on 20 units: 75%, within capacity but above 70%; 30 units would do (50%).
    expect(load.after.utilization).toBeCloseTo(0.75, 12);
    expect(load.autoscale).toMatchObject({
      unitsNeeded: 30,
      unitsReached: 20,
      actions: 0,
      minutes: 0,
      stoppedAtMaximum: true,
    });
  });

  it('sized for all the traffic, the units are there: no action, each region at half its quota', () => {
    const failover = regionFailover(
      plan(
        noticesOnThreeRegions({
          connectionTarget: 0.7,
          loadProfile: profileOf('businessHours'),
          replicas: { count: 2, sizing: 'allTraffic' },
        }),
      ),
    );
    const load = survivor(failover?.regions[0]?.atPeak.survivors ?? [], 1);
    // 50 units for 30,000 within 70%; after the failure 15,000 clients on them: 30%.
    expect(load.before.units).toBe(50);
    expect(load.after.utilization).toBeCloseTo(15_000 / 50_000, 12);
    expect(load.autoscale?.actions).toBe(0);
    expect(failover?.sizedForAllTraffic).toBe(true);
    expect(failover?.sizeForFailover).toBeNull();
  });
});

describe('Size for failover: every region for all the traffic, and what it costs more', () => {
  it('three regions of 10 units become three of 30: the bill doubles, and the extra is the difference of the two plans', () => {
    const planned = plan(noticesOnThreeRegions());
    const sizing = regionFailover(planned)?.sizeForFailover;
    expect(sizing?.scenario.replicas).toEqual({ count: 2, sizing: 'allTraffic' });
    expect(sizing?.deployment?.regions).toEqual([30, 30, 30]);
    const sized = plan(sizing?.scenario ?? noticesOnThreeRegions());
    expect(sizing?.monthlyUsd).toBeCloseTo(sized.monthly?.totalUsd ?? NaN, 9);
    // 3 x 20 more units x 2.00 USD a unit-day x 730 / 24 days.
    expect(sizing?.extraMonthlyUsd).toBeCloseTo(3 * 20 * 2 * (730 / 24), 6);
  });

  it('shares given for a split are dropped: they size a split only', () => {
    expect(failoverReplicas({ count: 2, sizing: 'split', shares: [0.5, 0.25, 0.25] })).toEqual({
      count: 2,
      sizing: 'allTraffic',
    });
  });
});

describe('what has no failover', () => {
  it('one region: null', () => {
    expect(
      regionFailover(plan(noticesOnThreeRegions({ replicas: { count: 0, sizing: 'split' } }))),
    ).toBeNull();
  });

  it('Web PubSub: the same spread and load, and no reconnect time (no published rate)', () => {
    const { countServerConnections: _none, ...signalr } = noticesOnThreeRegions();
    const failover = regionFailover(plan({ ...signalr, service: 'webPubSub' }));
    const load = survivor(failover?.regions[0]?.atPeak.survivors ?? [], 1);
    expect(load.clientShareAfter).toBeCloseTo(0.5, 12);
    expect(load.reconnect).toBeNull();
    expect(failover?.clientRetrySeconds).toBeNull();
  });
});
