/**
 * Keeps the working scenario, storage and the address bar in step:
 * - at start, the scenario comes from the link or storage (see startup.ts);
 * - every change is saved to storage shortly after it happens, unless saves are held (saveHold.ts): then
 *   the work stays in memory and nothing is written over what storage holds;
 * - a save storage refuses (full, or refused for another reason) is reported with what storage threw, and the
 *   report goes when a save succeeds again;
 * - another tab's save (the `storage` event) is shown, and holds this tab's saves until the user chooses;
 *   each save names the version it replaced knowingly (`basedOn`), so a tab can tell its own work, which the
 *   other tab never saw and which is set aside before it can be lost, from a version the other tab built on;
 * - the address bar is rewritten with replaceState when an edit ends (no change for a moment), never per
 *   slider tick (browsers throttle history calls: Safari allows about 100 per 30 s) and never with a new entry;
 * - a link pasted into the address bar of an open page (hashchange) is opened like a fresh one.
 * The embed view reads its link and writes nothing.
 */
import type { Scenario } from '../engine';
import { keptAsideKey, sameWork, workIdentity } from './keptAside';
import {
  keptAsideLoaded,
  keptAsideStoredAgain,
  keptOnlyInPage,
  scenarioKeptAside,
  useKeptAsideStore,
} from './keptAsideStore';
import { useNoticeStore } from './noticeStore';
import type { Notice } from './notices';
import {
  openStorage,
  parseStored,
  readScenario,
  workingKey,
  writeScenario,
  type StoredRead,
} from './persistence';
import { replacedWorkNotStored, savesResumed, useSaveHoldStore, type SaveHold } from './saveHold';
import { useScenarioStore } from './scenarioStore';
import { isLinkCodecReady, linkCodecReady } from './linkCodec';
import { isParsersReady, parsersReady } from './parsersSlot';
import { fragmentWithScenario, scenarioParameter } from './shareLink';
import { decideStart, type Start } from './startup';

/** Quiet time after the last change before the edit counts as ended. */
export const editEndMilliseconds = 600;
export const saveDelayMilliseconds = 250;

export interface SyncOptions {
  /** The embed view: read the link, write nothing, report nothing about storage. */
  readOnlyLink: boolean;
  window?: Window;
  /** How the page was reached (PerformanceNavigationTiming.type); read from the browser when absent. */
  navigationType?: string;
}

/** 'navigate', 'reload', 'back_forward' or 'prerender'; undefined where the browser does not say. */
function navigationTypeOf(host: Window): string | undefined {
  const [entry] = host.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type;
}

function debounce(action: () => void, milliseconds: number, host: Window) {
  let timer: number | undefined;
  const now = () => {
    if (timer !== undefined) host.clearTimeout(timer);
    timer = undefined;
    action();
  };
  return {
    schedule: () => {
      if (timer !== undefined) host.clearTimeout(timer);
      timer = host.setTimeout(now, milliseconds);
    },
    flush: () => {
      if (timer !== undefined) now();
    },
    now,
  };
}

const raise = (notices: Notice[]) => {
  if (notices.length > 0) useNoticeStore.getState().noticesRaised(notices);
};
const scenarioNow = () => useScenarioStore.getState().scenario;
const holdNow = () => useSaveHoldStore.getState().hold;

function initialHold(stored: StoredRead | null): SaveHold | null {
  if (stored?.status === 'readFailed') return 'readFailed';
  if (stored?.status === 'unreadable' && !stored.backup.ok) return 'unreadable';
  return null;
}

/**
 * Runs `action` (writing the address bar) now if the share link's codec is here, else once it is. If it cannot
 * be fetched (offline), the action is dropped: the next edit tries again.
 */
function withLinkCodec(action: () => void): void {
  if (isLinkCodecReady()) action();
  else linkCodecReady().then(action, () => undefined);
}

/**
 * Loads the starting scenario and starts syncing; returns a function that stops it. A link in the address
 * bar is read at once: its codec must be loaded first (`linkCodecReady`, src/boot.tsx).
 */
