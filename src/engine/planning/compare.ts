/**
 * Side by side: the scenario planned on Azure SignalR Service and on Azure Web PubSub, each by its own rules (its own
 * guide, its own billing, its own quota), where both services' guides measure every pattern the scenario uses.
 * `scenarioOnService` is the one switch between them: the page's "size it on the other service" applies it.
 */
import { defaultTables, type SizingTables } from '../guides/data';
import type { SkuId } from '../guides/guideSchema';
import type { LimitName } from '../sizing/utilization';
import type { Scenario, Workload } from '../scenario/scenario';
import { serviceOf, servicePatterns, services, type Service } from '../scenario/services';
import { evaluate } from '../sizing/evaluate';
import { planOf } from './plan';
import type { Plan } from './planTypes';

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

/** One service's answer, in the words the side-by-side view needs. */
export interface ServiceAnswer {
  service: Service;
  /** The scenario on this service, or null when its guide has no table for some workload's pattern. */
  scenario: Scenario | null;
  /** The workloads this service's guide cannot size, by index (empty when it can size them all). */
  unsupportedWorkloads: number[];
  leftBehind: LeftBehind[];
  /** The plan by this service's rules; null when the service cannot size the scenario. */
  plan: Plan | null;
  /** What it deploys and costs; null when nothing fits or the service cannot size the scenario. */
  sku: SkuId | null;
  unitsPerInstance: number | null;
  instances: number | null;
  monthlyUsd: number | null;
  /** The limit that decides the units at the peak. */
  binding: LimitName | null;
  /** What each needs besides the service: SignalR's app servers, Web PubSub's upstream webhook. */
  appServers: number;
  upstreamRequestsPerSecond: number | null;
}

export interface ServiceComparison {
  /** The scenario's own service first, then the other. */
  answers: [ServiceAnswer, ServiceAnswer];
  /** The service that costs less a month when both fit; null when only one (or neither) fits, or they tie. */
  cheaper: Service | null;
  /** How much less the cheaper service's plan costs a month (USD); null when `cheaper` is. */
  monthlySavingUsd: number | null;
  /** The other service's answer can be had by switching the scenario (its patterns allow it). */
  canSwitch: boolean;
}

function answerOf(
  service: Service,
  onService: ServiceSwitch,
  tables: SizingTables,
  ownPlan: Plan | undefined,
): ServiceAnswer {
  if (!onService.ok) {
    return {
      service,
      scenario: null,
      unsupportedWorkloads: onService.workloads,
      leftBehind: [],
      plan: null,
      sku: null,
      unitsPerInstance: null,
      instances: null,
      monthlyUsd: null,
      binding: null,
      appServers: 0,
      upstreamRequestsPerSecond: null,
    };
  }
  const planned = ownPlan ?? planOf(evaluate(onService.scenario, tables), tables);
  const deployment = planned.deployment;
  return {
    service,
    scenario: onService.scenario,
    unsupportedWorkloads: [],
    leftBehind: onService.leftBehind,
    plan: planned,
    sku: deployment?.sku ?? null,
    unitsPerInstance: deployment?.unitsPerInstance ?? null,
    instances: deployment?.instances ?? null,
    monthlyUsd: planned.monthly?.totalUsd ?? null,
    binding: planned.peak?.binding ?? null,
    appServers: deployment?.appServers ?? 0,
    upstreamRequestsPerSecond: deployment?.upstream?.requestsPerSecond ?? null,
  };
}

/** Two bills within a cent of each other are the same bill. */
const tieUsd = 0.01;

/**
 * The scenario planned on both services, each by its own rules: its own plan (pass it when the page already has
 * it) and the plan of the scenario switched to the other service, where the other's guide has every pattern.
 * @example compareServices(chatInRoomsOf10).answers.map((a) => [a.service, a.sku, a.unitsPerInstance])
 *   // [['signalr', 'Standard_S1', 20], ['webPubSub', 'Standard_S1', 10]]
 */
export function compareServices(
  scenario: Scenario,
  tables: SizingTables = defaultTables,
  ownPlan?: Plan,
): ServiceComparison {
  const own = serviceOf(scenario);
  const other = services.find((service) => service !== own) as Service;
  const ownAnswer = answerOf(own, { ok: true, scenario, leftBehind: [] }, tables, ownPlan);
  const otherAnswer = answerOf(other, scenarioOnService(scenario, other), tables, undefined);
  const [a, b] = [ownAnswer.monthlyUsd, otherAnswer.monthlyUsd];
  const cheaper =
    a === null || b === null || Math.abs(a - b) < tieUsd
      ? null
      : a < b
        ? ownAnswer.service
        : otherAnswer.service;
  return {
    answers: [ownAnswer, otherAnswer],
    cheaper,
    monthlySavingUsd: cheaper === null || a === null || b === null ? null : Math.abs(a - b),
    canSwitch: otherAnswer.scenario !== null,
  };
}
