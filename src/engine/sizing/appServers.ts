/**
 * App servers and server connections, from the guide's app-server tables read by the load each workload puts
 * on the app servers, not by the tier's unit count.
 *
 * Each app-server table pairs a benchmark's load with the app servers it ran. Echo, small groups and send to
 * connection benchmarks send more messages per column, so they are read by messages per second through the
 * app server (the workload's inbound). Broadcast and big-group benchmarks send a fixed 2 and 20 messages per
 * second whatever the column, so they are read by their deliveries per second (outbound); a workload sending
 * faster than those benchmarks did is also read by the table of the same hub call at that rate (echo for a
 * broadcast, small groups for a big group), and the larger figure counts.
 */
import { findTable, readCapacityAt } from '../guides/tiers';
import type {
  AppServerFramework,
  AppServerPattern,
  AppServerTable,
  GuideEdition,
  ThroughputTableId,
} from '../guides/guideSchema';
import { type Scenario, type Workload } from '../scenario/scenario';
import { defaultGroupSize } from '../scenario/scenarioLimits';
import { usedWorkload } from '../scenario/usedInputs';
import type { WorkloadFigures } from './workload';

/** The current guide: groups under 20 members carry small groups' routing cost (and app-server load). */
export const smallGroupMaxSize = 19;

/** The guide's own advice: two app servers suffice for SLA; fewer than two is a single point of failure. */
export const minimumAppServers = 2;

/**
 * Free has no SLA and carries at most 20 connections, far below the guide's smallest benchmark (1,000): one app
 * server, opening the SDK's default server connections per hub (our assumption: the guide's 15 and 40 are
 * settings for load it never puts on Free).
 */
export const freeTierAppServers = 1;

export type AppServerAxis = 'inboundMessagesPerSecond' | 'outboundMessagesPerSecond';

/** Which benchmark load each app-server table is read by. */
const benchmarkLoad: Record<AppServerPattern, { tableId: ThroughputTableId; axis: AppServerAxis }> =
  {
    echo: { tableId: 'echo', axis: 'inboundMessagesPerSecond' },
    smallGroup: { tableId: 'smallGroup', axis: 'inboundMessagesPerSecond' },
    connection: { tableId: 'connection', axis: 'inboundMessagesPerSecond' },
    broadcast: { tableId: 'broadcast', axis: 'outboundMessagesPerSecond' },
    bigGroup: { tableId: 'bigGroup', axis: 'outboundMessagesPerSecond' },
  };

/** The table of the same hub call, read by messages per second, for a workload sending faster than its benchmark. */
const perMessageTable: Partial<Record<AppServerPattern, AppServerPattern>> = {
  broadcast: 'echo',
  bigGroup: 'smallGroup',
};

export interface AppServerReading {
  tableId: string;
  pattern: AppServerPattern;
  axis: AppServerAxis;
  /** The workload's (or the mix's) load on that axis. */
  loadPerSecond: number;
  /** The table's figure at that load (fractional where it lies between two columns). */
  appServers: number;
  /** The columns read: one, or the two whose benchmark loads bracket the load. */
  fromUnits: number[];
  interpolated: boolean;
  /** Beyond the largest load the guide measured: scaled in proportion from its last column. */
  extrapolated: boolean;
  /** True when ASP.NET was asked for and the guide has no ASP.NET table for this pattern. */
  aspnetFallback: boolean;
}

export interface AppServerSource {
  workloadIndex: number;
  /**
   * The most clients one app server held in the guide's benchmarks of this workload's pattern; for groups, of the
   * group benchmarks at the workload's send rate (see `groupClientsPerAppServer`).
   */
  maxClientsPerAppServer: number;
  /**
   * Groups only: which group benchmark bounds the clients, and the send rate the big-group benchmark kept to;
   * null for the other patterns (their own table's bound).
   */
  groupClients: { from: 'bigGroup' | 'smallGroup'; measuredMessagesPerSecond: number } | null;
  /** App servers the workload's clients need at that many each (fractional). */
  appServersForClients: number;
  /** The reading that sizes this workload alone. */
  reading: AppServerReading;
  /** The pattern's own table, when the workload sends faster than its benchmark measured. */
  beyondMeasuredRate: { reading: AppServerReading; measuredMessagesPerSecond: number } | null;
  /** App servers this workload needs alone: its figure rounded up, at least two. */
  appServers: number;
}

export interface AppServerAdvice {
  /** 0 when every workload is serverless (REST): no app server connects to the service. */
  appServers: number;
  /** Server connections each app server opens per hub: the scenario's, or the guide's advice. */
  serverConnectionsPerAppServer: number;
  /** The guide's advice: 40 with a broadcast or a big group, else the 15 its benchmarks ran with. */
  serverConnectionsAdvice: number;
  sources: AppServerSource[];
  /** Loads of one table added up, each table read once, the figures added and rounded up (at least two). */
  combined: { readings: AppServerReading[]; appServers: number };
  /** App servers the clients need, at most the clients per app server the guide ran, added over the workloads. */
  appServersForClients: number;
  /** What the workloads need alone, added up: the mix never needs more. */
  sumAlone: number;
}

