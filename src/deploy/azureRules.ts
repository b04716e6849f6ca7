/**
 * What Azure accepts for a SignalR or a Web PubSub deployment, as its own pages and API specifications state it:
 * the API versions, the resource types, the SKU names and tiers, the unit counts each SKU sells, the metrics
 * autoscale watches. The generators (Bicep, ARM JSON, Terraform, Azure CLI) read these and the plan, nothing else.
 */
import type { Service, SkuId } from '../engine';

/**
 * The newest stable API version of Microsoft.SignalRService (Azure/azure-rest-api-specs,
 * specification/signalr/resource-manager/Microsoft.SignalRService/SignalRService/readme.md: later versions,
 * 2024-04-01-preview to 2025-01-01-preview, are previews). It is also the first stable version with
 * `signalR/replicas` (stable/2024-03-01/signalr.json, definition `Replica`).
 */
export const signalrApiVersion = '2024-03-01';

/**
 * The newest stable API version of Microsoft.SignalRService/webPubSub (Azure/azure-rest-api-specs,
 * specification/webpubsub/resource-manager/Microsoft.SignalRService/SignalRService/readme.md: its stable tags are
 * 2021-10-01, 2023-02-01 and 2024-03-01; every later one is a preview). stable/2024-03-01/webpubsub.json defines
 * `webPubSub/replicas` (`Replica`) and `webPubSub/hubs` (`WebPubSubHub`, its `eventHandlers`).
 */
export const webPubSubApiVersion = '2024-03-01';

/** What each service's resources are called in Azure Resource Manager, and its own words for them. */
export interface ServiceResources {
  /** The product's name, for file headers. */
  product: string;
  /** "SignalR instance", "Web PubSub instance". */
  instanceNoun: string;
  type: string;
  replicaType: string;
  apiVersion: string;
  /** `kind` (`ServiceKind` in signalr.json and webpubsub.json: this tool writes the service's plain kind). */
  kind: string;
  /** The host a name becomes, a global DNS name (the vendor's geo-replication pages). */
  dnsName: string;
}

export const serviceResources: Record<Service, ServiceResources> = {
  signalr: {
    product: 'Azure SignalR Service',
    instanceNoun: 'SignalR instance',
    type: 'Microsoft.SignalRService/signalR',
    replicaType: 'Microsoft.SignalRService/signalR/replicas',
    apiVersion: signalrApiVersion,
    kind: 'SignalR',
    dnsName: '<name>.service.signalr.net',
  },
  webPubSub: {
    product: 'Azure Web PubSub',
    instanceNoun: 'Web PubSub instance',
    type: 'Microsoft.SignalRService/webPubSub',
    replicaType: 'Microsoft.SignalRService/webPubSub/replicas',
    apiVersion: webPubSubApiVersion,
    kind: 'WebPubSub',
    dnsName: '<name>.webpubsub.azure.com',
  },
};

/** A Web PubSub hub's settings: `Microsoft.SignalRService/webPubSub/hubs` (stable/2024-03-01/webpubsub.json). */
export const webPubSubHubType = 'Microsoft.SignalRService/webPubSub/hubs';

/**
 * The client events the event handler takes: every one ("*" matches any event name, `EventHandler.userEventPattern`
 * in webpubsub.json). No system event (connect, connected, disconnected): the plan counts the client events the
 * upstream answers and no others (our assumption: add the system events your upstream handles, each one more call).
 */
export const userEventPatternAll = '*';

/**
 * A hub name: "Target hub name, which should start with alphabetic characters and only contain alpha-numeric
 * characters or underscore" (the Web PubSub service SDKs, `hub` parameter).
 */
export const hubNamePattern = '^[A-Za-z][A-Za-z0-9_]*$';

/** Microsoft.Insights/autoscalesettings: the newest stable version (specification/monitor, stable/2022-10-01). */
export const autoscaleApiVersion = '2022-10-01';

/** The SKU name Azure expects for each of the engine's SKUs, and its tier (`sku.tier`). */
export const azureSkuOf: Record<SkuId, { name: string; tier: 'Free' | 'Standard' | 'Premium' }> = {
  Free: { name: 'Free_F1', tier: 'Free' },
  Standard_S1: { name: 'Standard_S1', tier: 'Standard' },
  Premium_P1: { name: 'Premium_P1', tier: 'Premium' },
  Premium_P2: { name: 'Premium_P2', tier: 'Premium' },
};

const oneToTenThenTens = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

/**
 * The unit counts (`sku.capacity`) each SKU accepts, as the API specification lists them
 * (stable/2024-03-01/signalr.json, `ResourceSku.capacity`): "Free_F1: 1; Standard_S1: 1,2,...,10,20,...,100;
 * Premium_P1: 1,2,...,10,20,...,100; Premium_P2: 100,200,...,1000". Web PubSub's specification
 * (stable/2024-03-01/webpubsub.json, `ResourceSku.capacity`) lists the same counts for the same SKU names.
 */
