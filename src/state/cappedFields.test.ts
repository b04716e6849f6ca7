// @vitest-environment node
/**
 * Issue 23: a field the connections cap (senders, group size) is never lowered in the store, whatever lowered the
 * connections (typing, the slider, undo, a link, a file): the store keeps what the user set, the engine uses the cap.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plan, type Scenario } from '../engine';
import { gestureQuietMilliseconds } from './history';
import { readScenarioText, scenarioFileText } from './scenarioFile';
import { useScenarioStore } from './scenarioStore';
import { decodeScenario, encodeScenario } from './shareLink';

const store = () => useScenarioStore.getState();
const rooms = () => store().scenario.workloads[0];
const monthly = () => plan(store().scenario).monthly?.totalUsd;
const pause = () => vi.advanceTimersByTime(gestureQuietMilliseconds + 1);

/** A chat of 5,000 users in rooms of 10, each sending 200 B every 10 s. */
const chat: Scenario = {
  version: 2,
  name: 'Chat',
  edition: 'current',
  targetUtilization: 0.7,
  connectionTarget: 0.7,
  hubs: 1,
  countServerConnections: true,
  workloads: [
    {
      name: 'Chat rooms',
      pattern: 'group',
      connections: 5000,
      senders: 5000,
      messageBytes: 200,
      sendIntervalSeconds: 10,
      groupSize: 10,
    },
  ],
};

beforeEach(() => {
  vi.useFakeTimers();
  store().startingScenarioLoaded(chat);
});
afterEach(() => vi.useRealTimers());

describe('a field the connections cap', () => {
  it('keeps 5,000 senders through 2,000 connections and back: $14,602, $5,837, $14,602', () => {
    expect(monthly()).toBeCloseTo(14_602.43, 2);
    store().workloadEdited(0, { connections: 2000 });
    expect(rooms()).toMatchObject({ connections: 2000, senders: 5000, groupSize: 10 });
    expect(monthly()).toBeCloseTo(5837.26, 2);
    pause();
    store().workloadEdited(0, { connections: 5000 });
    expect(rooms()).toMatchObject({ senders: 5000, groupSize: 10 });
    expect(monthly()).toBeCloseTo(14_602.43, 2);
  });

  it('keeps them through 13 and 5 connections (typed, or dragged: the same edits), and gives them back at 5,000', () => {
    for (const connections of [13, 5]) {
      pause();
      store().workloadEdited(0, { connections });
      expect(rooms()).toMatchObject({ connections, senders: 5000, groupSize: 10 });
    }
    expect(plan(store().scenario).evaluation.workloads[0]).toMatchObject({
      inboundMessagesPerSecond: 0.5,
      fanOut: 5,
    });
    pause();
    store().workloadEdited(0, { connections: 5000 });
    expect(monthly()).toBeCloseTo(14_602.43, 2);
  });

  it('keeps them through undo and redo', () => {
    store().workloadEdited(0, { connections: 2000 });
    pause();
    store().workloadEdited(0, { senders: 1500 });
    store().undoRequested();
    expect(rooms()).toMatchObject({ connections: 2000, senders: 5000 });
    store().undoRequested();
    expect(rooms()).toMatchObject({ connections: 5000, senders: 5000 });
    store().redoRequested();
    expect(rooms()).toMatchObject({ connections: 2000, senders: 5000 });
  });

  it('keeps them in a share link and a scenario file, read back as set', () => {
    store().workloadEdited(0, { connections: 13 });
    const linked = decodeScenario(encodeScenario(store().scenario));
    expect(linked).toMatchObject({
      ok: true,
      scenario: { workloads: [{ connections: 13, senders: 5000, groupSize: 10 }] },
    });
    const filed = readScenarioText(scenarioFileText(store().scenario));
    expect(filed).toMatchObject({
      ok: true,
      scenario: { workloads: [{ connections: 13, senders: 5000, groupSize: 10 }] },
    });
    if (!linked.ok) return;
    store().scenarioLoaded(linked.scenario);
    pause();
    store().workloadEdited(0, { connections: 5000 });
    expect(monthly()).toBeCloseTo(14_602.43, 2);
  });

  it('keeps them through a change of pattern: REST callers above the connections stay as set on echo', () => {
    store().patternChosen(0, 'restBroadcast');
    store().workloadEdited(0, { connections: 100 });
    store().patternChosen(0, 'echo');
    expect(rooms()).toMatchObject({ pattern: 'echo', connections: 100, senders: 5000 });
    expect(plan(store().scenario).warnings[0]).toMatchObject({
      code: 'sendersCapped',
      usedValue: 100,
    });
  });
});
