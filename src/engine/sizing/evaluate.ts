/** evaluate(scenario): totals, every tier's utilization, the recommendation, its range and its cost. */
import {
  appServerAdvice,
  freeTierAdvice,
  noAppServers,
  type AppServerAdvice,
  type AppServerSource,
} from './appServers';
import { calibratedLoad, calibrationFactor, isCalibrating } from './calibration';
import { pricesFor, type MonthlyCost } from '../billing/cost';
import { defaultTables, webPubSubGuideOf, type SizingTables } from '../guides/data';
import type { SkuId } from '../guides/guideSchema';
import type { Calibration } from '../scenario/measuredSchema';
import type { SilentPoint } from './readings';
import { billingPoints, silentPointsOf } from './silentPoints';
import { connectionOpenRate, reconnectWindowSeconds } from './reconnect';
import type { GuideReading, Scenario, ScenarioInput } from '../scenario/scenario';
import {
  cheapestWhere,
  evaluateTier,
  smallestFitting,
  type TierEvaluation,
} from './tierEvaluation';
import { tiersFor, webPubSubCapacityRows, type CapacityGuide } from '../guides/tiers';
import {
  judge,
  scenarioLoad,
  thresholdOf,
  utilizationEpsilon,
  type LimitName,
  type Thresholds,
  type Utilization,
} from './utilization';
import { usedScenario } from '../scenario/usedInputs';
import {
  serviceEditions,
  serviceOf,
  signalrEditionOf,
  webPubSubEditionOf,
  type ScenarioEdition,
  type Service,
} from '../scenario/services';
import { cappedInputWarnings, serviceWarnings } from './serviceWarnings';
import { requireValidScenario } from '../scenario/formatSlot';
import type { SizingWarning } from './warnings';
import { workloadFigures, type WorkloadFigures } from './workload';

export type { TierEvaluation } from './tierEvaluation';

export interface Totals {
  /** Client connections. */
  connections: number;
  inboundMessagesPerSecond: number;
  outboundMessagesPerSecond: number;
  /** Actual bytes, as entered. */
  inboundBytesPerSecond: number;
  outboundBytesPerSecond: number;
  /** Bytes the service is loaded with: messages under 1,024 B count as 1,024 B. */
  inboundLoadBytesPerSecond: number;
  outboundLoadBytesPerSecond: number;
  /**
   * Deliveries to clients plus the leg to the server (SignalR's app server in default mode, Web PubSub's upstream),
   * as the service bills them: SignalR in whole 2 KB chunks per message, Web PubSub its outbound bytes / 2 KB.
   */
  billedMessagesPerDay: number;
  /** The same with every message a whole 2 KB chunk: Web PubSub's billing page read per message. */
  wholeChunkBilledMessagesPerDay: number;
}

export interface TierChoice {
  sku: SkuId;
  units: number;
  tierIndex: number;
  costUsd: number;
}

export interface Reconnect {
  /** Client connections / the instance's connection-open rate. */
  seconds: number;
  connectionsPerSecond: number;
  fromUnits: number[];
  interpolated: boolean;
  /** Above unit 100 no rate is published: unit 100's is held. */
  extrapolated: boolean;
  /** How long the clients' default automatic reconnect keeps trying (42 s). */
  windowSeconds: number;
}

export interface Recommendation {
  sku: SkuId;
  units: number;
  tierIndex: number;
  appServers: number;
  /** Server connections each app server opens per hub. */
  serverConnectionsPerAppServer: number;
  /** The guide's advice for that number (15, or 40 with broadcasts and big groups). */
  serverConnectionsAdvice: number;
  hubs: number;
  /** All server connections (app servers x hubs x per hub; ASP.NET adds its default hub); 0 when not counted. */
  serverConnections: number;
  appServerSources: AppServerSource[];
  appServerMix: Pick<AppServerAdvice, 'combined' | 'sumAlone' | 'appServersForClients'>;
  cost: MonthlyCost;
  binding: LimitName;
  utilization: Utilization;
  growthHeadroom: number | null;
  /** Seconds for every client to reconnect at once at this tier; null where no rate is published (Web PubSub). */
  reconnectSeconds: number | null;
  reconnect: Reconnect | null;
  /** `cost` when a tier with fewer units also fits and this one was chosen for being cheaper. */
  chosenFor: 'limits' | 'cost';
  /** The fitting tier with the fewest units, when cost chose another. */
  smallestFitting: TierChoice | null;
}