/** Which app-server table a workload reads; null for the serverless (REST) patterns. */
export function appServerPatternOf(workload: Workload): AppServerPattern | null {
  switch (workload.pattern) {
    case 'echo':
    case 'broadcast':
    case 'connection':
      return workload.pattern;
    case 'group':
      return (usedWorkload(workload).groupSize ?? defaultGroupSize) <= smallGroupMaxSize
        ? 'smallGroup'
        : 'bigGroup';
    case 'restBroadcast':
    case 'restUser':
      return null;
  }
}

interface TableReader {
  table: AppServerTable;
  /** The benchmark's load at each of the table's columns. */
  loads: number[];
  aspnetFallback: boolean;
  /** The highest rate the benchmark sent (broadcast: 2 msg/s, big group: 20). */
  measuredInboundPerSecond: number;
  /** The most clients per app server over the table's columns: the column's connections / its app servers. */
  maxClientsPerAppServer: number;
}

function tableFor(
  guide: GuideEdition,
  pattern: AppServerPattern,
  framework: AppServerFramework,
): { table: AppServerTable; aspnetFallback: boolean } {
  const exact = guide.appServerTables.find((t) => t.pattern === pattern && t.server === framework);
  if (exact) return { table: exact, aspnetFallback: false };
  const core = guide.appServerTables.find(
    (t) => t.pattern === pattern && t.server === 'aspnetcore',
  );
  if (!core) throw new Error(`edition ${guide.edition} has no app-server table for ${pattern}`);
  return { table: core, aspnetFallback: framework === 'aspnet' };
}

type ReadersByPattern = Partial<
  Record<AppServerFramework, Partial<Record<AppServerPattern, TableReader>>>
>;
const readers = new WeakMap<GuideEdition, ReadersByPattern>();

/** The table a pattern reads, with its benchmark's load at each column: built once per edition. */
function readerFor(
  guide: GuideEdition,
  pattern: AppServerPattern,
  framework: AppServerFramework,
): TableReader {
  let byFramework = readers.get(guide);
  if (!byFramework) {
    byFramework = {};
    readers.set(guide, byFramework);
  }
  const byPattern = (byFramework[framework] ??= {});
  let reader = byPattern[pattern];
  if (!reader) {
    const { table, aspnetFallback } = tableFor(guide, pattern, framework);
    const { tableId, axis } = benchmarkLoad[pattern];
    const loads = table.units.map((units) => readCapacityAt(guide, tableId, axis, units).value);
    const measuredInboundPerSecond = Math.max(
      ...(findTable(guide, tableId).inboundMessagesPerSecond ?? [Infinity]),
    );
    const maxClients = Math.max(
      ...table.units.map(
        (_, index) => (table.connections[index] as number) / (table.appServers[index] as number),
      ),
    );
    reader = {
      table,
      loads,
      aspnetFallback,
      measuredInboundPerSecond,
      maxClientsPerAppServer: maxClients,
    };
    byPattern[pattern] = reader;
  }
  return reader;
}

function reading(
  reader: TableReader,
  pattern: AppServerPattern,
  loadPerSecond: number,
  appServers: number,
  fromUnits: number[],
  interpolated: boolean,
  extrapolated: boolean,
): AppServerReading {
  return {
    tableId: reader.table.id,
    pattern,
    axis: benchmarkLoad[pattern].axis,
    loadPerSecond,
    appServers,
    fromUnits,
    interpolated,
    extrapolated,
    aspnetFallback: reader.aspnetFallback,
  };
}

/**
 * An app-server table's figure at a load: the first column whose benchmark carried at least that load, linearly
 * between it and the column before; below the first column, the first; above the last, in proportion to it.
 * @example 2019 echo (20,000 msg/s: 3, 50,000: 10), 35,000 msg/s -> 3 + 7 x 15,000 / 30,000 = 6.5
 */