export function startSync({
  readOnlyLink,
  window: host = window,
  navigationType = navigationTypeOf(host),
}: SyncOptions): () => void {
  if (readOnlyLink) {
    const start = decideStart(scenarioParameter(host.location.hash), { status: 'empty' });
    useScenarioStore.getState().startingScenarioLoaded(start.scenario);
    raise(start.notices);
    return () => undefined;
  }

  const storage = openStorage();
  const stored = storage ? readScenario(storage) : null;
  keptAsideLoaded(storage);
  let lastLinkValue = scenarioParameter(host.location.hash);
  const start = decideStart(lastLinkValue, stored, useKeptAsideStore.getState().items, {
    ownAddress: navigationType === 'reload' || navigationType === 'back_forward',
  });
  /** The link scenario on screen while it is unedited; once edited, it is the user's own work. */
  let openedLink: Scenario | null = start.fromLink ? start.scenario : null;
  const setUnsaved = (unsaved: boolean) => {
    if (useSaveHoldStore.getState().unsaved !== unsaved) useSaveHoldStore.setState({ unsaved });
  };

  /**
   * Sets the replaced scenario aside, then tells the user (truthfully) where it is. Set aside on this page
   * only (no room), it is still what storage holds: saves are held so nothing is written over it.
   */
  const opened = (start: Start) => {
    const keptInStorage = start.keep
      ? scenarioKeptAside(storage, start.keep, start.keepReason)
      : !useKeptAsideStore.getState().inPageOnly;
    raise(start.notices.map((n) => (n.kind === 'openedLink' ? { ...n, keptInStorage } : n)));
    // A reload's older address is not what storage holds: saving the newer work over storage loses nothing.
    if (start.keep && !keptInStorage && storage && start.keepReason === 'link')
      replacedWorkNotStored();
  };

  /**
   * Lifts the hold that keeps a replaced scenario from being written over, once that is safe: it is set
   * aside in storage at last (room was made), or it is the scenario on screen again (restored), or storage
   * no longer holds a scenario at all.
   */
  const liftKeepHoldIfSafe = (): void => {
    if (holdNow() !== 'keepFailed' || !storage) return;
    const read = readScenario(storage);
    const onScreenAgain = read.status === 'ok' && sameWork(read.scenario, scenarioNow());
    if (!onScreenAgain && read.status !== 'empty' && !keptAsideStoredAgain(storage)) return;
    useNoticeStore.getState().noticeCleared('keepFailed');
    useSaveHoldStore.setState({ hold: null });
  };

  /** Lifts the hold on a value that could not be copied aside, once it is (room was made). */
  const liftHoldIfCopied = (): void => {
    if (holdNow() === 'keepFailed') return liftKeepHoldIfSafe();
    if (holdNow() !== 'unreadable' || !storage) return;
    const read = readScenario(storage);
    if (read.status === 'unreadable' && !read.backup.ok) return;
    // Copied aside at last; or gone, removed by hand: either way nothing unread is left to lose.
    if (read.status === 'unreadable') raise([{ kind: 'storageUnreadable', backup: read.backup }]);
    else useNoticeStore.getState().noticeCleared('storageUnreadable');
    useSaveHoldStore.setState({ hold: null });
  };

  const save = debounce(
    () => {
      if (!storage) return;
      // A lifted hold saves at once (the subscription below), so a held save stops here either way.
      if (holdNow() !== null) return liftHoldIfCopied();
      const scenario = scenarioNow();
      if (openedLink && !sameWork(openedLink, scenario)) openedLink = null;
      const { seen } = useSaveHoldStore.getState();
      try {
        writeScenario(storage, scenario, { fromLink: openedLink !== null, basedOn: seen });
      } catch (error) {
        return raise([{ kind: 'saveFailed', error }]);
      }
      setUnsaved(false);
      useSaveHoldStore.setState({ seen: workIdentity(scenario) });
      useNoticeStore.getState().noticeCleared('saveFailed');
    },
    saveDelayMilliseconds,
    host,
  );
  const rewriteAddress = debounce(
    () =>
      withLinkCodec(() => {
        const fragment = fragmentWithScenario(host.location.hash, scenarioNow());
        lastLinkValue = scenarioParameter(fragment);
        if (fragment !== host.location.hash) {
          host.history.replaceState(host.history.state, '', fragment);
        }
      }),
    editEndMilliseconds,
    host,
  );

  useSaveHoldStore.setState({
    hold: initialHold(stored),
    unsaved: false,
    ownWork: true,
    seen: stored?.status === 'ok' ? workIdentity(stored.scenario) : null,
  });
  // The page opens with this scenario: nothing before it to undo.
  useScenarioStore.getState().startingScenarioLoaded(start.scenario);
  opened(start);
  // A link that opened the page is already in the address bar; storage still needs the scenario.
  if (lastLinkValue !== null && !start.fromStorage) save.now();
  // A reload whose address is older than the saved work shown: the address bar shows that work again.
  if (start.addressStale) rewriteAddress.now();

  const unsubscribe = useScenarioStore.subscribe((state, previous) => {
    if (state.scenario === previous.scenario) return;
    // A restore can put the held work back on screen: lift the hold before the next edit makes it differ.
    if (holdNow() === 'keepFailed') liftKeepHoldIfSafe();
    setUnsaved(true);
    if (!useSaveHoldStore.getState().ownWork) useSaveHoldStore.setState({ ownWork: true });
    save.schedule();
    rewriteAddress.schedule();
  });
  // The user released a hold (chose a version, or let the page save over what it could not read).
  const unsubscribeHold = useSaveHoldStore.subscribe((state, previous) => {
    if (previous.hold !== null && state.hold === null) save.now();
  });

  const onHashChange = () => {
    const value = scenarioParameter(host.location.hash);
    if (value === null || value === lastLinkValue) return;
    if (!isLinkCodecReady() || !isParsersReady()) {
      // A link pasted before its codec or the parsers arrived: read once they have, or say why it cannot be.
      Promise.all([linkCodecReady(), parsersReady()]).then(onHashChange, () =>
        raise([{ kind: 'badLink', failure: { reason: 'codecUnavailable' } }]),
      );
      return;
    }
    lastLinkValue = value;
    const current = scenarioNow();
    const shown: StoredRead =
      openedLink && sameWork(openedLink, current)
        ? { status: 'ok', scenario: current, fromLink: true }
        : { status: 'ok', scenario: current };
    const start = decideStart(value, shown, useKeptAsideStore.getState().items);
    if (start.notices.some((notice) => notice.kind === 'badLink')) {
      raise(start.notices);
      return;
    }
    openedLink = start.scenario;
    useScenarioStore.getState().scenarioLoaded(start.scenario);
    opened(start);
  };

  const onStorage = (event: StorageEvent) => {
    if (!storage || event.storageArea !== storage) return;
    if (!isParsersReady()) {
      // Another tab saved before this one had its parsers: read its save once they are here.
      parsersReady().then(
        () => onStorage(event),
        () => undefined,
      );
      return;
    }
    if (event.key === null || event.key === keptAsideKey) keptAsideLoaded(storage);
    if (event.key !== workingKey || event.newValue === null || holdNow() === 'readFailed') return;
    const theirs = parseStored(event.newValue);
    const mine = scenarioNow();
    if (theirs && sameWork(theirs.scenario, mine)) {
      // Both tabs show the same again: nothing to choose between, and storage holds this page's version.
      setUnsaved(false);
      useSaveHoldStore.setState({ ownWork: false, seen: workIdentity(mine) });
      if (holdNow() === 'otherTab') {
        useNoticeStore.getState().noticeCleared('otherTab');
        savesResumed();
      }
      return;
    }
    // The other tab saw this version and replaced it, as an edit replaces the one before: nothing of this
    // page's is lost with it. Any other save was made without it (two tabs saving at once): it stays own work.
    if (theirs?.basedOn === workIdentity(mine)) useSaveHoldStore.setState({ ownWork: false });
    // The version this page's user kept their own over, set aside then: its tab kept its own too. Asked again,
    // each tab would ask the other in turn without end; both versions are kept, each tab shows its own.
    if (theirs && workIdentity(theirs.scenario) === useSaveHoldStore.getState().declined) return;
    useSaveHoldStore.setState({ hold: 'otherTab' });
    raise([{ kind: 'otherTab', theirs: theirs?.scenario ?? null }]);
  };

  /**
   * Work that would be lost with the page (changes no save has kept, or set-aside scenarios held on this page
   * only): the browser asks the user before the tab closes or reloads. Not when storage is blocked: nothing
   * is ever saved then, and the notice says to keep the share link instead.
   */
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!storage) return;
    save.flush();
    if (useSaveHoldStore.getState().unsaved || keptOnlyInPage(storage).length > 0)
      event.preventDefault();
  };

  /**
   * This page's own work, once another tab's save has replaced it in storage, is set aside rather than closed
   * with the page: a choice is pending (saves held), or another tab saved a version this page has not seen
   * yet (its `storage` event still on its way). Saved or not: a save another tab wrote over is no longer kept.
   */
  const keepOwnWorkIfReplaced = (): void => {
    const hold = holdNow();
    if (!storage || (hold !== null && hold !== 'otherTab')) return;
    const { ownWork, seen } = useSaveHoldStore.getState();
    const mine = scenarioNow();
    const stored = readScenario(storage);
    if (!ownWork || (stored.status === 'ok' && sameWork(stored.scenario, mine))) return;
    const otherTabSaved =
      hold === 'otherTab' || (stored.status === 'ok' && workIdentity(stored.scenario) !== seen);
    if (otherTabSaved) scenarioKeptAside(storage, mine, 'otherTab');
  };

  const onLeave = () => {
    // A change still waiting is saved first (unless saves are held); then what another tab wrote over it is kept.
    save.flush();
    keepOwnWorkIfReplaced();
    rewriteAddress.flush();
  };
  host.addEventListener('hashchange', onHashChange);
  host.addEventListener('storage', onStorage);
  host.addEventListener('pagehide', onLeave);
  host.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    onLeave();
    unsubscribe();
    unsubscribeHold();
    host.removeEventListener('hashchange', onHashChange);
    host.removeEventListener('storage', onStorage);
    host.removeEventListener('pagehide', onLeave);
    host.removeEventListener('beforeunload', onBeforeUnload);
  };
}
