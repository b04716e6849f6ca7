// @vitest-environment node
/**
 * Where the guide is silent (group sizes between its measured points, units between its columns), the answer
 * is a range: the most and the least favourable readings, with the reasons.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { groupDeliveriesCapacity } from './readings';
import type { ScenarioInput, Workload } from '../scenario/scenario';

function scenario(workloads: Workload[], overrides: Partial<ScenarioInput> = {}): ScenarioInput {
  return { version: 2, edition: 'current', targetUtilization: 0.7, workloads, ...overrides };
}

function groups(groupSize: number, senders: number, connections = 100_000): Workload {
  return {
    name: `Groups of ${groupSize}`,
    pattern: 'group',
    connections,
    senders,
    messageBytes: 2048,
    sendIntervalSeconds: 1,
    groupSize,
  };
}

describe('where the guide measured, there is no range', () => {
  it('echo at a printed unit: optimistic, conservative and the recommendation agree', () => {
    const result = evaluate(
      scenario(
        [
          {
            name: 'Echo',
            pattern: 'echo',
            connections: 10_000,
            senders: 10_000,
            messageBytes: 2048,
            sendIntervalSeconds: 1,
          },
        ],
        { targetUtilization: 1, countServerConnections: false },
      ),
    );
    expect(result.recommended).toMatchObject({ sku: 'Standard_S1', units: 10 });
    expect(result.range.optimistic).toMatchObject({ sku: 'Standard_S1', units: 10 });
    expect(result.range.conservative).toMatchObject({ sku: 'Standard_S1', units: 10 });
    expect(result.range.reasons).toEqual([]);
  });

  it('small groups of ten at a printed unit agree too', () => {
    const result = evaluate(
      scenario([groups(10, 2_000, 10_000)], {
        targetUtilization: 1,
        countServerConnections: false,
      }),
    );
    expect(result.range.optimistic?.units).toBe(10);
    expect(result.range.conservative?.units).toBe(10);
  });
});

describe('units between the printed columns', () => {
  it('a chat sized at Standard_S1 x 6 might need x 10: unit 6 lies between the columns 2 and 10', () => {
    const chat: Workload = {
      name: 'Chat',
      pattern: 'group',
      connections: 5000,
      senders: 5000,
      messageBytes: 200,
      sendIntervalSeconds: 10,
      groupSize: 10,
    };
    const result = evaluate(scenario([chat]));
    expect(result.recommended).toMatchObject({ sku: 'Standard_S1', units: 6 });
    expect(result.range.optimistic).toMatchObject({ sku: 'Standard_S1', units: 6 });
    // Read at unit 2's column, small groups route 400 msg/s: the chat's 500 need unit 10's 2,000.
    expect(result.range.conservative).toMatchObject({ sku: 'Standard_S1', units: 10 });
    expect(result.range.reasons).toContainEqual({ kind: 'units', units: 6, lower: 2, upper: 10 });
  });
});

describe('group sizes between the measured points', () => {
  it('groups of 2-9 members: optimistic at the better, conservative at the worse of send to connection and small groups', () => {
    // 2019 unit 1: send to connection routes 1,000 msg/s, small groups 200.
    const result = evaluate(
      scenario([groups(5, 150, 1000)], {
        edition: '2019',
        targetUtilization: 1,
        countServerConnections: false,
      }),
    );
    const unit1 = result.tiers.find((tier) => tier.sku === 'Standard_S1' && tier.units === 1);
    expect(unit1?.readings.optimistic.routing).toBeCloseTo(150 / 1000, 9);
    expect(unit1?.readings.conservative.routing).toBeCloseTo(150 / 200, 9);
    // The engine's own reading: 1,000 + (200 - 1,000) x log10(5).
    expect(unit1?.utilization.routing).toBeCloseTo(150 / (1000 - 800 * Math.log10(5)), 9);
    expect(result.range.reasons).toContainEqual({
      kind: 'groupSize',
      workloads: [0],
      groupSize: 5,
      lower: 1,
      upper: 10,
    });
  });

  it('groups of 200: deliveries log-interpolated between small and big groups need Standard_S1 x 100, not x 60', () => {
    // 300 msg/s to 50,000 connections in groups of 200: 60,000 deliveries/s. Routed like small groups (7,000
    // msg/s from unit 50) with the fan-out paid in outbound bandwidth, unit 60 fits; by deliveries between the
    // small-group (70,000/s at 10 members) and big-group (100,000/s at 5,000) benchmarks, unit 100 does.
    const result = evaluate(scenario([groups(200, 300, 50_000)], { edition: '2019' }));
    expect(result.recommended).toMatchObject({ sku: 'Standard_S1', units: 60 });
    expect(result.range.optimistic).toMatchObject({ sku: 'Standard_S1', units: 60 });
    expect(result.range.conservative).toMatchObject({ sku: 'Standard_S1', units: 100 });
    expect(result.range.reasons).toContainEqual({
      kind: 'groupSize',
      workloads: [0],
      groupSize: 200,
      lower: 10,
      upper: 6000,
    });
  });

  it('says so when no tier fits the least favourable reading', () => {
    const result = evaluate(scenario([groups(84, 1000, 50_000)], { edition: '2019' }));
    expect(result.range.optimistic).toMatchObject({ units: 60 });
    expect(result.range.conservative).toBeNull();
  });

  it('deliveries between 10 and the big group follow the log scale (2019 unit 100, groups of 100)', () => {
    const rates = {
      inbound: 100_000,
      outbound: 200_000,
      smallGroup: 7_000,
      connection: 20_000,
      restUser: 18_000,
      bigGroupDeliveries: 200_000,
    };
    expect(groupDeliveriesCapacity(rates, 10_000, 100)).toBeCloseTo(
      70_000 * (200_000 / 70_000) ** (1 / 3),
      6,
    );
    expect(groupDeliveriesCapacity(rates, 10_000, 10)).toBe(70_000);
    expect(groupDeliveriesCapacity(rates, 10_000, 10_000)).toBe(200_000);
  });
});

describe('the reading that sizes the recommendation', () => {
  it.each(['optimistic', 'conservative'] as const)(
    'the %s reading recommends its end of the range',
    (guideReading) => {
      const base = scenario([groups(200, 300, 50_000)], { edition: '2019' });
      const range = evaluate(base).range;
      const sized = evaluate({ ...base, guideReading });
      expect(sized.guideReading).toBe(guideReading);
      expect(sized.recommended?.units).toBe(range[guideReading]?.units);
      expect(sized.recommended?.sku).toBe(range[guideReading]?.sku);
    },
  );
});
