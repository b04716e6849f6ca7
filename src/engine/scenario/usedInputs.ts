/**
 * The values the engine uses where a field the user set is capped by another: what the user set stays in the
 * scenario (the store, the link, the file, the exports), and the engine sizes with the capped value and says so.
 *
 * Two fields follow the connections: the senders of a client pattern are some of its connections, and a group
 * has at most every connection as its members. A scenario may hold more (the user typed 5,000 senders, then
 * 2,000 connections): the sizing uses the connections, and the user's value comes back when the connections rise.
 */
import type { Scenario, Workload } from './scenario';
import { isClientPattern } from './scenarioLimits';

/** A field the engine caps, and the field that caps it. */
export type CappedField = 'senders' | 'groupSize';

/** One field of one workload used at less than the user set. */
export interface CappedInput {
  field: CappedField;
  /** What the scenario holds: the user's value. */
  setValue: number;
  /** What the engine sizes with: the connections. */
  usedValue: number;
}

/**
 * The fields of a workload the engine uses at less than the user set; empty when it uses them as set.
 * @example cappedInputsOf({ pattern: 'group', connections: 2000, senders: 5000, groupSize: 10, ... })
 *   // [{ field: 'senders', setValue: 5000, usedValue: 2000 }]
 */
export function cappedInputsOf(workload: Workload): CappedInput[] {
  const capped: CappedInput[] = [];
  const { connections } = workload;
  if (isClientPattern(workload.pattern) && workload.senders > connections) {
    capped.push({ field: 'senders', setValue: workload.senders, usedValue: connections });
  }
  if (workload.groupSize !== undefined && workload.groupSize > connections) {
    capped.push({ field: 'groupSize', setValue: workload.groupSize, usedValue: connections });
  }
  return capped;
}

const usedWorkloads = new WeakMap<Workload, Workload>();

/**
 * The workload as the engine sizes it: senders and group size at most its connections. The same object when
 * nothing is capped (the engine's caches key on workload objects).
 * @example usedWorkload({ pattern: 'echo', connections: 13, senders: 5000, ... }).senders // 13
 */
export function usedWorkload(workload: Workload): Workload {
  const capped = cappedInputsOf(workload);
  if (capped.length === 0) return workload;
  let used = usedWorkloads.get(workload);
  if (!used) {
    used = { ...workload };
    for (const { field, usedValue } of capped) used[field] = usedValue;
    usedWorkloads.set(workload, used);
  }
  return used;
}

/** The scenario with every workload as the engine sizes it; the same object when nothing is capped. */
export function usedScenario(scenario: Scenario): Scenario {
  const workloads = scenario.workloads.map(usedWorkload);
  return workloads.every((workload, index) => workload === scenario.workloads[index])
    ? scenario
    : { ...scenario, workloads };
}
