/**
 * The shape of `plan(scenario)`: the one answer every view of the product draws from (the headline, the cost
 * tile, the day, the regions, the year ahead, the levers, the exports, the embed, the print report, the
 * infrastructure code and the command line). `evaluate()` stays the per-tier analysis underneath.
 */
import type { WorkloadCost } from '../billing/workloadCosts';
import type { PriceBasis } from '../billing/priceBasis';
import type { SkuId } from '../guides/guideSchema';
import type { Evaluation, NoFit, Reconnect } from '../sizing/evaluate';
import type { TierEvaluation } from '../sizing/tierEvaluation';
import type { Scenario } from '../scenario/scenario';
import type { Service } from '../scenario/services';
import type { SilentPoint } from '../sizing/readings';
import type { SizingWarning } from '../sizing/warnings';
import type { AutoscaleAboveTarget } from './autoscaleTarget';

export type { AutoscaleAboveTarget } from './autoscaleTarget';

/** Azure's autoscale rule for one instance (Premium only): the metric, its thresholds and the unit bounds. */
export interface AutoscaleRule {
  /** Fewest units the rule may scale in to: the quietest hour's need. */
  minimum: number;
  /** Most units: the peak hour's need (the instance's `unitsPerInstance`). */
  maximum: number;
  /** The metric the rule watches. */
  metric: 'ConnectionQuotaUtilization';
  /** Scale out when the metric is above this share (0.7 = 70%). */
  scaleOutAbove: number;
  /** Scale in when the metric is below this share. */
  scaleInBelow: number;
  /** A second rule on Server Load where a throughput limit binds the plan; null when connections bind. */
  serverLoad: { scaleOutAbove: number; scaleInBelow: number } | null;
  /** Minutes between two scale actions. */
  coolDownMinutes: number;
  /** True when the scenario set the thresholds; false: the vendor's example (70% out, 20% in). */
  fromScenario: boolean;
}

/** One region of the deployment (the primary is region 0): its instances' units and autoscale rule. */
export interface RegionDeployment {
  region: number;
  /** Share of the clients connected here (evenly spread unless the scenario gives shares). */
  clientShare: number;
  /** Share of the peak each instance here is sized for: 1 for `allTraffic`, the client share for `split`. */
  sizingLevel: number;
  /** Units of each instance here at the peak (the autoscale rule's maximum when it has one). */
  unitsPerInstance: number;
  /** Each replica has its own autoscale setting; null when the units are fixed. */
  autoscale: AutoscaleRule | null;
  /** The units of each instance here, hour by hour (24 values; the same all day when fixed). */
  unitsByHour: number[];
}

/** Why the plan has this shape rather than the cheapest single tier of the evaluation. */
export type DeploymentReason =
  /** Geo-replicas exist on Premium only: the plan moved to Premium. */
  | 'replicasNeedPremium'
  /** With the day's load profile, Premium runs its autoscale rule (each replica its own). */
  | 'autoscale'
  /** No single instance fits: the clients are split over several identical instances. */
  | 'severalInstances'
  /** Several instances cost less than the single larger instance that also fits. */
  | 'severalInstancesCheaper';

/** What to deploy: one SKU, a number of identical instances, each with its units in every region. */
export interface Deployment {
  /** The service deployed: the scenario's (Azure SignalR Service or Azure Web PubSub). */
  service: Service;
  sku: SkuId;
  /** Units of each instance in the primary region at the peak (autoscale's maximum when it has a rule). */
  unitsPerInstance: number;
  /** Identical instances the clients are split over (1 unless one instance cannot carry the load). */
  instances: number;
  /** Units of each instance in each region: the primary first, then each replica. */
  regions: number[];
  /** Premium with a day's load profile: the rule that moves the units through the day; else null. */
  autoscale: AutoscaleRule | null;
  /** App servers (0 when every workload is serverless). */
  appServers: number;
  hubs: number;
  /** Server connections each app server opens per hub. */
  serverConnectionsPerHub: number;
  /** Default when any workload goes through a hub on the app servers; Serverless when all are REST (and on Web PubSub). */
  serviceMode: 'Default' | 'Serverless';
  /**
   * Web PubSub: the upstream webhook (event handler) its client events go to, and the HTTP requests a second it must
   * answer at the peak; null on SignalR and for a Web PubSub scenario with no client events.
   */
  upstream: { requestsPerSecond: number } | null;
  /** Units across every instance and region at the peak. */
  totalUnits: number;
  /** Each region: the primary first, then each replica. */
  regionDeployments: RegionDeployment[];
  reasons: DeploymentReason[];
}

