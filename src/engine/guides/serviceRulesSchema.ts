/**
 * Schema of data/service-rules.json: what the vendor documents outside the performance guide (the connection
 * quota, connection-open rates, message size limits, the regional unit quota, autoscale), each with its source.
 */
import * as z from 'zod/mini';

const positive = z.number().check(z.gt(0));
const count = z.int().check(z.gte(1));
const share = z.number().check(z.gt(0), z.lte(1));
const source = z.string().check(z.minLength(1));

export const serviceRulesSchema = z.strictObject({
  connectionQuota: z.strictObject({
    includesServerConnections: z.boolean(),
    source,
    /** ASP.NET SignalR opens server connections for one default hub besides the hubs the code defines. */
    aspnetDefaultHubs: z.int().check(z.gte(0)),
    aspnetSource: source,
  }),
  connectionOpenRates: z.strictObject({
    source,
    freePerSecond: positive,
    points: z.array(z.strictObject({ units: count, perSecond: positive })).check(
      z.minLength(2),
      z.refine(
        (points) => points.every((p, i) => i === 0 || p.units > (points[i - 1]?.units ?? 0)),
        'points must be in increasing units',
      ),
    ),
    slips: z.array(
      z.strictObject({
        id: z.string(),
        units: count,
        printed: z.string(),
        formula: z.string(),
        /** 'rate': the printed rate is used; 'time': the rate the row's own time gives (`usedPerSecond`). */
        engineUses: z.enum(['rate', 'time']),
        usedPerSecond: z.optional(positive),
        note: z.string(),
      }),
    ),
    beyondLargestPoint: z.string(),
  }),
  clientReconnect: z.strictObject({
    retryDelaysSeconds: z.array(z.number().check(z.gte(0))).check(z.minLength(1)),
    source,
  }),
  messageSizeLimits: z.strictObject({
    source,
    hubReceiveBytes: count,
    hubReceiveSetting: z.string(),
    hubReceiveNote: z.string(),
    sseLongPollingBytes: count,
    restBodyBytes: count,
    oneMegabyteNote: z.string(),
  }),
  unitQuota: z.strictObject({ unitsPerSubscriptionPerRegion: count, source }),
  autoscale: z.strictObject({
    premiumOnly: z.boolean(),
    scaleOutAboveConnectionQuotaUtilization: share,
    scaleInBelowConnectionQuotaUtilization: share,
    /** Minutes between two autoscale actions: the vendor's rule of thumb. */
    coolDownMinutes: count,
    coolDownSource: source,
    source,
    /** How long a change of units takes to apply, as the vendor words it. */
    scaleChangeMinutes: z.string(),
    scaleChangeSource: source,
    /** The hourly rule the engine simulates (src/engine/planning/autoscale.ts). */
    engineRule: z.string(),
    sourceUrl: z.url(),
  }),
  /** How a unit count that changes during a day is billed: by the seconds it runs, billed daily. */
  unitBilling: z.strictObject({
    unitsBilledBy: z.literal('seconds'),
    billedPer: z.literal('day'),
    includedMessagesPerUnitDay: count,
    /** True: SignalR's own pages do not say; the rule is taken from Azure Web PubSub (an assumption). */
    signalrPageSilent: z.boolean(),
    source,
    sourceUrl: z.url(),
  }),
  /** Premium geo-replication: each replica billed for its own units and outbound messages. */
  geoReplication: z.strictObject({
    premiumOnly: z.boolean(),
    billedPerReplica: z.boolean(),
    includedMessagesPerReplica: z.boolean(),
    source,
    sourceUrl: z.url(),
  }),
});
export type ServiceRules = z.infer<typeof serviceRulesSchema>;
