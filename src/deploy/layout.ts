/**
 * The plan's deployment as the resources Azure will hold: one SignalR or Web PubSub resource per instance (with, on
 * Web PubSub, the hub whose event handler calls the upstream), one replica per extra region, one autoscale setting
 * per region that autoscales. The four generators render this layout, so they cannot disagree on a name, a unit
 * count or a rule.
 */
import type { AutoscaleRule, Deployment, Service, SkuId } from '../engine';

type RegionDeployment = Deployment['regionDeployments'][number];
import {
  autoscaleMetrics,
  azureSkuOf,
  isAllowedCapacity,
  isPremium,
  maxAutoscaleProfiles,
  metricNamespaces,
  percentOf,
} from './azureRules';
import { failoverSchedule, type FailoverSchedule } from './failoverSchedule';
import type { DeployFeatures } from './vendorPages';
import { upstreamSummary } from './webPubSubTexts';

export interface ScaleRuleLayout {
  metric: (typeof autoscaleMetrics)[keyof typeof autoscaleMetrics];
  direction: 'Increase' | 'Decrease';
  operator: 'GreaterThan' | 'LessThan';
  thresholdPercent: number;
}

/** One profile of a region's autoscale setting: its unit bounds, and the hour it starts at (null: the default profile). */
export interface AutoscaleProfileLayout {
  name: string;
  minimum: number;
  maximum: number;
  /** Units when the metrics cannot be read: the peak's (our assumption: the safe side). */
  default: number;
  /** A recurring profile starts at this hour every day, in the setting's time zone, and runs until the next one. */
  startHour: number | null;
}

export interface AutoscaleLayout {
  /** The fewest units any profile allows (the quietest hour's, or what failover needs then). */
  minimum: number;
  maximum: number;
  default: number;
  coolDownMinutes: number;
  /** The metric namespace the rules name: the instance's or, on a replica's setting, the replica's. */
  metricNamespace: string;
  rules: ScaleRuleLayout[];
  /** The default profile first, then the recurring ones of a region that keeps the failover capacity. */
  profiles: AutoscaleProfileLayout[];
  /** A region sized for all the traffic: its minimum follows the plan's day hour by hour; else null. */
  failover: FailoverSchedule | null;
}

export interface RegionLayout {
  /** 0: the instance itself (primary region); 1 ...: its replicas, in the plan's order. */
  region: number;
  capacity: number;
  autoscale: AutoscaleLayout | null;
}

export interface InstanceLayout {
  /** 1 ... instances. */
  instance: number;
  regions: RegionLayout[];
}

export interface DeploymentLayout {
  service: Service;
  sku: SkuId;
  skuName: string;
  skuTier: string;
  /** SignalR's ServiceMode feature (Web PubSub has none). */
  serviceMode: Deployment['serviceMode'];
  /** Web PubSub: the upstream webhook the hub's event handler calls, and its requests a second; else null. */
  upstream: Deployment['upstream'];
  /** More than one: each resource name gets the instance's number. */
  instanceCount: number;
  replicaCount: number;
  /** The service, and whether it has replicas, autoscale and an event handler: the vendor pages each output follows. */
  features: DeployFeatures;
  instances: InstanceLayout[];
  /** English lines for the file's header: what the plan deploys. */
  summary: string[];
}

/** What keeps a deployment from being written: each names the value Azure would refuse. */
export type LayoutProblem =
  | {
      kind: 'capacity';
      sku: SkuId;
      units: number;
      /** A region's units (0: the primary) or a bound of its autoscale. */
      where: { region: number } | { autoscale: 'minimum' | 'maximum' };
    }
  | { kind: 'premiumOnly'; sku: SkuId; feature: 'replicas' | 'autoscale' }
  | { kind: 'autoscaleRange'; minimum: number; maximum: number }
  /**
   * More resources than one ARM template may hold ("800 resources (including copy count)", Azure Resource Manager's
   * template limits): a plan of that many instances is deployed in parts, or re-sized, not written as one file.
   */
  | { kind: 'templateResources'; instances: number; most: number };

export type LayoutResult =
  { ok: true; layout: DeploymentLayout } | { ok: false; problems: LayoutProblem[] };

