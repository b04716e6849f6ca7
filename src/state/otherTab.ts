/**
 * The user's answer when another tab saved a different version of the working scenario. Either way both
 * versions survive: the one not chosen is set aside (keptAside.ts), and only then may this tab save.
 */
import type { Scenario } from '../engine';
import { sameWork } from './keptAside';
import { scenarioKeptAside } from './keptAsideStore';
import { useNoticeStore } from './noticeStore';
import { keepUnreadableAside, openStorage, readRawScenario } from './persistence';
import { savesResumed, useSaveHoldStore } from './saveHold';
import { useScenarioStore } from './scenarioStore';

/**
 * Shows the other tab's version. This tab's own is set aside when it holds changes no save has kept;
 * without them it is the version the other tab started from and replaced, not work of this tab's.
 */
export function otherTabVersionLoaded(theirs: Scenario, storage = openStorage()): void {
  const mine = useScenarioStore.getState().scenario;
  if (useSaveHoldStore.getState().unsaved && !sameWork(mine, theirs))
    scenarioKeptAside(storage, mine, 'otherTab');
  useScenarioStore.getState().scenarioLoaded(theirs);
  useNoticeStore.getState().noticeCleared('otherTab');
  savesResumed();
}

/**
 * Keeps this tab's version and saves it; the other tab's is set aside first (or, when this page cannot
 * read it, copied aside as it is). Nothing is saved over it when that fails.
 */
export function ownVersionKept(theirs: Scenario | null, storage = openStorage()): void {
  if (theirs) scenarioKeptAside(storage, theirs, 'otherTab');
  else {
    const raw = storage && readRawScenario(storage);
    if (storage && raw !== null && !keepUnreadableAside(storage, raw).ok) return;
  }
  useNoticeStore.getState().noticeCleared('otherTab');
  savesResumed();
}
