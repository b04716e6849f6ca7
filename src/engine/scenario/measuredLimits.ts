/**
 * The measured metrics' limits and named values (./measuredSchema builds their schemas from them): a module
 * without zod, so the page's first load holds them alone.
 */
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