function rulesOf(rule: AutoscaleRule): ScaleRuleLayout[] {
  const rules: ScaleRuleLayout[] = [
    {
      metric: autoscaleMetrics.connectionQuota,
      direction: 'Increase',
      operator: 'GreaterThan',
      thresholdPercent: percentOf(rule.scaleOutAbove),
    },
    {
      metric: autoscaleMetrics.connectionQuota,
      direction: 'Decrease',
      operator: 'LessThan',
      thresholdPercent: percentOf(rule.scaleInBelow),
    },
  ];
  if (rule.serverLoad) {
    rules.push(
      {
        metric: autoscaleMetrics.serverLoad,
        direction: 'Increase',
        operator: 'GreaterThan',
        thresholdPercent: percentOf(rule.serverLoad.scaleOutAbove),
      },
      {
        metric: autoscaleMetrics.serverLoad,
        direction: 'Decrease',
        operator: 'LessThan',
        thresholdPercent: percentOf(rule.serverLoad.scaleInBelow),
      },
    );
  }
  return rules;
}

/** The namespace a region's rules name: the service's instance or replica type. */
function metricNamespaceOf(service: Service, region: number): string {
  return region === 0 ? metricNamespaces[service].instance : metricNamespaces[service].replica;
}

/**
 * Whether a region is sized for more than its own clients: the plan's "for all traffic so that one region can take
 * over" (`sizingLevel` 1 while the region holds a share of the clients). Its metrics see only its own clients, so a
 * rule on them alone would scale it down to its share and give the promise up.
 */
function keepsFailover(detail: RegionDeployment | undefined): detail is RegionDeployment {
  return detail !== undefined && detail.sizingLevel > detail.clientShare + 1e-9;
}

/**
 * A region's autoscale setting: the plan gives each region its own rule (the vendor: "Each replica has its own
 * unit and autoscale settings", on both services' geo-replication pages), its maximum the region's own peak
 * units, which it starts at. A region that keeps the failover capacity gets recurring profiles whose minimum is
 * the plan's units hour by hour (sized for all the traffic), so its metrics can add units but never take away
 * what a takeover needs.
 */
function regionAutoscale(
  rule: AutoscaleRule | null,
  detail: RegionDeployment | undefined,
  service: Service,
  region: number,
): AutoscaleLayout | null {
  if (!rule) return null;
  const failover = keepsFailover(detail) ? failoverSchedule(detail.unitsByHour) : null;
  const base = { maximum: rule.maximum, default: rule.maximum };
  const profiles: AutoscaleProfileLayout[] = failover
    ? [
        { name: 'failover-default', minimum: rule.maximum, ...base, startHour: null },
        ...failover.steps.map((step) => ({
          name: `failover-from-${String(step.startHour).padStart(2, '0')}00`,
          minimum: step.minimum,
          ...base,
          startHour: step.startHour,
        })),
      ]
    : [{ name: 'plan', minimum: rule.minimum, ...base, startHour: null }];
  return {
    minimum: Math.min(...profiles.map((profile) => profile.minimum)),
    maximum: rule.maximum,
    default: rule.maximum,
    coolDownMinutes: rule.coolDownMinutes,
    metricNamespace: metricNamespaceOf(service, region),
    rules: rulesOf(rule),
    profiles,
    failover,
  };
}

/** Each region's own rule; the deployment's (the primary's) for a region the plan does not detail. */
function ruleOfRegion(deployment: Deployment, region: number): AutoscaleRule | null {
  const detail = deployment.regionDeployments[region];
  return detail ? detail.autoscale : deployment.autoscale;
}

function problemsOf(deployment: Deployment): LayoutProblem[] {
  const { sku, regions, autoscale } = deployment;
  const problems: LayoutProblem[] = [];
  regions.forEach((units, region) => {
    if (!isAllowedCapacity(sku, units)) {
      problems.push({
        kind: 'capacity',
        sku,
        units,
        where: { region },
      });
    }
  });
  if (regions.length > 1 && !isPremium(sku)) {
    problems.push({ kind: 'premiumOnly', sku, feature: 'replicas' });
  }
  if (autoscale && !isPremium(sku)) {
    problems.push({ kind: 'premiumOnly', sku, feature: 'autoscale' });
  }
  for (const detail of deployment.regionDeployments) {
    if (!detail.autoscale || !keepsFailover(detail)) continue;
    for (const units of new Set(detail.unitsByHour)) {
      if (!isAllowedCapacity(sku, units)) {
        problems.push({ kind: 'capacity', sku, units, where: { autoscale: 'minimum' } });
      }
    }
  }
  const rules = regions.map((_, region) => ruleOfRegion(deployment, region));
  for (const rule of new Set(rules)) {
    if (!rule) continue;
    if (rule.minimum > rule.maximum) {
      problems.push({ kind: 'autoscaleRange', minimum: rule.minimum, maximum: rule.maximum });
    }
    for (const bound of ['minimum', 'maximum'] as const) {
      const units = rule[bound];
      if (!isAllowedCapacity(sku, units)) {
        problems.push({ kind: 'capacity', sku, units, where: { autoscale: bound } });
      }
    }
  }
  return problems;
}

