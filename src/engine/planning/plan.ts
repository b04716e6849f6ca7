/**
 * plan(scenario): the one answer for a scenario. Decides the deployment (SKU, units, instances, regions,
 * autoscale) and what the bill says for it; every view of the product renders this and computes no cost of
 * its own.
 *
 * - One instance when one fits; else the fewest identical instances that do (the vendor's limits page: "If your
 *   requirements exceed the limits of a single instance, add instances"), the clients split over them. Azure Web
 *   PubSub has no such spreading of clients (its multi-instance setup "is not applicable for the PubSub WebSocket
 *   clients using the PubSub subprotocol", Microsoft Q&A 739830): one instance, up to 1,000 units.
 * - The scenario's service decides every rule below it: its guide, its billing, its warnings (`evaluate`).
 * - Geo-replicas exist on Premium only: with replicas every region is Premium.
 * - With a day's load profile, Premium is priced both fixed and on its autoscale rule (each replica its own; a rule
 *   that never scales is no rule); the other SKUs stay at the units their peak needs. Of the shapes that fit, the
 *   cheapest.
 */
import { pricesFor, type Prices } from '../billing/cost';
import { workloadCosts } from '../billing/workloadCosts';
import { priceBasisOf } from '../billing/priceBasis';
import { defaultTables, type SizingTables } from '../guides/data';
import type { ScenarioInput } from '../scenario/scenario';
import type { Service } from '../scenario/services';
import { evaluate, evaluateFigures, reconnectOf, type Evaluation } from '../sizing/evaluate';
import { instanceFigures } from '../sizing/instances';
import { serviceWarnings } from '../sizing/serviceWarnings';
import type { TierEvaluation } from '../sizing/tierEvaluation';
import { judge } from '../sizing/utilization';
import type { SizingWarning } from '../sizing/warnings';
import type { AutoscaleSettingsUsed } from './autoscaleRule';
import { shapeOf, type PlanShape } from './planShape';
import { premiumSkus } from './unitLadder';
import { autoscaleAboveTarget } from './autoscaleTarget';
import {
  autoscaledCandidate,
  candidatesFor,
  cheapestCandidate,
  type Candidate,
  type CandidateContext,
} from './candidates';
import type {
  AutoscaleRule,
  Deployment,
  MonthlyBill,
  Plan,
  PlanEnd,
  RegionDeployment,
} from './planTypes';

export type * from './planTypes';

/**
 * Instances tried one by one before the plan searches further by halving: beyond this, the fewest that fit are
 * found in about log2(connections) evaluations. No vendor page caps the instances (the limits page: "If your
 * requirements exceed the limits of a single instance, add instances"); 20 is our step size, not a limit.
 */
export const instancesTriedOneByOne = 20;

/** The most instances each service's clients can be spread over: Web PubSub's one (see above); SignalR's unbounded. */
export const maxInstancesOf: Readonly<Record<Service, number>> = {
  signalr: Infinity,
  webPubSub: 1,
};

/**
 * Several instances where one fits are offered only when they save at least this share of the bill: each
 * instance is one more resource to run (our threshold).
 */
export const severalInstancesMinimumSaving = 0.05;

const throughputLimits = new Set(['inboundBandwidth', 'outboundBandwidth', 'routing']);

/** The evaluation with each tier read by another reading of the guide (its range). */
function byReading(evaluation: Evaluation, reading: 'optimistic' | 'conservative'): Evaluation {
  const tiers = evaluation.tiers.map((tier): TierEvaluation => {
    const utilization = tier.readings[reading];
    const verdict = judge(utilization, evaluation.thresholds);
    return { ...tier, utilization, fits: verdict.fits, binding: verdict.binding };
  });
  return { ...evaluation, tiers };
}

interface Chosen {
  candidate: Candidate;
  evaluation: Evaluation;
}

/** The cheapest shape for a number of instances, on the per-instance evaluation given. */
function contextOf(
  evaluation: Evaluation,
  instances: number,
  shape: PlanShape,
  tables: SizingTables,
): CandidateContext {
  return {
    evaluation,
    instances,
    traffic: shape.traffic,
    levels: shape.levels,
    meanLevel: shape.meanLevel,
    hasProfile: shape.hasProfile,
    autoscale: shape.autoscale,
    prices: pricesFor(evaluation.scenario, tables.skuCatalog),
    tables,
  };
}

