/**
 * "If a region fails": what one region's outage does to a geo-replicated plan, drawn from `plan()` (its regions,
 * their units hour by hour, their autoscale rules) and the vendor's failover pages (data/failover-rules.json):
 * - where the clients go: Traffic Manager takes the failed replica out of the instance's DNS answers and its
 *   clients reach the remaining replicas after the 90-second TTL ("clients ... will be redirected"); server
 *   connections fail over the same way. Which remaining replica each client reaches depends on where it is; the
 *   engine spreads them evenly over the remaining regions (our assumption);
 * - each remaining region's load against its units at that moment: its own clients plus its part of the failed
 *   region's, at the hour asked (the peak hour by default), read off the plan's own tier at that hour's units;
 * - after autoscale catches up: the rule scales out one unit count the SKU sells at a time
 *   (`ServiceAllowedNextValue`: 1..10, 20 ... 100; Premium_P2 100 ... 1,000), its first action once its metric
 *   window has seen the load, each next one a cool-down later, each taking effect a few minutes after it fires;
 *   it stops at the fewest units within its scale-out threshold, or at its own maximum;
 * - the reconnect storm: the failed region's clients opening connections at the remaining region's
 *   connection-open rate (./reconnect, Azure/azure-signalr issue 1282).
 */
import { pricesFor } from '../billing/cost';
import { defaultTables, type SizingTables } from '../guides/data';
import { failoverRules as defaultFailoverRules, type FailoverRules } from '../guides/failoverRules';
import type { SkuId } from '../guides/guideSchema';
import type { Scenario } from '../scenario/scenario';
import { reconnectOf, type Reconnect } from '../sizing/evaluate';
import { reconnectWindowSeconds } from '../sizing/reconnect';
import type { TierEvaluation } from '../sizing/tierEvaluation';
import { thresholdOf, type LimitName, type Thresholds } from '../sizing/utilization';
import { autoscaleSettingsOf, autoscaleThresholds } from './autoscaleRule';
import { profileOrFlat } from './loadProfile';
import { tierAtLevel } from './peakTier';
import { plan as planScenario } from './plan';
import type { AutoscaleRule, Deployment, Plan } from './planTypes';
import { skuLadder, stepFor } from './unitLadder';

/** A region's instance at some units carrying some load: its busiest limit and the verdicts. */
export interface LoadAt {
  units: number;
  /** The limit used most, as a share of its maximum (1 = 100%). */
  busiest: LimitName;
  utilization: number;
  /** The target the busiest limit is held to: the rule's scale-out threshold, or the plan's sizing target. */
  target: number;
  /** Within the targets the region is held to (the autoscale rule's scale-out threshold when it has one). */
  withinTarget: boolean;
  /** Every limit at most 100%. */
  withinCapacity: boolean;
  /** Connections beyond the quota, per instance: the service refuses them ("429 Too Many Requests"). */
  refusedConnections: number;
}

/** How the region's autoscale rule answers the load, one allowed unit count per action. */
export interface CatchUp {
  rule: AutoscaleRule;
  /** Fewest units on the SKU within the rule's scale-out threshold; null when no unit count of the SKU is. */
  unitsNeeded: number | null;
  /** Where autoscale stops: the units needed, or the rule's maximum when that comes first. */
  unitsReached: number;
  /** Scale actions (each to the next unit count the SKU sells). */
  actions: number;
  /** Minutes from the failover until the last action has taken effect; 0 when no action is needed. */
  minutes: number;
  /** The rule's maximum stops autoscale before the units needed. */
  stoppedAtMaximum: boolean;
  /** The load at `unitsReached`. */
  after: LoadAt;
}

/** One remaining region when another has failed. */
export interface SurvivorLoad {
  region: number;
  /** Shares of all the clients on this region before and after the failure. */
  clientShareBefore: number;
  clientShareAfter: number;
  /** Clients per instance here before and after, at the hour's level. */
  clientsBefore: number;
  clientsAfter: number;
  /** Clients per instance reconnecting here from the failed region. */
  clientsArriving: number;
  before: LoadAt;
  /** The moment the clients have arrived, at the units the region runs that hour. */
  after: LoadAt;
  /** The fewest units within the region's targets for its new load; null when no unit count of the SKU is. */
  unitsNeeded: number | null;
  /** The region's autoscale rule catching up; null when its units are fixed. */
  autoscale: CatchUp | null;
  /** The arriving clients at this region's connection-open rate; null on Web PubSub (no rate published). */
  reconnect: Reconnect | null;
}

