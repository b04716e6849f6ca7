/** The warnings of a recommended tier by the rules of the scenario's service: SignalR's guide or Web PubSub's. */
import { webPubSubGuideOf, type SizingTables } from '../guides/data';
import type { Scenario } from '../scenario/scenario';
import { serviceOf, signalrEditionOf, webPubSubEditionOf } from '../scenario/services';
import type { TierCapacity } from '../guides/tiers';
import type { AppServerSource } from './appServers';
import { warningsFor, type SizingWarning } from './warnings';
import { webPubSubWarningsFor } from './webPubSubWarnings';
import type { WorkloadFigures } from './workload';

export interface ServiceWarningContext {
  scenario: Scenario;
  tables: SizingTables;
  tier: TierCapacity;
  connectionsUtilization: number;
  /** The figures of the load the tier carries. */
  figures: readonly WorkloadFigures[];
  appServerSources: readonly AppServerSource[];
  /** Every client reconnecting at once (SignalR's published rates); null where no rate is published. */
  reconnect: { seconds: number; connectionsPerSecond: number; extrapolated: boolean } | null;
}

/** @example serviceWarnings({ scenario: webPubSubEcho, ... }) // [..., { code: 'upstreamEvents', ... }] */
export function serviceWarnings(context: ServiceWarningContext): SizingWarning[] {
  const { scenario, tables, tier, connectionsUtilization } = context;
  if (serviceOf(scenario) === 'webPubSub') {
    return webPubSubWarningsFor({
      scenario,
      guide: webPubSubGuideOf(tables, webPubSubEditionOf(scenario.edition)),
      tier,
      connectionsUtilization,
      figures: context.figures,
      rules: tables.serviceRules,
    });
  }
  return warningsFor({
    scenario,
    guide: tables.guides[signalrEditionOf(scenario.edition)],
    tier,
    connectionsUtilization,
    appServerSources: context.appServerSources,
    rules: tables.serviceRules,
    reconnect: context.reconnect ?? { seconds: 0, connectionsPerSecond: 1, extrapolated: false },
  });
}