function bestFor(
  evaluation: Evaluation,
  instances: number,
  shape: PlanShape,
  tables: SizingTables,
): Candidate | null {
  return cheapestCandidate(
    candidatesFor(contextOf(evaluation, instances, shape, tables), shape.premiumOnly),
  );
}

function instanceEvaluation(
  whole: Evaluation,
  instances: number,
  tables: SizingTables,
): Evaluation {
  if (instances === 1) return whole;
  return evaluateFigures(
    whole.scenario,
    whole.workloads,
    tables,
    instanceFigures(whole.workloads, instances),
    false,
  );
}

/**
 * Where the plan runs a Premium SKU at fixed units through a day's load profile: the same SKU autoscaled on the
 * same instances, which cost more (or never scaled), so the page can say why the units stay fixed.
 */
function autoscaledAlternative(
  chosen: Chosen,
  shape: PlanShape,
  tables: SizingTables,
): Plan['alternatives']['autoscaled'] {
  const { candidate, evaluation } = chosen;
  if (candidate.autoscaled || !shape.hasProfile || !premiumSkus.includes(candidate.sku))
    return null;
  const autoscaled = autoscaledCandidate(
    contextOf(evaluation, candidate.instances, shape, tables),
    candidate.sku,
  );
  const end = endOf(autoscaled && { candidate: autoscaled, evaluation });
  if (!autoscaled || !end) return null;
  const units = (autoscaled.regions[0] as Candidate['regions'][number]).hours.map(
    (hour) => hour.units,
  );
  return { ...end, minimum: Math.min(...units), maximum: Math.max(...units) };
}

/**
 * The most instances worth trying: one client each. Every instance's load falls (or stays) as instances are added
 * (its share of the clients, deliveries and echoes; every message but the echoes, and the server connections, stay),
 * so if nothing fits with one client an instance, nothing fits with more.
 */
function instanceCeiling(whole: Evaluation): number {
  return Math.max(1, Math.ceil(whole.totals.connections));
}

/**
 * The fewest instances that fit, with their cheapest shape; null when none do. Up to `instancesTriedOneByOne` one
 * by one; beyond, fit is monotone in the instances (see `instanceCeiling`), so the ceiling is tried once and the
 * fewest found by halving.
 */
function choose(
  whole: Evaluation,
  shape: PlanShape,
  tables: SizingTables,
  readingOf: (evaluation: Evaluation) => Evaluation = (evaluation) => evaluation,
  fromInstances = 1,
  toInstances = Infinity,
): Chosen | null {
  const lastInstances = Math.min(
    toInstances,
    maxInstancesOf[whole.service],
    instanceCeiling(whole),
  );
  const tryInstances = (instances: number): Chosen | null => {
    const evaluation = readingOf(instanceEvaluation(whole, instances, tables));
    const candidate = bestFor(evaluation, instances, shape, tables);
    return candidate ? { candidate, evaluation } : null;
  };
  const oneByOne = Math.min(lastInstances, instancesTriedOneByOne);
  for (let instances = fromInstances; instances <= oneByOne; instances += 1) {
    const chosen = tryInstances(instances);
    if (chosen) return chosen;
  }
  if (lastInstances <= oneByOne) return null;
  let fits = tryInstances(lastInstances);
  if (!fits) return null;
  // The fewest in (below, above] that fit: `below` does not fit, `above` does.
  let below = Math.max(oneByOne, fromInstances - 1);
  let above = lastInstances;
  while (above - below > 1) {
    const middle = Math.floor((below + above) / 2);
    const chosen = tryInstances(middle);
    if (chosen) {
      above = middle;
      fits = chosen;
    } else {
      below = middle;
    }
  }
  return fits;
}

function endOf(chosen: Chosen | null): PlanEnd | null {
  if (!chosen) return null;
  const { candidate } = chosen;
  return {
    sku: candidate.sku,
    unitsPerInstance: (candidate.regions[0] as Candidate['regions'][number]).unitsPerInstance,
    instances: candidate.instances,
    totalUsd: candidate.totalUsd,
  };
}

