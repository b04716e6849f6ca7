/** The guide's warnings that apply to a scenario at its recommended tier. Codes; the UI words them. */
import { appServerPatternOf, type AppServerSource } from './appServers';
import { reconnectWindowSeconds } from './reconnect';
import type { Contradiction, GuideEdition, ThroughputTableId } from '../guides/guideSchema';
import { type Scenario, type Workload } from '../scenario/scenario';
import { defaultGroupSize } from '../scenario/scenarioLimits';
import { usedWorkload } from '../scenario/usedInputs';
import type { ServiceRules } from '../guides/serviceRulesSchema';
import type { TierCapacity } from '../guides/tiers';

import { indicesWhere } from './indicesWhere';
import { messageSizeWarnings, type MessageSizeWarning } from './messageSizeWarnings';

export type { MessageSizeLimit } from './messageSizeWarnings';

export type SizingWarning =
  /**
   * A workload sets more senders than it has connections (a client pattern), or a group larger than its connections:
   * the sizing uses the connections (../scenario/usedInputs), and the user's value comes back when they rise.
   */
  | {
      code: 'sendersCapped' | 'groupSizeCapped';
      workloads: number[];
      setValue: number;
      usedValue: number;
    }
  /** Small groups (< 20 members) or send to connection at 50 units and more: routing cost Server Load does not show. */
  | { code: 'routingCost'; workloads: number[] }
  /** Beyond 100 units only Premium_P2 exists. */
  | { code: 'premiumP2' }
  /** Messages under 1,024 bytes load the service like 1,024-byte ones. */
  | { code: 'smallMessages'; workloads: number[] }
  /** The guide benchmarked WebSocket only. */
  | { code: 'transportNotBenchmarked'; workloads: number[] }
  /** The recommended unit count is not a printed column: its capacities are interpolated. */
  | { code: 'interpolated'; units: number; fromUnits: number[] }
  /** A table the recommendation reads has a slip near the unit read. */
  | { code: 'slip'; slipId: string }
  /** Two tables of the guide contradict each other where the recommendation reads them. */
  | { code: 'contradiction'; contradictionId: string }
  /** The guide has no Free column: Free is given unit 1's throughput. */
  | { code: 'freeTierAssumption' }
  /** ASP.NET was chosen but the guide has no ASP.NET app-server table for a pattern used. */
  | { code: 'aspnetFallback'; workloads: number[] }
  /** Messages larger than a limit the service or the app server enforces, and the setting that lifts it. */
  | MessageSizeWarning
  /**
   * More units than a subscription gets per region by default (150). The plan's warning also says how its
   * instances could keep within the default (`spread`): the quota increase to ask for is `units`.
   */
  | {
      code: 'unitQuota';
      units: number;
      quotaUnits: number;
      spread?: {
        /** Identical instances of `unitsPerInstance` units in each region of the plan. */
        instances: number;
        unitsPerInstance: number;
        /** Regions the plan already has (the primary and its replicas), each holding as many. */
        planRegions: number;
        /** Instances one region holds within the default quota: floor(quota / unitsPerInstance); 0 when none. */
        instancesPerRegionAtQuota: number;
        /** Regions that hold the instances within the default quota; null when one instance alone exceeds it. */
        regionsAtQuota: number | null;
      };
    }
  /** Reconnecting every client takes longer than the clients' default automatic reconnect keeps trying. */
  | {
      code: 'slowReconnect';
      seconds: number;
      windowSeconds: number;
      connectionsPerSecond: number;
      extrapolated: boolean;
    }
  /** A workload's load lies beyond what its app-server table measured: its app servers are extrapolated. */
  | { code: 'appServersExtrapolated'; workloads: number[] }
  /**
   * The recommendation uses more than 90% of the connection quota: the service refuses connections beyond the
   * quota (HTTP 429), so a reconnect wave or a busy hour fails connections.
   */
  | { code: 'nearConnectionQuota'; utilization: number; throttleShare: number }
  /**
   * Web PubSub: client events go to the upstream webhook, which must answer each one (the guide measured echo over
   * HTTP 1.1 and assumed "the upstream is powerful enough"); every event is also billed as an outbound message.
   */
  | { code: 'upstreamEvents'; workloads: number[]; requestsPerSecond: number };