export interface FailoverMoment {
  /** 0-23: the hour of the day the region fails. */
  hour: number;
  /** That hour's share of the composed peak. */
  level: number;
  survivors: SurvivorLoad[];
}

export interface FailedRegion {
  region: number;
  clientShare: number;
  /** Clients per instance that lose their connection at the peak hour. */
  clientsLost: number;
  atPeak: FailoverMoment;
  /** At the hour asked; the same as `atPeak` when none was asked or it is the peak hour. */
  atHour: FailoverMoment;
}

/** "Size for failover": every region sized for all the traffic, and what that costs more. */
export interface FailoverSizing {
  scenario: Scenario;
  deployment: Deployment | null;
  monthlyUsd: number | null;
  /** The sized plan's monthly bill minus the current one's; null when the sized plan fits nothing. */
  extraMonthlyUsd: number | null;
}

export interface Failover {
  service: Plan['service'];
  sku: SkuId;
  /** Identical instances: every figure is per instance, each with its replica in every region. */
  instances: number;
  /** 0-23: the busiest hour (the first of them). */
  peakHour: number;
  /** The scenario has a day's load profile; without one every hour is the peak. */
  hasProfile: boolean;
  /** Each region failing in turn: the primary first. */
  regions: FailedRegion[];
  /** Every region already sized for all the traffic (`allTraffic`): any one of them can take over. */
  sizedForAllTraffic: boolean;
  /** The change that survives one region's loss; null when the plan is sized for all the traffic already. */
  sizeForFailover: FailoverSizing | null;
  /** Seconds until clients reach the remaining replicas once the failed one leaves DNS (the TTL). */
  dnsTtlSeconds: number;
  /** SignalR: how long the clients' default automatic reconnect keeps trying (42 s); null on Web PubSub. */
  clientRetrySeconds: number | null;
  /** Minutes a rule's metric window and a scale action take (our assumption and the vendor's 3-5 minutes). */
  metricWindowMinutes: number;
  scaleActionMinutes: number;
  /** Premium_P2: its scale operations take longer than the minutes above (the vendor publishes no figure). */
  premiumP2: boolean;
}

function busiestOf(tier: TierEvaluation): { limit: LimitName; utilization: number } {
  const { utilization } = tier;
  const entries: [LimitName, number][] = [
    ['connections', utilization.connections],
    ['inboundBandwidth', utilization.inboundBandwidth],
    ['outboundBandwidth', utilization.outboundBandwidth],
    ['routing', utilization.routing],
  ];
  if (utilization.dailyMessages !== null)
    entries.push(['dailyMessages', utilization.dailyMessages]);
  let best: { limit: LimitName; utilization: number } = {
    limit: 'connections',
    utilization: -Infinity,
  };
  for (const [limit, value] of entries) {
    if (value > best.utilization) best = { limit, utilization: value };
  }
  return best;
}

function loadAt(tier: TierEvaluation, level: number, thresholds: Thresholds): LoadAt {
  const atLevel = tierAtLevel(tier, level, thresholds);
  const busiest = busiestOf(atLevel);
  return {
    units: tier.units,
    busiest: busiest.limit,
    utilization: busiest.utilization,
    target: thresholdOf(busiest.limit, thresholds),
    withinTarget: atLevel.fits,
    withinCapacity: atLevel.withinCapacity,
    refusedConnections: Math.max(
      0,
      (atLevel.utilization.connections - 1) * tier.capacity.maxConnections,
    ),
  };
}

interface Context {
  planned: Plan;
  deployment: Deployment;
  tables: SizingTables;
  rules: FailoverRules;
  levels: readonly number[];
  clientsPerInstance: number;
  tierOf: (units: number) => TierEvaluation;
  /** The targets of a region: its autoscale rule's scale-out threshold, or the plan's sizing targets. */
  thresholdsOf: (rule: AutoscaleRule | null) => Thresholds;
  /** The SKU's unit counts, each with the highest level it carries within the targets. */
  ladder: (thresholds: Thresholds) => ReturnType<typeof skuLadder>;
}