export function readAppServers(
  guide: GuideEdition,
  pattern: AppServerPattern,
  framework: AppServerFramework,
  loadPerSecond: number,
): AppServerReading {
  const reader = readerFor(guide, pattern, framework);
  const { loads, table } = reader;
  const last = loads.length - 1;
  for (let index = 0; index <= last; index += 1) {
    const columnLoad = loads[index] as number;
    if (loadPerSecond > columnLoad) continue;
    const units = table.units[index] as number;
    const figure = table.appServers[index] as number;
    if (index === 0 || loadPerSecond === columnLoad) {
      return reading(reader, pattern, loadPerSecond, figure, [units], false, false);
    }
    const previousLoad = loads[index - 1] as number;
    const previousFigure = table.appServers[index - 1] as number;
    const share = (loadPerSecond - previousLoad) / (columnLoad - previousLoad);
    const figureAt = previousFigure + (figure - previousFigure) * share;
    const fromUnits = [table.units[index - 1] as number, units];
    return reading(reader, pattern, loadPerSecond, figureAt, fromUnits, true, false);
  }
  const lastLoad = loads[last] as number;
  const scaledFigure = ((table.appServers[last] as number) * loadPerSecond) / lastLoad;
  return reading(
    reader,
    pattern,
    loadPerSecond,
    scaledFigure,
    [table.units[last] as number],
    false,
    true,
  );
}

/**
 * The most clients one app server held in the guide's benchmarks of a pattern: the largest over its app-server
 * table's columns of the column's connections / its app servers.
 * @example maxClientsPerAppServer(guides.current, 'echo', 'aspnetcore') // 10,000 (50,000 / 5); 2019: 6,667 (20,000 / 3)
 */
export function maxClientsPerAppServer(
  guide: GuideEdition,
  pattern: AppServerPattern,
  framework: AppServerFramework,
): number {
  return readerFor(guide, pattern, framework).maxClientsPerAppServer;
}

/**
 * The most clients one app server holds in a group workload, read across the group tables the way their throughput
 * is read: every group size routes on the small-group table and pays its fan-out in deliveries, so one bound serves
 * every group size and a larger group never gets fewer app servers. Within the send rate the big-group benchmark
 * kept to (20 msg/s in both editions) the most any group benchmark put on one app server (big groups: 50,000);
 * faster, the small groups' (current: 10,000; 2019: 6,667), as the per-message table is read beyond that rate.
 * @example groupClientsPerAppServer(guides.current, 'aspnetcore', 4500) // { clients: 10,000, from: 'smallGroup', ... }
 * @example groupClientsPerAppServer(guides.current, 'aspnetcore', 20) // { clients: 50,000, from: 'bigGroup', ... }
 */
export function groupClientsPerAppServer(
  guide: GuideEdition,
  framework: AppServerFramework,
  inboundMessagesPerSecond: number,
): { clients: number; from: 'bigGroup' | 'smallGroup'; measuredMessagesPerSecond: number } {
  const small = readerFor(guide, 'smallGroup', framework);
  const big = readerFor(guide, 'bigGroup', framework);
  const measuredMessagesPerSecond = big.measuredInboundPerSecond;
  const withinMeasuredRate =
    inboundMessagesPerSecond <= measuredMessagesPerSecond &&
    big.maxClientsPerAppServer > small.maxClientsPerAppServer;
  return withinMeasuredRate
    ? { clients: big.maxClientsPerAppServer, from: 'bigGroup', measuredMessagesPerSecond }
    : { clients: small.maxClientsPerAppServer, from: 'smallGroup', measuredMessagesPerSecond };
}

function loadOn(axis: AppServerAxis, figures: WorkloadFigures): number {
  return axis === 'inboundMessagesPerSecond'
    ? figures.inboundMessagesPerSecond
    : figures.outboundMessagesPerSecond;
}

const roundUp = (figure: number) => Math.ceil(figure - 1e-9);

function sourceOf(
  guide: GuideEdition,
  framework: AppServerFramework,
  pattern: AppServerPattern,
  figures: WorkloadFigures,
  workloadIndex: number,
): AppServerSource {
  const own = readAppServers(
    guide,
    pattern,
    framework,
    loadOn(benchmarkLoad[pattern].axis, figures),
  );
  let reading = own;
  let beyondMeasuredRate: AppServerSource['beyondMeasuredRate'] = null;
  const fallback = perMessageTable[pattern];
  if (fallback) {
    const measured = readerFor(guide, pattern, framework).measuredInboundPerSecond;
    if (figures.inboundMessagesPerSecond > measured) {
      const perMessage = readAppServers(
        guide,
        fallback,
        framework,
        figures.inboundMessagesPerSecond,
      );
      beyondMeasuredRate = { reading: own, measuredMessagesPerSecond: measured };
      if (perMessage.appServers > own.appServers) reading = perMessage;
    }
  }
  const group =
    pattern === 'smallGroup' || pattern === 'bigGroup'
      ? groupClientsPerAppServer(guide, framework, figures.inboundMessagesPerSecond)
      : null;
  const maxClients = group?.clients ?? readerFor(guide, pattern, framework).maxClientsPerAppServer;
  const appServersForClients = figures.connections / maxClients;
  return {
    workloadIndex,
    maxClientsPerAppServer: maxClients,
    groupClients: group && {
      from: group.from,
      measuredMessagesPerSecond: group.measuredMessagesPerSecond,
    },
    appServersForClients,
    reading,
    beyondMeasuredRate,
    appServers: Math.max(
      minimumAppServers,
      roundUp(reading.appServers),
      roundUp(appServersForClients),
    ),
  };
}

