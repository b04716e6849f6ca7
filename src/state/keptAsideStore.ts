/**
 * The scenarios set aside (keptAside.ts) as the page shows them, and what can be done with them. When
 * storage refuses a change, the list still holds it for as long as the page is open, and says so.
 */
import { create } from 'zustand';
import type { Scenario } from '../engine';
import {
  readKeptAside,
  sameWork,
  updateKeptAside,
  withKept,
  type KeptProblem,
  type KeptReason,
  type KeptScenario,
} from './keptAside';
import { readScenario } from './persistence';

export interface KeptAsideState {
  items: KeptScenario[];
  /** Some of `items` are in this page only: storage refused them. */
  inPageOnly: boolean;
  /** What the stored list held that this page could not read, once found; said in the panel. */
  problem: KeptProblem | null;
  /**
   * What storage threw when it last refused the list, which is why some of `items` are in this page only: full,
   * or refused for another reason (told apart where it is said, keptAsideRestore.ts's keptAsideRefusedAs).
   */
  refused?: unknown;
}

export const useKeptAsideStore = create<KeptAsideState>()(() => ({
  items: [],
  inPageOnly: false,
  problem: null,
}));

/** Keeps the first problem found until a later read finds one: a clean read after a backup says nothing new. */
function problemFound(problem: KeptProblem | null): void {
  if (problem) useKeptAsideStore.setState({ problem });
}

type Change = (items: KeptScenario[]) => KeptScenario[];

/** Applies a change to storage and to the page's list; false when only the page holds it. */
export function applied(storage: Storage | null, change: Change): boolean {
  const result = storage
    ? updateKeptAside(storage, change)
    : { items: [], stored: false, problem: null };
  problemFound(result.problem);
  if (result.stored && !useKeptAsideStore.getState().inPageOnly) {
    useKeptAsideStore.setState({ items: result.items });
    return true;
  }
  // The page's own list may hold what storage never took: change it, not storage's copy.
  useKeptAsideStore.setState((state) => ({
    items: change(state.items),
    inPageOnly: true,
    refused: result.refused ?? state.refused,
  }));
  return result.stored;
}

/** Reads the list from storage (at start, and when another tab changed it), keeping what only the page has. */
export function keptAsideLoaded(storage: Storage | null): void {
  if (!storage) return;
  const read = readKeptAside(storage);
  problemFound(read.problem);
  const stored = read.items;
  useKeptAsideStore.setState((state) => ({
    items: state.inPageOnly
      ? state.items.reduceRight((items, item) => withKept(items, item), stored)
      : stored,
  }));
}

/** Sets a scenario aside; true when it is in storage, false when only this page holds it. */
export function scenarioKeptAside(
  storage: Storage | null,
  scenario: Scenario,
  reason: KeptReason,
  now: Date = new Date(),
): boolean {
  const kept: KeptScenario = { scenario, keptAt: now.toISOString(), reason };
  return applied(storage, (items) => withKept(items, kept));
}

/**
 * Writes the scenarios only this page holds into storage's list, once there is room; true when storage now
 * holds the whole list (nothing was held in the page only, or it is stored at last).
 */
export function keptAsideStoredAgain(storage: Storage | null): boolean {
  const { inPageOnly, items } = useKeptAsideStore.getState();
  if (!inPageOnly) return true;
  if (!storage) return false;
  const result = updateKeptAside(storage, (stored) =>
    items.reduceRight((list, item) => withKept(list, item), stored),
  );
  if (result.stored) useKeptAsideStore.setState({ items: result.items, inPageOnly: false });
  return result.stored;
}

/**
 * The set-aside scenarios nothing in storage holds: neither its list nor its working scenario. Closing the
 * page would lose them.
 */
export function keptOnlyInPage(storage: Storage | null): KeptScenario[] {
  const { inPageOnly, items } = useKeptAsideStore.getState();
  if (!inPageOnly) return [];
  if (!storage) return items;
  const stored = readKeptAside(storage).items;
  const working = readScenario(storage);
  return items.filter(
    (item) =>
      !stored.some((other) => sameWork(other.scenario, item.scenario)) &&
      !(working.status === 'ok' && sameWork(working.scenario, item.scenario)),
  );
}
