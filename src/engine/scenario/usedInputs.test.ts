import { describe, expect, it } from 'vitest';
import { evaluate, plan, type Scenario, type Workload } from '../index';
import { cappedInputsOf, usedScenario, usedWorkload } from './usedInputs';

/** Issue 23's new user: a chat of 5,000 in rooms of 10, each sending 200 B every 10 s. */
const rooms: Workload = {
  name: 'Chat rooms',
  pattern: 'group',
  connections: 5000,
  senders: 5000,
  messageBytes: 200,
  sendIntervalSeconds: 10,
  groupSize: 10,
};
const chat = (workload: Partial<Workload>): Scenario => ({
  version: 2,
  name: 'Chat',
  edition: 'current',
  targetUtilization: 0.7,
  connectionTarget: 0.7,
  hubs: 1,
  countServerConnections: true,
  workloads: [{ ...rooms, ...workload }],
});

describe('the values the engine uses', () => {
  it('caps the senders of a client pattern and a group at the connections, and nothing else', () => {
    expect(cappedInputsOf({ ...rooms, connections: 2000 })).toEqual([
      { field: 'senders', setValue: 5000, usedValue: 2000 },
    ]);
    expect(cappedInputsOf({ ...rooms, connections: 5 })).toEqual([
      { field: 'senders', setValue: 5000, usedValue: 5 },
      { field: 'groupSize', setValue: 10, usedValue: 5 },
    ]);
    expect(usedWorkload({ ...rooms, connections: 13 })).toMatchObject({
      senders: 13,
      groupSize: 10,
    });
    // REST callers are servers, not connections: 5,000 of them call for 100 connections.
    expect(cappedInputsOf({ ...rooms, pattern: 'restBroadcast', connections: 100 })).toEqual([]);
  });

  it('keeps the objects it does not change (the engine caches by workload object)', () => {
    const scenario = chat({});
    expect(usedWorkload(scenario.workloads[0] as Workload)).toBe(scenario.workloads[0]);
    expect(usedScenario(scenario)).toBe(scenario);
    const capped = chat({ connections: 2000 });
    expect(usedWorkload(capped.workloads[0] as Workload)).toBe(
      usedWorkload(capped.workloads[0] as Workload),
    );
  });
});

describe('plan() with a field above its cap', () => {
  it('prices 5,000 senders at 2,000 connections as 2,000, keeps the 5,000 in its scenario and says so', () => {
    const capped = plan(chat({ connections: 2000 }));
    const asUsed = plan(chat({ connections: 2000, senders: 2000 }));
    expect(capped.monthly?.totalUsd).toBeCloseTo(5837.26, 2);
    expect(capped.monthly).toEqual(asUsed.monthly);
    expect(capped.deployment).toEqual(asUsed.deployment);
    expect(capped.scenario.workloads[0]?.senders).toBe(5000);
    expect(capped.evaluation.workloads[0]?.inboundMessagesPerSecond).toBe(200);
    expect(capped.warnings[0]).toEqual({
      code: 'sendersCapped',
      workloads: [0],
      setValue: 5000,
      usedValue: 2000,
    });
    expect(asUsed.warnings.map((warning) => warning.code)).not.toContain('sendersCapped');
  });

  it('gives the user’s value back as soon as the connections rise: 5,000 connections cost $14,602 again', () => {
    expect(plan(chat({})).monthly?.totalUsd).toBeCloseTo(14_602.43, 2);
    expect(plan(chat({ connections: 5000 })).warnings.map((warning) => warning.code)).toEqual(
      plan(chat({})).warnings.map((warning) => warning.code),
    );
  });

  it('sizes groups larger than the connections as the connections (13 connections: groups of 13, not 5,000)', () => {
    const capped = plan(chat({ connections: 13, groupSize: 5000 }));
    expect(capped.evaluation.workloads[0]?.fanOut).toBe(13);
    expect(capped.warnings.map((warning) => warning.code)).toEqual(
      expect.arrayContaining(['sendersCapped', 'groupSizeCapped']),
    );
    expect(capped.monthly).toEqual(
      plan(chat({ connections: 13, senders: 13, groupSize: 13 })).monthly,
    );
  });

  it('says so even when no tier fits', () => {
    const none = evaluate(
      chat({
        connections: 1000,
        senders: 5000,
        sendIntervalSeconds: 0.01,
        messageBytes: 1_048_576,
      }),
    );
    expect(none.recommended).toBeNull();
    expect(none.warnings).toEqual([
      { code: 'sendersCapped', workloads: [0], setValue: 5000, usedValue: 1000 },
    ]);
  });
});
