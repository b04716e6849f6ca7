import { describe, expect, it } from 'vitest';
import { evaluate, planOf, profileOf, type Scenario } from '../../engine';
import { compareRows, type CompareNumberRow, type CompareRow } from './compareRows';

const planned = (scenario: Scenario) => planOf(evaluate(scenario));

/** Echo in the current guide at the 70% target: `senders` messages of 2,048 B a second. */
function echo(connections: number, senders: number): Scenario {
  return {
    version: 2,
    hubs: 1,
    countServerConnections: false,
    edition: 'current',
    targetUtilization: 0.7,
    workloads: [
      {
        name: 'Echo',
        pattern: 'echo',
        connections,
        senders,
        messageBytes: 2048,
        sendIntervalSeconds: 1,
      },
    ],
  };
}

function row(rows: CompareRow[], key: CompareRow['key']): CompareRow {
  const found = rows.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
}

function numbers(rows: CompareRow[], key: CompareNumberRow['key']) {
  const found = row(rows, key);
  if (found.kind !== 'number') throw new Error(`${key} is not a number row`);
  const { a, b, difference, direction } = found;
  return { a, b, difference, direction };
}

describe('compareRows', () => {
  it('lists totals, tier, cost, app servers and the four limits in that order', () => {
    const plan = planned(echo(1000, 1000));
    expect(compareRows(plan, plan).map((r) => r.key)).toEqual([
      'connections',
      'inboundMessages',
      'outboundMessages',
      'inboundBandwidth',
      'outboundBandwidth',
      'billedMessages',
      'tier',
      'monthlyCost',
      'appServers',
      'utilization.connections',
      'utilization.inboundBandwidth',
      'utilization.outboundBandwidth',
      'utilization.routing',
    ]);
  });

  it('finds no difference between a scenario and itself', () => {
    const rows = compareRows(planned(echo(1000, 1000)), planned(echo(1000, 1000)));
    for (const compared of rows) {
      if (compared.kind === 'tier') expect(compared.direction).toBe('same');
      else expect([compared.difference, compared.direction]).toEqual([0, 'same']);
    }
    // 1,000 echo senders of 2,048 B a second: Standard_S1 × 2, half of its connections and inbound.
    expect(row(rows, 'tier')).toMatchObject({ a: { sku: 'Standard_S1', unitsPerInstance: 2 } });
    expect(numbers(rows, 'inboundBandwidth').a).toBe(2_048_000);
    // (1,000 out + 1,000 to the app server) x 86,400 s.
    expect(numbers(rows, 'billedMessages').a).toBe(172_800_000);
    expect(numbers(rows, 'utilization.inboundBandwidth').a).toBe(0.5);
  });

  it('doubles the connections utilization when the connections double and the tier stays', () => {
    const rows = compareRows(planned(echo(1000, 1000)), planned(echo(2000, 1000)));
    expect(row(rows, 'tier')).toMatchObject({
      a: { sku: 'Standard_S1', unitsPerInstance: 2 },
      b: { sku: 'Standard_S1', unitsPerInstance: 2 },
      direction: 'same',
    });
    expect(numbers(rows, 'connections')).toEqual({
      a: 1000,
      b: 2000,
      difference: 1000,
      direction: 'higher',
    });
    expect(numbers(rows, 'utilization.connections')).toEqual({
      a: 0.5,
      b: 1,
      difference: 0.5,
      direction: 'higher',
    });
    expect(numbers(rows, 'utilization.inboundBandwidth')).toMatchObject({ difference: 0 });
    expect(numbers(rows, 'monthlyCost').direction).toBe('same');
  });

  it('reads a lower value as a negative difference, and a bigger tier as a different one', () => {
    // 4,000 connections need Standard_S1 × 4, which halves the inbound utilization (0.5 -> 0.25).
    const rows = compareRows(planned(echo(1000, 1000)), planned(echo(4000, 1000)));
    expect(row(rows, 'tier')).toMatchObject({ b: { unitsPerInstance: 4 }, direction: 'different' });
    expect(numbers(rows, 'utilization.inboundBandwidth')).toEqual({
      a: 0.5,
      b: 0.25,
      difference: -0.25,
      direction: 'lower',
    });
    expect(numbers(rows, 'monthlyCost').direction).toBe('higher');
  });

  it('leaves the tier-dependent values empty on a side where no tier fits', () => {
    // The 2019 guide's small groups plateau from unit 50: 10,000 messages a second to groups of 10 fit nothing.
    const stadium: Scenario = {
      version: 2,
      hubs: 1,
      countServerConnections: false,
      edition: '2019',
      targetUtilization: 0.7,
      workloads: [
        {
          name: 'Stadium rooms',
          pattern: 'group',
          connections: 100_000,
          senders: 10_000,
          messageBytes: 2048,
          sendIntervalSeconds: 1,
          groupSize: 10,
        },
      ],
    };
    const rows = compareRows(planned(echo(1000, 1000)), planned(stadium));
    expect(row(rows, 'tier')).toMatchObject({ b: null, direction: null });
    expect(numbers(rows, 'monthlyCost')).toMatchObject({
      b: null,
      difference: null,
      direction: null,
    });
    expect(numbers(rows, 'utilization.routing')).toMatchObject({ a: 0, b: null, difference: null });
    expect(numbers(rows, 'connections')).toMatchObject({ b: 100_000, difference: 99_000 });
  });

  it('compares what each plan bills: the same Standard_S1 × 8 costs less when its messages follow a business-hours day', () => {
    const flat = echo(8000, 1000);
    const business: Scenario = { ...flat, loadProfile: profileOf('businessHours') };
    const [a, b] = [planned(flat), planned(business)];
    const rows = compareRows(a, b);
    expect(row(rows, 'tier')).toMatchObject({
      a: { sku: 'Standard_S1', unitsPerInstance: 8 },
      direction: 'same',
    });
    expect(numbers(rows, 'monthlyCost')).toMatchObject({
      a: a.monthly?.totalUsd,
      b: b.monthly?.totalUsd,
      direction: 'lower',
    });
  });
});