export interface NoFit {
  /** The tier that comes closest (the lowest pressure), and the limits it still breaks. */
  closest: { sku: SkuId; units: number };
  limits: LimitName[];
  /** The other edition's tables (of the same service's guide) would fit the scenario. */
  otherEditionFits: ScenarioEdition | null;
}

export interface GuideRange {
  /** The answer under the most favourable reading of the guide where it is silent. */
  optimistic: TierChoice | null;
  /** The answer under the least favourable reading: never cheaper than the optimistic one. */
  conservative: TierChoice | null;
  /** Where the guide is silent for this scenario: group sizes between its measured points, units between columns. */
  reasons: SilentPoint[];
}

/** App servers and the server connections they open, whichever tier is deployed. */
export interface AppServerPlan {
  appServers: number;
  /** Server connections each app server opens per hub. */
  serverConnectionsPerHub: number;
  /** All of them, as counted against each instance's connection quota (0 when not counted). */
  serverConnections: number;
}

export interface Evaluation {
  /**
   * The scenario as the user set it: validated, defaults filled in. Where a field is capped by another (more
   * senders than connections), the figures use the capped value (./usedInputs) and `warnings` say so.
   */
  scenario: Scenario;
  /** The service sized: Azure SignalR Service or Azure Web PubSub (the scenario's, absent: SignalR). */
  service: Service;
  /** The edition of the service's guide read. */
  edition: ScenarioEdition;
  targetUtilization: number;
  thresholds: Thresholds;
  guideReading: GuideReading;
  workloads: readonly WorkloadFigures[];
  totals: Totals;
  tiers: TierEvaluation[];
  recommended: Recommendation | null;
  range: GuideRange;
  noFit: NoFit | null;
  warnings: SizingWarning[];
  /** The measured / predicted factors the tiers were sized with; null when the scenario applies none. */
  calibration: Calibration | null;
  /** The app servers on a paid tier (the guide's advice, at least two) and on Free (one, no SLA); none on Web PubSub. */
  appServerPlans: { paid: AppServerPlan; free: AppServerPlan };
}

function totalsOf(figures: readonly WorkloadFigures[]): Totals {
  const totals: Totals = {
    connections: 0,
    inboundMessagesPerSecond: 0,
    outboundMessagesPerSecond: 0,
    inboundBytesPerSecond: 0,
    outboundBytesPerSecond: 0,
    inboundLoadBytesPerSecond: 0,
    outboundLoadBytesPerSecond: 0,
    billedMessagesPerDay: 0,
    wholeChunkBilledMessagesPerDay: 0,
  };
  for (const workload of figures) {
    totals.connections += workload.connections;
    totals.inboundMessagesPerSecond += workload.inboundMessagesPerSecond;
    totals.outboundMessagesPerSecond += workload.outboundMessagesPerSecond;
    totals.inboundBytesPerSecond += workload.inboundBytesPerSecond;
    totals.outboundBytesPerSecond += workload.outboundBytesPerSecond;
    totals.inboundLoadBytesPerSecond += workload.inboundLoadBytesPerSecond;
    totals.outboundLoadBytesPerSecond += workload.outboundLoadBytesPerSecond;
    totals.billedMessagesPerDay += workload.billedMessagesPerDay;
    totals.wholeChunkBilledMessagesPerDay += workload.wholeChunkBilledMessagesPerDay;
  }
  return totals;
}

/** Server connections against the quota: app servers x (hubs, plus ASP.NET's default hub) x per hub. */
function serverConnectionsOf(
  scenario: Scenario,
  advice: AppServerAdvice,
  tables: SizingTables,
): number {
  if (!scenario.countServerConnections || advice.appServers === 0) return 0;
  const extraHubs =
    scenario.appServerFramework === 'aspnet'
      ? tables.serviceRules.connectionQuota.aspnetDefaultHubs
      : 0;
  return advice.appServers * (scenario.hubs + extraHubs) * advice.serverConnectionsPerAppServer;
}

/**
 * The workloads' figures: the whole scenario's (they size the app servers, which serve every instance) and one
 * instance's share of them (they load each instance's tiers; the same when there is one instance).
 */
export interface LoadFigures {
  whole: readonly WorkloadFigures[];
  instance: readonly WorkloadFigures[];
}

