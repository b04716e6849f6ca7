/**
 * The scenario's workload list as the store edits it: each edit moves a workload and its key together,
 * and returns null when it changes nothing (a full list, an index out of range), so no undo step is made.
 */
import { scenarioLimits, type Scenario, type Workload } from '../engine';

/** What undo and redo restore: the scenario and the identities of its workloads. */
export interface ScenarioSnapshot {
  scenario: Scenario;
  workloadKeys: string[];
}

const maxWorkloads = scenarioLimits.workloads.max;

function withWorkloads(
  { scenario }: ScenarioSnapshot,
  workloads: Workload[],
  workloadKeys: string[],
): ScenarioSnapshot {
  return { scenario: { ...scenario, workloads }, workloadKeys };
}

/** @example withAdded(state, echo, 'w9').workloadKeys.at(-1) // 'w9' */
export function withAdded(
  state: ScenarioSnapshot,
  workload: Workload,
  key: string,
): ScenarioSnapshot | null {
  if (state.scenario.workloads.length >= maxWorkloads) return null;
  return withWorkloads(
    state,
    [...state.scenario.workloads, workload],
    [...state.workloadKeys, key],
  );
}

/** The copy goes right after its original, named `name` (cut to the format's 80 characters). */
export function withDuplicate(
  state: ScenarioSnapshot,
  index: number,
  name: string,
  key: string,
): ScenarioSnapshot | null {
  const workload = state.scenario.workloads[index];
  if (!workload || state.scenario.workloads.length >= maxWorkloads) return null;
  const copy = { ...workload, name: name.slice(0, scenarioLimits.nameLength.max) };
  const workloads = [...state.scenario.workloads];
  workloads.splice(index + 1, 0, copy);
  const keys = [...state.workloadKeys];
  keys.splice(index + 1, 0, key);
  return withWorkloads(state, workloads, keys);
}

export function withRemoved(state: ScenarioSnapshot, index: number): ScenarioSnapshot | null {
  if (index < 0 || index >= state.scenario.workloads.length) return null;
  return withWorkloads(
    state,
    state.scenario.workloads.filter((_, i) => i !== index),
    state.workloadKeys.filter((_, i) => i !== index),
  );
}

export function withMoved(
  state: ScenarioSnapshot,
  from: number,
  to: number,
): ScenarioSnapshot | null {
  const count = state.scenario.workloads.length;
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return null;
  const workloads = [...state.scenario.workloads];
  const keys = [...state.workloadKeys];
  const [moved] = workloads.splice(from, 1);
  const [movedKey] = keys.splice(from, 1);
  if (!moved || !movedKey) return null;
  workloads.splice(to, 0, moved);
  keys.splice(to, 0, movedKey);
  return withWorkloads(state, workloads, keys);
}
