/**
 * Re-sizing from measured metrics at the user's request: the scenario's measured metrics, calibration and load
 * profile are replaced in one undoable step. When that replaces something the user had (metrics typed in "What
 * you measured", a calibration, a day's profile), the scenario as it was is set aside first (keptAside.ts), as
 * an import does, so a reload or a closed tab never loses it (unless the library holds that content: the saved
 * copy keeps it); undoing puts it back and takes it off the list.
 */
import type { Scenario } from '../engine';
import { withMetricsFields, type MetricsFields } from '../engine/scenario/metricsFields';
import { keptScenarioForgotten, savedInLibrary, swapMarked } from './keptAsideRestore';
import { scenarioKeptAside } from './keptAsideStore';
import { openStorage } from './persistence';
import { replacedWorkNotStored } from './saveHold';
import { useScenarioStore } from './scenarioStore';

export interface MetricsResize {
  /** The scenario before and after. */
  previous: Scenario;
  resized: Scenario;
  /**
   * The scenario before was set aside: it had metrics, a calibration or a profile the re-size replaced, and the
   * library does not hold it.
   */
  keptAside: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the user had that the re-size replaces: measured metrics (beyond the SKU and units), calibration, profile. */
function replacesWork(scenario: Scenario, resized: Scenario): boolean {
  const { sku: _sku, units: _units, ...typed } = scenario.measured ?? {};
  const hadMetrics = Object.keys(typed).length > 0 && !same(scenario.measured, resized.measured);
  const hadCalibration =
    scenario.calibration !== undefined && !same(scenario.calibration, resized.calibration);
  const hadProfile =
    scenario.loadProfile !== undefined && !same(scenario.loadProfile, resized.loadProfile);
  return hadMetrics || hadCalibration || hadProfile;
}

/**
 * Applies the fields to the scenario on screen; null when they change nothing.
 * @example scenarioResizedFromMetrics(metricsFieldsFor(scenario, day)) // { previous, resized, keptAside: false }
 */
export function scenarioResizedFromMetrics(
  fields: MetricsFields,
  storage: Storage | null = openStorage(),
): MetricsResize | null {
  const previous = useScenarioStore.getState().scenario;
  const wouldBe = withMetricsFields(previous, fields);
  if (same(wouldBe, previous)) return null;
  // Work the library holds (the same content) is kept by its saved copy: not set aside, nor forgotten by Undo.
  const keptAside =
    replacesWork(previous, wouldBe) && !(storage !== null && savedInLibrary(storage, previous));
  if (keptAside && !scenarioKeptAside(storage, previous, 'metrics') && storage) {
    // Storage still holds the replaced work: nothing may be written over it until it is set aside.
    replacedWorkNotStored();
  }
  useScenarioStore.getState().metricsResized(swapMarked(wouldBe));
  return { previous, resized: useScenarioStore.getState().scenario, keptAside };
}

/**
 * Undoes a re-size while its scenario is still the one on screen (later edits would be undone too otherwise);
 * the scenario it replaced is back, so it leaves the set-aside list. False when it could not be undone.
 */
export function metricsResizeUndone(
  resize: MetricsResize,
  storage: Storage | null = openStorage(),
): boolean {
  if (useScenarioStore.getState().scenario !== resize.resized) return false;
  useScenarioStore.getState().undoRequested();
  if (resize.keptAside) keptScenarioForgotten(storage, resize.previous);
  return true;
}
