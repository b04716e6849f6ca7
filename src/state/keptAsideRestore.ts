/**
 * What the user does with a set-aside scenario (./keptAsideStore), restore it or forget it, and the rule that
 * keeps undo from losing one: a step that puts a piece of work of its own on screen (a restore, a preset, an
 * import, another tab's version, a re-size) is marked, and an undo or redo of it sets aside what it takes off
 * the screen, as the step itself set aside what it replaced. Work the library holds (the same content) is not set
 * aside by any of these, nor by the undo: the saved copy keeps it (keptAsideUnlessSaved). Only code
 * loaded after the start (the notices, the panels) calls these, so the page's first load does not carry them.
 */
import type { Scenario } from '../engine';
import { sameWork } from './keptAside';
import type { KeptReason, KeptScenario } from './keptAsideFormat';
import { applied, scenarioKeptAside, useKeptAsideStore } from './keptAsideStore';
import { findSavedCopy, readLibrary } from './library';
import { openStorage, readScenario } from './persistence';
import { replacedWorkNotStored } from './saveHold';
import { stepSwaps, useScenarioStore } from './scenarioStore';
import { storageRefusal } from './storageRefusal';

/**
 * Whether the library holds `scenario`'s content (its own rule, library.ts's findSavedCopy: the name aside, as
 * saving names the copy): that copy keeps it. False when the library cannot be read, or not yet (the scenario
 * format's parsers are still on their way: reading throws).
 */
export function savedInLibrary(storage: Storage, scenario: Scenario): boolean {
  try {
    return findSavedCopy(readLibrary(storage).items, scenario) !== undefined;
  } catch {
    return false;
  }
}

/**
 * Sets `scenario` aside, as it leaves the screen, unless the library holds its content: the saved copy keeps it.
 * @returns true when storage holds it (the library, or the set-aside list), false when only this page does
 */
export function keptAsideUnlessSaved(
  storage: Storage | null,
  scenario: Scenario,
  reason: KeptReason,
): boolean {
  return (
    (storage !== null && savedInLibrary(storage, scenario)) ||
    scenarioKeptAside(storage, scenario, reason)
  );
}

/**
 * Takes `scenario` off the set-aside list when the library holds its content. For a shared link that opened the
 * page: it set the stored scenario aside before the library could be read (the first load carries no library).
 */
export function keptCopyDroppedIfSaved(storage: Storage | null, scenario: Scenario): void {
  if (storage && savedInLibrary(storage, scenario)) keptScenarioForgotten(storage, scenario);
}

/**
 * Takes off the set-aside list what first-load code set aside before the library could be read, when the library
 * holds its content: a reload's older address ('reload'), a version set aside as its tab closed after another tab
 * saved ('otherTab'). The saved copy keeps it, as it keeps what every later step does not set aside. (A shared
 * link's is dropped by its notice: keptCopyDroppedIfSaved.)
 */
export function firstLoadCopiesDroppedIfSaved(storage: Storage | null): void {
  if (!storage) return;
  const saved = useKeptAsideStore
    .getState()
    .items.filter(
      (item) =>
        (item.reason === 'reload' || item.reason === 'otherTab') &&
        savedInLibrary(storage, item.scenario),
    );
  if (saved.length === 0) return;
  applied(storage, (items) =>
    items.filter(
      (item) =>
        !saved.some(
          (copy) => copy.reason === item.reason && sameWork(copy.scenario, item.scenario),
        ),
    ),
  );
}

/**
 * Whether `current` is a shared link's scenario nobody has edited, as storage holds it (`fromLink`): its link still
 * holds it, so restoring over it sets nothing aside, as a second link over it does not (QA: "Restore my scenario"
 * listed the link's scenario under Set aside).
 */
function linkUnedited(storage: Storage | null, current: Scenario): boolean {
  if (!storage) return false;
  const stored = readScenario(storage);
  return stored.status === 'ok' && stored.fromLink === true && sameWork(stored.scenario, current);
}

/**
 * Sets aside the scenario an undo or redo took off the screen: the save that follows writes over the only copy
 * storage had of it. Work set aside already moves to the top of the list. A scenario the library holds is not at
 * risk and is not listed again. With no room, it is kept on the page and nothing is saved over storage's copy
 * (./saveHold), as for any other replacement.
 */
function swappedOffKept(offScreen: Scenario): void {
  if (reloadable.has(offScreen)) return;
  const storage = openStorage();
  if (!keptAsideUnlessSaved(storage, offScreen, 'undo') && storage) replacedWorkNotStored();
}

/**
 * Loads that an undo takes off with nothing to keep while nobody has edited them (an edit makes a new object): a
 * preset is still a preset, an import still its file or paste, an opened scenario still in the library. The
 * replacement itself sets nothing aside for them either (./scenarioReplaced).
 */
const reloadable = new WeakSet<Scenario>();

/**
 * Marks `next` as a piece of work a step puts on screen in place of another (call it just before that step), so
 * that undoing or redoing the step sets aside what it takes off the screen; with `reloadable`, not `next` itself
 * as loaded (a preset, an import).
 * @returns next
 */
export function swapMarked<Work extends Scenario>(next: Work, reloadableLoad = false): Work {
  stepSwaps.loads.add(next);
  if (reloadableLoad) reloadable.add(next);
  stepSwaps.off = swappedOffKept;
  return next;
}

/** `items` without the given work. */
export function withoutWork(items: readonly KeptScenario[], work: Scenario): KeptScenario[] {
  return items.filter((item) => !sameWork(item.scenario, work));
}

/** Drops a scenario from the list, at the user's word. */
export function keptScenarioForgotten(storage: Storage | null, scenario: Scenario): void {
  applied(storage, (items) => withoutWork(items, scenario));
}

/**
 * Puts a set-aside scenario back on screen. The scenario on screen is set aside in its place (unless the library
 * holds it), so going back is never a loss either; the restored one leaves the list, as it is the working
 * scenario again.
 */
export function keptScenarioRestored(storage: Storage | null, scenario: Scenario): void {
  const current = useScenarioStore.getState().scenario;
  if (
    !sameWork(current, scenario) &&
    !linkUnedited(storage, current) &&
    !keptAsideUnlessSaved(storage, current, 'restore') &&
    storage
  )
    replacedWorkNotStored();
  keptScenarioForgotten(storage, scenario);
  useScenarioStore.getState().scenarioLoaded(swapMarked(scenario));
}

/**
 * Why set-aside work is kept on this page only, for the words that say so: the browser's name for the last refusal
 * of the list when it was not for lack of room (then making room cannot help), or null when storage was full or
 * refused nothing (the list could not be read). Here, with what the notices and panels load after the start.
 */
export function keptAsideRefusedAs(
  refused: unknown = useKeptAsideStore.getState().refused,
): string | null {
  const refusal = refused === undefined ? null : storageRefusal(refused);
  return refusal && !refusal.quota ? refusal.name : null;
}
