import { describe, expect, it } from 'vitest';
import { defaultTables } from '../guides/data';
import { evaluate } from '../sizing/evaluate';
import { profileOf } from '../planning/loadProfile';
import { replicaPlan } from './replicas';
import type { ScenarioInput } from '../scenario/scenario';

const chat: ScenarioInput = {
  version: 2,
  workloads: [
    {
      name: 'Chat',
      pattern: 'group',
      connections: 20_000,
      senders: 20_000,
      messageBytes: 2048,
      sendIntervalSeconds: 5,
      groupSize: 10,
    },
  ],
};

const planOf = (input: ScenarioInput) => replicaPlan(evaluate(input), defaultTables);

describe('replicaPlan (geo-replication: each replica billed for its own units and outbound traffic)', () => {
  it('is absent without replicas', () => {
    expect(planOf(chat)).toBeNull();
  });

  it('bills two regions sized for all traffic twice one region’s units and messages', () => {
    const one = planOf({ ...chat, replicas: { count: 0, sizing: 'allTraffic' } });
    const two = planOf({ ...chat, replicas: { count: 1, sizing: 'allTraffic' } });
    const single = one?.regions?.[0];
    expect(single?.sku).toMatch(/^Premium_/);
    expect(two?.regions).toHaveLength(2);
    for (const region of two?.regions ?? []) {
      expect(region).toMatchObject({ sku: single?.sku, units: single?.units, share: 1 });
      expect(region.cost.unitsUsd).toBeCloseTo(single?.cost.unitsUsd ?? NaN, 9);
      expect(region.cost.extraMessagesUsd).toBeCloseTo(single?.cost.extraMessagesUsd ?? NaN, 9);
    }
    expect(two?.totalMonthlyCostUsd).toBeCloseTo(2 * (single?.cost.totalUsd ?? NaN), 9);
  });

  it('sizes a split region for its share, with its own included messages', () => {
    const split = planOf({
      ...chat,
      replicas: { count: 1, sizing: 'split', shares: [0.75, 0.25] },
    });
    const [primary, replica] = split?.regions ?? [];
    expect(primary?.share).toBe(0.75);
    expect(replica?.share).toBe(0.25);
    expect(replica?.units).toBeLessThan(primary?.units ?? 0);
    const all = evaluate(chat).totals.billedMessagesPerDay;
    expect(replica?.billedMessagesPerDay).toBeCloseTo(all * 0.25, 6);
    expect(replica?.cost.extraMessagesPerDay).toBeCloseTo(
      Math.max(0, all * 0.25 - (replica?.units ?? 0) * 1_000_000),
      6,
    );
  });

  it('bills the day’s messages of the load profile', () => {
    const flat = planOf({ ...chat, replicas: { count: 0, sizing: 'allTraffic' } });
    const business = planOf({
      ...chat,
      loadProfile: profileOf('businessHours'),
      replicas: { count: 0, sizing: 'allTraffic' },
    });
    expect(business?.regions?.[0]?.billedMessagesPerDay).toBeLessThan(
      flat?.regions?.[0]?.billedMessagesPerDay ?? 0,
    );
  });
});
