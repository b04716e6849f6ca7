/**
 * What a team measured on its running instance (Azure Monitor, at a peak) and the calibration it chose to
 * apply: two optional fields of scenario format 2. Absent, the engine sizes as it always has.
 *
 * Metric names and units are the portal's (vendor page "Metrics in Azure SignalR Service",
 * articles/azure-signalr/concept-metrics.md; Server Load from "Supported metrics for
 * Microsoft.SignalRService/SignalR").
 */
import * as z from 'zod/mini';
import { skuIds } from '../guides/guideSchema';

export const measuredLimits = {
  units: { min: 1, max: 1000 },
  /** Connection Count (Max): clients and server connections, as the portal counts them. */
  connectionCount: { min: 0, max: 100_000_000 },
  /** Message Count (Sum over a day): messages in 2 KB chunks. */
  messageCountPerDay: { min: 0, max: 1e14 },
  /** Inbound and Outbound Traffic (Sum over the chart's time grain), in bytes. */
  trafficBytes: { min: 0, max: 1e18 },
  /** Server Load (Max), in percent. */
  serverLoadPercent: { min: 0, max: 100 },
  /** A calibration factor: measured / predicted. */
  factor: { min: 0.01, max: 100 },
} as const;

/** The portal's time grains for a Sum aggregation, in seconds: 1, 5, 15, 30 minutes, 1, 6, 12 hours, 1 day. */
export const trafficGrainsSeconds = [60, 300, 900, 1800, 3600, 21_600, 43_200, 86_400] as const;
export type TrafficGrainSeconds = (typeof trafficGrainsSeconds)[number];
/** The portal's finest grain (PT1M), and the default. */
export const defaultTrafficGrainSeconds: TrafficGrainSeconds = 60;

/** The limits a calibration factor can correct: the quantities Azure Monitor measures. */
export const calibratedLimits = ['connections', 'inbound', 'outbound', 'messages'] as const;
export type CalibratedLimit = (typeof calibratedLimits)[number];

const between = (limits: { min: number; max: number }) =>
  z.optional(z.number().check(z.gte(limits.min), z.lte(limits.max)));
const wholeBetween = (limits: { min: number; max: number }) =>
  z.optional(z.int().check(z.gte(limits.min), z.lte(limits.max)));

export const measuredSchema = z.strictObject({
  /** The instance's SKU and units when the metrics were read. */
  sku: z.optional(z.enum(skuIds)),
  units: wholeBetween(measuredLimits.units),
  connectionCount: wholeBetween(measuredLimits.connectionCount),
  messageCountPerDay: between(measuredLimits.messageCountPerDay),
  inboundTrafficBytes: between(measuredLimits.trafficBytes),
  outboundTrafficBytes: between(measuredLimits.trafficBytes),
  /** The time grain the traffic sums were read at; absent: one minute. */
  trafficGrainSeconds: z.optional(z.literal(trafficGrainsSeconds)),
  serverLoadPercent: between(measuredLimits.serverLoadPercent),
});
export type Measured = z.infer<typeof measuredSchema>;

/**
 * Factors the engine multiplies its predicted load by, per limit: connections (client connections),
 * inbound and outbound (load bytes per second), messages (billed messages a day). Absent factor: 1.
 */
export const calibrationSchema = z.strictObject({
  connections: between(measuredLimits.factor),
  inbound: between(measuredLimits.factor),
  outbound: between(measuredLimits.factor),
  messages: between(measuredLimits.factor),
});
export type Calibration = z.infer<typeof calibrationSchema>;
