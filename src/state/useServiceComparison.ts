/**
 * The scenario on both services (the engine's `compareServices`), once per settled scenario: the other service's
 * plan is a second evaluation, so it follows the settled scenario like the other heavy panels, never a drag's ticks.
 * The scenario's own answer is the page's own plan (./usePlan), so both read the same figures.
 */
import type { Scenario, ServiceComparison } from '../engine';
import { compareServices } from '../engine/planning';
import { useIdleScenario, useSettledScenario } from './useEvaluation';
import { planOnce } from './usePlan';

const comparisons = new WeakMap<Scenario, ServiceComparison>();

/** compareServices(), once per scenario object, with the page's own plan of it. */
export function compareOnce(scenario: Scenario): ServiceComparison {
  let comparison = comparisons.get(scenario);
  if (!comparison) {
    comparison = compareServices(scenario, undefined, planOnce(scenario));
    comparisons.set(scenario, comparison);
  }
  return comparison;
}

export function useServiceComparison(): ServiceComparison {
  return compareOnce(useSettledScenario());
}

/** The same once the page is idle after the scenario settled: for the folded line under the answer. */
export function useIdleServiceComparison(): ServiceComparison {
  return compareOnce(useIdleScenario());
}
