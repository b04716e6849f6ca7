// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Workload } from '../../engine';
import { intervalOfRate, rateOfInterval, rateRange, workloadRanges } from './workloadRanges';

const base: Workload = {
  name: 'W',
  pattern: 'echo',
  connections: 20_000,
  senders: 2_000,
  messageBytes: 2048,
  sendIntervalSeconds: 1,
};

describe('workloadRanges', () => {
  it('runs the client senders’ slider to the connections, and takes up to 1,000,000 typed', () => {
    expect(workloadRanges(base)).toEqual({
      sendersKind: 'senders',
      senders: { min: 0, max: 20_000, typedMax: 1_000_000 },
      groupSize: null,
    });
  });

  it('lets REST callers go up to 1,000,000 whatever the connections', () => {
    for (const pattern of ['restBroadcast', 'restUser'] as const) {
      expect(workloadRanges({ ...base, pattern, connections: 10 })).toMatchObject({
        sendersKind: 'callers',
        senders: { min: 0, max: 1_000_000, typedMax: 1_000_000 },
      });
    }
  });

  it('gives groups a slider from 1 to the connections, and takes up to 1,000,000 typed', () => {
    expect(workloadRanges({ ...base, pattern: 'group', groupSize: 10 }).groupSize).toEqual({
      min: 1,
      max: 20_000,
      typedMax: 1_000_000,
    });
  });
});

describe('rate and interval', () => {
  it('are each other’s inverse, over 1 message an hour to 100 a second', () => {
    expect(rateRange).toEqual({ min: 1 / 3600, max: 100 });
    expect(rateOfInterval(0.5)).toBe(2);
    expect(intervalOfRate(4)).toBe(0.25);
    expect(intervalOfRate(rateOfInterval(5))).toBe(5);
  });
});