/** Above this share of the connection quota a recommendation warns that the service throttles at the quota. */
export const nearConnectionQuotaShare = 0.9;

/** The guide's tables a workload's figures come from. */
export function tablesUsedBy(workload: Workload): ThroughputTableId[] {
  switch (workload.pattern) {
    case 'echo':
      return ['echo'];
    case 'broadcast':
      return ['broadcast'];
    case 'group': {
      // Routing reads send to connection only below 10 members, where it interpolates towards it.
      const groupSize = usedWorkload(workload).groupSize ?? defaultGroupSize;
      if (appServerPatternOf(workload) === 'bigGroup') return ['bigGroup'];
      return groupSize < 10 ? ['smallGroup', 'connection'] : ['smallGroup'];
    }
    case 'connection':
      return ['connection'];
    case 'restBroadcast':
      return ['restBroadcast'];
    case 'restUser':
      return ['restUser'];
  }
}

/** The printed columns the tier reads: its own unit column, or the two neighbours it interpolates between. */
export function columnsRead(tier: TierCapacity): Set<number> {
  const read = new Set<number>();
  for (const cell of [
    tier.inbound,
    tier.outbound,
    tier.smallGroup,
    tier.connection,
    tier.restUser,
  ]) {
    for (const units of cell.fromUnits) read.add(units);
  }
  return read;
}

/**
 * A slip or contradiction at some unit columns matters when the tier reads exactly one of those columns, or
 * interpolates between two columns that are both affected (a plateau that spans them).
 */
export function affectsTier(
  units: readonly number[],
  tier: TierCapacity,
  read: Set<number>,
): boolean {
  if (units.includes(tier.guideUnits)) return true;
  return tier.interpolated && [...read].every((column) => units.includes(column));
}

const isAppServerTable = (table: string) => table.endsWith('AppServers');

/** A contradiction in a throughput table the scenario uses, at a column this tier reads. */
function touchesThroughput(
  contradiction: Contradiction,
  used: ReadonlySet<string>,
  tier: TierCapacity,
  read: Set<number>,
): boolean {
  const tables = contradiction.tables.filter((table) => !isAppServerTable(table));
  return tables.some((table) => used.has(table)) && affectsTier(contradiction.units, tier, read);
}

/** A contradiction in an app-server table, at a column a workload's app servers were read from. */
function touchesAppServers(
  contradiction: Contradiction,
  sources: readonly AppServerSource[],
): boolean {
  return sources.some(
    ({ reading }) =>
      contradiction.tables.includes(reading.tableId) &&
      reading.fromUnits.some((units) => contradiction.units.includes(units)),
  );
}

export interface WarningContext {
  scenario: Scenario;
  guide: GuideEdition;
  tier: TierCapacity;
  /** Connection quota utilization of the recommended tier (clients and server connections). */
  connectionsUtilization: number;
  appServerSources: readonly AppServerSource[];
  rules: ServiceRules;
  reconnect: { seconds: number; connectionsPerSecond: number; extrapolated: boolean };
}

/** The contradictions the engine names by rule rather than by the tables and units it reads. */
function ruleContradictions(scenario: Scenario, guide: GuideEdition, tier: TierCapacity): string[] {
  const ids: string[] = [];
  const quota = `${guide.edition}-server-connections-in-quota`;
  if (!scenario.countServerConnections && guide.contradictions.some((c) => c.id === quota)) {
    ids.push(quota);
  }
  const threshold = 'current-premiumP2-threshold';
  if (
    tier.sku === 'Premium_P2' &&
    tier.units <= 200 &&
    guide.contradictions.some((c) => c.id === threshold)
  ) {
    ids.push(threshold);
  }
  return ids;
}

