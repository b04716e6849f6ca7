/** The slider ranges of one workload's fields: they follow its pattern and its connections. */
import { isClientPattern, scenarioLimits, type Workload } from '../../engine';

export interface FieldRange {
  min: number;
  max: number;
}

/**
 * A field the connections cap: the slider runs to the cap (`max`), the number field takes up to the format's
 * limit (`typedMax`). Above the cap the user's value is kept, the engine uses the cap and the field says so.
 */
export interface CappedRange extends FieldRange {
  typedMax: number;
}

export interface WorkloadRanges {
  /** 'senders' are some of the connections (client patterns); 'callers' call the REST API from a server. */
  sendersKind: 'senders' | 'callers';
  senders: CappedRange;
  /** Only the group pattern has a group size: 1 to its connections. */
  groupSize: CappedRange | null;
}

/** Messages per second per sender: the inverse of the send interval's range (1 an hour to 100 a second). */
export const rateRange: FieldRange = {
  min: 1 / scenarioLimits.sendIntervalSeconds.max,
  max: 1 / scenarioLimits.sendIntervalSeconds.min,
};

/**
 * @example workloadRanges({ pattern: 'group', connections: 20_000, ... })
 * // { sendersKind: 'senders', senders: { min: 0, max: 20,000, typedMax: 1,000,000 },
 * //   groupSize: { min: 1, max: 20,000, typedMax: 1,000,000 } }
 */
export function workloadRanges(workload: Workload): WorkloadRanges {
  const client = isClientPattern(workload.pattern);
  return {
    sendersKind: client ? 'senders' : 'callers',
    senders: {
      min: scenarioLimits.senders.min,
      max: client
        ? Math.min(workload.connections, scenarioLimits.senders.max)
        : scenarioLimits.senders.max,
      typedMax: scenarioLimits.senders.max,
    },
    groupSize:
      workload.pattern === 'group'
        ? {
            min: scenarioLimits.groupSize.min,
            max: workload.connections,
            typedMax: scenarioLimits.groupSize.max,
          }
        : null,
  };
}

/** Messages per second per sender for a send interval, and back: rate = 1 / interval. */
export function rateOfInterval(sendIntervalSeconds: number): number {
  return 1 / sendIntervalSeconds;
}

export function intervalOfRate(messagesPerSecond: number): number {
  return 1 / messagesPerSecond;
}
