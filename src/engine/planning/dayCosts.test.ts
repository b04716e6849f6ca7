import { describe, expect, it } from 'vitest';
import { autoscaleSteps } from './autoscale';
import { defaultTables } from '../guides/data';
import { dayCosts, dayPlanCost } from './dayCosts';
import { evaluate } from '../sizing/evaluate';
import { plan } from './plan';
import { profileOf } from './loadProfile';
import { pricesFor } from '../billing/cost';
import type { ScenarioInput } from '../scenario/scenario';
import { billedMessagesPerDayOf, unitDays } from '../billing/unitBilling';
import { skuLadder } from './unitLadder';

/** A chat of 20,000 connections, everyone sending every 10 s; Standard priced out so Premium is recommended. */
const premiumChat: ScenarioInput = {
  version: 2,
  prices: { Standard_S1: 5 },
  workloads: [
    {
      name: 'Chat',
      pattern: 'echo',
      connections: 20_000,
      senders: 20_000,
      messageBytes: 2048,
      sendIntervalSeconds: 10,
    },
  ],
};

const hours = (units: number, count: number) => Array.from({ length: count }, () => units);

describe('unit billing (Web PubSub billing page, followed for SignalR)', () => {
  it('bills 5 units for 18 hours and 10 units for 6 hours as 6.25 unit-days', () => {
    expect(unitDays([...hours(5, 18), ...hours(10, 6)])).toBe(6.25);
  });

  it('bills each hour’s messages at its share of the peak', () => {
    expect(billedMessagesPerDayOf(2_400_000, [1, ...hours(0, 23)])).toBe(100_000);
    expect(billedMessagesPerDayOf(2_400_000, hours(1, 24))).toBe(2_400_000);
  });

  it('prices 6.25 Premium unit-days at 2 USD as 12.50 USD a day, with 6.25 million messages included', () => {
    const day = [...hours(5, 18), ...hours(10, 6)].map((units) => ({
      sku: 'Premium_P1' as const,
      units,
    }));
    const prices = pricesFor(
      evaluate({ version: 2, workloads: [] }).scenario,
      defaultTables.skuCatalog,
    );
    const cost = dayPlanCost(day, 7_250_000, prices, defaultTables);
    expect(cost.unitDays).toBe(6.25);
    expect(cost.unitsUsd).toBeCloseTo(12.5 * (730 / 24), 9);
    expect(cost.extraMessagesPerDay).toBeCloseTo(1_000_000, 6);
    expect(cost.extraMessagesUsd).toBeCloseTo(730 / 24, 9);
  });
});

