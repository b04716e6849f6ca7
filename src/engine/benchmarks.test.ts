// @vitest-environment node
/**
 * The guide's own benchmarks, column by column: each table's workload at unit N must fit unit N with
 * a target of 100%, and the limit that table measures must sit at (or within 3% of) 100% there.
 */
import { describe, expect, it } from 'vitest';
import { guides } from './data';
import { evaluate } from './evaluate';
import { editions, type Edition, type ThroughputTable } from './guideSchema';
import type { Scenario, Workload } from './scenario';
import type { LimitName } from './utilization';

const measuredLimit: Record<string, LimitName> = {
  echo: 'inboundBandwidth',
  broadcast: 'outboundBandwidth',
  smallGroup: 'routing',
  bigGroup: 'outboundBandwidth',
  connection: 'routing',
  restBroadcast: 'outboundBandwidth',
  restUser: 'routing',
};

/** Where two tables of the guide disagree, the column's workload does not fit: named, with the engine's answer. */
const knownContradictions: Record<
  string,
  { id: string; limit: LimitName; utilization: number; sizedAt: number }
> = {
  '2019 smallGroup 10': {
    id: '2019-smallGroup-outbound-exceeds-broadcast',
    limit: 'outboundBandwidth',
    utilization: 1.25,
    sizedAt: 20,
  },
};

function benchmarkWorkload(table: ThroughputTable, column: number): Workload {
  const connections = table.connections[column] as number;
  const senders = table.inboundMessagesPerSecond?.[column] as number;
  const base = { name: table.id, connections, senders, messageBytes: 2048, sendIntervalSeconds: 1 };
  switch (table.id) {
    case 'smallGroup':
      return { ...base, pattern: 'group', groupSize: 10 };
    case 'bigGroup':
      // The guide's definition (connections / 10 members), which its outbound figures follow.
      return { ...base, pattern: 'group', groupSize: connections / 10 };
    default:
      return { ...base, pattern: table.pattern };
  }
}

function columnsOf(edition: Edition) {
  return guides[edition].tables
    .filter((table) => table.id in measuredLimit)
    .flatMap((table) =>
      table.units.map((units, column) => ({
        label: `${edition} ${table.id} ${units}`,
        edition,
        table,
        units,
        column,
      })),
    );
}

const columns = editions.flatMap(columnsOf);

describe('the guide benchmark of every column', () => {
  it('covers every column of the seven case-study tables of both editions', () => {
    expect(columns).toHaveLength(7 * 7 + 7 * 8);
  });

  it.each(columns)('$label', ({ label, edition, table, units, column }) => {
    const scenario: Scenario = {
      version: 1,
      edition,
      targetUtilization: 1,
      workloads: [benchmarkWorkload(table, column)],
    };
    const result = evaluate(scenario);
    const sku = units > 100 ? 'Premium_P2' : 'Standard_S1';
    const tier = result.tiers.find(
      (candidate) => candidate.sku === sku && candidate.units === units,
    );
    if (!tier) throw new Error(`no ${sku} tier at ${units} units`);
    const limit = measuredLimit[table.id] as LimitName;
    const contradiction = knownContradictions[label];

    expect(tier.utilization.connections).toBeCloseTo(1, 9);
    if (contradiction) {
      expect(guides[edition].contradictions.map((c) => c.id)).toContain(contradiction.id);
      expect(tier.fits).toBe(false);
      expect(tier.utilization[contradiction.limit]).toBeCloseTo(contradiction.utilization, 9);
      expect(result.recommended?.units).toBe(contradiction.sizedAt);
      return;
    }
    expect(tier.fits).toBe(true);
    expect(tier.utilization[limit]).toBeGreaterThanOrEqual(0.97);
    expect(tier.utilization[limit]).toBeLessThanOrEqual(1 + 1e-9);
    expect(result.recommended?.units).toBeLessThanOrEqual(units);
  });
});