/**
 * Autoscale from `units` towards the load: one allowed unit count per action, the first once the metric window
 * has seen the load, each next a cool-down later, the last taking effect `scaleActionMinutes` after it fires.
 */
function catchUp(
  context: Context,
  rule: AutoscaleRule,
  units: number,
  level: number,
  thresholds: Thresholds,
): CatchUp {
  const ladder = context.ladder(thresholds);
  const from = ladder.findIndex((step) => step.units === units);
  const needed = stepFor(ladder, level);
  const ceiling = ladder.findIndex((step) => step.units === rule.maximum);
  const top = ceiling === -1 ? ladder.length - 1 : ceiling;
  const target = needed === -1 ? top : Math.min(needed, top);
  const reached = Math.max(from, target);
  const actions = reached - from;
  const { metricWindowMinutes, scaleActionMinutes } = context.rules.failover;
  const unitsReached = ladder[reached]?.units ?? units;
  return {
    rule,
    unitsNeeded: needed === -1 ? null : (ladder[needed]?.units ?? null),
    unitsReached,
    actions,
    minutes:
      actions === 0
        ? 0
        : metricWindowMinutes + (actions - 1) * rule.coolDownMinutes + scaleActionMinutes,
    stoppedAtMaximum: needed === -1 || needed > top,
    after: loadAt(context.tierOf(unitsReached), level, thresholds),
  };
}

function survivorLoad(
  context: Context,
  failed: number,
  region: number,
  hour: number,
): SurvivorLoad {
  const { planned, deployment, levels, clientsPerInstance, tables } = context;
  const regionDeployment = deployment.regionDeployments[region];
  const failedDeployment = deployment.regionDeployments[failed];
  if (!regionDeployment || !failedDeployment) throw new Error(`no region ${String(region)}`);
  const others = deployment.regionDeployments.length - 1;
  const level = levels[hour] ?? 0;
  const before = regionDeployment.clientShare;
  const after = before + failedDeployment.clientShare / others;
  const units = regionDeployment.unitsByHour[hour] ?? regionDeployment.unitsPerInstance;
  const rule = regionDeployment.autoscale;
  const thresholds = context.thresholdsOf(rule);
  const tier = context.tierOf(units);
  const needed = stepFor(context.ladder(thresholds), level * after);
  const clientsArriving = (clientsPerInstance * level * failedDeployment.clientShare) / others;
  return {
    region,
    clientShareBefore: before,
    clientShareAfter: after,
    clientsBefore: clientsPerInstance * level * before,
    clientsAfter: clientsPerInstance * level * after,
    clientsArriving,
    before: loadAt(tier, level * before, thresholds),
    after: loadAt(tier, level * after, thresholds),
    unitsNeeded: needed === -1 ? null : (context.ladder(thresholds)[needed]?.units ?? null),
    autoscale: rule ? catchUp(context, rule, units, level * after, thresholds) : null,
    reconnect: reconnectOf(
      planned.scenario,
      { sku: deployment.sku, units },
      clientsArriving,
      tables,
    ),
  };
}

function momentOf(context: Context, failed: number, hour: number): FailoverMoment {
  const survivors = context.deployment.regionDeployments
    .filter((region) => region.region !== failed)
    .map((region) => survivorLoad(context, failed, region.region, hour));
  return { hour, level: context.levels[hour] ?? 0, survivors };
}

/** The first busiest hour of the day. */
function peakHourOf(levels: readonly number[]): number {
  return levels.reduce((best, level, hour) => (level > (levels[best] ?? 0) ? hour : best), 0);
}

function sizingForFailover(planned: Plan, tables: SizingTables): FailoverSizing | null {
  const { scenario } = planned;
  const replicas = scenario.replicas;
  if (!replicas || replicas.sizing === 'allTraffic') return null;
  const sized: Scenario = { ...scenario, replicas: failoverReplicas(replicas) };
  const sizedPlan = planScenario(sized, tables);
  const monthlyUsd = sizedPlan.monthly?.totalUsd ?? null;
  return {
    scenario: sized,
    deployment: sizedPlan.deployment,
    monthlyUsd,
    extraMonthlyUsd:
      monthlyUsd === null || !planned.monthly ? null : monthlyUsd - planned.monthly.totalUsd,
  };
}

