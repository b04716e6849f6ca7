/** The warnings of a recommended tier by the rules of the scenario's service: SignalR's guide or Web PubSub's. */
import { webPubSubGuideOf, type SizingTables } from '../guides/data';
import type { Scenario } from '../scenario/scenario';
import { cappedInputsOf, usedScenario } from '../scenario/usedInputs';
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

/**
 * Each field the engine uses at less than the user set, first in the list whether anything fits or not.
 * @example cappedInputWarnings({ ...chat, workloads: [{ ...rooms, connections: 2000, senders: 5000 }] })
 *   // [{ code: 'sendersCapped', workloads: [0], setValue: 5000, usedValue: 2000 }]
 */
export function cappedInputWarnings(scenario: Scenario): SizingWarning[] {
  return scenario.workloads.flatMap((workload, index) =>
    cappedInputsOf(workload).map(({ field, setValue, usedValue }): SizingWarning => ({
      code: field === 'senders' ? 'sendersCapped' : 'groupSizeCapped',
      workloads: [index],
      setValue,
      usedValue,
    })),
  );
}

/**
 * The scenario as the user set it: the fields it caps come first, then the service's warnings for the values used.
 * @example serviceWarnings({ scenario: webPubSubEcho, ... }) // [..., { code: 'upstreamEvents', ... }]
 */
export function serviceWarnings(context: ServiceWarningContext): SizingWarning[] {
  return [
    ...cappedInputWarnings(context.scenario),
    ...usedValueWarnings({ ...context, scenario: usedScenario(context.scenario) }),
  ];
}

function usedValueWarnings(context: ServiceWarningContext): SizingWarning[] {
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
