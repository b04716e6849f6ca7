/**
 * What cuts the bill: concrete changes to the scenario, each priced by the engine itself. Every candidate is
 * the scenario with one workload (or its replicas) changed; it is planned like any scenario and its saving is
 * the difference between the two plans' monthly bills. Only changes that save at least 0.1% of the bill are
 * listed, the biggest first, so the lever that reaches the biggest cost comes first; savings within the same 1% of
 * the bill are listed by what they ask of the app, least first (trimming a byte before a new protocol).
 */
import { defaultTables, type SizingTables } from '../guides/data';
import type { Replicas } from '../scenario/planSchema';
import { type Scenario, type Workload } from '../scenario/scenario';
import { defaultGroupSize, scenarioLimits } from '../scenario/scenarioLimits';
import { serviceOf, type Service } from '../scenario/services';
import { evaluate } from '../sizing/evaluate';
import { planOf } from './plan';

export const leverKinds = [
  'chunkBoundary',
  'batching',
  'groups',
  'rest',
  'compactPayload',
  'longerInterval',
  'fewerReplicas',
] as const;
export type LeverKind = (typeof leverKinds)[number];

/**
 * The share of its size a compact payload keeps (MessagePack instead of JSON, deltas instead of whole
 * snapshots) when the scenario does not say: our assumption, from msgpack.org's own example (27 bytes of JSON
 * in 18 of MessagePack: 0.67). The guide: "MessagePack is smaller in size and delivered faster than JSON."
 */
export const defaultCompactPayloadRatio = 0.67;
/** Savings below this share of the bill are noise, not levers. */
export const leverMinimumSavingShare = 0.001;
/** The longer broadcast interval the lever offers: twice the current one. */
export const longerIntervalFactor = 2;

/** How far past a 2 KB chunk boundary a message may be to be called "just over": an eighth of a chunk (256 B). */
export const chunkSlackShare = 1 / 8;
/** The most messages a batch combines: past ten, the wait outweighs the saving for most live features. */
export const maxBatchMessages = 10;

/** One change to a workload: which workload, what it becomes, and the figures a person needs to weigh it. */
export interface WorkloadLever {
  target: 'workload';
  kind: Exclude<LeverKind, 'fewerReplicas'>;
  workloadIndex: number;
  workloadName: string;
  /** The workload as the lever leaves it; applying the lever puts it in place of the old one. */
  workload: Workload;
  /** Monthly cost of the recommendation now and with the lever applied, in USD. */
  costUsd: number;
  leverCostUsd: number;
  monthlySavingUsd: number;
  /** chunkBoundary: the new size; batching: messages per batch; groups: the group size. */
  messageBytes: number;
  batchMessages: number;
  groupSize: number;
  /** Longest extra wait a message may have (batching: it waits for its batch), in seconds. */
  addedDelaySeconds: number;
  /** compactPayload: the share of its size the payload keeps. */
  payloadRatio: number;
}

/** One replica fewer: the regions change, not a workload. */
export interface ReplicaLever {
  target: 'replicas';
  kind: 'fewerReplicas';
  /** The replicas as the lever leaves them; undefined: the primary alone. */
  replicas: Replicas | undefined;
  costUsd: number;
  leverCostUsd: number;
  monthlySavingUsd: number;
}

export type Lever = WorkloadLever | ReplicaLever;

type Candidate = Pick<
  WorkloadLever,
  'kind' | 'workload' | 'batchMessages' | 'groupSize' | 'addedDelaySeconds' | 'payloadRatio'
>;

/**
 * The size a message just over a chunk boundary could be trimmed to: the boundary below it, when it is at most
 * an eighth of a chunk above it; null otherwise.
 * @example trimmedMessageBytes(2049, 2048) // 2048 (billed as 1 message instead of 2)
 * @example trimmedMessageBytes(3000, 2048) // null (952 B over: not "just over")
 */
export function trimmedMessageBytes(
  messageBytes: number,
  billingChunkBytes: number,
): number | null {
  const over = messageBytes % billingChunkBytes;
  if (messageBytes <= billingChunkBytes || over === 0) return null;
  return over <= billingChunkBytes * chunkSlackShare ? messageBytes - over : null;
}

