/**
 * The optional planning fields of scenario format 2: a day's load profile, geo-replicas and a year's growth.
 * Absent, each means what the page did before it existed: a flat day at the peak, the primary region only,
 * no timeline. Every refusal names its field (`loadProfile: needs at least one hour above 0`).
 */
import * as z from 'zod/mini';

import { hoursPerDay, planLimits, replicaSizings } from './planLimits';
// The names and limits the schemas are built from, in a module without zod: the page's first load uses them
// before it has loaded any schema (vite.config.ts).
export { hoursPerDay, planLimits, replicaSizings } from './planLimits';
export type { ReplicaSizing } from './planLimits';

const shareTolerance = 1e-6;

export const loadProfileSchema = z.array(z.number().check(z.gte(0), z.lte(1))).check(
  z.length(hoursPerDay),
  z.refine((levels) => levels.some((level) => level > 0), 'needs at least one hour above 0'),
);
/** 24 hourly levels, each a share of the composed peak (0 to 1). */
export type LoadProfile = z.infer<typeof loadProfileSchema>;

export const replicasSchema = z
  .strictObject({
    /** Replicas besides the primary: 0 is the primary alone. */
    count: z.int().check(z.gte(planLimits.replicaCount.min), z.lte(planLimits.replicaCount.max)),
    sizing: z.enum(replicaSizings),
    /** `split` only: each region's share of the traffic, the primary first; absent: equal shares. */
    shares: z.optional(z.array(z.number().check(z.gt(0), z.lte(1)))),
  })
  .check(
    z.refine((replicas) => !replicas.shares || replicas.shares.length === replicas.count + 1, {
      message: 'needs one share per region: the primary and each replica',
      path: ['shares'],
    }),
    z.refine(
      (replicas) =>
        !replicas.shares ||
        Math.abs(replicas.shares.reduce((sum, share) => sum + share, 0) - 1) <= shareTolerance,
      { message: 'shares must add up to 1', path: ['shares'] },
    ),
  );
export type Replicas = z.infer<typeof replicasSchema>;

export const timelineSchema = z
  .strictObject({
    /** Growth of the audience each month, in percent (compounded). */
    monthlyGrowthPercent: z.optional(
      z
        .number()
        .check(
          z.gte(planLimits.monthlyGrowthPercent.min),
          z.lte(planLimits.monthlyGrowthPercent.max),
        ),
    ),
    /** Or: the client connections expected `targetMonth` months from now. */
    targetConnections: z.optional(
      z
        .int()
        .check(z.gte(planLimits.targetConnections.min), z.lte(planLimits.targetConnections.max)),
    ),
    targetMonth: z.optional(
      z.int().check(z.gte(planLimits.targetMonth.min), z.lte(planLimits.targetMonth.max)),
    ),
  })
  .check(
    z.refine(
      (timeline) =>
        (timeline.monthlyGrowthPercent !== undefined) !==
        (timeline.targetConnections !== undefined || timeline.targetMonth !== undefined),
      'needs either monthlyGrowthPercent or targetConnections with targetMonth',
    ),
    z.refine(
      (timeline) =>
        (timeline.targetConnections === undefined) === (timeline.targetMonth === undefined),
      'targetConnections and targetMonth go together',
    ),
  );
export type Timeline = z.infer<typeof timelineSchema>;

/**
 * Premium autoscale's rule (vendor page "Automatically scale units of an Azure SignalR Service"): scale out when
 * Connection Quota Utilization (or Server Load) is above `scaleOutAbove`, in when below `scaleInBelow`, waiting
 * `coolDownMinutes` between actions. Absent: the vendor's example, 70% and 20%, and its 30-minute rule of thumb.
 */
export const autoscaleSchema = z
  .strictObject({
    scaleOutAbove: z
      .number()
      .check(
        z.gte(planLimits.autoscaleScaleOutAbove.min),
        z.lte(planLimits.autoscaleScaleOutAbove.max),
      ),
    scaleInBelow: z
      .number()
      .check(
        z.gte(planLimits.autoscaleScaleInBelow.min),
        z.lte(planLimits.autoscaleScaleInBelow.max),
      ),
    coolDownMinutes: z.optional(
      z
        .int()
        .check(
          z.gte(planLimits.autoscaleCoolDownMinutes.min),
          z.lte(planLimits.autoscaleCoolDownMinutes.max),
        ),
    ),
  })
  .check(
    z.refine((rule) => rule.scaleInBelow < rule.scaleOutAbove, {
      message: 'must be below scaleOutAbove',
      path: ['scaleInBelow'],
    }),
  );
export type AutoscaleSettings = z.infer<typeof autoscaleSchema>;

/** The share of its size a compact payload (MessagePack, deltas) keeps, for the cost levers. */
export const compactPayloadRatioSchema = z
  .number()
  .check(z.gte(planLimits.compactPayloadRatio.min), z.lte(planLimits.compactPayloadRatio.max));
