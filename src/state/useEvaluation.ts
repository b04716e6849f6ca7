/**
 * Results derived from the store's inputs through the engine. Every panel that needs results calls these
 * hooks; the engine runs once per scenario change, however many panels read it.
 */
import { useDeferredValue } from 'react';
import { evaluate, type Evaluation, type Scenario } from '../engine';
import { useScenarioStore } from './scenarioStore';

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

/** The scenario as the user composes it. */
export function useScenario(): Scenario {
  return useScenarioStore((state) => state.scenario);
}

/** The evaluation of the current scenario, for the light panels that must follow every slider tick. */
export function useEvaluation(): Evaluation {
  return evaluateOnce(useScenario());
}

/**
 * The evaluation for heavy panels (charts): React renders them with the previous scenario while the user
 * drags, and catches up as soon as the main thread is free, so inputs stay at 60 fps.
 */
export function useDeferredEvaluation(): Evaluation {
  return evaluateOnce(useDeferredValue(useScenario()));
}
