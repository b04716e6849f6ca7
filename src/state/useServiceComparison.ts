/**
 * The scenario on both services (the engine's `compareServices`), once per settled scenario: the other service's
 * plan is a second evaluation, so it follows the settled scenario like the other heavy panels, never a drag's ticks.
 */
import { compareServices, planOf, type Scenario, type ServiceComparison } from '../engine';
import { evaluateOnce, useSettledScenario } from './useEvaluation';

const comparisons = new WeakMap<Scenario, ServiceComparison>();

/** compareServices(), once per scenario object, reusing the page's own evaluation of it. */
export function compareOnce(scenario: Scenario): ServiceComparison {
  let comparison = comparisons.get(scenario);
  if (!comparison) {
    comparison = compareServices(scenario, undefined, planOf(evaluateOnce(scenario)));
    comparisons.set(scenario, comparison);
  }
  return comparison;
}

export function useServiceComparison(): ServiceComparison {
  return compareOnce(useSettledScenario());
}