function ruleOf(
  settings: AutoscaleSettingsUsed,
  hours: readonly number[],
  peak: TierEvaluation,
): AutoscaleRule {
  return {
    minimum: Math.min(...hours),
    maximum: Math.max(...hours),
    metric: 'ConnectionQuotaUtilization',
    scaleOutAbove: settings.scaleOutAbove,
    scaleInBelow: settings.scaleInBelow,
    serverLoad: throughputLimits.has(peak.binding)
      ? { scaleOutAbove: settings.scaleOutAbove, scaleInBelow: settings.scaleInBelow }
      : null,
    coolDownMinutes: settings.coolDownMinutes,
    fromScenario: settings.fromScenario,
  };
}

/** Web PubSub's client events go to an upstream webhook: the requests a second it answers at the peak. */
function upstreamOf(whole: Evaluation): Deployment['upstream'] {
  if (whole.service !== 'webPubSub') return null;
  const requestsPerSecond = whole.workloads.reduce(
    (sum, workload) => sum + workload.serverLegMessagesPerSecond,
    0,
  );
  return requestsPerSecond > 0 ? { requestsPerSecond } : null;
}

function deploymentOf(chosen: Chosen, whole: Evaluation, shape: PlanShape): Deployment {
  const { candidate, evaluation } = chosen;
  const appServers =
    candidate.sku === 'Free' ? evaluation.appServerPlans.free : evaluation.appServerPlans.paid;
  const regionDeployments: RegionDeployment[] = candidate.regions.map((region, index) => {
    const unitsByHour = region.hours.map((hour) => hour.units);
    // A rule whose minimum equals its maximum never scales: that region's units are fixed.
    const scales = Math.min(...unitsByHour) < Math.max(...unitsByHour);
    return {
      region: index,
      clientShare: shape.traffic.clientShares[index] as number,
      sizingLevel: shape.traffic.sizingLevels[index] as number,
      unitsPerInstance: region.unitsPerInstance,
      autoscale:
        candidate.autoscaled && scales ? ruleOf(shape.autoscale, unitsByHour, region.peak) : null,
      unitsByHour,
    };
  });
  const primary = regionDeployments[0] as RegionDeployment;
  const reasons: Deployment['reasons'] = [];
  if (shape.premiumOnly && whole.recommended && !whole.recommended.sku.startsWith('Premium')) {
    reasons.push('replicasNeedPremium');
  }
  if (candidate.autoscaled) reasons.push('autoscale');
  if (candidate.instances > 1) reasons.push('severalInstances');
  return {
    service: whole.service,
    sku: candidate.sku,
    unitsPerInstance: primary.unitsPerInstance,
    instances: candidate.instances,
    regions: regionDeployments.map((region) => region.unitsPerInstance),
    autoscale: primary.autoscale,
    appServers: appServers.appServers,
    hubs: whole.scenario.hubs,
    serverConnectionsPerHub: appServers.serverConnectionsPerHub,
    serviceMode: appServers.appServers > 0 ? 'Default' : 'Serverless',
    upstream: upstreamOf(whole),
    totalUnits:
      candidate.instances *
      regionDeployments.reduce((sum, region) => sum + region.unitsPerInstance, 0),
    regionDeployments,
    reasons,
  };
}

function monthlyOf(candidate: Candidate, shape: PlanShape, prices: Prices): MonthlyBill {
  const regions = candidate.regions.map((region, index) => ({
    region: index,
    clientShare: shape.traffic.clientShares[index] as number,
    unitsPerInstance: region.unitsPerInstance,
    unitDaysPerDay: region.unitDaysPerDay,
    billedMessagesPerDay: region.billedMessagesPerDay,
    crossRegionMessagesPerDay:
      (shape.traffic.crossRegionMessagesPerDay[index] as number) * shape.meanLevel,
    crossRegionBytesPerDay:
      (shape.traffic.crossRegionBytesPerDay[index] as number) * shape.meanLevel,
    includedMessagesPerDay: region.includedMessagesPerDay,
    unitsUsd: region.unitsUsd,
    messagesUsd: region.messagesUsd,
    crossRegionUsd: region.crossRegionUsd,
    totalUsd: region.totalUsd,
  }));
  const sum = (pick: (region: (typeof regions)[number]) => number) =>
    regions.reduce((total, region) => total + pick(region), 0);
  return {
    unitsUsd: sum((region) => region.unitsUsd),
    messagesUsd: sum((region) => region.messagesUsd),
    crossRegionUsd: sum((region) => region.crossRegionUsd),
    crossRegionPerGbUsd: prices.perGbCrossRegionUsd,
    totalUsd: sum((region) => region.totalUsd),
    billedMessagesPerDay: sum((region) => region.billedMessagesPerDay),
    includedMessagesPerDay: sum((region) => region.includedMessagesPerDay),
    extraMessagesPerDay: candidate.regions.reduce(
      (total, region) => total + region.extraMessagesPerDay,
      0,
    ),
    crossRegionBytesPerDay: sum((region) => region.crossRegionBytesPerDay),
    regions,
  };
}