/**
 * How many messages one batch combines so that it still fits one 2 KB chunk: chunk / messageBytes, at most
 * ten, and only where the longer send interval stays within the format's 3,600 s; null when below two.
 * @example batchMessagesFor(200, 1, 2048) // 10 (2,000 B in one chunk, sent every 10 s)
 * @example batchMessagesFor(1500, 1, 2048) // null
 */
export function batchMessagesFor(
  messageBytes: number,
  sendIntervalSeconds: number,
  billingChunkBytes: number,
): number | null {
  const fitting = Math.min(maxBatchMessages, Math.floor(billingChunkBytes / messageBytes));
  const maxByInterval = Math.floor(scenarioLimits.sendIntervalSeconds.max / sendIntervalSeconds);
  const batch = Math.min(fitting, maxByInterval);
  return batch >= 2 ? batch : null;
}

function candidatesFor(
  workload: Workload,
  billingChunkBytes: number,
  payloadRatio: number,
  service: Service,
): Candidate[] {
  const none = { batchMessages: 1, groupSize: 1, addedDelaySeconds: 0, payloadRatio: 1 };
  const candidates: Candidate[] = [];
  // Only SignalR counts whole 2 KB chunks per message; Web PubSub bills bytes, so a trimmed byte saves a byte.
  const trimmed =
    service === 'signalr' ? trimmedMessageBytes(workload.messageBytes, billingChunkBytes) : null;
  if (trimmed !== null) {
    candidates.push({
      kind: 'chunkBoundary',
      workload: { ...workload, messageBytes: trimmed },
      ...none,
    });
  }
  const batch = batchMessagesFor(
    workload.messageBytes,
    workload.sendIntervalSeconds,
    billingChunkBytes,
  );
  if (batch !== null) {
    candidates.push({
      kind: 'batching',
      workload: {
        ...workload,
        messageBytes: workload.messageBytes * batch,
        sendIntervalSeconds: workload.sendIntervalSeconds * batch,
      },
      ...none,
      batchMessages: batch,
      addedDelaySeconds: workload.sendIntervalSeconds * (batch - 1),
    });
  }
  if (workload.pattern === 'connection') {
    // The same deliveries, one group call where there were groupSize send-to-connection calls.
    const groupSize = Math.min(defaultGroupSize, workload.connections);
    const interval = workload.sendIntervalSeconds * groupSize;
    if (groupSize >= 2 && interval <= scenarioLimits.sendIntervalSeconds.max) {
      candidates.push({
        kind: 'groups',
        workload: { ...workload, pattern: 'group', groupSize, sendIntervalSeconds: interval },
        ...none,
        groupSize,
      });
    }
  }
  const compactBytes = Math.max(
    scenarioLimits.messageBytes.min,
    Math.round(workload.messageBytes * payloadRatio),
  );
  if (compactBytes < workload.messageBytes) {
    candidates.push({
      kind: 'compactPayload',
      workload: { ...workload, messageBytes: compactBytes },
      ...none,
      payloadRatio,
    });
  }
  if (workload.pattern === 'broadcast' || workload.pattern === 'restBroadcast') {
    const interval = workload.sendIntervalSeconds * longerIntervalFactor;
    if (interval <= scenarioLimits.sendIntervalSeconds.max) {
      candidates.push({
        kind: 'longerInterval',
        workload: { ...workload, sendIntervalSeconds: interval },
        ...none,
        addedDelaySeconds: interval - workload.sendIntervalSeconds,
      });
    }
  }
  if (workload.pattern === 'broadcast' || workload.pattern === 'connection') {
    // The app server calls the REST API instead of relaying a client's hub call: no billed leg to the server.
    const { growth: _growth, transport: _transport, ...rest } = workload;
    candidates.push({
      kind: 'rest',
      workload: {
        ...rest,
        pattern: workload.pattern === 'broadcast' ? 'restBroadcast' : 'restUser',
      },
      ...none,
    });
  }
  return candidates;
}

