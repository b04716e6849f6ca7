/**
 * The one switch between the services (`scenarioOnService`): the page's "size it on the other service" applies it,
 * and ./compare plans the scenario switched. A module of its own, without the planning: the page's store switches a
 * scenario on its first screen, and plans the other service only for the side by side, once the page is idle.
 */
import type { Scenario, Workload } from '../scenario/scenario';
import { serviceOf, servicePatterns, type Service } from '../scenario/services';

/** What a scenario loses on the way to another service: settings only the service it leaves has. */
export type LeftBehind =
  | 'appServerFramework'
  | 'hubs'
  | 'serverConnectionsPerHub'
  | 'countServerConnections'
  | 'transport';

export type ServiceSwitch =
  | {
      ok: true;
      scenario: Scenario;
      /** The settings the switch dropped (they mean nothing on the target service); empty when none. */
      leftBehind: LeftBehind[];
    }
  | {
      ok: false;
      /** The workloads whose pattern the target service's guide has no table for, by index. */
      workloads: number[];
    };

/** Each service's guide's editions, oldest with oldest: SignalR's 2019 is Web PubSub's 2021. */
const editionOn = {
  signalr: { '2019': '2019', '2021': '2019', current: 'current' },
  webPubSub: { '2019': '2021', '2021': '2021', current: 'current' },
} as const;

function withoutTransport(workload: Workload): Workload {
  const { transport: _transport, ...rest } = workload;
  return rest;
}

/**
 * The scenario as it reads on `target`: the same workloads, the matching edition of the target's guide, and none of
 * the settings the target does not have (SignalR's hub servers and transports, on the way to Web PubSub). A
 * SignalR scenario leaves `service` out, as every SignalR scenario before the field did. Refused, naming the
 * workloads, when the target's guide has no table for a pattern (a client broadcast or send to connection has
 * none in Web PubSub's).
 * @example scenarioOnService(chatInRoomsOf10, 'webPubSub')
 *   // { ok: true, scenario: { ...chat, service: 'webPubSub' }, leftBehind: [] }
 */
export function scenarioOnService(scenario: Scenario, target: Service): ServiceSwitch {
  if (serviceOf(scenario) === target) return { ok: true, scenario, leftBehind: [] };
  const blocked = scenario.workloads.flatMap((workload, index) =>
    servicePatterns[target].includes(workload.pattern) ? [] : [index],
  );
  if (blocked.length > 0) return { ok: false, workloads: blocked };
  const edition = editionOn[target][scenario.edition];
  if (target === 'signalr') {
    const { service: _service, ...rest } = scenario;
    return { ok: true, scenario: { ...rest, edition }, leftBehind: [] };
  }
  const { appServerFramework, serverConnectionsPerHub, service: _service, ...rest } = scenario;
  const leftBehind: LeftBehind[] = [];
  if (appServerFramework !== undefined) leftBehind.push('appServerFramework');
  if (scenario.hubs !== 1) leftBehind.push('hubs');
  if (serverConnectionsPerHub !== undefined) leftBehind.push('serverConnectionsPerHub');
  if (!scenario.countServerConnections) leftBehind.push('countServerConnections');
  const transported = scenario.workloads.some(
    (workload) => workload.transport !== undefined && workload.transport !== 'webSockets',
  );
  if (transported) leftBehind.push('transport');
  return {
    ok: true,
    scenario: {
      ...rest,
      service: 'webPubSub',
      edition,
      hubs: 1,
      countServerConnections: true,
      workloads: scenario.workloads.map((workload) =>
        workload.transport === undefined ? workload : withoutTransport(workload),
      ),
    },
    leftBehind,
  };
}
