import { beforeEach, describe, expect, it } from 'vitest';
import { parseScenario, profileOf, type Scenario } from '../engine';
import { readScenarioText, scenarioFileText } from './scenarioFile';
import { decodeScenario, encodeScenario } from './shareLink';
import { useScenarioStore } from './scenarioStore';

const planned = (() => {
  const result = parseScenario({
    version: 2,
    workloads: [],
    loadProfile: profileOf('eveningPeak'),
    replicas: { count: 2, sizing: 'split', shares: [0.5, 0.3, 0.2] },
    timeline: { targetConnections: 30_000, targetMonth: 9 },
  });
  if (!result.ok) throw new Error('bad fixture');
  return result.scenario;
})();

describe('the planning fields travel', () => {
  it('in a share link', () => {
    expect(decodeScenario(encodeScenario(planned))).toEqual({ ok: true, scenario: planned });
    const growth: Scenario = { ...planned, timeline: { monthlyGrowthPercent: 4 } };
    expect(decodeScenario(encodeScenario(growth))).toEqual({ ok: true, scenario: growth });
  });

  it('in a scenario file', () => {
    expect(readScenarioText(scenarioFileText(planned))).toEqual({ ok: true, scenario: planned });
  });
});

describe('the planning actions', () => {
  beforeEach(() => {
    useScenarioStore.setState(useScenarioStore.getInitialState());
    useScenarioStore.temporal.getState().clear();
  });

  it('pick a preset, undoably', () => {
    const store = useScenarioStore.getState();
    store.loadProfilePresetChosen('businessHours');
    expect(useScenarioStore.getState().scenario.loadProfile).toEqual(profileOf('businessHours'));
    store.undoRequested();
    expect(useScenarioStore.getState().scenario.loadProfile).toBeUndefined();
  });

  it('set and clear replicas and the timeline, each one undo step', () => {
    const store = useScenarioStore.getState();
    store.replicasChanged({ count: 1, sizing: 'allTraffic' });
    store.timelineChanged({ monthlyGrowthPercent: 5 });
    expect(useScenarioStore.getState().scenario).toMatchObject({
      replicas: { count: 1, sizing: 'allTraffic' },
      timeline: { monthlyGrowthPercent: 5 },
    });
    store.undoRequested();
    expect(useScenarioStore.getState().scenario.timeline).toBeUndefined();
    store.replicasChanged(undefined);
    expect(useScenarioStore.getState().scenario.replicas).toBeUndefined();
  });

  it('edit one hour and clear the profile', () => {
    const store = useScenarioStore.getState();
    const levels = profileOf('flat').map((level, hour) => (hour === 3 ? 0.25 : level));
    store.loadProfileChanged(levels);
    expect(useScenarioStore.getState().scenario.loadProfile?.[3]).toBe(0.25);
    store.loadProfileCleared();
    expect(useScenarioStore.getState().scenario.loadProfile).toBeUndefined();
  });
});
