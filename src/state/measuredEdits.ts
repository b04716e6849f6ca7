/** Pure helper of the scenario store: metrics typed in "What you measured". */
import type { Measured, Scenario } from '../engine';

/**
 * The scenario with the changed metrics merged in; a metric set to `undefined` is taken out, and so is an
 * empty `measured`, so a scenario where nothing was measured keeps the short link it had.
 * @example withMeasured(scenario, { connectionCount: 21_000 }).measured // { connectionCount: 21000 }
 */
export function withMeasured(scenario: Scenario, changes: Partial<Measured>): Scenario {
  const merged: Record<string, unknown> = { ...scenario.measured, ...changes };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const { measured: _old, ...rest } = scenario;
  return Object.keys(merged).length === 0 ? rest : { ...rest, measured: merged };
}
