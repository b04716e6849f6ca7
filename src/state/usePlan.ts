/**
 * The plan of the store's scenario: what to deploy and what the bill says for it (engine `planOf`). Every view
 * that shows a tier, a unit count or a cost reads it here, so the page computes the plan once per scenario and
 * every panel shows the same figures. Two speeds, as the evaluation (./useEvaluation): the light panels follow
 * every slider tick, the heavy ones the settled scenario.
 */
import { planOf, type Evaluation, type Plan, type Scenario } from '../engine';
import { evaluateOnce, useDeferredEvaluation, useEvaluation } from './useEvaluation';

const plans = new WeakMap<Evaluation, Plan>();

/** planOf(), once per evaluation: evaluations are cached by scenario, so identity is enough. */
export function planOnceOf(evaluation: Evaluation): Plan {
  let planned = plans.get(evaluation);
  if (!planned) {
    planned = planOf(evaluation);
    plans.set(evaluation, planned);
  }
  return planned;
}

/** The plan of a scenario (a saved one, the one in the store), computed once per scenario object. */
export function planOnce(scenario: Scenario): Plan {
  return planOnceOf(evaluateOnce(scenario));
}

/** The plan of the current scenario, for the light panels (the answer, the summary bar). */
export function usePlan(): Plan {
  return planOnceOf(useEvaluation());
}

/** The plan of the settled scenario, for the heavy panels (the charts, the tabs). */
export function useDeferredPlan(): Plan {
  return planOnceOf(useDeferredEvaluation());
}
