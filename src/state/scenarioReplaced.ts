/**
 * The page puts another scenario on screen at the user's request (a preset, an imported file or paste, a saved
 * scenario opened from the library):
 * the user's own work is set aside first (keptAside.ts), as a shared link's opening does, so a reload or a
 * closed tab never loses it. Nothing is set aside when nothing of the user's would be lost: the example as
 * first shown, the same work again, a scenario the page itself loaded this way and nobody has edited, or one the
 * library ("Saved scenarios") holds with the same content: the saved copy keeps it.
 */
import type { Scenario } from '../engine';
import { defaultScenario } from './defaultScenario';
import { sameWork, type KeptReason } from './keptAside';
import { keptAsideUnlessSaved, swapMarked } from './keptAsideRestore';
import { openStorage } from './persistence';
import { replacedWorkNotStored } from './saveHold';
import { useScenarioStore } from './scenarioStore';

/** The scenario the last preset or import put on screen; any edit makes a new object. */
let loadedUnedited: Scenario | null = null;

/**
 * Loads `next` in place of the scenario on screen, which is set aside first when it is the user's work.
 * @returns false when the replaced work is held on this page only (storage refused it), else true
 */
export function scenarioReplaced(
  next: Scenario,
  reason: Extract<KeptReason, 'preset' | 'import' | 'library'>,
  storage: Storage | null = openStorage(),
): boolean {
  const current = useScenarioStore.getState().scenario;
  const own =
    current !== loadedUnedited && !sameWork(current, defaultScenario) && !sameWork(current, next);
  const kept = own ? keptAsideUnlessSaved(storage, current, reason) : true;
  // Storage still holds the replaced work: nothing may be written over it until it is set aside.
  if (!kept && storage) replacedWorkNotStored();
  useScenarioStore.getState().scenarioLoaded(swapMarked(next, true));
  loadedUnedited = useScenarioStore.getState().scenario;
  return kept;
}
