// @vitest-environment node
/**
 * The guide's own benchmarks, column by column: each table's workload at unit N must fit unit N with
 * a target of 100% and server connections not counted (as the benchmarks ran), and the limit that table
 * measures must sit at (or within 3% of) 100% there. Its app servers are the table's figure at that column.
 */
import { describe, expect, it } from 'vitest';
import { guides } from './data';
import { maxClientsPerAppServer } from '../sizing/appServers';
import { evaluate } from '../sizing/evaluate';
import { editions, type Edition, type ThroughputTable } from './guideSchema';
import type { ScenarioInput, Workload } from '../scenario/scenario';
import type { LimitName } from '../sizing/utilization';

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
    const scenario: ScenarioInput = {
      version: 2,
      edition,
      targetUtilization: 1,
      countServerConnections: false,
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

/** Every ASP.NET Core app-server column whose benchmark table prints the same unit (the current
 * send-to-connection table prints unit 20 where its app-server table prints unit 10: no benchmark to replay). */
const appServerColumns = editions.flatMap((edition) =>
  guides[edition].appServerTables
    .filter((table) => table.server === 'aspnetcore')
    .flatMap((table) =>
      table.units.map((units, column) => ({
        label: `${edition} ${table.id} ${units}`,
        edition,
        tableId: table.id,
        pattern: table.pattern,
        units,
        printed: table.appServers[column] as number,
      })),
    )
    .filter(({ pattern, units }) =>
      guides[edition].tables.some((t) => t.id === pattern && t.units.includes(units)),
    ),
);

/**
 * Where a benchmark's load plateaus, two columns carried the same load: the table is read at the first of them
 * (the fewest app servers that carried it), named here with the column it reads.
 */
const plateaus: Record<string, number> = {
  '2019 smallGroupAppServers 100': 50,
  '2019 connectionAppServers 100': 50,
  'current smallGroupAppServers 100': 50,
  'current connectionAppServers 100': 50,
};

describe("each benchmark's app servers, read by its own load", () => {
  it.each(appServerColumns)('$label', ({ label, edition, tableId, pattern, units, printed }) => {
    const table = guides[edition].tables.find((t) => t.id === pattern) as ThroughputTable;
    const column = table.units.indexOf(units);
    const result = evaluate({
      version: 2,
      edition,
      targetUtilization: 1,
      countServerConnections: false,
      workloads: [benchmarkWorkload(table, column)],
    });
    const appServerTable = guides[edition].appServerTables.find((t) => t.id === tableId);
    const readAt = plateaus[label];
    const expected =
      readAt === undefined
        ? printed
        : (appServerTable?.appServers[appServerTable.units.indexOf(readAt)] as number);
    expect(result.recommended?.appServerSources[0]?.reading.appServers).toBe(expected);
    // On a plateau the load reads an earlier column, but the clients still need what their column ran.
    const clients = table.connections[column] as number;
    const perAppServer = maxClientsPerAppServer(guides[edition], pattern, 'aspnetcore');
    expect(result.recommended?.appServers).toBe(
      Math.max(2, expected, Math.ceil(clients / perAppServer - 1e-9)),
    );
  });
});

describe('server connections count against the connection quota', () => {
  it.each(editions)(
    '%s: 1,000 echo clients on one hub need 2 units, 1 when server connections are not counted',
    (edition) => {
      const echo = benchmarkWorkload(
        guides[edition].tables.find((t) => t.id === 'echo') as ThroughputTable,
        0,
      );
      const counted = evaluate({ version: 2, edition, targetUtilization: 1, workloads: [echo] });
      expect(counted.recommended).toMatchObject({ units: 2, serverConnections: 2 * 1 * 15 });
      expect(counted.recommended?.utilization.connections).toBeCloseTo(1030 / 2000, 9);
      const benchmark = evaluate({
        version: 2,
        edition,
        targetUtilization: 1,
        countServerConnections: false,
        workloads: [echo],
      });
      expect(benchmark.recommended).toMatchObject({ units: 1, serverConnections: 0 });
      expect(benchmark.warnings).toContainEqual({
        code: 'contradiction',
        contradictionId: `${edition}-server-connections-in-quota`,
      });
    },
  );
});