describe('dayCosts', () => {
  const planned = (input: ScenarioInput) => plan(input);

  it('gives a flat profile the same monthly cost fixed and autoscaled when the rule keeps the peak’s units', () => {
    // 20,000 clients within 70% of the quota need 30 units whether fixed (throughput target 70%) or autoscaled.
    const flat = planned({ ...premiumChat, connectionTarget: 0.7, loadProfile: profileOf('flat') });
    expect(flat.deployment?.sku).toBe('Premium_P1');
    const costs = dayCosts(flat, defaultTables);
    expect(costs.autoscale?.monthlyCostUsd).toBeCloseTo(costs.fixed?.monthlyCostUsd ?? NaN, 9);
    expect(costs.ideal?.monthlyCostUsd).toBeCloseTo(costs.fixed?.monthlyCostUsd ?? NaN, 9);
    // A rule of 30 to 30 units never scales: no rule at all (issue 23). The plan deploys the units fixed.
    expect(costs.chosen).toBe('fixed');
    expect(flat.deployment?.autoscale).toBeNull();
    expect(flat.monthly?.totalUsd).toBeCloseTo(costs.fixed?.monthlyCostUsd ?? NaN, 9);
  });

  it('costs a Premium scenario less autoscaled than fixed on business hours, and never less than the ideal bound', () => {
    const business = planned({ ...premiumChat, loadProfile: profileOf('businessHours') });
    const { fixed, autoscale, ideal } = dayCosts(business, defaultTables);
    expect(autoscale?.monthlyCostUsd).toBeLessThan(fixed?.monthlyCostUsd ?? NaN);
    expect(autoscale?.monthlyCostUsd).toBeGreaterThanOrEqual(ideal?.monthlyCostUsd ?? NaN);
    // the peak hours run the units the rule's 70% needs under autoscale and ideal
    expect(autoscale?.hours[9]?.units).toBe(business.deployment?.autoscale?.maximum);
    expect(ideal?.hours[9]?.units).toBe(business.deployment?.autoscale?.maximum);
  });

  it('scales out at the autoscale rule’s 70%, whatever the connection target, and deploys it only where it costs less: 8,000 echo clients on Premium_P1', () => {
    const echo: ScenarioInput = {
      version: 2,
      prices: { Standard_S1: 5 },
      loadProfile: profileOf('businessHours'),
      workloads: [
        {
          name: 'Echo',
          pattern: 'echo',
          connections: 8000,
          senders: 100,
          messageBytes: 1024,
          sendIntervalSeconds: 1,
        },
      ],
    };
    // Without a connection target, one fixed instance runs at 8,030 / 9,000 = 89% of the quota all day.
    expect(evaluate(echo).recommended).toMatchObject({ sku: 'Premium_P1', units: 9 });
    const planned8000 = planned(echo);
    const costs = dayCosts(planned8000, defaultTables);
    // The rule adds units above 70%: 8,030 / 10,000 is 80%, so 20 units (40%) at the peak hours.
    expect(Math.max(...(costs.autoscale?.hours.map((hour) => hour.units) ?? []))).toBe(20);
    // 20 units through the working day cost more than 9 all day: the plan keeps 9 fixed (issue 23).
    expect(costs.autoscale?.monthlyCostUsd).toBeGreaterThan(costs.fixed?.monthlyCostUsd ?? NaN);
    expect(planned8000.deployment).toMatchObject({ unitsPerInstance: 9, autoscale: null });
    // A rule of the scenario's own moves the answer: out above 90% keeps 9 units (89%) at the peak, fewer at
    // night, and now costs less than fixed.
    const relaxed = planned({ ...echo, autoscale: { scaleOutAbove: 0.9, scaleInBelow: 0.2 } });
    expect(relaxed.deployment?.autoscale).toMatchObject({ maximum: 9, fromScenario: true });
  });

  it('autoscales a Premium_P1 plan within Premium_P1, never switching SKU', () => {
    const costs = dayCosts(
      planned({ ...premiumChat, loadProfile: profileOf('businessHours') }),
      defaultTables,
    );
    expect(costs.autoscaleSku).toBe('Premium_P1');
    expect(costs.peakBeyondP1).toBe(false);
    expect(costs.autoscale?.hours.every((hour) => hour.sku === 'Premium_P1')).toBe(true);
    expect(costs.ideal?.hours.every((hour) => hour.sku === 'Premium_P1')).toBe(true);
  });

  it('autoscales on Premium_P2 all day, and flags it, when the peak needs more than Premium_P1 gives', () => {
    // 150,000 people each sending 2 KB every 10 s: Premium_P2 x 200 at the peak
    const input: ScenarioInput = {
      ...premiumChat,
      loadProfile: profileOf('businessHours'),
      workloads: [{ ...premiumChat.workloads[0]!, connections: 150_000, senders: 150_000 }],
    };
    expect(evaluate(input).recommended).toMatchObject({ sku: 'Premium_P2', units: 200 });
    const costs = dayCosts(planned(input), defaultTables);
    expect(costs.autoscaleSku).toBe('Premium_P2');
    expect(costs.peakBeyondP1).toBe(true);
    // the night runs Premium_P2's smallest, 100 units, not Premium_P1's 10
    expect(costs.autoscale?.hours.map((hour) => `${hour.sku} x ${String(hour.units)}`)).toEqual([
      // within the rule's 70%: 7:00 at half the peak needs 200 units, the peak 300 (150,000 + server connections
      // would be 75% of 200); 18:00 at 25% of 300 is not below 20%, so the units stay until 19:00, then drop two
      // steps in the hour (a 30-minute cool-down)
      ...Array<string>(7).fill('Premium_P2 x 100'),
      'Premium_P2 x 200',
      ...Array<string>(11).fill('Premium_P2 x 300'),
      ...Array<string>(5).fill('Premium_P2 x 100'),
    ]);
    expect(costs.autoscale?.monthlyCostUsd).toBeLessThan(costs.fixed?.monthlyCostUsd ?? NaN);
    expect(costs.autoscale?.monthlyCostUsd).toBeGreaterThanOrEqual(
      costs.ideal?.monthlyCostUsd ?? NaN,
    );
  });

  it('follows the peak when no profile is set', () => {
    const costs = dayCosts(planned(premiumChat), defaultTables);
    expect(costs.levels).toEqual(hours(1, 24));
    expect(costs.billedMessagesPerDay).toBe(evaluate(premiumChat).totals.billedMessagesPerDay);
    expect(costs.chosen).toBe('fixed');
  });

  it('bills messages only for the hours that carry them', () => {
    const input = { ...premiumChat, loadProfile: profileOf('businessHours') };
    const costs = dayCosts(planned(input), defaultTables);
    const meanLevel = profileOf('businessHours').reduce((sum, level) => sum + level, 0) / 24;
    expect(costs.billedMessagesPerDay).toBeCloseTo(
      evaluate(input).totals.billedMessagesPerDay * meanLevel,
      6,
    );
  });
});