/**
 * The replicas sized so that any region can take over every other's clients: each for all the traffic
 * (`allTraffic`, the vendor's advice: "set each replica's unit size to handle all traffic"); the shares given for
 * a split are dropped (they only size a split).
 * @example failoverReplicas({ count: 2, sizing: 'split', shares: [0.5, 0.25, 0.25] }) // { count: 2, sizing: 'allTraffic' }
 */
export function failoverReplicas(
  replicas: NonNullable<Scenario['replicas']>,
): NonNullable<Scenario['replicas']> {
  return { count: replicas.count, sizing: 'allTraffic' };
}

/**
 * Each region failing in turn, at the peak hour and at `hour` (0-23), with every remaining region's load, its
 * autoscale catching up and the reconnect storm; null when the plan has no replicas or deploys nothing.
 * @example three even regions split, 30,000 clients, region 0 fails: each other region goes from 10,000 to
 *   15,000 clients (1/3 + 1/3 / 2 = 1/2 of them), 5,000 arriving at 400 a second on 10 units: 12.5 s
 */
export function regionFailover(
  planned: Plan,
  tables: SizingTables = defaultTables,
  hour?: number,
  rules: FailoverRules = defaultFailoverRules,
): Failover | null {
  const { deployment } = planned;
  if (!deployment || deployment.regionDeployments.length < 2) return null;
  const levels = profileOrFlat(planned.scenario.loadProfile);
  const prices = pricesFor(planned.scenario, tables.skuCatalog);
  const tiers = planned.instanceEvaluation.tiers;
  const ladders = new Map<Thresholds, ReturnType<typeof skuLadder>>();
  const ruleThresholds = autoscaleThresholds(
    autoscaleSettingsOf(planned.scenario, tables.serviceRules),
  );
  const context: Context = {
    planned,
    deployment,
    tables,
    rules,
    levels,
    clientsPerInstance: planned.evaluation.totals.connections / deployment.instances,
    tierOf: (units) => {
      const tier = tiers.find((each) => each.sku === deployment.sku && each.units === units);
      if (!tier) throw new Error(`${deployment.sku} has no tier of ${String(units)} units`);
      return tier;
    },
    thresholdsOf: (rule) => (rule ? ruleThresholds : planned.evaluation.thresholds),
    ladder: (thresholds) => {
      let ladder = ladders.get(thresholds);
      if (!ladder) {
        ladder = skuLadder(tiers, deployment.sku, thresholds, prices.perUnitPerDayUsd);
        ladders.set(thresholds, ladder);
      }
      return ladder;
    },
  };
  const peakHour = peakHourOf(levels);
  const hasProfile = planned.scenario.loadProfile !== undefined;
  // Without a day's profile every hour is the peak: an hour asked is the peak hour.
  const asked =
    hour === undefined || !hasProfile ? peakHour : Math.min(23, Math.max(0, Math.trunc(hour)));
  const regions = deployment.regionDeployments.map((failed): FailedRegion => {
    const atPeak = momentOf(context, failed.region, peakHour);
    return {
      region: failed.region,
      clientShare: failed.clientShare,
      clientsLost: context.clientsPerInstance * (levels[peakHour] ?? 0) * failed.clientShare,
      atPeak,
      atHour: asked === peakHour ? atPeak : momentOf(context, failed.region, asked),
    };
  });
  const webPubSub = planned.service === 'webPubSub';
  const sizedForAllTraffic = planned.scenario.replicas?.sizing === 'allTraffic';
  return {
    service: planned.service,
    sku: deployment.sku,
    instances: deployment.instances,
    peakHour,
    hasProfile,
    regions,
    sizedForAllTraffic,
    sizeForFailover: sizingForFailover(planned, tables),
    dnsTtlSeconds: rules.failover.dnsTtlSeconds,
    clientRetrySeconds: webPubSub ? null : reconnectWindowSeconds(tables.serviceRules),
    metricWindowMinutes: rules.failover.metricWindowMinutes,
    scaleActionMinutes: rules.failover.scaleActionMinutes,
    premiumP2: deployment.sku === 'Premium_P2',
  };
}