interface EditionResult {
  advice: AppServerAdvice;
  serverConnections: number;
  /** Free's own app servers: one, with the SDK's default server connections (no SLA, 20 connections). */
  freeAdvice: AppServerAdvice;
  freeServerConnections: number;
  tiers: TierEvaluation[];
}

function evaluateEdition(
  scenario: Scenario,
  figures: LoadFigures,
  totals: Totals,
  thresholds: Thresholds,
  edition: ScenarioEdition,
  tables: SizingTables,
): EditionResult {
  // Only a scenario with a calibration pays for it: the others keep the load as predicted.
  const calibration = isCalibrating(scenario.calibration) ? scenario.calibration : undefined;
  const contextWith = (connections: number) => {
    const predicted = scenarioLoad(figures.instance, connections);
    return {
      load: calibration ? calibratedLoad(predicted, calibration) : predicted,
      thresholds,
      reading: scenario.guideReading ?? 'interpolated',
      billedMessagesPerDay:
        (scenario.guideReading === 'conservative'
          ? totals.wholeChunkBilledMessagesPerDay
          : totals.billedMessagesPerDay) * calibrationFactor(calibration, 'messages'),
      prices: pricesFor(scenario, tables.skuCatalog),
      hoursPerMonth: tables.skuCatalog.hoursPerMonth,
    };
  };
  if (serviceOf(scenario) === 'webPubSub') {
    // No hub servers and no server connections: the quota holds the clients alone.
    const none = noAppServers();
    const guide = webPubSubGuideOf(tables, webPubSubEditionOf(edition));
    const context = contextWith(0);
    const tiers = tiersFor(guide, tables.skuCatalog, webPubSubCapacityRows).map((capacity) =>
      evaluateTier(capacity, context),
    );
    return {
      advice: none,
      serverConnections: 0,
      freeAdvice: none,
      freeServerConnections: 0,
      tiers,
    };
  }
  const guide = tables.guides[signalrEditionOf(edition)];
  const advice = appServerAdvice(scenario, guide, figures.whole);
  const serverConnections = serverConnectionsOf(scenario, advice, tables);
  const freeAdvice = freeTierAdvice(
    advice,
    scenario,
    tables.skuCatalog.serverConnectionsPerHubDefault,
  );
  const freeServerConnections = serverConnectionsOf(scenario, freeAdvice, tables);
  const context = contextWith(serverConnections);
  const freeContext =
    freeServerConnections === serverConnections ? context : contextWith(freeServerConnections);
  const tiers = tiersFor(guide, tables.skuCatalog).map((capacity) =>
    evaluateTier(capacity, capacity.sku === 'Free' ? freeContext : context),
  );
  return { advice, serverConnections, freeAdvice, freeServerConnections, tiers };
}

/** The printed unit columns of the edition a scenario reads. */
function printedGuideOf(scenario: Scenario, tables: SizingTables): CapacityGuide {
  return serviceOf(scenario) === 'webPubSub'
    ? webPubSubGuideOf(tables, webPubSubEditionOf(scenario.edition))
    : tables.guides[signalrEditionOf(scenario.edition)];
}

function choiceAt(tiers: readonly TierEvaluation[], index: number): TierChoice | null {
  const tier = tiers[index];
  if (!tier) return null;
  return { sku: tier.sku, units: tier.units, tierIndex: index, costUsd: tier.cost.totalUsd };
}

function brokenLimits(tier: TierEvaluation, thresholds: Thresholds): LimitName[] {
  return (Object.keys(tier.utilization) as LimitName[]).filter((limit) => {
    const value = tier.utilization[limit];
    return value !== null && value > thresholdOf(limit, thresholds) + utilizationEpsilon;
  });
}

function noFitOf(
  tiers: readonly TierEvaluation[],
  thresholds: Thresholds,
  otherEditionFits: () => ScenarioEdition | null,
): NoFit {
  // Closest: the fewest limits broken, then the least pressure (on a plateau, the first tier past the connections limit).
  let closest = tiers[0] as TierEvaluation;
  let closestKey = [Infinity, Infinity];
  for (const tier of tiers) {
    const key = [
      brokenLimits(tier, thresholds).length,
      judge(tier.utilization, thresholds).pressure,
    ] as const;
    if (
      key[0] < (closestKey[0] as number) ||
      (key[0] === closestKey[0] && key[1] < (closestKey[1] as number) - utilizationEpsilon)
    ) {
      closestKey = [key[0], key[1]];
      closest = tier;
    }
  }
  let otherEdition: { fits: ScenarioEdition | null } | null = null;
  return {
    closest: { sku: closest.sku, units: closest.units },
    limits: brokenLimits(closest, thresholds),
    // Another edition's tables evaluated, when first asked: the answer itself does not wait for them (the page
    // loads SignalR's 2019 guide after its first view, and asks only to say what would fit).
    get otherEditionFits() {
      otherEdition ??= { fits: otherEditionFits() };
      return otherEdition.fits;
    },
  };
}

