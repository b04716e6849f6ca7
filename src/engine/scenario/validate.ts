/**
 * The engine's gate: `evaluate` accepts exactly what `scenarioSchema` accepts, and runs on its output.
 *
 * Validating 50 workloads with the schema takes longer than evaluating them, and the page evaluates on every
 * slider tick, where one workload changed. So the gate remembers the workload objects it has accepted (the
 * store never mutates one; an edit replaces it) and checks only the new ones, plus the scenario's own fields.
 * The service check reads the scenario and its workloads together (a client broadcast is a valid workload, but not
 * on Web PubSub), so it runs on every scenario the quick path accepts.
 * Whenever anything is wrong, the whole schema runs, so the issues are exactly `parseScenario`'s.
 */
import {
  parseScenario,
  scenarioLimits,
  scenarioSchema,
  ScenarioError,
  workloadSchema,
  type Scenario,
} from './scenario';
import { serviceIssues } from './services';

const acceptedScenarios = new WeakSet<object>();
const acceptedWorkloads = new WeakSet<object>();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A workload the schema accepts as it stands (its output equals its input: workloads have no defaults). */
function acceptWorkload(workload: unknown): boolean {
  if (!isRecord(workload)) return false;
  if (acceptedWorkloads.has(workload)) return true;
  if (!workloadSchema.safeParse(workload).success) return false;
  acceptedWorkloads.add(workload);
  return true;
}

function quickAccept(input: Record<string, unknown>): Scenario | null {
  const workloads = input.workloads;
  if (!Array.isArray(workloads) || workloads.length > scenarioLimits.workloads.max) return null;
  if (!workloads.every(acceptWorkload)) return null;
  const own = scenarioSchema.safeParse({ ...input, workloads: [] });
  if (!own.success) return null;
  const scenario = { ...own.data, workloads: workloads as Scenario['workloads'] };
  return serviceIssues(scenario).length === 0 ? scenario : null;
}

/**
 * The scenario as the schema reads it (defaults filled in, version 1 read as version 2), or a ScenarioError
 * whose issues name every bad field, worded as `parseScenario` words them.
 * @example requireValidScenario({ version: 2, workloads: [{ ...w, sendIntervalSeconds: 0 }] })
 *   // throws ScenarioError: workloads[0].sendIntervalSeconds: must be at least 0.01
 */
export function requireValidScenario(input: unknown): Scenario {
  if (isRecord(input)) {
    if (acceptedScenarios.has(input)) return input as Scenario;
    const quick = quickAccept(input);
    if (quick) {
      acceptedScenarios.add(quick);
      return quick;
    }
  }
  const parsed = parseScenario(input);
  if (!parsed.ok) throw new ScenarioError(parsed.issues);
  acceptedScenarios.add(parsed.scenario);
  for (const workload of parsed.scenario.workloads) acceptedWorkloads.add(workload);
  return parsed.scenario;
}
