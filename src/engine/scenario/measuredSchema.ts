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

import { measuredLimits, trafficGrainsSeconds } from './measuredLimits';
// The names and limits the schemas are built from, in a module without zod: the page's first load uses them
// before it has loaded any schema (vite.config.ts).
export {
  measuredLimits,
  trafficGrainsSeconds,
  defaultTrafficGrainSeconds,
  calibratedLimits,
} from './measuredLimits';
export type { TrafficGrainSeconds, CalibratedLimit } from './measuredLimits';

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