function recommendationOf(
  scenario: Scenario,
  tiers: readonly TierEvaluation[],
  bestIndex: number,
  edition: EditionResult,
  clientConnections: number,
  tables: SizingTables,
): Recommendation {
  const best = tiers[bestIndex] as TierEvaluation;
  const free = best.sku === 'Free';
  const advice = free ? edition.freeAdvice : edition.advice;
  const reconnect = reconnectOf(scenario, best, clientConnections, tables);
  const smallestIndex = smallestFitting(tiers);
  const smallest = tiers[smallestIndex];
  const chosenForCost = smallest !== undefined && smallest.units < best.units;
  return {
    sku: best.sku,
    units: best.units,
    tierIndex: bestIndex,
    appServers: advice.appServers,
    serverConnectionsPerAppServer: advice.serverConnectionsPerAppServer,
    serverConnectionsAdvice: advice.serverConnectionsAdvice,
    hubs: scenario.hubs,
    serverConnections: free ? edition.freeServerConnections : edition.serverConnections,
    appServerSources: advice.sources,
    appServerMix: {
      combined: advice.combined,
      sumAlone: advice.sumAlone,
      appServersForClients: advice.appServersForClients,
    },
    cost: best.cost,
    binding: best.binding,
    utilization: best.utilization,
    growthHeadroom: best.growthHeadroom,
    reconnectSeconds: reconnect?.seconds ?? null,
    reconnect,
    chosenFor: chosenForCost ? 'cost' : 'limits',
    smallestFitting: chosenForCost ? choiceAt(tiers, smallestIndex) : null,
  };
}

/**
 * Every client reconnecting at once to a tier, at the connection-open rates a SignalR maintainer published (Azure/
 * azure-signalr issue 1282). Web PubSub publishes none: null.
 */
export function reconnectOf(
  scenario: Scenario,
  tier: { sku: SkuId; units: number },
  clientConnections: number,
  tables: SizingTables,
): Reconnect | null {
  if (serviceOf(scenario) === 'webPubSub') return null;
  const rate = connectionOpenRate(tier.sku, tier.units, tables.serviceRules);
  return {
    seconds: clientConnections / rate.perSecond,
    connectionsPerSecond: rate.perSecond,
    fromUnits: rate.fromUnits,
    interpolated: rate.interpolated,
    extrapolated: rate.extrapolated,
    windowSeconds: reconnectWindowSeconds(tables.serviceRules),
  };
}

/**
 * Sizes a scenario against one edition of the guide: the guide's method (split the mix into basic patterns,
 * add up inbound and outbound bandwidth, read the tier off the echo and broadcast tables), the routing tables
 * for groups, send to connection and REST send to user, the connection quota of 1,000 per unit shared by client
 * and server connections, the app servers the load needs, and the cost; with the range of answers where the
 * guide is silent. Pure: same scenario and tables, same result. Throws ScenarioError for an invalid scenario.
 * @example evaluate({ version: 2, edition: '2019', targetUtilization: 1, countServerConnections: false,
 *   workloads: [echo of 1,000 senders] }).recommended // { sku: 'Standard_S1', units: 1, binding: 'inboundBandwidth', ... }
 */
export function evaluate(input: ScenarioInput, tables: SizingTables = defaultTables): Evaluation {
  return evaluateValid(requireValidScenario(input), tables);
}

/**
 * `evaluate` for a scenario its caller has already validated: the page's store, whose scenario was parsed where
 * it came in (a link, storage, a file) and is edited only by actions that keep it within the format. It skips the
 * gate (and the schemas, which the page's first load then does without).
 * @example evaluateValid(parseScenario(fromLink).scenario).recommended
 */
export function evaluateValid(
  scenario: Scenario,
  tables: SizingTables = defaultTables,
): Evaluation {
  return evaluateFigures(scenario, scenarioFigures(scenario, tables), tables);
}

