/** App servers and server connections for a recommended tier, from the guide's app-server tables. */
import { readCell } from './columns';
import type {
  AppServerFramework,
  AppServerPattern,
  AppServerTable,
  GuideEdition,
} from './guideSchema';
import { defaultGroupSize, type Scenario, type Workload } from './scenario';

/** The current guide: groups under 20 members carry small groups' routing cost (and app-server load). */
export const smallGroupMaxSize = 19;

/** The guide's own advice: two app servers suffice for SLA; fewer than two is a single point of failure. */
export const minimumAppServers = 2;

export interface AppServerSource {
  workloadIndex: number;
  tableId: string;
  guideUnits: number;
  appServers: number;
  interpolated: boolean;
  /** True when ASP.NET was asked for and the guide has no ASP.NET table for this pattern. */
  aspnetFallback: boolean;
}

export interface AppServerAdvice {
  /** 0 when every workload is serverless (REST): no app server connects to the service. */
  appServers: number;
  serverConnectionsPerAppServer: number;
  sources: AppServerSource[];
}

/** Which app-server table a workload reads; null for the serverless (REST) patterns. */
export function appServerPatternOf(workload: Workload): AppServerPattern | null {
  switch (workload.pattern) {
    case 'echo':
    case 'broadcast':
    case 'connection':
      return workload.pattern;
    case 'group':
      return (workload.groupSize ?? defaultGroupSize) <= smallGroupMaxSize
        ? 'smallGroup'
        : 'bigGroup';
    case 'restBroadcast':
    case 'restUser':
      return null;
  }
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

/**
 * App servers: the largest figure the guide's app-server tables give, at the tier's unit column, for the
 * patterns the scenario uses (ASP.NET tables where the 2019 guide has them), rounded up, and at least two.
 * Server connections per app server and hub: 40 when a broadcast or big group is present (the guide's
 * notes), else the 15 its benchmarks ran with.
 * @example 2019, echo at unit 50 -> 10 app servers, 15 server connections each
 */
export function appServerAdvice(
  scenario: Scenario,
  guide: GuideEdition,
  guideUnits: number,
): AppServerAdvice {
  const framework = scenario.appServerFramework ?? 'aspnetcore';
  const sources: AppServerSource[] = [];
  let needsBalancing = false;
  scenario.workloads.forEach((workload, workloadIndex) => {
    const pattern = appServerPatternOf(workload);
    if (pattern === null) return;
    if (pattern === 'broadcast' || pattern === 'bigGroup') needsBalancing = true;
    const { table, aspnetFallback } = tableFor(guide, pattern, framework);
    const cell = readCell(table.units, table.appServers, guideUnits);
    if (!cell) throw new Error(`${table.id} has no unit ${guideUnits}`);
    sources.push({
      workloadIndex,
      tableId: table.id,
      guideUnits,
      appServers: Math.ceil(cell.value - 1e-9),
      interpolated: cell.interpolated,
      aspnetFallback,
    });
  });
  if (sources.length === 0) return { appServers: 0, serverConnectionsPerAppServer: 0, sources };
  const appServers = Math.max(minimumAppServers, ...sources.map((source) => source.appServers));
  const serverConnectionsPerAppServer = needsBalancing
    ? guide.serverConnections.broadcastAndBigGroup
    : guide.serverConnections.benchmark;
  return { appServers, serverConnectionsPerAppServer, sources };
}
