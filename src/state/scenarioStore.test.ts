// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Scenario, Workload } from '../engine';
import { defaultScenario } from './defaultScenario';
import { newWorkload, useScenarioStore } from './scenarioStore';
import { loadTeamChat, teamChatFixture } from '../../tests/fixtures/teamChat';

const store = () => useScenarioStore.getState();
const workloads = () => store().scenario.workloads;
const names = () => workloads().map((workload) => workload.name);

function scenarioWith(count: number): Scenario {
  return {
    ...teamChatFixture,
    workloads: Array.from({ length: count }, (_, i) => newWorkload('echo', `W${i + 1}`)),
  };
}

beforeEach(() => {
  useScenarioStore.setState(useScenarioStore.getInitialState());
});

describe('first visit', () => {
  it('starts with the default scenario and one key per workload', () => {
    expect(store().scenario).toBe(defaultScenario);
    expect(store().workloadKeys).toHaveLength(defaultScenario.workloads.length);
    expect(new Set(store().workloadKeys).size).toBe(defaultScenario.workloads.length);
  });
});

describe('scenario store', () => {
  beforeEach(() => loadTeamChat(useScenarioStore));

  it('adds a workload of the given pattern with a fresh key, echo by default', () => {
    const keys = store().workloadKeys;
    store().workloadAdded('group');
    store().workloadAdded();
    expect(workloads()).toHaveLength(4);
    expect(workloads()[2]).toMatchObject({ name: 'Workload 3', pattern: 'group', groupSize: 10 });
    expect(workloads()[3]).toMatchObject({ name: 'Workload 4', pattern: 'echo' });
    expect(workloads()[3]?.groupSize).toBeUndefined();
    expect(store().workloadKeys.slice(0, 2)).toEqual(keys);
    expect(new Set(store().workloadKeys).size).toBe(4);
  });

  it('caps the scenario at 50 workloads', () => {
    store().scenarioLoaded(scenarioWith(49));
    store().workloadAdded();
    expect(workloads()).toHaveLength(50);
    const full = store().scenario;
    store().workloadAdded();
    store().workloadDuplicated(0);
    expect(store().scenario).toBe(full);
    expect(store().workloadKeys).toHaveLength(50);
  });

  it('duplicates a workload right after itself, named as a copy', () => {
    store().workloadDuplicated(0);
    expect(names()).toEqual(['Chat rooms', 'Chat rooms (copy)', 'Presence updates']);
    expect(workloads()[1]).toEqual({ ...workloads()[0], name: 'Chat rooms (copy)' });
    expect(new Set(store().workloadKeys).size).toBe(3);
  });

  it('removes a workload and its key, down to none', () => {
    const [, secondKey] = store().workloadKeys;
    store().workloadRemoved(0);
    expect(names()).toEqual(['Presence updates']);
    expect(store().workloadKeys).toEqual([secondKey]);
    store().workloadRemoved(0);
    expect(workloads()).toEqual([]);
    expect(store().workloadKeys).toEqual([]);
  });

  it('moves a workload with its key, and ignores moves out of the list', () => {
    const keys = store().workloadKeys;
    store().workloadMoved(0, 1);
    expect(names()).toEqual(['Presence updates', 'Chat rooms']);
    expect(store().workloadKeys).toEqual([keys[1], keys[0]]);
    const before = store().scenario;
    store().workloadMoved(0, 2);
    store().workloadMoved(-1, 0);
    store().workloadMoved(1, 1);
    expect(store().scenario).toBe(before);
  });

  it('renames a workload, cut to 80 characters', () => {
    store().workloadRenamed(1, 'Online status');
    expect(names()).toEqual(['Chat rooms', 'Online status']);
    store().workloadRenamed(0, 'x'.repeat(100));
    expect(workloads()[0]?.name).toHaveLength(80);
  });

  it('clamps each edit into the format, and never lowers one field to another', () => {
    store().workloadEdited(0, { connections: 500 });
    // 2,000 senders and groups of 10 stay as set: the engine uses 500 senders and says so.
    expect(workloads()[0]).toMatchObject({ connections: 500, senders: 2_000, groupSize: 10 });
    store().workloadEdited(0, { connections: 0, messageBytes: 5_000_000, sendIntervalSeconds: 0 });
    expect(workloads()[0]).toMatchObject({
      connections: 1,
      senders: 2_000,
      groupSize: 10,
      messageBytes: 1_048_576,
      sendIntervalSeconds: 0.01,
    });
    store().workloadEdited(0, { connections: 2500.4, senders: Number.NaN });
    expect(workloads()[0]).toMatchObject({ connections: 2500, senders: 0 });
  });

  it('lets REST callers exceed the connections', () => {
    store().patternChosen(1, 'restBroadcast');
    store().workloadEdited(1, { connections: 100, senders: 5000 });
    expect(workloads()[1]).toMatchObject({ connections: 100, senders: 5000 });
  });

  it('leaves the other workloads untouched, object for object', () => {
    const second = workloads()[1];
    store().workloadEdited(0, { connections: 1234 });
    expect(workloads()[1]).toBe(second);
  });

  it('sets the group size when the pattern becomes group, and removes it otherwise', () => {
    store().patternChosen(1, 'group');
    expect(workloads()[1]).toMatchObject({ pattern: 'group', groupSize: 10 });
    store().workloadEdited(1, { groupSize: 50 });
    store().patternChosen(1, 'connection');
    const changed = workloads()[1] as Workload;
    expect(changed.pattern).toBe('connection');
    expect('groupSize' in changed).toBe(false);
    store().patternChosen(0, 'group');
    expect(workloads()[0]?.groupSize).toBe(10);
  });

  it('chooses the edition, the target (5% to 100%) and the app server framework', () => {
    store().editionChosen('2019');
    expect(store().scenario.edition).toBe('2019');
    store().targetChosen(0.85);
    expect(store().scenario.targetUtilization).toBe(0.85);
    store().targetChosen(2);
    expect(store().scenario.targetUtilization).toBe(1);
    store().targetChosen(0);
    expect(store().scenario.targetUtilization).toBe(0.05);
    store().appServerFrameworkChosen('aspnet');
    expect(store().scenario.appServerFramework).toBe('aspnet');
    store().appServerFrameworkChosen('aspnetcore');
    expect(store().scenario.appServerFramework).toBe('aspnetcore');
  });

  it('loads a scenario with new keys', () => {
    const keys = store().workloadKeys;
    const loaded = scenarioWith(3);
    store().scenarioLoaded(loaded);
    expect(store().scenario).toBe(loaded);
    expect(store().workloadKeys).toHaveLength(3);
    expect(store().workloadKeys.some((key) => keys.includes(key))).toBe(false);
  });
});
