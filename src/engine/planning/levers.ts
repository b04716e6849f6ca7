/**
 * What cuts the bill: concrete changes to the scenario, each priced by the engine itself. Every candidate is
 * the scenario with one workload changed; it is evaluated like any scenario and its saving is the difference
 * between the two recommendations' monthly costs. Only changes that save something are listed, the biggest first.
 */
import { defaultTables, type SizingTables } from '../guides/data';
import { evaluate } from '../sizing/evaluate';
import {
  defaultGroupSize,
  scenarioLimits,
  type Scenario,
  type Workload,
} from '../scenario/scenario';

export const leverKinds = ['chunkBoundary', 'batching', 'groups', 'rest'] as const;
export type LeverKind = (typeof leverKinds)[number];

/** How far past a 2 KB chunk boundary a message may be to be called "just over": an eighth of a chunk (256 B). */
export const chunkSlackShare = 1 / 8;
/** The most messages a batch combines: past ten, the wait outweighs the saving for most live features. */
export const maxBatchMessages = 10;

/** One change: which workload, what it becomes, and the figures a person needs to weigh it. */
export interface Lever {
  kind: LeverKind;
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
}

type Candidate = Pick<
  Lever,
  'kind' | 'workload' | 'batchMessages' | 'groupSize' | 'addedDelaySeconds'
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

function candidatesFor(workload: Workload, billingChunkBytes: number): Candidate[] {
  const none = { batchMessages: 1, groupSize: 1, addedDelaySeconds: 0 };
  const candidates: Candidate[] = [];
  const trimmed = trimmedMessageBytes(workload.messageBytes, billingChunkBytes);
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

/**
 * The changes that lower this scenario's monthly cost, biggest saving first: trim messages just over a 2 KB
 * chunk boundary, batch small messages into one chunk, send to groups instead of many send-to-connection
 * calls, send from the server over REST instead of relaying hub calls. Each saving is the recommendation's
 * monthly cost minus the recommendation's cost for the scenario with the lever applied (both by `evaluate`).
 * Empty when nothing fits or nothing saves.
 * @example leversFor(echo of 1,000 senders every 1 s of 2,049 B)[0]
 *   // { kind: 'chunkBoundary', messageBytes: 2048, monthlySavingUsd: half the message cost, ... }
 */
export function leversFor(scenario: Scenario, tables: SizingTables = defaultTables): Lever[] {
  const base = evaluate(scenario, tables).recommended;
  if (!base) return [];
  const costUsd = base.cost.totalUsd;
  const levers: Lever[] = [];
  scenario.workloads.forEach((workload, workloadIndex) => {
    for (const candidate of candidatesFor(workload, tables.skuCatalog.billingChunkBytes)) {
      const workloads = scenario.workloads.map((w, i) =>
        i === workloadIndex ? candidate.workload : w,
      );
      const changed = evaluate({ ...scenario, workloads }, tables).recommended;
      if (!changed) continue;
      const monthlySavingUsd = costUsd - changed.cost.totalUsd;
      // A cent a month is noise, not a lever.
      if (monthlySavingUsd < 0.01) continue;
      levers.push({
        ...candidate,
        workloadIndex,
        workloadName: workload.name,
        costUsd,
        leverCostUsd: changed.cost.totalUsd,
        monthlySavingUsd,
        messageBytes: candidate.workload.messageBytes,
      });
    }
  });
  return levers.sort((a, b) => b.monthlySavingUsd - a.monthlySavingUsd);
}
