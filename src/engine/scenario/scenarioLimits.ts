/**
 * The scenario format's limits, its named values and its defaults (./scenario builds the schema from them). A
 * module without zod: the page's first view reads these before it has loaded the schemas.
 */
import type { Pattern } from '../guides/guideSchema';
import { priceLimits } from './priceNames';

export const currentScenarioVersion = 2;

export const scenarioLimits = {
  connections: { min: 1, max: 1_000_000 },
  senders: { min: 0, max: 1_000_000 },
  messageBytes: { min: 16, max: 1_048_576 },
  sendIntervalSeconds: { min: 0.01, max: 3600 },
  groupSize: { min: 1, max: 1_000_000 },
  workloads: { min: 0, max: 50 },
  nameLength: { max: 80 },
  /** Headroom targets: the page's fields, links and imports accept the same range. */
  targetUtilization: { min: 0.05, max: 1 },
  connectionTarget: { min: 0.05, max: 1 },
  hubs: { min: 1, max: 1000 },
  serverConnectionsPerHub: { min: 1, max: 1000 },
  /** A price: 0 (free), or from a hundredth of a cent (./priceNames). */
  price: priceLimits,
} as const;

export const transports = ['webSockets', 'serverSentEvents', 'longPolling'] as const;
export type Transport = (typeof transports)[number];

/**
 * What grows with the audience: connections and senders together (every new client also sends), or
 * connections only (the senders are fixed, like the guide's broadcast benchmark: 2 senders whatever the audience).
 */
export const workloadGrowths = ['connectionsAndSenders', 'connectionsOnly'] as const;
export type WorkloadGrowth = (typeof workloadGrowths)[number];

/**
 * How to read the guide where it is silent (group sizes between its measured points, units between its
 * columns): the most favourable reading, the engine's interpolation, or the least favourable reading.
 */
export const guideReadings = ['optimistic', 'interpolated', 'conservative'] as const;
export type GuideReading = (typeof guideReadings)[number];

/** Patterns whose messages come from clients over their connections and pass through the app server (default mode). */
export const clientPatterns: readonly Pattern[] = ['echo', 'broadcast', 'group', 'connection'];

export function isClientPattern(pattern: Pattern): boolean {
  return clientPatterns.includes(pattern);
}

/** Group size used when a group workload does not say: the guide's small group of 10 members. */
export const defaultGroupSize = 10;

/**
 * What grows with the audience when a workload does not say: echo, group and send to connection grow their
 * senders with it; broadcasts and the REST patterns keep their senders.
 * @example defaultGrowthOf('broadcast') // 'connectionsOnly'
 */
export function defaultGrowthOf(pattern: Pattern): WorkloadGrowth {
  return pattern === 'echo' || pattern === 'group' || pattern === 'connection'
    ? 'connectionsAndSenders'
    : 'connectionsOnly';
}
