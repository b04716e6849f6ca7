/** What one workload sends and receives, by the guide's formulas. */
import type { Pattern } from '../guides/guideSchema';
import { type Workload } from '../scenario/scenario';
import {
  defaultGroupSize,
  defaultGrowthOf,
  isClientPattern,
  type WorkloadGrowth,
} from '../scenario/scenarioLimits';
import type { Service } from '../scenario/services';
import { usedWorkload } from '../scenario/usedInputs';

/** The guide: a message under 1,024 bytes loads the service like a 1,024-byte one. */
export const minimumLoadBytes = 1024;
export const secondsPerDay = 86_400;
/**
 * The guide's tables were measured with 2,048-byte messages ("Quick evaluation"): a routed message larger than
 * that counts as its size / 2,048 of a routing table's messages; a smaller one counts as one.
 */
export const routingTableMessageBytes = 2048;

/** Which routing table limits a workload's message rate (groups, send to connection, REST send to user). */
export type RoutingRule =
  | { table: 'none' }
  | { table: 'connection' }
  | { table: 'restUser' }
  /** Capacity between send-to-connection (share 0, 1 member) and small groups (share 1, 10 members or more). */
  | { table: 'group'; smallGroupShare: number; groupSize: number };

export interface WorkloadFigures {
  pattern: Pattern;
  connections: number;
  /** Bytes of each message, as entered. */
  messageBytes: number;
  /** senders / sendIntervalSeconds */
  inboundMessagesPerSecond: number;
  /**
   * The routing tables' messages these are: inbound x max(1, messageBytes / 2,048) (the tables ran 2 KB messages).
   * @example 2,000 senders a second of 20 KB -> 20,000
   */
  routedMessagesPerSecond: number;
  /** Deliveries per message: 1 (echo, connection, restUser), connections (broadcasts), groupSize (group). */
  fanOut: number;
  /** inboundMessagesPerSecond x fanOut */
  outboundMessagesPerSecond: number;
  inboundBytesPerSecond: number;
  outboundBytesPerSecond: number;
  /** max(messageBytes, 1,024): the size the service is loaded with. */
  loadBytesPerMessage: number;
  inboundLoadBytesPerSecond: number;
  outboundLoadBytesPerSecond: number;
  /** True for broadcasts, whose fan-out grows with the connections when the workload grows. */
  fanOutFollowsConnections: boolean;
  /** What grows with the audience: the workload's own choice, or its pattern's default. */
  growth: WorkloadGrowth;
  /**
   * The billed 2 KB messages each message counts as. SignalR counts a message once, one more per 2 KB beyond:
   * ceil(messageBytes / 2,048). Web PubSub bills bytes: its outbound traffic divided in 2 KB, messageBytes / 2,048.
   * @example 256 B: SignalR 1; Web PubSub 0.125
   */
  billedChunksPerMessage: number;
  /** ceil(messageBytes / 2,048): each message a whole 2 KB, on either service (Web PubSub's conservative reading). */
  wholeChunksPerMessage: number;
  /**
   * Messages the service also sends to a server for each client message, one billed leg each: SignalR's default
   * mode relays every client message to the app server; Web PubSub posts a client event to the upstream webhook
   * (echo; its groups travel over the subprotocol with no server).
   */
  serverLegMessagesPerSecond: number;
  billedMessagesPerDay: number;
  /** The same day with every message a whole 2 KB chunk: equal to `billedMessagesPerDay` on SignalR. */
  wholeChunkBilledMessagesPerDay: number;
  routing: RoutingRule;
}

function fanOutOf(workload: Workload): number {
  switch (workload.pattern) {
    case 'broadcast':
    case 'restBroadcast':
      return workload.connections;
    case 'group':
      return workload.groupSize ?? defaultGroupSize;
    case 'echo':
    case 'connection':
    case 'restUser':
      return 1;
  }
}

/**
 * Where a group's routing capacity sits between send to connection (1 member) and small groups (10 members):
 * log10(groupSize), capped at 1. The current guide: one connection per group performs close to send to
 * connection; groups of 10 are its "small groups"; beyond that the fan-out is paid in outbound bandwidth.
 * @example smallGroupShare(1) // 0; smallGroupShare(10) // 1; smallGroupShare(3) // 0.477
 */
export function smallGroupShare(groupSize: number): number {
  return Math.min(1, Math.max(0, Math.log10(groupSize)));
}

