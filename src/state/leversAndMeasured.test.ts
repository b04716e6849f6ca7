// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { parseScenario, type Scenario } from '../engine';
import { leversFor } from '../engine/planning';
import { gestureQuietMilliseconds } from './history';
import { useScenarioStore } from './scenarioStore';

const store = () => useScenarioStore.getState();
const history = () => useScenarioStore.temporal.getState();
const pause = () => vi.advanceTimersByTime(gestureQuietMilliseconds + 1);

function parsed(input: unknown): Scenario {
  const result = parseScenario(input);
  if (!result.ok) throw new Error('bad test scenario');
  return result.scenario;
}

const echo2049 = parsed({
  version: 2,
  name: 'Echo',
  workloads: [
    {
      name: 'Echo',
      pattern: 'echo',
      connections: 1000,
      senders: 1000,
      messageBytes: 2049,
      sendIntervalSeconds: 1,
    },
  ],
});

beforeEach(() => {
  vi.useFakeTimers();
  store().startingScenarioLoaded(echo2049);
});
afterEach(() => vi.useRealTimers());

describe('applying a lever', () => {
  it('done when: "2,048 bytes or less" applied and undone round-trips the 2,049-byte echo exactly', () => {
    const [first] = leversFor(store().scenario);
    expect(first?.kind).toBe('chunkBoundary');
    const keys = store().workloadKeys;
    store().leverApplied(first!);
    expect(store().scenario.workloads[0]?.messageBytes).toBe(2048);
    expect(store().workloadKeys).toBe(keys);
    expect(history().pastStates).toHaveLength(1);
    expect(leversFor(store().scenario).some((l) => l.kind === 'chunkBoundary')).toBe(false);
    store().undoRequested();
    expect(store().scenario).toBe(echo2049);
    expect(store().scenario).toEqual(echo2049);
    store().redoRequested();
    expect(store().scenario.workloads[0]?.messageBytes).toBe(2048);
  });

  it('does nothing for a workload that is gone or already changed', () => {
    const [first] = leversFor(store().scenario);
    store().leverApplied(first!);
    pause();
    store().leverApplied(first!);
    if (first?.target === 'workload') store().leverApplied({ ...first, workloadIndex: 5 });
    expect(history().pastStates).toHaveLength(1);
  });
});

describe('what you measured', () => {
  beforeEach(() => store().startingScenarioLoaded(teamChatFixture));

  it('keeps each typed metric; typing into one field is one undo step', () => {
    store().measuredChanged({ connectionCount: 4 });
    store().measuredChanged({ connectionCount: 42 });
    store().measuredChanged({ connectionCount: 4210 });
    pause();
    store().measuredChanged({ sku: 'Standard_S1', units: 5 });
    expect(store().scenario.measured).toEqual({
      connectionCount: 4210,
      sku: 'Standard_S1',
      units: 5,
    });
    expect(history().pastStates).toHaveLength(2);
    store().undoRequested();
    expect(store().scenario.measured).toEqual({ connectionCount: 4210 });
  });

  it('a metric taken out leaves no empty field behind', () => {
    store().measuredChanged({ serverLoadPercent: 40 });
    pause();
    store().measuredChanged({ serverLoadPercent: undefined });
    expect('measured' in store().scenario).toBe(false);
  });

  it('applying and removing the calibration are one step each', () => {
    store().calibrationApplied({ outbound: 1.5 });
    expect(store().scenario.calibration).toEqual({ outbound: 1.5 });
    store().calibrationRemoved();
    expect('calibration' in store().scenario).toBe(false);
    store().undoRequested();
    expect(store().scenario.calibration).toEqual({ outbound: 1.5 });
    store().undoRequested();
    expect(store().scenario).toBe(teamChatFixture);
  });
});
