/**
 * Results derived from the store's inputs through the engine. Every panel that needs results calls these
 * hooks; the engine runs once per scenario, however many panels read it.
 *
 * Two speeds: light panels (the recommendation, totals, the card being dragged) follow every slider tick;
 * heavy panels (charts, the working, the share link) follow the *settled* scenario, the one that has not
 * changed for `settleMilliseconds`. During a drag they keep their last picture and cost nothing; they
 * catch up once, together, a moment after the drag stops (well within the 100 ms the page allows).
 */
import { useDeferredValue } from 'react';
import { create } from 'zustand';
import { evaluate, type Evaluation, type Scenario } from '../engine';
import { useScenarioStore } from './scenarioStore';

export const defaultSettleMilliseconds = 40;
let settleMilliseconds = defaultSettleMilliseconds;

/** Sets the quiet time; 0 settles every change at once (component tests use it). */
export function setSettleMilliseconds(milliseconds: number): void {
  settleMilliseconds = milliseconds;
}

const evaluations = new WeakMap<Scenario, Evaluation>();

/** evaluate(), once per scenario object: the store never mutates one, so identity is enough. */
export function evaluateOnce(scenario: Scenario): Evaluation {
  let evaluation = evaluations.get(scenario);
  if (!evaluation) {
    evaluation = evaluate(scenario);
    evaluations.set(scenario, evaluation);
  }
  return evaluation;
}

/** The settled scenario, shared by every heavy panel so they all redraw in the same render. */
const useSettledStore = create<{ scenario: Scenario }>()(() => ({
  scenario: useScenarioStore.getState().scenario,
}));

let settleTimer: ReturnType<typeof setTimeout> | undefined;
const settle = () => useSettledStore.setState({ scenario: useScenarioStore.getState().scenario });

/** A slider or typed number: the same workloads with the same patterns, only numbers or names changed. */
export function isContinuousEdit(previous: Scenario, next: Scenario): boolean {
  if (previous.edition !== next.edition || previous.workloads.length !== next.workloads.length) {
    return false;
  }
  return next.workloads.every(
    (workload, index) => workload.pattern === previous.workloads[index]?.pattern,
  );
}

// Structural changes (a preset, an import, adding or removing a workload) settle at once; continuous
// edits (every tick of a drag, including the first) settle once, when they have stopped.
useScenarioStore.subscribe((state, previous) => {
  if (state.scenario === previous.scenario) return;
  if (settleTimer !== undefined) clearTimeout(settleTimer);
  settleTimer = undefined;
  if (settleMilliseconds === 0 || !isContinuousEdit(previous.scenario, state.scenario)) {
    settle();
    return;
  }
  settleTimer = setTimeout(() => {
    settleTimer = undefined;
    settle();
  }, settleMilliseconds);
});

/** The scenario as the user composes it, tick by tick. */
export function useScenario(): Scenario {
  return useScenarioStore((state) => state.scenario);
}

/** The evaluation of the current scenario, for the light panels that must follow every slider tick. */
export function useEvaluation(): Evaluation {
  return evaluateOnce(useScenario());
}

/** The scenario once it has stopped changing: for heavy panels. Rendered at low priority as well. */
export function useSettledScenario(): Scenario {
  return useDeferredValue(useSettledStore((state) => state.scenario));
}

/** The evaluation of the settled scenario: for the charts and the working. */
export function useDeferredEvaluation(): Evaluation {
  return evaluateOnce(useSettledScenario());
}