function routingOf(workload: Workload): RoutingRule {
  switch (workload.pattern) {
    case 'group': {
      const groupSize = workload.groupSize ?? defaultGroupSize;
      return { table: 'group', smallGroupShare: smallGroupShare(groupSize), groupSize };
    }
    case 'connection':
      return { table: 'connection' };
    case 'restUser':
      return { table: 'restUser' };
    default:
      return { table: 'none' };
  }
}

/**
 * Does each client message of this pattern also go to a server, a billed outbound leg? SignalR (default mode): every
 * client pattern's message reaches the app server (the seeds' README, billing). Web PubSub: a client event goes to
 * the upstream webhook ("The messages sent from the service to the upstream webhooks" are outbound, its billing
 * page), which is its echo; groups over the subprotocol reach no server, REST calls start on one.
 * @example hasServerLeg('group', 'webPubSub') // false; hasServerLeg('group', 'signalr') // true
 */
export function hasServerLeg(pattern: Pattern, service: Service): boolean {
  return service === 'webPubSub' ? pattern === 'echo' : isClientPattern(pattern);
}

/**
 * The billed 2 KB messages one message of `messageBytes` counts as, by the service's billing page. SignalR ("Messages
 * and connections in Azure SignalR Service"): a message up to 2 KB counts as one, and each 2 KB beyond as one more.
 * Web PubSub ("Billing model of Azure Web PubSub service"): the message count is "the size of outbound traffic
 * (bytes) divided in 2 KB": "100-KB traffic is counted as 50 messages".
 * @example billedChunksOf(256, 2048, 'signalr') // 1; billedChunksOf(256, 2048, 'webPubSub') // 0.125
 */
export function billedChunksOf(
  messageBytes: number,
  billingChunkBytes: number,
  service: Service,
): number {
  return service === 'webPubSub'
    ? messageBytes / billingChunkBytes
    : Math.ceil(messageBytes / billingChunkBytes);
}

/**
 * The guide's bandwidth formulas for one workload:
 * inboundBandwidth = senders x messageSize / sendInterval; outboundBandwidth = receivers x messageSize / sendInterval.
 * @example chat rooms: 2,000 senders every 1 s of 2,048 B to groups of 10 -> 2,000 in/s, 20,000 out/s, 40.96 MB/s out
 */
export function workloadFigures(
  asSet: Workload,
  billingChunkBytes: number,
  service: Service = 'signalr',
): WorkloadFigures {
  // Senders and group size at most the connections, where the user set more (../scenario/usedInputs).
  const workload = usedWorkload(asSet);
  const inboundMessagesPerSecond = workload.senders / workload.sendIntervalSeconds;
  const fanOut = fanOutOf(workload);
  const outboundMessagesPerSecond = inboundMessagesPerSecond * fanOut;
  const loadBytesPerMessage = Math.max(workload.messageBytes, minimumLoadBytes);
  const billedChunksPerMessage = billedChunksOf(workload.messageBytes, billingChunkBytes, service);
  const wholeChunksPerMessage = Math.ceil(workload.messageBytes / billingChunkBytes);
  const serverLegMessagesPerSecond = hasServerLeg(workload.pattern, service)
    ? inboundMessagesPerSecond
    : 0;
  const billedPerSecond = outboundMessagesPerSecond + serverLegMessagesPerSecond;
  return {
    pattern: workload.pattern,
    connections: workload.connections,
    messageBytes: workload.messageBytes,
    inboundMessagesPerSecond,
    routedMessagesPerSecond:
      inboundMessagesPerSecond * Math.max(1, workload.messageBytes / routingTableMessageBytes),
    fanOut,
    outboundMessagesPerSecond,
    inboundBytesPerSecond: inboundMessagesPerSecond * workload.messageBytes,
    outboundBytesPerSecond: outboundMessagesPerSecond * workload.messageBytes,
    loadBytesPerMessage,
    inboundLoadBytesPerSecond: inboundMessagesPerSecond * loadBytesPerMessage,
    outboundLoadBytesPerSecond: outboundMessagesPerSecond * loadBytesPerMessage,
    fanOutFollowsConnections:
      workload.pattern === 'broadcast' || workload.pattern === 'restBroadcast',
    growth: workload.growth ?? defaultGrowthOf(workload.pattern),
    billedChunksPerMessage,
    wholeChunksPerMessage,
    serverLegMessagesPerSecond,
    billedMessagesPerDay: billedPerSecond * billedChunksPerMessage * secondsPerDay,
    wholeChunkBilledMessagesPerDay: billedPerSecond * wholeChunksPerMessage * secondsPerDay,
    routing: routingOf(workload),
  };
}
