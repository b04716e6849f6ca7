import { describe, expect, it } from 'vitest';
import { defaultTables, evaluate, planOf } from '../../engine';
import { dayCosts, timelinePlan } from '../../engine/planning';
import { planChatFixture } from '../../../tests/fixtures/planChat';
import { hourlyUnitsRows, timelineRows } from './planSeries';

const evaluation = evaluate(planChatFixture);

describe('hourlyUnitsRows', () => {
  it('gives each hour of business hours its units three ways', () => {
    const rows = hourlyUnitsRows(dayCosts(planOf(evaluation, defaultTables), defaultTables));
    expect(rows).toHaveLength(24);
    // 9:00 is at the peak: Premium_P1 x 30 under all three
    expect(rows[9]).toEqual({ hour: 9, fixed: 30, autoscale: 30, ideal: 30 });
    // 3:00 at 10% (2,000 connections): fixed stays at 30; the hour needs 3 units, but autoscale stops
    // scaling in at 10, where the connection quota is used to 20%, not below the scale-in threshold
    expect(rows[3]).toEqual({ hour: 3, fixed: 30, autoscale: 10, ideal: 3 });
  });
});

describe('timelineRows', () => {
  it('gives now and the 12 months ahead their monthly cost', () => {
    const planned = planOf(evaluation, defaultTables);
    const plan = timelinePlan(planned, defaultTables);
    if (!plan) throw new Error('no timeline');
    const rows = timelineRows(plan);
    expect(rows.map((row) => row.month)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // month 0 is the plan's own bill: its regions, its day
    expect(rows[0]?.costUsd).toBeCloseTo(planned.monthly?.totalUsd ?? NaN, 6);
    const ahead = rows.slice(1).reduce((sum, row) => sum + (row.costUsd ?? 0), 0);
    expect(ahead).toBeCloseTo(plan.twelveMonthCostUsd ?? NaN, 6);
  });
});
