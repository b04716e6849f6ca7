/**
 * The warnings of a Web PubSub scenario at its recommended tier: the rules it shares with SignalR's (the connection
 * quota, Free, Premium_P2, small messages, interpolated units, the regional unit quota), its own guide's caveats
 * (routing cost outside Server Load, the upstream its echo assumed) and its own slips and contradictions.
 */
import type { WebPubSubGuideEdition, WebPubSubTableId } from '../guides/webPubSubSchema';
import type { ServiceRules } from '../guides/serviceRulesSchema';
import type { TierCapacity } from '../guides/tiers';
import { type Scenario, type Workload } from '../scenario/scenario';
import { defaultGroupSize } from '../scenario/scenarioLimits';
import { usedWorkload } from '../scenario/usedInputs';
import { smallGroupMaxSize } from './appServers';
import { indicesWhere } from './indicesWhere';
import { affectsTier, columnsRead, tierWarnings, type SizingWarning } from './warnings';
import type { WorkloadFigures } from './workload';

/**
 * The Web PubSub tables a workload's figures come from: its echo, small groups (under 20 members, the guide's
 * "group size <20") or big groups, REST send to user, REST broadcast.
 * @example webPubSubTablesUsedBy({ pattern: 'group', groupSize: 10, ... }) // ['smallGroup']
 */
export function webPubSubTablesUsedBy(workload: Workload): WebPubSubTableId[] {
  switch (workload.pattern) {
    case 'group':
      return (usedWorkload(workload).groupSize ?? defaultGroupSize) <= smallGroupMaxSize
        ? ['smallGroup']
        : ['bigGroup'];
    case 'echo':
    case 'restUser':
    case 'restBroadcast':
      return [workload.pattern];
    case 'broadcast':
    case 'connection':
      return [];
  }
}

export interface WebPubSubWarningContext {
  scenario: Scenario;
  guide: WebPubSubGuideEdition;
  tier: TierCapacity;
  /** Connection quota utilization of the recommended tier (client connections: Web PubSub has no others). */
  connectionsUtilization: number;
  /** The figures of the load the tier carries (for the upstream's requests a second). */
  figures: readonly WorkloadFigures[];
  rules: ServiceRules;
}

/**
 * @example an echo of 2,000 events a second at Standard_S1 x 5 -> [{ code: 'upstreamEvents', workloads: [0],
 *   requestsPerSecond: 2000 }]
 */
export function webPubSubWarningsFor({
  scenario,
  guide,
  tier,
  connectionsUtilization,
  figures,
  rules,
}: WebPubSubWarningContext): SizingWarning[] {
  const warnings = tierWarnings(tier, connectionsUtilization);
  const { workloads } = scenario;
  // "If you are using unit 50 or larger and your scenario is mainly sending to small groups (group size <20) ...
  // there is large routing cost which is not included in the Server Load."
  if (tier.units >= 50) {
    const routed = indicesWhere(
      workloads,
      (w) => w.pattern === 'group' && (w.groupSize ?? defaultGroupSize) <= smallGroupMaxSize,
    );
    if (routed.length > 0) warnings.push({ code: 'routingCost', workloads: routed });
  }
  const small = indicesWhere(workloads, (w) => w.messageBytes < 1024);
  if (small.length > 0) warnings.push({ code: 'smallMessages', workloads: small });
  const echo = indicesWhere(workloads, (w) => w.pattern === 'echo');
  if (echo.length > 0) {
    const requestsPerSecond = echo.reduce(
      (sum, index) => sum + (figures[index]?.inboundMessagesPerSecond ?? 0),
      0,
    );
    warnings.push({ code: 'upstreamEvents', workloads: echo, requestsPerSecond });
  }
  if (tier.interpolated) {
    const fromUnits = [...new Set([tier.inbound, tier.outbound].flatMap((c) => c.fromUnits))];
    warnings.push({ code: 'interpolated', units: tier.units, fromUnits });
  }
  const quotaUnits = rules.unitQuota.unitsPerSubscriptionPerRegion;
  if (tier.units > quotaUnits) warnings.push({ code: 'unitQuota', units: tier.units, quotaUnits });

  const used = new Set<string>(workloads.flatMap(webPubSubTablesUsedBy));
  const read = columnsRead(tier);
  for (const slip of guide.slips) {
    if (used.has(slip.table) && affectsTier([slip.unit], tier, read)) {
      warnings.push({ code: 'slip', slipId: slip.id });
    }
  }
  for (const contradiction of guide.contradictions) {
    const touched = contradiction.tables.some((table) => used.has(table));
    if (touched && affectsTier(contradiction.units, tier, read)) {
      warnings.push({ code: 'contradiction', contradictionId: contradiction.id });
    }
  }
  return warnings;
}
