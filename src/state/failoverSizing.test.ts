import { beforeEach, describe, expect, it } from 'vitest';
import { parseScenario, plan, type Replicas } from '../engine';
import { regionFailover } from '../engine/planning';
import { noticesOnThreeRegions } from '../../tests/fixtures/regionFailure';
import { useScenarioStore } from './scenarioStore';

const split: Replicas = { count: 2, sizing: 'split', shares: [0.5, 0.25, 0.25] };

/** The replicas "Size for failover" applies: the engine's, for the store's scenario as it stands. */
function failoverSizing(): Replicas {
  const sized = regionFailover(plan(useScenarioStore.getState().scenario))?.sizeForFailover;
  if (!sized?.scenario.replicas) throw new Error('nothing to size for failover');
  return sized.scenario.replicas;
}

describe('Size for failover: one undo step', () => {
  beforeEach(() => {
    const parsed = parseScenario(noticesOnThreeRegions({ replicas: split }));
    if (!parsed.ok) throw new Error('the fixture does not parse');
    useScenarioStore.getState().startingScenarioLoaded(parsed.scenario);
  });

  it('applies every region for all the traffic, and one undo gives the split and its shares back', () => {
    const store = useScenarioStore.getState();
    store.failoverSizingApplied(failoverSizing());
    expect(useScenarioStore.getState().scenario.replicas).toEqual({
      count: 2,
      sizing: 'allTraffic',
    });
    store.undoRequested();
    expect(useScenarioStore.getState().scenario.replicas).toEqual(split);
    store.redoRequested();
    expect(useScenarioStore.getState().scenario.replicas?.sizing).toBe('allTraffic');
  });

  it('after typing in the replicas’ fields it is a step of its own: undo keeps what was typed', () => {
    const store = useScenarioStore.getState();
    store.replicasChanged({ count: 2, sizing: 'split', shares: [0.6, 0.2, 0.2] });
    store.failoverSizingApplied(failoverSizing());
    store.undoRequested();
    expect(useScenarioStore.getState().scenario.replicas).toEqual({
      count: 2,
      sizing: 'split',
      shares: [0.6, 0.2, 0.2],
    });
    store.undoRequested();
    expect(useScenarioStore.getState().scenario.replicas).toEqual(split);
  });

  it('is no step at all when the scenario is sized for all the traffic already, or has no replicas', () => {
    const store = useScenarioStore.getState();
    store.failoverSizingApplied({ count: 2, sizing: 'allTraffic' });
    store.failoverSizingApplied({ count: 2, sizing: 'allTraffic' });
    store.undoRequested();
    expect(useScenarioStore.getState().scenario.replicas).toEqual(split);
    expect(useScenarioStore.temporal.getState().pastStates).toHaveLength(0);
    store.replicasChanged(undefined);
    store.failoverSizingApplied({ count: 2, sizing: 'allTraffic' });
    expect(useScenarioStore.getState().scenario.replicas).toBeUndefined();
  });
});