/** The header's words for regions that keep the failover capacity. */
function failoverSummary(schedules: readonly FailoverSchedule[]): string[] {
  const [first] = schedules;
  if (!first) return [];
  const starts = first.steps.map(
    (step) => `${String(step.startHour).padStart(2, '0')}:00 ${step.minimum}`,
  );
  const lines = [
    `Failover: ${schedules.length === 1 ? 'a region is' : `${schedules.length} regions are`} sized for all the traffic, so that one can take over;` +
      " each region's metrics see only its own clients, so its autoscale minimum follows the plan's day for all the traffic" +
      ` (recurring profiles, units from each hour on: ${starts.join(', ')}; in the time zone you set).`,
  ];
  const extra = Math.max(...schedules.map((schedule) => schedule.extraUnitHoursPerDay));
  if (extra > 0) {
    lines.push(
      `The day changes more often than the ${maxAutoscaleProfiles - 1} recurring profiles a setting holds: neighbouring hours share the larger minimum, ${extra} unit-hours a day above the plan's day.`,
    );
  }
  return lines;
}

function summaryOf(deployment: Deployment, replicaCount: number): string[] {
  const { sku, unitsPerInstance, instances, autoscale, serviceMode, totalUnits, upstream } =
    deployment;
  const lines = [
    `Plan: ${sku} x ${unitsPerInstance} units` +
      (instances > 1 ? ` in each of ${instances} instances` : '') +
      (replicaCount > 0
        ? `, primary region and ${replicaCount} ${replicaCount === 1 ? 'replica' : 'replicas'}`
        : '') +
      `; ${totalUnits} units at the peak` +
      (deployment.service === 'signalr' ? `; service mode ${serviceMode}.` : '.'),
  ];
  if (deployment.service === 'webPubSub') lines.push(upstreamSummary(upstream));
  if (autoscale) {
    const serverLoad = autoscale.serverLoad;
    lines.push(
      `Autoscale: ${autoscale.minimum}-${autoscale.maximum} units; Connection Quota Utilization: out above ` +
        `${percentOf(autoscale.scaleOutAbove)}%, in below ${percentOf(autoscale.scaleInBelow)}%` +
        (serverLoad
          ? `; Server Load: out above ${percentOf(serverLoad.scaleOutAbove)}%, in below ${percentOf(serverLoad.scaleInBelow)}%`
          : '') +
        `; ${autoscale.coolDownMinutes} minutes between changes.`,
    );
  }
  const schedules = deployment.regionDeployments.flatMap((detail) =>
    detail.autoscale && keepsFailover(detail) ? [failoverSchedule(detail.unitsByHour)] : [],
  );
  lines.push(...failoverSummary(schedules));
  return lines;
}

/**
 * The resources for a plan's deployment, or what Azure would refuse in it.
 * @example deploymentLayout({ sku: 'Premium_P1', unitsPerInstance: 10, instances: 1, regions: [10, 10], ... })
 *   // one instance whose regions are the primary (10 units) and one replica (10 units)
 */
export function deploymentLayout(deployment: Deployment): LayoutResult {
  const problems = problemsOf(deployment);
  if (problems.length > 0) return { ok: false, problems };
  const { service, sku, regions, autoscale, instances, serviceMode, upstream } = deployment;
  const replicaCount = regions.length - 1;
  const instanceLayouts = Array.from({ length: instances }, (_, index) => ({
    instance: index + 1,
    regions: regions.map((units, region) => ({
      region,
      capacity: units,
      autoscale: regionAutoscale(
        ruleOfRegion(deployment, region),
        deployment.regionDeployments[region],
        service,
        region,
      ),
    })),
  }));
  return {
    ok: true,
    layout: {
      service,
      sku,
      skuName: azureSkuOf[sku].name,
      skuTier: azureSkuOf[sku].tier,
      serviceMode,
      upstream,
      instanceCount: instances,
      replicaCount,
      features: {
        service,
        replicas: replicaCount > 0,
        autoscale: autoscale !== null,
        eventHandler: upstream !== null,
      },
      instances: instanceLayouts,
      summary: summaryOf(deployment, replicaCount),
    },
  };
}
