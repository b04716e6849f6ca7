/**
 * The one store: the scenario the user is composing, in the public scenario format, and nothing derived.
 * `workloadKeys` gives each workload a stable identity for lists (reorder, remove) and is not exported.
 * Actions are named for what happened. Every change is one undo step (./history), except that the ticks of
 * one gesture on one field (a drag, typing) make a single step together.
 */
import { temporal } from 'zundo';
import { create } from 'zustand';
import {
  defaultGroupSize,
  fitWorkload,
  type AppServerFramework,
  type Calibration,
  type Measured,
  scenarioLimits,
  type ScenarioEdition,
  serviceRules,
  type GuideReading,
  type LoadProfile,
  type Pattern,
  profileOf,
  type ProfilePreset,
  scenarioOnService,
  serviceIssues,
  type Service,
  type Replicas,
  type Timeline,
  type Scenario,
  type ScenarioPrices,
  type Workload,
  type WorkloadGrowth,
} from '../engine';
import { defaultScenario } from './defaultScenario';
import { createGestures, historyLimit } from './history';
import { withMeasured } from './measuredEdits';
import {
  newWorkload,
  replaceAt,
  sameWorkload,
  withPrices,
  type PriceOverrides,
} from './scenarioEdits';
import {
  withAdded,
  withDuplicate,
  withMoved,
  withRemoved,
  type ScenarioSnapshot,
} from './workloadList';

export { newWorkload } from './scenarioEdits';

export type { ScenarioSnapshot } from './workloadList';

/** Premium autoscale's thresholds and cool-down as the scenario holds them. */
export type AutoscaleSettings = NonNullable<Scenario['autoscale']>;

