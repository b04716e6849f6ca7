/**
 * The public scenario format, version 2: the contract shared by the engine, the share link and the
 * export/import file. public/scenario.schema.json is generated from `scenarioSchema`.
 *
 * Version 1 documents (links, files, stored scenarios) are read by the same schema and come out as
 * version 2: every version 1 field means the same in version 2, and the fields version 2 adds take their
 * defaults (one hub, server connections counted, the SDK advice for server connections per hub, no
 * connection headroom target, the interpolated reading of the guide).
 */
import * as z from 'zod/mini';
import { appServerFrameworks, patterns } from '../guides/guideSchema';
import {
  autoscaleSchema,
  compactPayloadRatioSchema,
  loadProfileSchema,
  replicasSchema,
  timelineSchema,
} from './planSchema';
import { calibrationSchema, measuredSchema } from './measuredSchema';
import { pricesSchema } from './pricesSchema';
import { describeIssue, type ScenarioIssue } from './scenarioIssues';
import { scenarioEditions, serviceIssues, services } from './services';

import {
  currentScenarioVersion,
  guideReadings,
  scenarioLimits,
  transports,
  workloadGrowths,
} from './scenarioLimits';

export type { IssueDetail, ScenarioIssue } from './scenarioIssues';
// The format's limits and names, in a module of their own that builds no schema: the page's first load uses them
// without zod (vite.config.ts).
export {
  clientPatterns,
  currentScenarioVersion,
  defaultGroupSize,
  defaultGrowthOf,
  guideReadings,
  isClientPattern,
  scenarioLimits,
  transports,
  workloadGrowths,
} from './scenarioLimits';
export type { GuideReading, Transport, WorkloadGrowth } from './scenarioLimits';

const bounded = (limits: { min: number; max: number }) =>
  z.number().check(z.gte(limits.min), z.lte(limits.max));
const boundedInt = (limits: { min: number; max: number }) =>
  z.int().check(z.gte(limits.min), z.lte(limits.max));
const name = z.string().check(z.maxLength(scenarioLimits.nameLength.max));

/**
 * One workload. Senders may exceed the connections and a group may be larger than them: what the user set is kept,
 * and the engine sizes with the connections instead, and says so (./usedInputs).
 */
export const workloadSchema = z.strictObject({
  name: name,
  pattern: z.enum(patterns),
  /** Client connections this workload keeps open. */
  connections: boundedInt(scenarioLimits.connections),
  /** How many of them (or, for the REST patterns, how many REST callers) send; used as at most the connections. */
  senders: boundedInt(scenarioLimits.senders),
  messageBytes: boundedInt(scenarioLimits.messageBytes),
  /** Each sender sends one message per interval. */
  sendIntervalSeconds: bounded(scenarioLimits.sendIntervalSeconds),
  /** Members of each group (group pattern only; default 10); used as at most the connections. */
  groupSize: z.optional(boundedInt(scenarioLimits.groupSize)),
  /** Transport of the client connections; the guide benchmarked WebSocket only (default). */
  transport: z.optional(z.enum(transports)),
  /** What grows with the audience (default: by pattern, see `defaultGrowthOf`). */
  growth: z.optional(z.enum(workloadGrowths)),
});
export type Workload = z.infer<typeof workloadSchema>;