/**
 * What a tier says whichever service it sizes, first: the service refuses connections beyond the quota (the most
 * direct way a sizing fails users), then Free's and Premium_P2's own caveats.
 */
export function tierWarnings(tier: TierCapacity, connectionsUtilization: number): SizingWarning[] {
  const warnings: SizingWarning[] = [];
  if (connectionsUtilization > nearConnectionQuotaShare) {
    warnings.push({
      code: 'nearConnectionQuota',
      utilization: connectionsUtilization,
      throttleShare: 1,
    });
  }
  if (tier.sku === 'Free') warnings.push({ code: 'freeTierAssumption' });
  if (tier.sku === 'Premium_P2') warnings.push({ code: 'premiumP2' });
  return warnings;
}

export function warningsFor({
  scenario,
  guide,
  tier,
  connectionsUtilization,
  appServerSources,
  rules,
  reconnect,
}: WarningContext): SizingWarning[] {
  const warnings = tierWarnings(tier, connectionsUtilization);
  const { workloads } = scenario;
  if (tier.units >= 50) {
    const routed = indicesWhere(
      workloads,
      (w) => w.pattern === 'connection' || appServerPatternOf(w) === 'smallGroup',
    );
    if (routed.length > 0) warnings.push({ code: 'routingCost', workloads: routed });
  }
  const small = indicesWhere(workloads, (w) => w.messageBytes < 1024);
  if (small.length > 0) warnings.push({ code: 'smallMessages', workloads: small });
  const transport = indicesWhere(workloads, (w) => (w.transport ?? 'webSockets') !== 'webSockets');
  if (transport.length > 0)
    warnings.push({ code: 'transportNotBenchmarked', workloads: transport });
  warnings.push(...messageSizeWarnings(scenario, rules));
  if (tier.interpolated) {
    const fromUnits = [...new Set([tier.inbound, tier.outbound].flatMap((c) => c.fromUnits))];
    warnings.push({ code: 'interpolated', units: tier.units, fromUnits });
  }
  const quotaUnits = rules.unitQuota.unitsPerSubscriptionPerRegion;
  if (tier.units > quotaUnits) warnings.push({ code: 'unitQuota', units: tier.units, quotaUnits });
  const windowSeconds = reconnectWindowSeconds(rules);
  if (reconnect.seconds > windowSeconds) {
    warnings.push({
      code: 'slowReconnect',
      seconds: reconnect.seconds,
      windowSeconds,
      connectionsPerSecond: reconnect.connectionsPerSecond,
      extrapolated: reconnect.extrapolated,
    });
  }
  const fallback = appServerSources
    .filter((s) => s.reading.aspnetFallback)
    .map((s) => s.workloadIndex);
  if (fallback.length > 0) warnings.push({ code: 'aspnetFallback', workloads: fallback });
  const extrapolated = appServerSources
    .filter((s) => s.reading.extrapolated)
    .map((s) => s.workloadIndex);
  if (extrapolated.length > 0)
    warnings.push({ code: 'appServersExtrapolated', workloads: extrapolated });

  const used = new Set<string>();
  for (const workload of workloads) for (const table of tablesUsedBy(workload)) used.add(table);
  const read = columnsRead(tier);
  for (const slip of guide.slips) {
    if (used.has(slip.table) && affectsTier([slip.unit], tier, read)) {
      warnings.push({ code: 'slip', slipId: slip.id });
    }
  }
  for (const contradiction of guide.contradictions) {
    if (
      touchesThroughput(contradiction, used, tier, read) ||
      touchesAppServers(contradiction, appServerSources)
    ) {
      warnings.push({ code: 'contradiction', contradictionId: contradiction.id });
    }
  }
  for (const contradictionId of ruleContradictions(scenario, guide, tier)) {
    warnings.push({ code: 'contradiction', contradictionId });
  }
  return warnings;
}