/** One replica fewer, or none: the regions' units and autoscale change, the deliveries do not. */
function fewerReplicas(replicas: Replicas | undefined): Replicas | undefined | null {
  if (!replicas || replicas.count === 0) return null;
  if (replicas.count === 1) return undefined;
  const { shares: _shares, ...rest } = replicas;
  return { ...rest, count: replicas.count - 1 };
}

/**
 * The changes that lower this scenario's monthly bill, biggest saving first: trim messages just over a 2 KB
 * chunk boundary, batch small messages into one chunk, a compact payload (MessagePack or deltas, at the
 * scenario's `compactPayloadRatio`), a longer broadcast interval, send to groups instead of many
 * send-to-connection calls, send from the server over REST instead of relaying hub calls, one replica fewer.
 * Each saving is the plan's monthly bill minus the plan's bill with the lever applied (both by `plan`). Empty
 * when nothing fits or nothing saves at least 0.1% of the bill.
 * @example leversFor(echo of 1,000 senders every 1 s of 2,049 B)[0]
 *   // { kind: 'chunkBoundary', messageBytes: 2048, monthlySavingUsd: half the message cost, ... }
 */
export function leversFor(scenario: Scenario, tables: SizingTables = defaultTables): Lever[] {
  const billOf = (changed: Scenario) =>
    planOf(evaluate(changed, tables), tables, { detail: false }).monthly?.totalUsd ?? null;
  const costUsd = billOf(scenario);
  if (costUsd === null) return [];
  const minimumSaving = Math.max(0.01, costUsd * leverMinimumSavingShare);
  const payloadRatio = scenario.compactPayloadRatio ?? defaultCompactPayloadRatio;
  const levers: Lever[] = [];
  scenario.workloads.forEach((workload, workloadIndex) => {
    for (const candidate of candidatesFor(
      workload,
      tables.skuCatalog.billingChunkBytes,
      payloadRatio,
      serviceOf(scenario),
    )) {
      const workloads = scenario.workloads.map((w, i) =>
        i === workloadIndex ? candidate.workload : w,
      );
      const leverCostUsd = billOf({ ...scenario, workloads });
      if (leverCostUsd === null) continue;
      const monthlySavingUsd = costUsd - leverCostUsd;
      if (monthlySavingUsd < minimumSaving) continue;
      levers.push({
        target: 'workload',
        ...candidate,
        workloadIndex,
        workloadName: workload.name,
        costUsd,
        leverCostUsd,
        monthlySavingUsd,
        messageBytes: candidate.workload.messageBytes,
      });
    }
  });
  const replicas = fewerReplicas(scenario.replicas);
  if (replicas !== null) {
    const { replicas: _old, ...rest } = scenario;
    const leverCostUsd = billOf(replicas ? { ...rest, replicas } : rest);
    if (leverCostUsd !== null && costUsd - leverCostUsd >= minimumSaving) {
      levers.push({
        target: 'replicas',
        kind: 'fewerReplicas',
        replicas,
        costUsd,
        leverCostUsd,
        monthlySavingUsd: costUsd - leverCostUsd,
      });
    }
  }
  levers.sort((a, b) => b.monthlySavingUsd - a.monthlySavingUsd);
  // Savings within 1% of the bill of each other are the same to a reader: the lever that asks less of the app
  // goes first (trimming a byte before a new protocol).
  const tie = costUsd * 0.01;
  for (let index = 1; index < levers.length; index += 1) {
    for (let at = index; at > 0; at -= 1) {
      const before = levers[at - 1] as Lever;
      const lever = levers[at] as Lever;
      const close = before.monthlySavingUsd - lever.monthlySavingUsd <= tie;
      if (!close || leverEffort.indexOf(lever.kind) >= leverEffort.indexOf(before.kind)) break;
      levers[at - 1] = lever;
      levers[at] = before;
    }
  }
  return levers;
}

/** The levers by what they ask of the app, least first: ties in saving are listed in this order. */
const leverEffort: readonly LeverKind[] = [
  'chunkBoundary',
  'batching',
  'longerInterval',
  'rest',
  'groups',
  'compactPayload',
  'fewerReplicas',
];
