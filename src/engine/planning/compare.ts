/**
 * Side by side: the scenario planned on Azure SignalR Service and on Azure Web PubSub, each by its own rules (its own
 * guide, its own billing, its own quota), where both services' guides measure every pattern the scenario uses.
 * `scenarioOnService` (./serviceSwitch) is the one switch between them: the page's "size it on the other service"
 * applies it. The engine's planning barrel (../planning.ts) exports `compareServices`: the page plans the other
 * service only for the side by side, after its first load.
 */
import { defaultTables, type SizingTables } from '../guides/data';
import type { SkuId } from '../guides/guideSchema';
import type { LimitName } from '../sizing/utilization';
import type { Scenario } from '../scenario/scenario';
import { serviceOf, services, type Service } from '../scenario/services';
import { evaluate } from '../sizing/evaluate';
import { planOf } from './plan';
import type { Plan } from './planTypes';
import { scenarioOnService, type LeftBehind, type ServiceSwitch } from './serviceSwitch';

export { scenarioOnService } from './serviceSwitch';
export type { LeftBehind, ServiceSwitch } from './serviceSwitch';

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