export interface ScenarioState extends ScenarioSnapshot {
  /** `name`: the new workload's name in the reader's language (default "Workload N"). */
  workloadAdded: (pattern?: Pattern, name?: string) => void;
  /** `name`: the copy's name in the reader's language (default "<name> (copy)"). */
  workloadDuplicated: (index: number, name?: string) => void;
  workloadRemoved: (index: number) => void;
  workloadMoved: (from: number, to: number) => void;
  workloadRenamed: (index: number, name: string) => void;
  workloadEdited: (index: number, changes: Partial<Workload>) => void;
  patternChosen: (index: number, pattern: Pattern) => void;
  editionChosen: (edition: ScenarioEdition) => void;
  targetChosen: (targetUtilization: number) => void;
  connectionTargetChosen: (connectionTarget: number) => void;
  hubsChosen: (hubs: number) => void;
  /** `undefined`: back to the guide's advice. */
  serverConnectionsPerHubChosen: (perHub: number | undefined) => void;
  serverConnectionCountingChosen: (count: boolean) => void;
  guideReadingChosen: (reading: GuideReading) => void;
  workloadGrowthChosen: (index: number, growth: WorkloadGrowth) => void;
  appServerFrameworkChosen: (framework: AppServerFramework) => void;
  /**
   * Prices typed by the user, in the prices' currency; without a currency or a price list, a price equal to the
   * catalog's default is no override. Over a price list, a rate typed is named as the user's.
   */
  pricesChanged: (prices: PriceOverrides) => void;
  /** A price list's rates, currency, region and date in place of the prices before: one undo step. */
  priceListImported: (prices: ScenarioPrices) => void;
  pricesReset: () => void;
  /** Hourly levels typed or dragged; one gesture (typing in one hour) is one undo step. */
  loadProfileChanged: (levels: LoadProfile) => void;
  loadProfilePresetChosen: (preset: ProfilePreset) => void;
  /** Back to the peak all day (no profile). */
  loadProfileCleared: () => void;
  /** `undefined`: the primary region alone. */
  replicasChanged: (replicas: Replicas | undefined) => void;
  /**
   * "Size for failover": the replicas the engine sizes so that one region's loss is survived (every region for
   * all the traffic), as one undo step of its own, never merged with typing in the replicas' fields.
   */
  failoverSizingApplied: (replicas: Replicas) => void;
  /** `undefined`: no timeline. */
  timelineChanged: (timeline: Timeline | undefined) => void;
  /**
   * A threshold or the cool-down of Premium autoscale typed in Day and year; the others keep their value (the
   * vendor's example where the scenario has none). Typing in one field is one undo step; a rule that would
   * scale in at or above where it scales out is refused.
   */
  autoscaleChanged: (changes: Partial<AutoscaleSettings>) => void;
  /** Back to the vendor's example (out above 70%, in below 20%, 30 minutes). */
  autoscaleReset: () => void;
  /**
   * The whole rule set at once, one undo step: the plan's rule with its scale-out threshold at the sizing target
   * (`plan.autoscaleAboveTarget.ruleAtTarget`), which the page offers where the rule runs hotter than the target.
   */
  autoscaleRuleAtTarget: (rule: AutoscaleSettings) => void;
  /** The share of its size a compact payload keeps, for the levers; `undefined`: our assumption. */
  compactPayloadRatioChanged: (ratio: number | undefined) => void;
  /** A lever of "What cuts the bill": one workload replaced, or the replicas changed. */
  leverApplied: (
    lever:
      | { target: 'workload'; workloadIndex: number; workload: Workload }
      | { target: 'replicas'; replicas: Replicas | undefined },
  ) => void;
  /** Metrics typed in "What you measured"; `undefined` takes a metric out. */
  measuredChanged: (changes: Partial<Measured>) => void;
  measuredCleared: () => void;
  /** Size with these measured / predicted factors. */
  calibrationApplied: (calibration: Calibration) => void;
  /**
   * Re-sized from the metrics Azure wrote: the scenario with what was measured, the calibration and the load profile
   * replaced together (src/engine/metrics makes it; the page's first code never loads it), one undo step. Ignored
   * unless it keeps the workloads on screen: a re-size never touches them.
   */
  metricsResized: (resized: Scenario) => void;
  calibrationRemoved: () => void;
  scenarioLoaded: (scenario: Scenario) => void;
  /**
   * The scenario sized on the other service (one undo step): the engine's switch, which leaves behind what the
   * target does not have; nothing happens when the target's guide has no table for some workload's pattern.
   */
  serviceSwitched: (service: Service) => void;
  /** The page opened with this scenario: nothing before it to undo. */
  startingScenarioLoaded: (scenario: Scenario) => void;
  undoRequested: () => void;
  redoRequested: () => void;
}

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `w${nextKey}`;
}

function keysFor(scenario: Scenario): string[] {
  return scenario.workloads.map(() => newKey());
}

const gestures = createGestures<ScenarioSnapshot>();

/** Ends the running gesture: the user left a field, so what is typed next there is an undo step of its own. */
export const editEnded = gestures.end;

/**
 * Undo and redo across a load. `loads`: the scenarios a step put on screen as a piece of work of its own (a
 * restore, a preset, an import, another tab's version, a re-size), not as an edit of the one shown; an undo or
 * redo of such a step swaps two pieces of work, and `off`, once set, is given the one it takes off the screen
 * (./keptAsideRestore marks the loads and sets it aside).
 */
export const stepSwaps: { loads: WeakSet<Scenario>; off?: (offScreen: Scenario) => void } = {
  loads: new WeakSet(),
};

function clampTo(value: number, limits: { min: number; max: number }, integer = false): number {
  const fitted = Math.min(limits.max, Math.max(limits.min, value));
  return integer ? Math.round(fitted) : fitted;
}

type Change = (state: ScenarioState) => Partial<ScenarioSnapshot> | null;