/** The plan's own warnings on top of the tier's: the regional unit quota counts every instance. */
function planWarnings(
  chosen: Chosen,
  deployment: Deployment,
  peak: TierEvaluation,
  tables: SizingTables,
  reconnect: Plan['reconnect'],
): SizingWarning[] {
  const { evaluation } = chosen;
  const quotaUnits = tables.serviceRules.unitQuota.unitsPerSubscriptionPerRegion;
  const warnings: SizingWarning[] = serviceWarnings({
    scenario: evaluation.scenario,
    tables,
    tier: peak.capacity,
    connectionsUtilization: peak.utilization.connections,
    figures: evaluation.workloads,
    appServerSources: evaluation.recommended?.appServerSources ?? [],
    reconnect,
  }).filter((warning) => warning.code !== 'unitQuota');
  // Instances in one region share its quota: ask for an increase to all of them, or spread them over regions.
  const unitsPerInstance = Math.max(...deployment.regions);
  const largestRegion = unitsPerInstance * deployment.instances;
  if (largestRegion > quotaUnits) {
    const instancesPerRegionAtQuota = Math.floor(quotaUnits / unitsPerInstance);
    warnings.push({
      code: 'unitQuota',
      units: largestRegion,
      quotaUnits,
      spread: {
        instances: deployment.instances,
        unitsPerInstance,
        planRegions: deployment.regions.length,
        instancesPerRegionAtQuota,
        regionsAtQuota:
          instancesPerRegionAtQuota > 0
            ? Math.ceil(deployment.instances / instancesPerRegionAtQuota)
            : null,
      },
    });
  }
  return warnings;
}

/** `compute`'s value, worked out on the first call and kept. */
function once<Value>(compute: () => Value): () => Value {
  let computed: { value: Value } | null = null;
  return () => {
    computed ??= { value: compute() };
    return computed.value;
  };
}

/**
 * Messages the plan bills a day: over its day, its regions and its instances when it deploys (`monthly`), else the
 * peak all day. The one figure the totals, the report and every other view state as "billed messages a day".
 * @example planBilledMessagesPerDay(plan(roomsChat)) // 241,560,000 over the business day, not the peak's 475,200,000
 */
export function planBilledMessagesPerDay(planned: Plan): number {
  return planned.monthly?.billedMessagesPerDay ?? planned.evaluation.totals.billedMessagesPerDay;
}

export interface PlanOptions {
  /** False: only the deployment and its bill, without the range and the alternatives (the year's months). */
  detail?: boolean;
}

/**
 * The plan of an evaluated scenario (the page evaluates once and plans from it).
 * @example planOf(evaluate(chat)).deployment // { sku: 'Standard_S1', unitsPerInstance: 8, instances: 1, regions: [8], ... }
 */