describe('autoscaleSteps', () => {
  const evaluation = evaluate(premiumChat);
  const perUnitPerDayUsd = pricesFor(
    evaluation.scenario,
    defaultTables.skuCatalog,
  ).perUnitPerDayUsd;
  const ladder = skuLadder(evaluation.tiers, 'Premium_P1', evaluation.thresholds, perUnitPerDayUsd);

  it('steps through one SKU: Premium_P1 1-10, 20 ... 100 units; Premium_P2 100 ... 1,000', () => {
    expect(ladder.map((step) => step.units)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100,
    ]);
    expect(
      skuLadder(evaluation.tiers, 'Premium_P2', evaluation.thresholds, perUnitPerDayUsd).map(
        (step) => step.units,
      ),
    ).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
  });

  it('scales out in the hour the load needs it and in by one step a cool-down (two an hour at 30 minutes) while below 20%', () => {
    const levels = [...hours(1, 12), ...hours(0.1, 12)];
    const oneAnHour = autoscaleSteps(ladder, levels, 0.2) ?? [];
    for (let hour = 1; hour < 24; hour += 1) {
      expect((oneAnHour[hour - 1] ?? 0) - (oneAnHour[hour] ?? 0)).toBeLessThanOrEqual(1);
    }
    const steps = autoscaleSteps(ladder, levels, 0.2, 2) ?? [];
    const units = steps.map((index) => ladder[index]?.units);
    const peakUnits = evaluation.recommended?.units ?? 0;
    expect(units[0]).toBe(peakUnits);
    expect(units.slice(0, 12).every((value) => value === peakUnits)).toBe(true);
    // two steps per hour at most on the way down, and some hour takes two
    const drops = steps.slice(1).map((step, hour) => (steps[hour] ?? 0) - step);
    expect(Math.max(...drops)).toBe(2);
    expect(units[23]).toBeLessThan(peakUnits);
  });

  it('gives no answer when an hour needs more than the largest tier, even over several instances', () => {
    // 1,000,000 messages a second to single connections: the current table routes 200,000 at unit 1,000, and
    // every instance receives every message to a connection (the SDK sends it to every endpoint).
    const huge = plan({
      ...premiumChat,
      loadProfile: profileOf('businessHours'),
      workloads: [
        {
          name: 'Direct',
          pattern: 'connection',
          connections: 100_000,
          senders: 100_000,
          messageBytes: 2048,
          sendIntervalSeconds: 0.1,
        },
      ],
    });
    expect(huge.deployment).toBeNull();
    expect(dayCosts(huge, defaultTables).autoscale).toBeNull();
  });
});
