// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { signalrRoomsFixture } from '../../tests/fixtures/webPubSubChat';
import type { Scenario } from '../engine';
import { gestureQuietMilliseconds } from './history';
import { useScenarioStore, type ScenarioSnapshot } from './scenarioStore';

const store = () => useScenarioStore.getState();
const history = () => useScenarioStore.temporal.getState();
const snapshot = (): ScenarioSnapshot => ({
  scenario: store().scenario,
  workloadKeys: store().workloadKeys,
});
/** The quiet time that ends a gesture, so the next edit is a step of its own. */
const pause = () => vi.advanceTimersByTime(gestureQuietMilliseconds + 1);

const otherScenario: Scenario = { ...teamChatFixture, name: 'Other', edition: '2019' };

beforeEach(() => {
  vi.useFakeTimers();
  store().startingScenarioLoaded(teamChatFixture);
});
afterEach(() => vi.useRealTimers());

describe('undo and redo', () => {
  it('has nothing to undo when the page opens', () => {
    expect(history().pastStates).toEqual([]);
    store().undoRequested();
    expect(store().scenario).toBe(teamChatFixture);
  });

  it.each<[string, () => void]>([
    ['an edit', () => store().workloadEdited(0, { connections: 500 })],
    ['a rename', () => store().workloadRenamed(1, 'Status')],
    ['a removal', () => store().workloadRemoved(0)],
    ['a move', () => store().workloadMoved(0, 1)],
    ['an added workload', () => store().workloadAdded('group')],
    ['a duplicate', () => store().workloadDuplicated(1)],
    ['a pattern', () => store().patternChosen(1, 'group')],
    ['the edition', () => store().editionChosen('2019')],
    ['the target', () => store().targetChosen(0.5)],
    ['the framework', () => store().appServerFrameworkChosen('aspnet')],
    ['a price', () => store().pricesChanged({ Standard_S1: 1.8 })],
    ['a loaded scenario (preset, import, link)', () => store().scenarioLoaded(otherScenario)],
  ])('round-trips %s', (_, act) => {
    const before = snapshot();
    act();
    const after = snapshot();
    expect(after.scenario).not.toEqual(before.scenario);
    store().undoRequested();
    expect(snapshot()).toEqual(before);
    store().redoRequested();
    expect(snapshot()).toEqual(after);
  });

  it('undoes a price reset back to the typed prices', () => {
    store().pricesChanged({ Premium_P1: 2.5, perMillionExtraMessages: 0.8 });
    pause();
    store().pricesReset();
    expect(store().scenario.prices).toBeUndefined();
    store().undoRequested();
    expect(store().scenario.prices).toEqual({ Premium_P1: 2.5, perMillionExtraMessages: 0.8 });
  });

  it('steps back through several changes in order, and forward again', () => {
    store().editionChosen('2019');
    store().workloadRemoved(1);
    store().targetChosen(0.9);
    const last = store().scenario;
    store().undoRequested();
    store().undoRequested();
    expect(store().scenario).toMatchObject({ edition: '2019', targetUtilization: 0.7 });
    expect(store().scenario.workloads).toHaveLength(2);
    store().undoRequested();
    expect(store().scenario).toBe(teamChatFixture);
    store().redoRequested();
    store().redoRequested();
    store().redoRequested();
    expect(store().scenario).toBe(last);
    expect(history().futureStates).toEqual([]);
  });

  it('a new change after an undo drops the redo steps', () => {
    store().editionChosen('2019');
    store().undoRequested();
    store().targetChosen(0.6);
    expect(history().futureStates).toEqual([]);
    store().redoRequested();
    expect(store().scenario.edition).toBe('current');
  });

  it('records nothing for a change that changes nothing', () => {
    store().editionChosen('current');
    store().workloadMoved(0, 0);
    store().workloadEdited(0, { connections: teamChatFixture.workloads[0]?.connections });
    expect(history().pastStates).toEqual([]);
  });
});

describe('gestures', () => {
  it('makes a drag of one field one undo step', () => {
    for (let tick = 1; tick <= 60; tick += 1) {
      store().workloadEdited(0, { connections: 20_000 + tick * 100 });
      vi.advanceTimersByTime(16);
    }
    expect(history().pastStates).toHaveLength(1);
    store().undoRequested();
    expect(store().scenario).toBe(teamChatFixture);
  });

  it('makes typing a name one undo step', () => {
    for (const name of ['R', 'Ro', 'Roo', 'Room', 'Rooms']) {
      store().workloadRenamed(0, name);
      vi.advanceTimersByTime(150);
    }
    store().undoRequested();
    expect(store().scenario.workloads[0]?.name).toBe('Chat rooms');
  });

  it('starts a new step after a quiet moment, on another field, or after an undo', () => {
    store().targetChosen(0.71);
    store().targetChosen(0.72);
    pause();
    store().targetChosen(0.73);
    store().workloadEdited(0, { connections: 30_000 });
    store().workloadEdited(0, { senders: 100 });
    expect(history().pastStates).toHaveLength(4);
    store().undoRequested();
    store().targetChosen(0.8);
    expect(history().pastStates).toHaveLength(4);
  });

  it('never lowers the senders or the group on the way: typing 3, 30, 300, 3000, 30000 keeps 2,000 and 10', () => {
    for (const typed of [3, 30, 300, 3_000, 30_000]) {
      store().workloadEdited(0, { connections: typed });
      vi.advanceTimersByTime(120);
    }
    expect(store().scenario.workloads[0]).toMatchObject({
      connections: 30_000,
      senders: 2_000,
      groupSize: 10,
    });
    pause();
    store().workloadEdited(0, { connections: 3 });
    expect(store().scenario.workloads[0]).toMatchObject({ senders: 2_000, groupSize: 10 });
    pause();
    store().workloadEdited(0, { connections: 30_000 });
    expect(store().scenario.workloads[0]).toMatchObject({ senders: 2_000, groupSize: 10 });
  });
});

describe('the service', () => {
  it('switches to Web PubSub and back in one undo step each way', () => {
    const rooms: Scenario = { ...signalrRoomsFixture, hubs: 3, serverConnectionsPerHub: 20 };
    store().startingScenarioLoaded(rooms);
    store().serviceSwitched('webPubSub');
    const onWebPubSub = store().scenario;
    expect(onWebPubSub).toMatchObject({ service: 'webPubSub', hubs: 1 });
    expect(history().pastStates).toHaveLength(1);
    store().undoRequested();
    expect(store().scenario).toBe(rooms);
    store().redoRequested();
    expect(store().scenario).toBe(onWebPubSub);
    pause();
    store().serviceSwitched('signalr');
    expect(store().scenario).not.toHaveProperty('service');
    expect(history().pastStates).toHaveLength(2);
  });

  it('records nothing where the other service cannot take the scenario (a broadcast has no Web PubSub table)', () => {
    store().serviceSwitched('webPubSub');
    expect(store().scenario).toBe(teamChatFixture);
    expect(history().pastStates).toEqual([]);
  });
});
