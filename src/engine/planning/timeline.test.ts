import { describe, expect, it } from 'vitest';
import { defaultTables } from '../guides/data';
import { plan } from './plan';
import type { ScenarioInput } from '../scenario/scenario';
import { monthlyGrowthOf, timelinePlan } from './timeline';
import { profileOf } from './loadProfile';

/** 10,000 echo connections, nearly idle: the connection quota binds (current edition, 70% connection target). */
const quiet: ScenarioInput = {
  version: 2,
  countServerConnections: false,
  connectionTarget: 1,
  workloads: [
    {
      name: 'Dashboard',
      pattern: 'echo',
      connections: 10_000,
      senders: 10,
      messageBytes: 512,
      sendIntervalSeconds: 60,
    },
  ],
};

const planOf = (input: ScenarioInput) => timelinePlan(plan(input), defaultTables);

describe('timelinePlan', () => {
  it('is absent without a timeline', () => {
    expect(planOf(quiet)).toBeNull();
  });

  it('compounds the monthly growth: 10% a month is ×3.14 in a year', () => {
    const plan = planOf({ ...quiet, timeline: { monthlyGrowthPercent: 10 } });
    expect(plan?.months).toHaveLength(13);
    expect(plan?.months[12]?.growthFactor).toBeCloseTo(1.1 ** 12, 12);
    expect(plan?.months[12]?.connections).toBeCloseTo(10_000 * 1.1 ** 12, 6);
  });

  it('moves to more units in the month the tier stops fitting', () => {
    const plan = planOf({ ...quiet, timeline: { monthlyGrowthPercent: 10 } });
    // 10,000 connections fill Standard_S1 x 10; month 1 (11,000) needs x 20
    expect(plan?.months[0]?.tier).toMatchObject({ sku: 'Standard_S1', units: 10 });
    expect(plan?.months[1]?.tier).toMatchObject({ sku: 'Standard_S1', units: 20 });
    expect(plan?.stops[0]).toEqual({ sku: 'Standard_S1', units: 10, month: 1 });
    // x 20 holds 20,000 connections: 1.1^7 = 1.95 fits, 1.1^8 = 2.14 does not
    expect(plan?.stops[1]).toEqual({ sku: 'Standard_S1', units: 20, month: 8 });
  });

  it('starts from the plan’s own answer: month 0 costs what the plan costs, with its day and its regions', () => {
    const input: ScenarioInput = {
      ...quiet,
      timeline: { monthlyGrowthPercent: 10 },
      loadProfile: profileOf('businessHours'),
      replicas: { count: 1, sizing: 'allTraffic' },
    };
    const planned = plan(input);
    const timeline = timelinePlan(planned, defaultTables);
    expect(timeline?.months[0]?.tier?.cost.totalUsd).toBe(planned.monthly?.totalUsd);
    expect(timeline?.months[0]?.tier?.sku).toBe('Premium_P1');
    // each month is planned the same way: Premium in both regions, billed by the day's profile
    expect(timeline?.months[6]?.tier?.sku).toBe('Premium_P1');
  });

  it('adds months 1 to 12 into the year’s cost', () => {
    const plan = planOf({ ...quiet, timeline: { monthlyGrowthPercent: 10 } });
    const sum = plan?.months
      .slice(1)
      .reduce((total, month) => total + (month.tier?.cost.totalUsd ?? NaN), 0);
    expect(plan?.twelveMonthCostUsd).toBeCloseTo(sum ?? NaN, 9);
  });

  it('reads a target audience at a month as the rate that reaches it', () => {
    expect(monthlyGrowthOf({ targetConnections: 40_000, targetMonth: 12 }, 10_000)).toBeCloseTo(
      4 ** (1 / 12) - 1,
      12,
    );
    const plan = planOf({ ...quiet, timeline: { targetConnections: 40_000, targetMonth: 12 } });
    expect(plan?.months[12]?.connections).toBeCloseTo(40_000, 6);
    expect(plan?.months[12]?.tier).toMatchObject({ units: 40 });
  });
});
