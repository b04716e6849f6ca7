/**
 * The six Azure Monitor metrics the page reads from a file, with the names, units and aggregations the vendor
 * documents for them: "Supported metrics for Microsoft.SignalRService/SignalR" and ".../WebPubSub" in the Azure
 * Monitor reference (MicrosoftDocs/azure-monitor-docs, articles/azure-monitor/reference/supported-metrics/),
 * and "Metrics in Azure SignalR Service" / "Metrics in Azure Web PubSub Service" (concept-metrics.md).
 */
import type { Service } from '../scenario/services';

export const metricKeys = [
  'connectionCount',
  'connectionQuotaUtilization',
  'messageCount',
  'inboundTraffic',
  'outboundTraffic',
  'serverLoad',
] as const;
export type MetricKey = (typeof metricKeys)[number];

/** Azure Monitor's units (the REST API's `unit`) for these metrics. */
export type MetricUnit = 'Count' | 'Percent' | 'Bytes';

/** The aggregations of the REST API's data points (`average`, `minimum`, `maximum`, `total`, `count`). */
export const aggregations = ['average', 'minimum', 'maximum', 'total', 'count'] as const;
export type Aggregation = (typeof aggregations)[number];

export interface AzureMetric {
  /** `name.value` in the REST API, per service (Web PubSub calls its Connection Count TotalConnectionCount). */
  restNames: Partial<Record<Service, string>>;
  /** The portal's display name. */
  portalName: string;
  unit: MetricUnit;
  /**
   * The aggregation the page reads: the peak of a gauge (Maximum), the sum of a counter (Total). The
   * portal's recommended aggregations: Max for Connection Count, Connection Quota Utilization and Server
   * Load; Sum for Message Count and the traffic.
   */
  aggregation: 'maximum' | 'total';
}

export const azureMetrics: Record<MetricKey, AzureMetric> = {
  connectionCount: {
    restNames: { signalr: 'ConnectionCount', webPubSub: 'TotalConnectionCount' },
    portalName: 'Connection Count',
    unit: 'Count',
    aggregation: 'maximum',
  },
  connectionQuotaUtilization: {
    restNames: { signalr: 'ConnectionQuotaUtilization', webPubSub: 'ConnectionQuotaUtilization' },
    portalName: 'Connection Quota Utilization',
    unit: 'Percent',
    aggregation: 'maximum',
  },
  messageCount: {
    // Web PubSub has no Message Count metric.
    restNames: { signalr: 'MessageCount' },
    portalName: 'Message Count',
    unit: 'Count',
    aggregation: 'total',
  },
  inboundTraffic: {
    restNames: { signalr: 'InboundTraffic', webPubSub: 'InboundTraffic' },
    portalName: 'Inbound Traffic',
    unit: 'Bytes',
    aggregation: 'total',
  },
  outboundTraffic: {
    restNames: { signalr: 'OutboundTraffic', webPubSub: 'OutboundTraffic' },
    portalName: 'Outbound Traffic',
    unit: 'Bytes',
    aggregation: 'total',
  },
  serverLoad: {
    restNames: { signalr: 'ServerLoad', webPubSub: 'ServerLoad' },
    portalName: 'Server Load',
    unit: 'Percent',
    aggregation: 'maximum',
  },
};

/** Every REST name the page reads, for messages ("ConnectionCount, TotalConnectionCount, ..."). */
export const restMetricNames: readonly string[] = [
  ...new Set(metricKeys.flatMap((key) => Object.values(azureMetrics[key].restNames))),
];

/**
 * The metric a REST name stands for, and the service whose name it is; null for any other metric.
 * @example metricOfRestName('TotalConnectionCount') // { metric: 'connectionCount', service: 'webPubSub' }
 */
export function metricOfRestName(
  name: string,
): { metric: MetricKey; service: Service | null } | null {
  const wanted = name.trim().toLowerCase();
  for (const metric of metricKeys) {
    const names = azureMetrics[metric].restNames;
    const entries = Object.entries(names) as [Service, string][];
    const matching = entries.filter(([, restName]) => restName.toLowerCase() === wanted);
    if (matching.length === 0) continue;
    // A name both services use says nothing about which one wrote the file.
    return { metric, service: matching.length === 1 ? (matching[0]?.[0] ?? null) : null };
  }
  return null;
}

/**
 * The resource type a REST response's `namespace` names, as a service; null for another or none.
 * @example serviceOfNamespace('Microsoft.SignalRService/WebPubSub') // 'webPubSub'
 */
export function serviceOfNamespace(namespace: string | undefined): Service | null {
  const type = namespace?.trim().toLowerCase();
  if (type === 'microsoft.signalrservice/signalr') return 'signalr';
  if (type === 'microsoft.signalrservice/webpubsub') return 'webPubSub';
  return null;
}
