/**
 * The user's answer when another tab saved a different version of the working scenario. Either way both
 * versions survive: the one not chosen is set aside (keptAside.ts), unless the library holds it (the same
 * content), and only then may this tab save.
 */
import type { Scenario } from '../engine';
import { sameWork, workIdentity } from './keptAside';
import { keptAsideUnlessSaved, swapMarked } from './keptAsideRestore';
import { useNoticeStore } from './noticeStore';
import { keepUnreadableAside, openStorage } from './persistence';
import { readRawScenario } from './rawScenario';
import { savesResumed, useSaveHoldStore } from './saveHold';
import { useScenarioStore } from './scenarioStore';

/**
 * Shows the other tab's version. This tab's own is set aside first, saved or not (two tabs that save at once
 * each replace the other's save), unless the other tab's save was made from it (`ownWork` is false): then the
 * other tab replaced it knowingly, as an edit replaces the version before.
 */
export function otherTabVersionLoaded(theirs: Scenario, storage = openStorage()): void {
  const mine = useScenarioStore.getState().scenario;
  if (useSaveHoldStore.getState().ownWork && !sameWork(mine, theirs))
    keptAsideUnlessSaved(storage, mine, 'otherTab');
  useScenarioStore.getState().scenarioLoaded(swapMarked(theirs));
  // Taken from the other tab: nothing on screen is this page's own work, and storage holds it.
  useSaveHoldStore.setState({ ownWork: false, seen: workIdentity(theirs) });
  useNoticeStore.getState().noticeCleared('otherTab');
  savesResumed();
}

/**
 * Keeps this tab's version and saves it; the other tab's is set aside first (or, when this page cannot
 * read it, copied aside as it is). Nothing is saved over it when that fails.
 */
export function ownVersionKept(theirs: Scenario | null, storage = openStorage()): void {
  if (theirs) {
    // Set aside in storage (or saved in the library), the other tab's version is one this page's save may replace knowingly.
    if (keptAsideUnlessSaved(storage, theirs, 'otherTab')) {
      const identity = workIdentity(theirs);
      useSaveHoldStore.setState({ seen: identity, declined: identity });
    }
  } else {
    const raw = storage && readRawScenario(storage);
    if (storage && raw !== null && !keepUnreadableAside(storage, raw).ok) return;
  }
  useNoticeStore.getState().noticeCleared('otherTab');
  savesResumed();
}
