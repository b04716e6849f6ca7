/**
 * The planning fields' limits and named values (./planSchema builds their schemas from them): a module without
 * zod, so the page's first load holds them alone.
 */
export const hoursPerDay = 24;

export const planLimits = {
  /** Extra regions besides the primary (Premium geo-replication: at most 8 replicas per primary). */
  replicaCount: { min: 0, max: 8 },
  monthlyGrowthPercent: { min: 0, max: 100 },
  targetConnections: { min: 1, max: 100_000_000 },
  /** Months from now at which the target audience is reached. */
  targetMonth: { min: 1, max: 12 },
  /** Autoscale thresholds, as shares of the metric (Azure Monitor takes 0-100%). */
  autoscaleScaleOutAbove: { min: 0.05, max: 1 },
  autoscaleScaleInBelow: { min: 0, max: 0.95 },
  /** Minutes an autoscale setting waits after a scale action before the next one. */
  autoscaleCoolDownMinutes: { min: 5, max: 1440 },
  /** The share of its size a compact payload keeps (the payload lever). */
  compactPayloadRatio: { min: 0.05, max: 0.95 },
} as const;

/** How replicas are sized: each for all the traffic (one region can take over), or each for its share. */
export const replicaSizings = ['allTraffic', 'split'] as const;
export type ReplicaSizing = (typeof replicaSizings)[number];
