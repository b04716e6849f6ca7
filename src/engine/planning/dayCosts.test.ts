import { describe, expect, it } from 'vitest';
import { autoscaleSteps } from './autoscale';
import { defaultTables } from '../guides/data';
import { dayCosts, dayPlanCost } from './dayCosts';
import { evaluate } from '../sizing/evaluate';
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
  it('gives a flat profile the same monthly cost fixed and autoscaled', () => {
    const evaluation = evaluate({ ...premiumChat, loadProfile: profileOf('flat') });
    expect(evaluation.recommended?.sku).toBe('Premium_P1');
    const costs = dayCosts(evaluation, defaultTables);
    expect(costs.autoscale?.monthlyCostUsd).toBeCloseTo(costs.fixed?.monthlyCostUsd ?? NaN, 9);
    expect(costs.ideal?.monthlyCostUsd).toBeCloseTo(costs.fixed?.monthlyCostUsd ?? NaN, 9);
    // and the fixed cost is the recommendation's own
    expect(costs.fixed?.monthlyCostUsd).toBeCloseTo(
      evaluation.recommended?.cost.totalUsd ?? NaN,
      9,
    );
  });

  it('costs a Premium scenario less autoscaled than fixed on business hours, and never less than the ideal bound', () => {
    const evaluation = evaluate({ ...premiumChat, loadProfile: profileOf('businessHours') });
    const { fixed, autoscale, ideal } = dayCosts(evaluation, defaultTables);
    expect(autoscale?.monthlyCostUsd).toBeLessThan(fixed?.monthlyCostUsd ?? NaN);
    expect(autoscale?.monthlyCostUsd).toBeGreaterThanOrEqual(ideal?.monthlyCostUsd ?? NaN);
    // the peak hours run the recommendation's units under all three
    expect(autoscale?.hours[9]?.units).toBe(evaluation.recommended?.units);
    expect(ideal?.hours[9]?.units).toBe(evaluation.recommended?.units);
  });

  it('autoscales a Premium_P1 recommendation within Premium_P1, never switching SKU', () => {
    const evaluation = evaluate({ ...premiumChat, loadProfile: profileOf('businessHours') });
    const costs = dayCosts(evaluation, defaultTables);
    expect(costs.autoscaleSku).toBe('Premium_P1');
    expect(costs.peakBeyondP1).toBe(false);
    expect(costs.autoscale?.hours.every((hour) => hour.sku === 'Premium_P1')).toBe(true);
    expect(costs.ideal?.hours.every((hour) => hour.sku === 'Premium_P1')).toBe(true);
  });

  it('autoscales on Premium_P2 all day, and flags it, when the peak needs more than Premium_P1 gives', () => {
    // 150,000 people each sending 2 KB every 10 s: Premium_P2 x 200 at the peak
    const big = evaluate({
      ...premiumChat,
      loadProfile: profileOf('businessHours'),
      workloads: [{ ...premiumChat.workloads[0]!, connections: 150_000, senders: 150_000 }],
    });
    expect(big.recommended).toMatchObject({ sku: 'Premium_P2', units: 200 });
    const costs = dayCosts(big, defaultTables);
    expect(costs.autoscaleSku).toBe('Premium_P2');
    expect(costs.peakBeyondP1).toBe(true);
    // the night runs Premium_P2's smallest, 100 units, not Premium_P1's 10
    expect(costs.autoscale?.hours.map((hour) => `${hour.sku} x ${String(hour.units)}`)).toEqual([
      ...Array<string>(8).fill('Premium_P2 x 100'),
      ...Array<string>(11).fill('Premium_P2 x 200'),
      ...Array<string>(5).fill('Premium_P2 x 100'),
    ]);
    expect(costs.autoscale?.monthlyCostUsd).toBeLessThan(costs.fixed?.monthlyCostUsd ?? NaN);
    expect(costs.autoscale?.monthlyCostUsd).toBeGreaterThanOrEqual(
      costs.ideal?.monthlyCostUsd ?? NaN,
    );
  });

  it('follows the peak when no profile is set', () => {
    const costs = dayCosts(evaluate(premiumChat), defaultTables);
    expect(costs.levels).toEqual(hours(1, 24));
    expect(costs.billedMessagesPerDay).toBe(evaluate(premiumChat).totals.billedMessagesPerDay);
  });

  it('bills messages only for the hours that carry them', () => {
    const evaluation = evaluate({ ...premiumChat, loadProfile: profileOf('businessHours') });
    const costs = dayCosts(evaluation, defaultTables);
    const meanLevel = profileOf('businessHours').reduce((sum, level) => sum + level, 0) / 24;
    expect(costs.billedMessagesPerDay).toBeCloseTo(
      evaluation.totals.billedMessagesPerDay * meanLevel,
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

  it('scales out in the hour the load needs it and in by one step an hour while below 20%', () => {
    const levels = [...hours(1, 12), ...hours(0.1, 12)];
    const steps = autoscaleSteps(ladder, levels, 0.2) ?? [];
    const units = steps.map((index) => ladder[index]?.units);
    const peakUnits = evaluation.recommended?.units ?? 0;
    expect(units[0]).toBe(peakUnits);
    expect(units.slice(0, 12).every((value) => value === peakUnits)).toBe(true);
    // one step per hour at most on the way down
    for (let hour = 1; hour < 24; hour += 1) {
      expect((steps[hour - 1] ?? 0) - (steps[hour] ?? 0)).toBeLessThanOrEqual(1);
    }
    expect(units[23]).toBeLessThan(peakUnits);
  });

  it('gives no answer when an hour needs more than the largest tier', () => {
    const huge = evaluate({
      ...premiumChat,
      workloads: [{ ...premiumChat.workloads[0]!, sendIntervalSeconds: 0.01 }],
    });
    expect(dayCosts(huge, defaultTables).autoscale).toBeNull();
  });
});
