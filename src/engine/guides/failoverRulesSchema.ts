/**
 * Schema of data/failover-rules.json: what the vendor documents about a regional failure of a geo-replicated
 * instance (where its clients go, how soon, what autoscale takes) and about changing an instance's tier (when the
 * service is unreachable, and that Premium_P2 scales slower), each with its source.
 */
import * as z from 'zod/mini';

const source = z.string().check(z.minLength(1));
const minutes = z.number().check(z.gt(0));

export const failoverRulesSchema = z.strictObject({
  about: source,
  failover: z.strictObject({
    /** Traffic Manager resolves the instance's name to the closest replica that passes its health check. */
    routing: z.literal('closestHealthyReplica'),
    /** After the failed replica leaves the DNS answers, clients reach the others within this TTL. */
    dnsTtlSeconds: z.number().check(z.gt(0)),
    /** Server connections fail over as client connections do. */
    serverConnectionsFailOver: z.boolean(),
    source,
    sourceUrl: z.url(),
    webPubSubSource: source,
    webPubSubSourceUrl: z.url(),
    detectionNote: source,
    /** How a failed region's clients divide between the remaining ones: evenly (our assumption). */
    spreadAssumption: source,
    /** Minutes from a scale action's trigger until it takes effect (the vendor's 3-5, the slower). */
    scaleActionMinutes: minutes,
    scaleActionSource: source,
    /** Minutes a rule averages its metric over before its first action (the generated rules' window). */
    metricWindowMinutes: minutes,
    metricWindowAssumption: source,
  }),
  tierChange: z.strictObject({
    /** Unreachable while the new public IP propagates: between Free and a paid tier only. */
    downtimeMinutes: z
      .strictObject({ min: minutes, max: minutes })
      .check(z.refine((range) => range.min <= range.max, 'min must be at most max')),
    source,
    sourceUrl: z.url(),
    webPubSubSource: source,
    webPubSubSourceUrl: z.url(),
    premiumP2Source: source,
    standardToPremiumP2Assumption: source,
  }),
});
export type FailoverRules = z.infer<typeof failoverRulesSchema>;