export const allowedCapacities: Record<SkuId, readonly number[]> = {
  Free: [1],
  Standard_S1: oneToTenThenTens,
  Premium_P1: oneToTenThenTens,
  Premium_P2: [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000],
};

/** Whether an instance of `sku` may be given `units` (the check every generated capacity passes). */
export function isAllowedCapacity(sku: SkuId, units: number): boolean {
  return allowedCapacities[sku].includes(units);
}

/**
 * Geo-replicas and autoscale exist on Premium only (azure-signalr/howto-enable-geo-replication.md,
 * signalr-howto-scale-autoscale.md; azure-web-pubsub/howto-enable-geo-replication.md, howto-scale-autoscale.md:
 * "Autoscaling is only available in Azure WebPubSub service Premium tier").
 */
export function isPremium(sku: SkuId): boolean {
  return azureSkuOf[sku].tier === 'Premium';
}

/**
 * The metric names Azure Monitor knows for Azure SignalR Service (articles/azure-signalr/monitor-signalr-reference.md:
 * `ConnectionQuotaUtilization`, `ServerLoad`, both in percent), and the same names for Azure Web PubSub ("Name in
 * REST API" in Azure Monitor's supported metrics for Microsoft.SignalRService/WebPubSub and WebPubSub/replicas; the
 * vendor's autoscale page, articles/azure-web-pubsub/howto-scale-autoscale.md, calls them Connection Quota
 * Utilization and Server Load).
 */
export const autoscaleMetrics = {
  connectionQuota: 'ConnectionQuotaUtilization',
  serverLoad: 'ServerLoad',
} as const;

/**
 * The metric namespace each autoscale rule names: the resource type it reads, as Azure Monitor's supported-metrics
 * pages name it (Microsoft.SignalRService/SignalR and SignalR/replicas; WebPubSub and WebPubSub/replicas). Both
 * services' rules name theirs, the instance's or, on a replica's setting, the replica's.
 */
export const metricNamespaces: Record<Service, { instance: string; replica: string }> = {
  signalr: {
    instance: 'Microsoft.SignalRService/SignalR',
    replica: 'Microsoft.SignalRService/SignalR/replicas',
  },
  webPubSub: {
    instance: 'Microsoft.SignalRService/WebPubSub',
    replica: 'Microsoft.SignalRService/WebPubSub/replicas',
  },
};

/**
 * How each rule reads its metric. Our assumption (the vendor's autoscale page names metrics and thresholds but
 * no window): the metric's one-minute average across the service, averaged over the last ten minutes, which
 * is what `--condition "METRIC > N avg 10m"` means to `az monitor autoscale rule create` (its default
 * `--timegrain avg 1m`).
 */
export const metricWindow = {
  timeGrain: 'PT1M',
  statistic: 'Average',
  timeWindow: 'PT10M',
  timeAggregation: 'Average',
  cliWindow: 'avg 10m',
} as const;

/**
 * Each scale action moves to the next unit count the SKU sells: `ServiceAllowedNextValue`, one of the four
 * `ScaleType` values of Microsoft.Insights/autoscalesettings (stable/2022-10-01/autoscale_API.json, and the ARM
 * schema 2022-10-01/Microsoft.Insights.json). `ChangeCount` 1 would ask Premium_P1 at 10 units for 11 and
 * Premium_P2 at 600 for 601, counts Azure does not sell; the vendor's autoscale page: "Increments or decrements
 * are done between available units". The value is 1 (the API's default): one allowed step.
 */
export const scaleAction = { type: 'ServiceAllowedNextValue', value: 1 } as const;

/** Profiles an autoscale setting may hold ("A maximum of 20 profiles can be specified", AutoscaleSetting.profiles). */
export const maxAutoscaleProfiles = 20;

/** The days a recurring profile repeats on: every day (RecurrentSchedule.days: "Sunday through Saturday"). */
export const everyDay = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The time zone a recurring profile's hours are read in, unless the operator sets theirs (a Windows time zone name). */
export const defaultTimeZone = 'UTC';

/**
 * Microsoft.Insights/diagnosticSettings: the newest version the ARM schemas publish (2021-05-01-preview, the one the
 * Bicep reference and azurerm_monitor_diagnostic_setting use). Every log through the `allLogs` category group and
 * every metric (`AllMetrics`) go to the operator's Log Analytics workspace.
 */
export const diagnosticSettingsApiVersion = '2021-05-01-preview';
export const diagnosticSettingName = 'logs-to-workspace';

/**
 * Autoscale's thresholds are percentages; the plan's are shares (0.7). Azure takes a fraction (a double in the
 * ARM schema; digits with a decimal point in the Azure CLI's condition), so the threshold is written as set, to
 * a millionth of a percent, which also clears the binary noise of the product (0.57 × 100 = 56.99999999999999).
 * Rounded to 0.1%, a scale-out at 70.04% and a scale-in at 70% were both written 70.
 * @example percentOf(0.7004) // 70.04
 */
export function percentOf(share: number): number {
  return Math.round(share * 1e8) / 1e6;
}
