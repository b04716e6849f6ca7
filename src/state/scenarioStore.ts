/**
 * The one store: the scenario the user is composing, in the public scenario format, and nothing derived.
 * `workloadKeys` gives each workload a stable identity for lists (reorder, remove) and is not exported.
 * Actions are named for what happened.
 */
import { create } from 'zustand';
import {
  defaultGroupSize,
  fitWorkload,
  scenarioLimits,
  type Edition,
  type GuideReading,
  type Pattern,
  type Scenario,
  type Workload,
  type WorkloadGrowth,
} from '../engine';
import type { AppServerFramework } from '../engine';
import { defaultScenario } from './defaultScenario';

export interface ScenarioState {
  scenario: Scenario;
  workloadKeys: string[];
  /** `name`: the new workload's name in the reader's language (default "Workload N"). */
  workloadAdded: (pattern?: Pattern, name?: string) => void;
  /** `name`: the copy's name in the reader's language (default "<name> (copy)"). */
  workloadDuplicated: (index: number, name?: string) => void;
  workloadRemoved: (index: number) => void;
  workloadMoved: (from: number, to: number) => void;
  workloadRenamed: (index: number, name: string) => void;
  workloadEdited: (index: number, changes: Partial<Workload>) => void;
  patternChosen: (index: number, pattern: Pattern) => void;
  editionChosen: (edition: Edition) => void;
  targetChosen: (targetUtilization: number) => void;
  connectionTargetChosen: (connectionTarget: number) => void;
  hubsChosen: (hubs: number) => void;
  /** `undefined`: back to the guide's advice. */
  serverConnectionsPerHubChosen: (perHub: number | undefined) => void;
  serverConnectionCountingChosen: (count: boolean) => void;
  guideReadingChosen: (reading: GuideReading) => void;
  workloadGrowthChosen: (index: number, growth: WorkloadGrowth) => void;
  appServerFrameworkChosen: (framework: AppServerFramework) => void;
  scenarioLoaded: (scenario: Scenario) => void;
}

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `w${nextKey}`;
}

function keysFor(scenario: Scenario): string[] {
  return scenario.workloads.map(() => newKey());
}

export function newWorkload(pattern: Pattern, name: string): Workload {
  const workload: Workload = {
    name,
    pattern,
    connections: 1000,
    senders: pattern === 'broadcast' || pattern === 'restBroadcast' ? 1 : 100,
    messageBytes: 2048,
    sendIntervalSeconds: 1,
  };
  if (pattern === 'group') workload.groupSize = defaultGroupSize;
  return workload;
}

function clampTo(value: number, limits: { min: number; max: number }, integer = false): number {
  const fitted = Math.min(limits.max, Math.max(limits.min, value));
  return integer ? Math.round(fitted) : fitted;
}

function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((existing, i) => (i === index ? item : existing));
}

export const useScenarioStore = create<ScenarioState>()((set) => {
  const editWorkload = (index: number, edit: (workload: Workload) => Workload) =>
    set(({ scenario }) => {
      const workload = scenario.workloads[index];
      if (!workload) return {};
      const workloads = replaceAt(scenario.workloads, index, fitWorkload(edit(workload)));
      return { scenario: { ...scenario, workloads } };
    });

  return {
    scenario: defaultScenario,
    workloadKeys: keysFor(defaultScenario),

    workloadAdded: (pattern = 'echo', givenName) =>
      set(({ scenario, workloadKeys }) => {
        if (scenario.workloads.length >= 50) return {};
        const name = givenName ?? `Workload ${scenario.workloads.length + 1}`;
        return {
          scenario: { ...scenario, workloads: [...scenario.workloads, newWorkload(pattern, name)] },
          workloadKeys: [...workloadKeys, newKey()],
        };
      }),

    workloadDuplicated: (index, givenName) =>
      set(({ scenario, workloadKeys }) => {
        const workload = scenario.workloads[index];
        if (!workload || scenario.workloads.length >= 50) return {};
        const copy = { ...workload, name: (givenName ?? `${workload.name} (copy)`).slice(0, 80) };
        const workloads = [...scenario.workloads];
        workloads.splice(index + 1, 0, copy);
        const keys = [...workloadKeys];
        keys.splice(index + 1, 0, newKey());
        return { scenario: { ...scenario, workloads }, workloadKeys: keys };
      }),

    workloadRemoved: (index) =>
      set(({ scenario, workloadKeys }) => ({
        scenario: { ...scenario, workloads: scenario.workloads.filter((_, i) => i !== index) },
        workloadKeys: workloadKeys.filter((_, i) => i !== index),
      })),

    workloadMoved: (from, to) =>
      set(({ scenario, workloadKeys }) => {
        const count = scenario.workloads.length;
        if (from === to || from < 0 || to < 0 || from >= count || to >= count) return {};
        const workloads = [...scenario.workloads];
        const keys = [...workloadKeys];
        const [moved] = workloads.splice(from, 1);
        const [movedKey] = keys.splice(from, 1);
        if (!moved || !movedKey) return {};
        workloads.splice(to, 0, moved);
        keys.splice(to, 0, movedKey);
        return { scenario: { ...scenario, workloads }, workloadKeys: keys };
      }),

    workloadRenamed: (index, name) => editWorkload(index, (workload) => ({ ...workload, name })),

    workloadEdited: (index, changes) =>
      editWorkload(index, (workload) => ({ ...workload, ...changes })),

    patternChosen: (index, pattern) =>
      editWorkload(index, (workload) => {
        const changed: Workload = { ...workload, pattern };
        if (pattern === 'group') changed.groupSize = workload.groupSize ?? defaultGroupSize;
        else delete changed.groupSize;
        return changed;
      }),

    editionChosen: (edition) => set(({ scenario }) => ({ scenario: { ...scenario, edition } })),

    targetChosen: (targetUtilization) =>
      set(({ scenario }) => ({
        scenario: {
          ...scenario,
          targetUtilization: clampTo(targetUtilization, scenarioLimits.targetUtilization),
        },
      })),

    connectionTargetChosen: (connectionTarget) =>
      set(({ scenario }) => ({
        scenario: {
          ...scenario,
          connectionTarget: clampTo(connectionTarget, scenarioLimits.connectionTarget),
        },
      })),

    hubsChosen: (hubs) =>
      set(({ scenario }) => ({
        scenario: { ...scenario, hubs: clampTo(hubs, scenarioLimits.hubs, true) },
      })),

    serverConnectionsPerHubChosen: (perHub) =>
      set(({ scenario }) => {
        const next = { ...scenario };
        if (perHub === undefined) delete next.serverConnectionsPerHub;
        else
          next.serverConnectionsPerHub = clampTo(
            perHub,
            scenarioLimits.serverConnectionsPerHub,
            true,
          );
        return { scenario: next };
      }),

    serverConnectionCountingChosen: (countServerConnections) =>
      set(({ scenario }) => ({ scenario: { ...scenario, countServerConnections } })),

    guideReadingChosen: (guideReading) =>
      set(({ scenario }) => ({ scenario: { ...scenario, guideReading } })),

    workloadGrowthChosen: (index, growth) =>
      editWorkload(index, (workload) => ({ ...workload, growth })),

    appServerFrameworkChosen: (appServerFramework) =>
      set(({ scenario }) => ({ scenario: { ...scenario, appServerFramework } })),

    scenarioLoaded: (scenario) => set({ scenario, workloadKeys: keysFor(scenario) }),
  };
});
