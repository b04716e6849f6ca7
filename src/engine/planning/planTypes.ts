/**
 * The shape of `plan(scenario)`: the one answer every view of the product draws from (the headline, the cost
 * tile, the day, the regions, the year ahead, the levers, the exports, the embed, the print report, the
 * infrastructure code and the command line). `evaluate()` stays the per-tier analysis underneath.
 */
import type { SkuId } from '../guides/guideSchema';
import type { Evaluation, NoFit } from '../sizing/evaluate';
import type { Scenario } from '../scenario/scenario';
import type { SilentPoint } from '../sizing/readings';
import type { SizingWarning } from '../sizing/warnings';

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
}

/** Why the plan has this shape rather than the cheapest single tier of the evaluation. */
export type DeploymentReason =
  /** Geo-replicas exist on Premium only: the plan moved to Premium. */
  | 'replicasNeedPremium'
  /** With the day's load profile, Premium with autoscale bills less than a fixed tier at the peak. */
  | 'autoscaleCheaper'
  /** No single instance fits: the clients are split over several identical instances. */
  | 'severalInstances'
  /** Several instances cost less than the single larger instance that also fits. */
  | 'severalInstancesCheaper';

/** What to deploy: one SKU, a number of identical instances, each with its units in every region. */
export interface Deployment {
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
  /** Default when any workload goes through a hub on the app servers; Serverless when all are REST. */
  serviceMode: 'Default' | 'Serverless';
  /** Units across every instance and region at the peak. */
  totalUnits: number;
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
  /** Of those, the messages forwarded to other regions. */
  crossRegionMessagesPerDay: number;
  includedMessagesPerDay: number;
  unitsUsd: number;
  messagesUsd: number;
  totalUsd: number;
}

/** What the bill says for the deployment in a month (730 h): units by time, messages beyond the included ones. */
export interface MonthlyBill {
  unitsUsd: number;
  messagesUsd: number;
  totalUsd: number;
  /** Messages billed a day over every region and instance (2 KB chunks). */
  billedMessagesPerDay: number;
  includedMessagesPerDay: number;
  extraMessagesPerDay: number;
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
  service: 'signalr';
  scenario: Scenario;
  /** The per-tier analysis the plan is built on. */
  evaluation: Evaluation;
  /** Null when nothing fits (see `noFit`). */
  deployment: Deployment | null;
  monthly: MonthlyBill | null;
  /** The units of each instance in the primary region, hour by hour (24 values; flat without a profile). */
  unitsByHour: number[] | null;
  range: { optimistic: PlanEnd | null; conservative: PlanEnd | null; reasons: SilentPoint[] };
  noFit: NoFit | null;
  warnings: SizingWarning[];
}