const scenarioFields = z.strictObject({
  /** 2; version 1 documents are accepted and read as version 2. */
  version: z.pipe(
    z.literal([1, currentScenarioVersion]),
    z.transform((): typeof currentScenarioVersion => currentScenarioVersion),
  ),
  name: z.optional(name),
  /** The service sized: Azure SignalR Service or Azure Web PubSub; absent: SignalR (every older document's). */
  service: z.optional(z.enum(services)),
  /** Whose tables: SignalR's 2019 edition, Web PubSub's 2021 edition, or the service's current one. */
  edition: z._default(z.enum(scenarioEditions), 'current'),
  /** Throughput headroom target: the highest share of a throughput limit a recommended tier may use. */
  targetUtilization: z._default(bounded(scenarioLimits.targetUtilization), 0.7),
  /** Connection headroom target: the highest share of the connection quota a recommended tier may use; absent: 1. */
  connectionTarget: z.optional(bounded(scenarioLimits.connectionTarget)),
  /** Hubs the app servers serve: each opens its server connections per hub. */
  hubs: z._default(boundedInt(scenarioLimits.hubs), 1),
  /** Server connections each app server opens per hub; absent: the guide's advice (15, or 40 with broadcasts and big groups). */
  serverConnectionsPerHub: z.optional(boundedInt(scenarioLimits.serverConnectionsPerHub)),
  /** Server connections count against the connection quota (the vendor); false reproduces the guide's benchmarks. */
  countServerConnections: z._default(z.boolean(), true),
  /** How to read the guide where it is silent; absent: interpolated. */
  guideReading: z.optional(z.enum(guideReadings)),
  /** App server framework of the default-mode workloads (default ASP.NET Core). */
  appServerFramework: z.optional(z.enum(appServerFrameworks)),
  /**
   * The scenario's own prices: per unit per day by SKU and per million messages beyond the included ones, their
   * currency (absent: USD) and the price list they were read from (./pricesSchema); absent: the catalog's.
   */
  prices: z.optional(pricesSchema),
  workloads: z.array(workloadSchema).check(z.maxLength(scenarioLimits.workloads.max)),
  /** 24 hourly levels as a share of the composed peak; absent: the peak all day. */
  loadProfile: z.optional(loadProfileSchema),
  /** Premium geo-replicas besides the primary; absent: the primary alone. */
  replicas: z.optional(replicasSchema),
  /** Premium autoscale's thresholds and cool-down; absent: the vendor's example (70% out, 20% in, 30 minutes). */
  autoscale: z.optional(autoscaleSchema),
  /** The share of its size a compact payload keeps, for the payload lever; absent: 0.67 (our assumption). */
  compactPayloadRatio: z.optional(compactPayloadRatioSchema),
  /** Monthly growth for the year-ahead timeline; absent: no timeline. */
  timeline: z.optional(timelineSchema),
  /** What Azure Monitor showed for the running instance at a peak; absent: nothing measured. */
  measured: z.optional(measuredSchema),
  /** Measured / predicted factors the engine applies to its load; absent: no calibration. */
  calibration: z.optional(calibrationSchema),
});

export const scenarioSchema = scenarioFields.check(
  // A pattern or setting its service's guide does not have: one issue per field (services.ts).
  z.superRefine((scenario, context) => {
    for (const issue of serviceIssues(scenario)) {
      context.addIssue({
        code: 'custom',
        path: issue.path,
        message: issue.message,
        params: { notForService: scenario.service ?? 'signalr' },
      });
    }
  }),
);
/** A parsed scenario: defaults applied, version 2. */
export type Scenario = z.infer<typeof scenarioSchema>;
/** A scenario as written in a file or link (version 1 or 2): defaults may be missing. */
export type ScenarioInput = z.input<typeof scenarioSchema>;

export type ScenarioParseResult =
  { ok: true; scenario: Scenario } | { ok: false; issues: ScenarioIssue[] };

/**
 * The value with every -0 made 0. JSON keeps the sign of a zero ("-0" in a link or a file), and the sign
 * shows when it is formatted: "Senders -0", "-$0.00 per month". Nothing in the format is a negative zero.
 * @example withoutNegativeZero({ senders: -0 }) // { senders: 0 }
 */
function withoutNegativeZero<T>(value: T): T {
  if (Object.is(value, -0)) return 0 as T;
  if (Array.isArray(value)) return value.map(withoutNegativeZero) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, withoutNegativeZero(field)]),
    ) as T;
  return value;
}

/**
 * Validates untrusted input (a file, a link, storage) against the scenario format and names every bad field.
 * @example parseScenario({ version: 1, workloads: [] }) // { ok: true, scenario: { version: 2, edition: 'current', ... } }
 */
export function parseScenario(input: unknown): ScenarioParseResult {
  const result = scenarioSchema.safeParse(input);
  if (result.success) return { ok: true, scenario: withoutNegativeZero(result.data) };
  return { ok: false, issues: result.error.issues.map(describeIssue) };
}

/** Thrown by `evaluate` for a scenario the format rejects; `issues` name every bad field. */
export class ScenarioError extends Error {
  readonly issues: readonly ScenarioIssue[];
  constructor(issues: readonly ScenarioIssue[]) {
    super(
      `invalid scenario: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
    );
    this.name = 'ScenarioError';
    this.issues = issues;
  }
}
