/**
 * What Azure accepts for a SignalR deployment, as its own pages and API specification state it: the API
 * versions, the SKU names and tiers, the unit counts each SKU sells, the metrics autoscale watches. The
 * generators (Bicep, ARM JSON, Terraform, Azure CLI) read these and the plan, nothing else.
 */
import type { SkuId } from '../engine';

/**
 * The newest stable API version of Microsoft.SignalRService (Azure/azure-rest-api-specs,
 * specification/signalr/resource-manager/Microsoft.SignalRService/SignalRService/readme.md: later versions,
 * 2024-04-01-preview to 2025-01-01-preview, are previews). It is also the first stable version with
 * `signalR/replicas` (stable/2024-03-01/signalr.json, definition `Replica`).
 */
export const signalrApiVersion = '2024-03-01';

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
 * Premium_P1: 1,2,...,10,20,...,100; Premium_P2: 100,200,...,1000".
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

/** Geo-replicas and autoscale exist on Premium only (howto-enable-geo-replication.md, signalr-howto-scale-autoscale.md). */
export function isPremium(sku: SkuId): boolean {
  return azureSkuOf[sku].tier === 'Premium';
}

/**
 * The metric names Azure Monitor knows for Azure SignalR Service (articles/azure-signalr/monitor-signalr-reference.md:
 * `ConnectionQuotaUtilization`, `ServerLoad`, both in percent).
 */
export const autoscaleMetrics = {
  connectionQuota: 'ConnectionQuotaUtilization',
  serverLoad: 'ServerLoad',
} as const;

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
 * Each scale action moves one step: the vendor's autoscale page says "Increments or decrements are done between
 * available units" (1-10, then 20-100 in tens; Premium_P2 100-1,000 in hundreds), so a change of one count is
 * the next unit count the SKU sells.
 */
export const scaleStep = 1;

/** Autoscale's thresholds are percentages; the plan's are shares (0.7). */
export function percentOf(share: number): number {
  return Math.round(share * 1000) / 10;
}