/** One region's part of the bill (the primary is region 0). */
export interface RegionBill {
  region: number;
  /** Share of the clients connected to this region. */
  clientShare: number;
  /** Units of each instance here at the peak. */
  unitsPerInstance: number;
  /** Unit-days billed a day, over every instance (autoscale moves them hour by hour). */
  unitDaysPerDay: number;
  /** Messages billed here a day: deliveries to its clients, legs to its app servers, hops to other regions. */
  billedMessagesPerDay: number;
  /** Messages forwarded from here to other regions (not billed again: the receiving region bills the delivery). */
  crossRegionMessagesPerDay: number;
  /** Their bytes, billed by Azure's data transfer meter (bandwidth pricing, between regions). */
  crossRegionBytesPerDay: number;
  includedMessagesPerDay: number;
  unitsUsd: number;
  messagesUsd: number;
  /** Azure's data transfer of those bytes a month: bytes a day / 2^30 x the price per GB x 730 / 24. */
  crossRegionUsd: number;
  totalUsd: number;
}

/**
 * What the bills say for the deployment in a month (730 h): units by time, messages beyond the included ones, and
 * with replicas Azure's data transfer between the regions (its bandwidth meter, apart from the service's own bill).
 */
export interface MonthlyBill {
  unitsUsd: number;
  messagesUsd: number;
  /** Data transfer between regions a month, at `crossRegionPerGbUsd`; 0 with one region. */
  crossRegionUsd: number;
  /** The price per GB of data transfer between regions it was priced at (the scenario's, else the catalog's). */
  crossRegionPerGbUsd: number;
  /** Units, messages and data transfer between regions. */
  totalUsd: number;
  /** Messages billed a day over every region and instance (2 KB chunks). */
  billedMessagesPerDay: number;
  includedMessagesPerDay: number;
  extraMessagesPerDay: number;
  /** Bytes a day that cross between regions, priced in `crossRegionUsd`. */
  crossRegionBytesPerDay: number;
  regions: RegionBill[];
}

/** One end of the range where the guide is silent, priced as the plan would deploy it. */
export interface PlanEnd {
  sku: SkuId;
  unitsPerInstance: number;
  instances: number;
  totalUsd: number;
}

export interface Plan {
  /** The service planned: the scenario's (absent: Azure SignalR Service). */
  service: Service;
  scenario: Scenario;
  /**
   * What the money is priced with: its currency (every `…Usd` amount of the plan is in it), the rates, and
   * where they come from (the catalog, the user, or a price list's region and date). Said beside every total.
   */
  prices: PriceBasis;
  /** The per-tier analysis of the whole scenario on one instance. */
  evaluation: Evaluation;
  /** The per-tier analysis of one of the deployment's instances (the evaluation itself for one instance). */
  instanceEvaluation: Evaluation;
  /** Null when nothing fits (see `noFit`). */
  deployment: Deployment | null;
  monthly: MonthlyBill | null;
  /**
   * The monthly bill split over the workloads, one per workload in the scenario's order, adding up to
   * `monthly.totalUsd` (billing/workloadCosts.ts says how: our assumption); null when nothing fits.
   */
  workloadCosts: WorkloadCost[] | null;
  /** The primary region's instance at its peak hour: its utilization, binding limit and room to grow. */
  peak: TierEvaluation | null;
  /** The units of each instance in the primary region, hour by hour (24 values; flat without a profile). */
  unitsByHour: number[] | null;
  /** Every client reconnecting at once to one instance of the deployment; null on Web PubSub (no published rate). */
  reconnect: Reconnect | null;
  range: { optimistic: PlanEnd | null; conservative: PlanEnd | null; reasons: SilentPoint[] };
  /**
   * Shapes the plan did not choose: several instances where one would do (offered when cheaper), and, where the plan
   * runs a Premium SKU at fixed units through a day's load profile, its autoscaled shape (which costs more, or whose
   * rule never scales: `minimum` equals `maximum`).
   */
  alternatives: {
    severalInstances: PlanEnd | null;
    autoscaled: (PlanEnd & { minimum: number; maximum: number }) | null;
  };
  /** The deployment autoscales on a rule whose scale-out threshold is above a sizing target: the page says so. */
  autoscaleAboveTarget: AutoscaleAboveTarget | null;
  noFit: NoFit | null;
  warnings: SizingWarning[];
}