/** The mix: the loads of workloads sized by one table added up and read once; the tables' figures added. */
function combine(
  guide: GuideEdition,
  framework: AppServerFramework,
  sources: readonly AppServerSource[],
): { readings: AppServerReading[]; appServers: number } {
  const loads = new Map<AppServerPattern, number>();
  for (const { reading } of sources) {
    loads.set(reading.pattern, (loads.get(reading.pattern) ?? 0) + reading.loadPerSecond);
  }
  const readings = [...loads].map(([pattern, load]) =>
    readAppServers(guide, pattern, framework, load),
  );
  const total = readings.reduce((sum, reading) => sum + reading.appServers, 0);
  const forClients = sources.reduce((sum, source) => sum + source.appServersForClients, 0);
  return {
    readings,
    appServers: Math.max(minimumAppServers, roundUp(total), roundUp(forClients)),
  };
}

/**
 * The guide's advice for server connections per app server and hub: 40 with a broadcast or a big group (its
 * notes: avoid unbalanced server connections), else the 15 its benchmarks ran with.
 * @example serverConnectionsAdvice(chatAndDashboard, guides.current) // 40
 */
export function serverConnectionsAdvice(scenario: Scenario, guide: GuideEdition): number {
  const balancing = scenario.workloads.some((workload) => {
    const pattern = appServerPatternOf(workload);
    return pattern === 'broadcast' || pattern === 'bigGroup';
  });
  return balancing
    ? guide.serverConnections.broadcastAndBigGroup
    : guide.serverConnections.benchmark;
}

/**
 * App servers for the scenario: each workload read from its pattern's app-server table at its own load; the mix
 * at the added loads of each table, never more than the workloads need alone added up, and at least two.
 * Server connections per app server and hub: the scenario's, else 40 with a broadcast or big group (the guide's
 * notes), else the 15 its benchmarks ran with.
 * @example 2019, 50,000 echo connections each sending once a minute (833 msg/s) -> 2 app servers, 15 server connections each
 */
export function appServerAdvice(
  scenario: Scenario,
  guide: GuideEdition,
  figures: readonly WorkloadFigures[],
): AppServerAdvice {
  const framework = scenario.appServerFramework ?? 'aspnetcore';
  const sources: AppServerSource[] = [];
  scenario.workloads.forEach((workload, workloadIndex) => {
    const pattern = appServerPatternOf(workload);
    const workloadFigures = figures[workloadIndex];
    if (pattern === null || !workloadFigures) return;
    sources.push(sourceOf(guide, framework, pattern, workloadFigures, workloadIndex));
  });
  const advice = serverConnectionsAdvice(scenario, guide);
  const serverConnectionsPerAppServer = scenario.serverConnectionsPerHub ?? advice;
  if (sources.length === 0) {
    return {
      appServers: 0,
      serverConnectionsPerAppServer,
      serverConnectionsAdvice: advice,
      sources,
      combined: { readings: [], appServers: 0 },
      appServersForClients: 0,
      sumAlone: 0,
    };
  }
  const combined = combine(guide, framework, sources);
  const sumAlone = sources.reduce((sum, source) => sum + source.appServers, 0);
  return {
    appServers: Math.min(combined.appServers, sumAlone),
    serverConnectionsPerAppServer,
    serverConnectionsAdvice: advice,
    sources,
    combined,
    appServersForClients: sources.reduce((sum, source) => sum + source.appServersForClients, 0),
    sumAlone,
  };
}

/**
 * No app servers at all: every workload serverless, or a service with no hub servers (Azure Web PubSub: its clients
 * talk to the service, its events go to an upstream webhook, and no server holds connections to it).
 * @example noAppServers().appServers // 0
 */
export function noAppServers(): AppServerAdvice {
  return {
    appServers: 0,
    serverConnectionsPerAppServer: 0,
    serverConnectionsAdvice: 0,
    sources: [],
    combined: { readings: [], appServers: 0 },
    appServersForClients: 0,
    sumAlone: 0,
  };
}

/**
 * The same advice for Free: one app server (no SLA, at most 20 connections), opening the scenario's server
 * connections per hub or the SDK's default (5).
 * @example freeTierAdvice(advice, scenario, 5) // { appServers: 1, serverConnectionsPerAppServer: 5, ... }
 */
export function freeTierAdvice(
  advice: AppServerAdvice,
  scenario: Scenario,
  sdkDefaultPerHub: number,
): AppServerAdvice {
  if (advice.appServers === 0) return advice;
  return {
    ...advice,
    appServers: freeTierAppServers,
    serverConnectionsPerAppServer: scenario.serverConnectionsPerHub ?? sdkDefaultPerHub,
  };
}
