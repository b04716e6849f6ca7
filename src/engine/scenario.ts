/**
 * The public scenario format, version 1: the contract shared by the engine, the share link and the
 * export/import file. public/scenario.schema.json is generated from `scenarioSchema`.
 */
import * as z from 'zod/mini';
import { appServerFrameworks, editions, patterns, type Pattern } from './guideSchema';

export const scenarioLimits = {
  connections: { min: 1, max: 1_000_000 },
  senders: { min: 0, max: 1_000_000 },
  messageBytes: { min: 16, max: 1_048_576 },
  sendIntervalSeconds: { min: 0.01, max: 3600 },
  groupSize: { min: 1, max: 1_000_000 },
  workloads: { min: 0, max: 50 },
  nameLength: { max: 80 },
} as const;

export const transports = ['webSockets', 'serverSentEvents', 'longPolling'] as const;
export type Transport = (typeof transports)[number];

/** Patterns whose messages come from clients over their connections and pass through the app server (default mode). */
export const clientPatterns: readonly Pattern[] = ['echo', 'broadcast', 'group', 'connection'];

export function isClientPattern(pattern: Pattern): boolean {
  return clientPatterns.includes(pattern);
}

/** Group size used when a group workload does not say: the guide's small group of 10 members. */
export const defaultGroupSize = 10;

const bounded = (limits: { min: number; max: number }) =>
  z.number().check(z.gte(limits.min), z.lte(limits.max));
const boundedInt = (limits: { min: number; max: number }) =>
  z.int().check(z.gte(limits.min), z.lte(limits.max));
const name = z.string().check(z.maxLength(scenarioLimits.nameLength.max));

export const workloadSchema = z
  .strictObject({
    name: name,
    pattern: z.enum(patterns),
    /** Client connections this workload keeps open. */
    connections: boundedInt(scenarioLimits.connections),
    /** How many of them (or, for the REST patterns, how many REST callers) send. */
    senders: boundedInt(scenarioLimits.senders),
    messageBytes: boundedInt(scenarioLimits.messageBytes),
    /** Each sender sends one message per interval. */
    sendIntervalSeconds: bounded(scenarioLimits.sendIntervalSeconds),
    /** Members of each group (group pattern only; default 10). */
    groupSize: z.optional(boundedInt(scenarioLimits.groupSize)),
    /** Transport of the client connections; the guide benchmarked WebSocket only (default). */
    transport: z.optional(z.enum(transports)),
  })
  .check(
    z.refine((w) => !isClientPattern(w.pattern) || w.senders <= w.connections, {
      message: 'senders cannot exceed connections for a client pattern',
      path: ['senders'],
    }),
    z.refine((w) => w.groupSize === undefined || w.groupSize <= w.connections, {
      message: 'groupSize cannot exceed connections',
      path: ['groupSize'],
    }),
  );
export type Workload = z.infer<typeof workloadSchema>;

const priceOverride = z.optional(z.number().check(z.gte(0), z.lte(1_000_000)));

export const scenarioSchema = z.strictObject({
  version: z.literal(1),
  name: z.optional(name),
  /** Whose tables: the 2019 edition or the current one. */
  edition: z._default(z.enum(editions), 'current'),
  /** Throughput headroom target: the highest share of a throughput limit a recommended tier may use. */
  targetUtilization: z._default(z.number().check(z.gt(0), z.lte(1)), 0.7),
  /** App server framework of the default-mode workloads (default ASP.NET Core). */
  appServerFramework: z.optional(z.enum(appServerFrameworks)),
  /** Price overrides in USD: per unit per day by SKU, and per million messages beyond the included ones. */
  prices: z.optional(
    z.strictObject({
      Standard_S1: priceOverride,
      Premium_P1: priceOverride,
      Premium_P2: priceOverride,
      perMillionExtraMessages: priceOverride,
    }),
  ),
  workloads: z.array(workloadSchema).check(z.maxLength(scenarioLimits.workloads.max)),
});
/** A parsed scenario: defaults applied. */
export type Scenario = z.infer<typeof scenarioSchema>;
/** A scenario as written in a file or link: defaults may be missing. */
export type ScenarioInput = z.input<typeof scenarioSchema>;

/** What is wrong, as a code and its numbers, so the UI can word it in any language. */
export type IssueDetail =
  | { code: 'tooBig'; maximum: number; items: boolean }
  | { code: 'tooSmall'; minimum: number; inclusive: boolean }
  | { code: 'wholeNumber' }
  | { code: 'wrongType'; expected: 'number' | 'text' | 'list' | 'object' | 'other' }
  | { code: 'notOneOf'; values: string[] }
  | { code: 'unknownFields'; keys: string[] }
  | { code: 'sendersOverConnections' }
  | { code: 'groupOverConnections' }
  | { code: 'invalid' };

export interface ScenarioIssue {
  /** Where the problem is, e.g. `workloads[0].connections`. */
  path: string;
  /** The problem in English, for scripts and the JSON API. */
  message: string;
  detail: IssueDetail;
}

export type ScenarioParseResult =
  { ok: true; scenario: Scenario } | { ok: false; issues: ScenarioIssue[] };

/**
 * Validates untrusted input (a file, a link, storage) against the scenario format and names every bad field.
 * @example parseScenario({ version: 1, workloads: [] }) // { ok: true, scenario: { version: 1, edition: 'current', ... } }
 */
export function parseScenario(input: unknown): ScenarioParseResult {
  const result = scenarioSchema.safeParse(input);
  if (result.success) return { ok: true, scenario: result.data };
  return { ok: false, issues: result.error.issues.map(describeIssue) };
}

export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text === '' ? '(the scenario)' : text;
}

function describeIssue(issue: z.core.$ZodIssue): ScenarioIssue {
  return { path: formatPath(issue.path), message: issueMessage(issue), detail: issueDetail(issue) };
}

const typeNames: Record<string, 'number' | 'text' | 'list' | 'object'> = {
  number: 'number',
  string: 'text',
  array: 'list',
  object: 'object',
};

function issueDetail(issue: z.core.$ZodIssue): IssueDetail {
  switch (issue.code) {
    case 'too_big':
      return { code: 'tooBig', maximum: Number(issue.maximum), items: issue.origin === 'array' };
    case 'too_small':
      return {
        code: 'tooSmall',
        minimum: Number(issue.minimum),
        inclusive: issue.inclusive ?? true,
      };
    case 'invalid_type':
      return issue.expected === 'int'
        ? { code: 'wholeNumber' }
        : { code: 'wrongType', expected: typeNames[issue.expected] ?? 'other' };
    case 'invalid_value':
      return { code: 'notOneOf', values: issue.values.map((value) => JSON.stringify(value)) };
    case 'unrecognized_keys':
      return { code: 'unknownFields', keys: issue.keys };
    case 'custom':
      if (issue.path.at(-1) === 'senders') return { code: 'sendersOverConnections' };
      if (issue.path.at(-1) === 'groupSize') return { code: 'groupOverConnections' };
      return { code: 'invalid' };
    default:
      return { code: 'invalid' };
  }
}

function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_big':
      return `must be at most ${String(issue.maximum)}${issue.origin === 'array' ? ' items' : ''}`;
    case 'too_small':
      return issue.inclusive
        ? `must be at least ${String(issue.minimum)}`
        : `must be more than ${String(issue.minimum)}`;
    case 'invalid_type':
      return `must be ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return `must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      return issue.message;
  }
}