export function planOf(
  whole: Evaluation,
  tables: SizingTables = defaultTables,
  options: PlanOptions = {},
): Plan {
  const detail = options.detail ?? true;
  const shape = shapeOf(whole, tables);
  const chosen = choose(whole, shape, tables);
  // The range's ends bill by their readings: whole 2 KB chunks at the conservative end (Web PubSub read per
  // message), the service's own rule at the optimistic end. Where that is the plan's own billing, its shape serves.
  const wholeChunks = whole.guideReading === 'conservative';
  const shapeBilledBy = (byWholeChunks: boolean) =>
    byWholeChunks === wholeChunks || whole.service === 'signalr'
      ? shape
      : shapeOf(whole, tables, byWholeChunks);
  // The range and the alternatives are each another pass over the candidates (the several-instances one with up to
  // three more evaluations, the autoscaled one with another day's shape): worked out once, when first read. The
  // page reads them from the settled scenario's plan, so a key step's plan never pays for them.
  const range = once((): Plan['range'] => {
    const optimistic = detail
      ? choose(whole, shapeBilledBy(false), tables, (e) => byReading(e, 'optimistic'))
      : null;
    const conservative = detail
      ? choose(whole, shapeBilledBy(true), tables, (e) => byReading(e, 'conservative'))
      : null;
    // Read at the ends' own instances: the whole scenario on one instance may fit nothing where several do.
    const reasons = (optimistic ?? conservative ?? chosen)?.evaluation.range.reasons;
    return {
      optimistic: endOf(optimistic),
      conservative: endOf(conservative),
      reasons: reasons ?? whole.range.reasons,
    };
  });
  const prices = priceBasisOf(whole.scenario, tables.skuCatalog);
  if (!chosen) {
    return {
      service: whole.service,
      scenario: whole.scenario,
      prices,
      evaluation: whole,
      get range() {
        return range();
      },
      instanceEvaluation: whole,
      deployment: null,
      monthly: null,
      workloadCosts: null,
      peak: null,
      unitsByHour: null,
      reconnect: null,
      alternatives: { severalInstances: null, autoscaled: null },
      autoscaleAboveTarget: null,
      noFit: whole.noFit,
      warnings: whole.warnings,
    };
  }
  const deployment = deploymentOf(chosen, whole, shape);
  const primary = chosen.candidate.regions[0] as Candidate['regions'][number];
  const peak = primary.peak;
  const clientsPerInstance = whole.totals.connections / chosen.candidate.instances;
  const reconnect: Plan['reconnect'] = reconnectOf(
    whole.scenario,
    peak,
    clientsPerInstance * (shape.traffic.sizingLevels[0] ?? 1),
    tables,
  );
  // Several instances where one would do: offered, not chosen, when they save enough to be worth running more.
  const alternatives = once((): Plan['alternatives'] => {
    const several =
      detail && chosen.candidate.instances === 1
        ? choose(whole, shape, tables, undefined, 2, 4)
        : null;
    const severalInstances =
      several &&
      several.candidate.totalUsd <= chosen.candidate.totalUsd * (1 - severalInstancesMinimumSaving)
        ? endOf(several)
        : null;
    return {
      severalInstances,
      autoscaled: detail ? autoscaledAlternative(chosen, shape, tables) : null,
    };
  });
  const monthly = monthlyOf(chosen.candidate, shape, pricesFor(whole.scenario, tables.skuCatalog));
  // The bill by workload and the rule's note on the targets are read by the folded facts, the panels and the
  // exports only: worked out when first read, so a key step's plan never pays for them.
  const costs = once(() =>
    workloadCosts({
      instanceFigures: chosen.evaluation.workloads,
      wholeFigures: whole.workloads,
      peak,
      reading: whole.guideReading,
      unitsUsd: monthly.unitsUsd,
      messagesUsd: monthly.messagesUsd,
      crossRegionUsd: monthly.crossRegionUsd,
    }),
  );
  const aboveTarget = once(() => autoscaleAboveTarget(whole.scenario, deployment, peak));
  return {
    service: whole.service,
    scenario: whole.scenario,
    prices,
    evaluation: whole,
    get range() {
      return range();
    },
    instanceEvaluation: chosen.evaluation,
    deployment,
    monthly,
    get workloadCosts() {
      return costs();
    },
    peak,
    unitsByHour: deployment.regionDeployments[0]?.unitsByHour ?? null,
    reconnect,
    get alternatives() {
      return alternatives();
    },
    get autoscaleAboveTarget() {
      return aboveTarget();
    },
    noFit: null,
    warnings: planWarnings(chosen, deployment, peak, tables, reconnect),
  };
}

/**
 * The whole answer for a scenario: validates it (throws ScenarioError naming each bad field), evaluates every
 * tier and decides what to deploy and what it costs a month.
 * @example plan({ version: 2, workloads: [chat of 5,000 in rooms of 10] }).monthly.totalUsd
 */
export function plan(input: ScenarioInput, tables: SizingTables = defaultTables): Plan {
  return planOf(evaluate(input, tables), tables);
}