export const useScenarioStore = create<ScenarioState>()(
  temporal(
    (set, get) => {
      /**
       * One edit. `tag` names the field it changes (null: a step on its own); `next` returns the new state
       * or null for no change.
       */
      const change = (tag: string | null, next: Change) => {
        const state = get();
        const start = gestures.startOf(tag) ?? {
          scenario: state.scenario,
          workloadKeys: state.workloadKeys,
        };
        const result = next(state);
        // Never hold a scenario its service refuses (a client broadcast on Web PubSub, a transport it lacks):
        // the views offer only what the service has, and this keeps any other caller from getting past them.
        if (result?.scenario && serviceIssues(result.scenario).length > 0) return;
        if (result) gestures.run(tag, start, () => set(result));
      };
      const scenarioChange = (tag: string | null, edit: (scenario: Scenario) => Scenario | null) =>
        change(tag, ({ scenario }) => {
          const edited = edit(scenario);
          return edited ? { scenario: edited } : null;
        });
      const editWorkload = (
        index: number,
        field: string,
        edit: (workload: Workload) => Workload,
      ) => {
        const key = get().workloadKeys[index];
        change(key === undefined ? null : `${field}:${key}`, ({ scenario }) => {
          const workload = scenario.workloads[index];
          if (!workload) return null;
          // Only the edited field changes: 2,000 connections leave 5,000 senders as they are, and the engine
          // sizes them as 2,000 and says so (src/engine/scenario/usedInputs.ts).
          const edited = fitWorkload(edit(workload));
          if (sameWorkload(edited, workload)) return null;
          return {
            scenario: { ...scenario, workloads: replaceAt(scenario.workloads, index, edited) },
          };
        });
      };

      /** An undo, or a redo; one across a load hands the scenario it takes off to `stepSwaps.off`. */
      const step = (redo?: boolean) => {
        gestures.end();
        const before = get().scenario;
        const history = useScenarioStore.temporal.getState();
        if (redo) history.redo();
        else history.undo();
        const after = get().scenario;
        if (after !== before && stepSwaps.loads.has(redo ? after : before)) stepSwaps.off?.(before);
      };

      return {
        scenario: defaultScenario,
        workloadKeys: keysFor(defaultScenario),

        workloadAdded: (pattern = 'echo', givenName) =>
          change(null, (state) => {
            const name = givenName ?? `Workload ${state.scenario.workloads.length + 1}`;
            return withAdded(state, newWorkload(pattern, name), newKey());
          }),

        workloadDuplicated: (index, givenName) =>
          change(null, (state) => {
            const name = givenName ?? `${state.scenario.workloads[index]?.name ?? ''} (copy)`;
            return withDuplicate(state, index, name, newKey());
          }),

        workloadRemoved: (index) => change(null, (state) => withRemoved(state, index)),

        workloadMoved: (from, to) => change(null, (state) => withMoved(state, from, to)),

        workloadRenamed: (index, name) =>
          editWorkload(index, 'name', (workload) => ({ ...workload, name })),

        workloadEdited: (index, changes) =>
          editWorkload(index, Object.keys(changes).sort().join(','), (workload) => ({
            ...workload,
            ...changes,
          })),

        patternChosen: (index, pattern) =>
          editWorkload(index, 'pattern', (workload) => {
            const changed: Workload = { ...workload, pattern };
            if (pattern === 'group') changed.groupSize = workload.groupSize ?? defaultGroupSize;
            else delete changed.groupSize;
            return changed;
          }),

        editionChosen: (edition) =>
          scenarioChange(null, (scenario) =>
            scenario.edition === edition ? null : { ...scenario, edition },
          ),

        targetChosen: (targetUtilization) =>
          scenarioChange('target', (scenario) => {
            const target = clampTo(targetUtilization, scenarioLimits.targetUtilization);
            return scenario.targetUtilization === target
              ? null
              : { ...scenario, targetUtilization: target };
          }),

        connectionTargetChosen: (connectionTarget) =>
          scenarioChange('connectionTarget', (scenario) => {
            const target = clampTo(connectionTarget, scenarioLimits.connectionTarget);
            return scenario.connectionTarget === target
              ? null
              : { ...scenario, connectionTarget: target };
          }),

        hubsChosen: (hubs) =>
          scenarioChange('hubs', (scenario) => {
            const fitted = clampTo(hubs, scenarioLimits.hubs, true);
            return scenario.hubs === fitted ? null : { ...scenario, hubs: fitted };
          }),

        serverConnectionsPerHubChosen: (perHub) =>
          scenarioChange(perHub === undefined ? null : 'perHub', (scenario) => {
            if (perHub === undefined) {
              if (scenario.serverConnectionsPerHub === undefined) return null;
              const { serverConnectionsPerHub: _advice, ...rest } = scenario;
              return rest;
            }
            const fitted = clampTo(perHub, scenarioLimits.serverConnectionsPerHub, true);
            return scenario.serverConnectionsPerHub === fitted
              ? null
              : { ...scenario, serverConnectionsPerHub: fitted };
          }),

        serverConnectionCountingChosen: (countServerConnections) =>
          scenarioChange(null, (scenario) =>
            scenario.countServerConnections === countServerConnections
              ? null
              : { ...scenario, countServerConnections },
          ),

        guideReadingChosen: (guideReading) =>
          scenarioChange(null, (scenario) =>
            (scenario.guideReading ?? 'interpolated') === guideReading
              ? null
              : { ...scenario, guideReading },
          ),

        workloadGrowthChosen: (index, growth) =>
          editWorkload(index, 'growth', (workload) => ({ ...workload, growth })),

        appServerFrameworkChosen: (appServerFramework) =>
          scenarioChange(null, (scenario) =>
            (scenario.appServerFramework ?? 'aspnetcore') === appServerFramework
              ? null
              : { ...scenario, appServerFramework },
          ),

        pricesChanged: (prices) =>
          scenarioChange(`prices:${Object.keys(prices).sort().join(',')}`, (scenario) => {
            const priced = withPrices(scenario, prices);
            return JSON.stringify(priced.prices) === JSON.stringify(scenario.prices)
              ? null
              : priced;
          }),

        priceListImported: (prices) =>
          scenarioChange(null, (scenario) =>
            JSON.stringify(scenario.prices) === JSON.stringify(prices)
              ? null
              : { ...scenario, prices: { ...prices } },
          ),

        pricesReset: () => scenarioChange(null, ({ prices, ...rest }) => (prices ? rest : null)),

        loadProfileChanged: (levels) =>
          scenarioChange('loadProfile', (scenario) =>
            JSON.stringify(scenario.loadProfile) === JSON.stringify(levels)
              ? null
              : { ...scenario, loadProfile: [...levels] },
          ),

        loadProfilePresetChosen: (preset) =>
          scenarioChange(null, (scenario) => {
            const levels = profileOf(preset);
            return JSON.stringify(scenario.loadProfile) === JSON.stringify(levels)
              ? null
              : { ...scenario, loadProfile: levels };
          }),

        loadProfileCleared: () =>
          scenarioChange(null, ({ loadProfile, ...rest }) => (loadProfile ? rest : null)),

        replicasChanged: (replicas) =>
          scenarioChange('replicas', (scenario) => {
            if (JSON.stringify(scenario.replicas) === JSON.stringify(replicas)) return null;
            const { replicas: _old, ...rest } = scenario;
            return replicas ? { ...rest, replicas } : rest;
          }),

        failoverSizingApplied: (replicas) =>
          scenarioChange(null, (scenario) =>
            !scenario.replicas || JSON.stringify(scenario.replicas) === JSON.stringify(replicas)
              ? null
              : { ...scenario, replicas },
          ),

        timelineChanged: (timeline) =>
          scenarioChange('timeline', (scenario) => {
            if (JSON.stringify(scenario.timeline) === JSON.stringify(timeline)) return null;
            const { timeline: _old, ...rest } = scenario;
            return timeline ? { ...rest, timeline } : rest;
          }),
        autoscaleChanged: (changes) =>
          scenarioChange(`autoscale:${Object.keys(changes).sort().join(',')}`, (scenario) => {
            const rules = serviceRules.autoscale;
            const autoscale: AutoscaleSettings = {
              scaleOutAbove: rules.scaleOutAboveConnectionQuotaUtilization,
              scaleInBelow: rules.scaleInBelowConnectionQuotaUtilization,
              ...scenario.autoscale,
              ...changes,
            };
            if (autoscale.scaleInBelow >= autoscale.scaleOutAbove) return null;
            return JSON.stringify(autoscale) === JSON.stringify(scenario.autoscale)
              ? null
              : { ...scenario, autoscale };
          }),

        autoscaleReset: () =>
          scenarioChange(null, ({ autoscale, ...rest }) => (autoscale ? rest : null)),

        autoscaleRuleAtTarget: (rule) =>
          scenarioChange(null, (scenario) => {
            if (rule.scaleInBelow >= rule.scaleOutAbove) return null;
            return JSON.stringify(rule) === JSON.stringify(scenario.autoscale)
              ? null
              : { ...scenario, autoscale: { ...rule } };
          }),

        compactPayloadRatioChanged: (ratio) =>
          scenarioChange('compactPayloadRatio', (scenario) => {
            if (scenario.compactPayloadRatio === ratio) return null;
            const { compactPayloadRatio: _old, ...rest } = scenario;
            return ratio === undefined ? rest : { ...rest, compactPayloadRatio: ratio };
          }),

        leverApplied: (lever) =>
          scenarioChange(null, (scenario) => {
            if (lever.target === 'replicas') {
              if (JSON.stringify(scenario.replicas) === JSON.stringify(lever.replicas)) return null;
              const { replicas: _old, ...rest } = scenario;
              return lever.replicas ? { ...rest, replicas: lever.replicas } : rest;
            }
            const { workloadIndex, workload } = lever;
            const current = scenario.workloads[workloadIndex];
            if (!current || sameWorkload(current, workload)) return null;
            return {
              ...scenario,
              workloads: replaceAt(scenario.workloads, workloadIndex, workload),
            };
          }),

        measuredChanged: (changes) =>
          scenarioChange(`measured:${Object.keys(changes).sort().join(',')}`, (scenario) => {
            const measured = withMeasured(scenario, changes);
            return JSON.stringify(measured.measured) === JSON.stringify(scenario.measured)
              ? null
              : measured;
          }),

        measuredCleared: () =>
          scenarioChange(null, ({ measured, ...rest }) => (measured ? rest : null)),

        calibrationApplied: (calibration) =>
          scenarioChange(null, (scenario) =>
            JSON.stringify(scenario.calibration) === JSON.stringify(calibration)
              ? null
              : { ...scenario, calibration },
          ),

        calibrationRemoved: () =>
          scenarioChange(null, ({ calibration, ...rest }) => (calibration ? rest : null)),

        metricsResized: (resized) =>
          scenarioChange(null, (scenario) =>
            resized.workloads !== scenario.workloads ||
            JSON.stringify(resized) === JSON.stringify(scenario)
              ? null
              : resized,
          ),

        scenarioLoaded: (scenario) =>
          change(null, () => ({ scenario, workloadKeys: keysFor(scenario) })),

        serviceSwitched: (service) =>
          scenarioChange(null, (scenario) => {
            const switched = scenarioOnService(scenario, service);
            return switched.ok && switched.scenario !== scenario ? switched.scenario : null;
          }),

        startingScenarioLoaded: (scenario) => {
          gestures.end();
          set({ scenario, workloadKeys: keysFor(scenario) });
          useScenarioStore.temporal.getState().clear();
        },

        undoRequested: () => step(),

        redoRequested: () => step(true),
      };
    },
    {
      partialize: ({ scenario, workloadKeys }): ScenarioSnapshot => ({ scenario, workloadKeys }),
      equality: (past, current) =>
        past.scenario === current.scenario && past.workloadKeys === current.workloadKeys,
      handleSet: gestures.handleSet,
      limit: historyLimit,
    },
  ),
);