/** Each workload's figures by the guide's formulas, billed by the scenario's service's rules. */
export function scenarioFigures(scenario: Scenario, tables: SizingTables): WorkloadFigures[] {
  const service = serviceOf(scenario);
  return scenario.workloads.map((workload) =>
    workloadFigures(workload, tables.skuCatalog.billingChunkBytes, service),
  );
}

/**
 * `evaluate` for a scenario already validated, from its workloads' figures: the whole scenario's, and the load
 * one instance carries when the clients are split over several (`instanceFigures`; the same by default). Totals,
 * tiers and costs are those of one instance; the app servers serve them all.
 */
export function evaluateFigures(
  asSet: Scenario,
  whole: readonly WorkloadFigures[],
  tables: SizingTables = defaultTables,
  instanceFigures: readonly WorkloadFigures[] = whole,
  /** False skips asking the other edition when nothing fits (a plan trying more instances does not need it). */
  compareEditions = true,
): Evaluation {
  // Sized with the values the engine uses (senders and group sizes at most the connections); the evaluation
  // keeps the scenario as the user set it.
  const scenario = usedScenario(asSet);
  const service = serviceOf(scenario);
  const { edition } = scenario;
  const figures: LoadFigures = { whole, instance: instanceFigures };
  const totals = totalsOf(instanceFigures);
  const thresholds: Thresholds = {
    targetUtilization: scenario.targetUtilization,
    connectionTarget: scenario.connectionTarget ?? 1,
  };
  const own = evaluateEdition(scenario, figures, totals, thresholds, edition, tables);
  const { tiers } = own;
  const guide = printedGuideOf(scenario, tables);
  const bestIndex = cheapestWhere(tiers, (tier) => tier.fits);
  const range: GuideRange = {
    optimistic: choiceAt(
      tiers,
      cheapestWhere(tiers, (tier) => tier.readings.fitsOptimistic),
    ),
    conservative: choiceAt(
      tiers,
      cheapestWhere(tiers, (tier) => tier.readings.fitsConservative),
    ),
    reasons: [],
  };
  const base = {
    scenario: asSet,
    service,
    edition,
    targetUtilization: scenario.targetUtilization,
    thresholds,
    guideReading: scenario.guideReading ?? 'interpolated',
    workloads: instanceFigures,
    totals,
    tiers,
    calibration: isCalibrating(scenario.calibration) ? scenario.calibration : null,
    appServerPlans: {
      paid: {
        appServers: own.advice.appServers,
        serverConnectionsPerHub: own.advice.serverConnectionsPerAppServer,
        serverConnections: own.serverConnections,
      },
      free: {
        appServers: own.freeAdvice.appServers,
        serverConnectionsPerHub: own.freeAdvice.serverConnectionsPerAppServer,
        serverConnections: own.freeServerConnections,
      },
    },
  };
  const rangeTiers = [bestIndex, range.optimistic?.tierIndex, range.conservative?.tierIndex]
    .map((index) => (index === undefined ? undefined : tiers[index]))
    .filter((tier): tier is TierEvaluation => tier !== undefined);
  range.reasons = [
    ...silentPointsOf(scenario, guide, rangeTiers, service === 'signalr'),
    ...(service === 'webPubSub'
      ? billingPoints(scenario, tables.skuCatalog.billingChunkBytes)
      : []),
  ];
  if (bestIndex === -1) {
    const other = serviceEditions[service].find(
      (candidate) => candidate !== edition,
    ) as ScenarioEdition;
    const otherFits = () =>
      compareEditions &&
      evaluateEdition(scenario, figures, totals, thresholds, other, tables).tiers.some(
        (tier) => tier.fits,
      )
        ? other
        : null;
    return {
      ...base,
      recommended: null,
      range,
      noFit: noFitOf(tiers, thresholds, otherFits),
      warnings: cappedInputWarnings(asSet),
    };
  }
  const recommended = recommendationOf(scenario, tiers, bestIndex, own, totals.connections, tables);
  const bestTier = tiers[bestIndex] as TierEvaluation;
  return {
    ...base,
    recommended,
    range,
    noFit: null,
    warnings: serviceWarnings({
      scenario: asSet,
      tables,
      tier: bestTier.capacity,
      connectionsUtilization: bestTier.utilization.connections,
      figures: instanceFigures,
      appServerSources: own.advice.sources,
      reconnect: recommended.reconnect,
    }),
  };
}
