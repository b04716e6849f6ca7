/** The guide's reverse formula: given two of message size, connections and send interval, the third. */
import { defaultTables, type SizingTables } from '../guides/data';
import type { Edition, Pattern, ThroughputTableId } from '../guides/guideSchema';
import { readCapacityAt } from '../guides/tiers';
import { minimumLoadBytes, routingTableMessageBytes } from './workload';

export interface ReverseInput {
  edition: Edition;
  pattern: Pattern;
  units: number;
  messageBytes?: number;
  connections?: number;
  sendIntervalSeconds?: number;
}

export type ReverseUnknown = 'messageBytes' | 'connections' | 'sendIntervalSeconds';

export interface ReverseResult {
  unknown: ReverseUnknown;
  value: number;
  /** The bandwidth the formula divides: the pattern's maximum at that unit, bytes per second. */
  capacityBytesPerSecond: number;
  tableId: ThroughputTableId;
  interpolated: boolean;
  /**
   * Solving for size gave less than `minimumLoadBytes`: any smaller message loads the limit the same, so no size
   * reaches it exactly.
   */
  belowMinimumLoad: boolean;
  /**
   * The smallest size the limit tells apart: 1,024 B for the bandwidth limits (smaller messages load the service
   * like 1,024 B); 2,048 B for the routing tables (send to connection, REST send to user), which count a message
   * of up to 2,048 B as one and a larger one as its size / 2,048.
   */
  minimumLoadBytes: number;
}

/**
 * The table and row whose bandwidth bounds a pattern: for the fan-out patterns (broadcast, REST broadcast,
 * groups) the broadcast table's outbound, where `connections` are the receivers; for the one-to-one
 * patterns their own table, where `connections` are the senders.
 */
function boundOf(pattern: Pattern): {
  tableId: ThroughputTableId;
  row: 'inboundMessagesPerSecond' | 'outboundMessagesPerSecond';
} {
  switch (pattern) {
    case 'broadcast':
    case 'restBroadcast':
    case 'group':
      return { tableId: 'broadcast', row: 'outboundMessagesPerSecond' };
    case 'echo':
      return { tableId: 'echo', row: 'inboundMessagesPerSecond' };
    case 'connection':
      return { tableId: 'connection', row: 'inboundMessagesPerSecond' };
    case 'restUser':
      return { tableId: 'restUser', row: 'inboundMessagesPerSecond' };
  }
}

/**
 * outboundConnections = outboundBandwidth x sendInterval / messageSize, and its two rearrangements. For send to
 * connection and REST send to user, whose tables count messages of 2,048 B, a smaller message counts as one
 * (its size is read as 2,048 B), so the answer is what `evaluate` puts at 100% of that routing limit.
 * Exactly two of messageBytes, connections and sendIntervalSeconds must be given.
 * @example reverseSolve({ edition: '2019', pattern: 'broadcast', units: 100, messageBytes: 20_480, sendIntervalSeconds: 5 })
 *   .value // 100,000 connections (400 MBps x 5 s / 20 KB)
 */
export function reverseSolve(
  input: ReverseInput,
  tables: SizingTables = defaultTables,
): ReverseResult {
  const given = (['messageBytes', 'connections', 'sendIntervalSeconds'] as const).filter(
    (key) => input[key] !== undefined,
  );
  if (given.length !== 2)
    throw new Error('give exactly two of messageBytes, connections, sendIntervalSeconds');
  const guide = tables.guides[input.edition];
  const bound = boundOf(input.pattern);
  const cell = readCapacityAt(guide, bound.tableId, bound.row, input.units);
  const capacityBytesPerSecond = cell.value * guide.messageBytes;
  // The routing tables count messages: up to 2,048 B one, beyond it size / 2,048 (the tables' message size).
  const minimumBytes =
    bound.tableId === 'connection' || bound.tableId === 'restUser'
      ? routingTableMessageBytes
      : minimumLoadBytes;
  const base = {
    capacityBytesPerSecond,
    tableId: bound.tableId,
    interpolated: cell.interpolated,
    minimumLoadBytes: minimumBytes,
  };
  const { messageBytes, connections, sendIntervalSeconds } = input;
  if (messageBytes === undefined) {
    const value =
      (capacityBytesPerSecond * (sendIntervalSeconds as number)) / (connections as number);
    return { ...base, unknown: 'messageBytes', value, belowMinimumLoad: value < minimumBytes };
  }
  const loadBytes = Math.max(messageBytes, minimumBytes);
  if (connections === undefined) {
    const value = (capacityBytesPerSecond * (sendIntervalSeconds as number)) / loadBytes;
    return { ...base, unknown: 'connections', value, belowMinimumLoad: false };
  }
  const value = (connections * loadBytes) / capacityBytesPerSecond;
  return { ...base, unknown: 'sendIntervalSeconds', value, belowMinimumLoad: false };
}
