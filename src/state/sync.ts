/**
 * Keeps the working scenario, storage and the address bar in step:
 * - at start, the scenario comes from the link or storage (see startup.ts);
 * - every change is saved to storage shortly after it happens;
 * - the address bar is rewritten with replaceState when an edit ends (no change for a moment), never per
 *   slider tick (browsers throttle history calls: Safari allows about 100 per 30 s) and never with a new entry;
 * - a link pasted into the address bar of an open page (hashchange) is opened like a fresh one.
 * The embed view reads its link and writes nothing.
 */
import { useNoticeStore } from './noticeStore';
import { openStorage, previousKey, readScenario, writeScenario } from './persistence';
import { useScenarioStore } from './scenarioStore';
import { fragmentWithScenario, scenarioParameter } from './shareLink';
import { decideStart, type Notice } from './startup';

/** Quiet time after the last change before the edit counts as ended. */
export const editEndMilliseconds = 600;
export const saveDelayMilliseconds = 250;

export interface SyncOptions {
  /** The embed view: read the link, write nothing, report nothing about storage. */
  readOnlyLink: boolean;
  window?: Window;
}

function debounce(action: () => void, milliseconds: number, host: Window) {
  let timer: number | undefined;
  const run = () => {
    timer = undefined;
    action();
  };
  return {
    schedule: () => {
      if (timer !== undefined) host.clearTimeout(timer);
      timer = host.setTimeout(run, milliseconds);
    },
    flush: () => {
      if (timer === undefined) return;
      host.clearTimeout(timer);
      run();
    },
  };
}

/** Loads the starting scenario and starts syncing; returns a function that stops it. */
export function startSync({ readOnlyLink, window: host = window }: SyncOptions): () => void {
  const storage = readOnlyLink ? null : openStorage();
  const start = decideStart(
    scenarioParameter(host.location.hash),
    readOnlyLink ? { status: 'empty' } : storage ? readScenario(storage) : null,
  );
  useScenarioStore.getState().startingScenarioLoaded(start.scenario);
  raise(start.notices, storage);
  if (readOnlyLink) return () => undefined;

  let lastLinkValue = scenarioParameter(host.location.hash);
  const save = debounce(
    () => {
      if (storage) writeScenario(storage, useScenarioStore.getState().scenario);
    },
    saveDelayMilliseconds,
    host,
  );
  const rewriteAddress = debounce(
    () => {
      const fragment = fragmentWithScenario(
        host.location.hash,
        useScenarioStore.getState().scenario,
      );
      lastLinkValue = scenarioParameter(fragment);
      if (fragment !== host.location.hash) {
        host.history.replaceState(host.history.state, '', fragment);
      }
    },
    editEndMilliseconds,
    host,
  );

  // A link that opened the page is already in the address bar; storage still needs the scenario.
  if (storage && scenarioParameter(host.location.hash) !== null)
    writeScenario(storage, start.scenario);

  const unsubscribe = useScenarioStore.subscribe((state, previous) => {
    if (state.scenario === previous.scenario) return;
    save.schedule();
    rewriteAddress.schedule();
  });

  const onHashChange = () => {
    const value = scenarioParameter(host.location.hash);
    if (value === null || value === lastLinkValue) return;
    lastLinkValue = value;
    const current = useScenarioStore.getState().scenario;
    const opened = decideStart(value, { status: 'ok', scenario: current });
    if (opened.notices.some((notice) => notice.kind === 'badLink')) {
      raise(opened.notices, storage);
      return;
    }
    useScenarioStore.getState().scenarioLoaded(opened.scenario);
    raise(opened.notices, storage);
  };
  const onLeave = () => {
    save.flush();
    rewriteAddress.flush();
  };
  host.addEventListener('hashchange', onHashChange);
  host.addEventListener('pagehide', onLeave);
  return () => {
    onLeave();
    unsubscribe();
    host.removeEventListener('hashchange', onHashChange);
    host.removeEventListener('pagehide', onLeave);
  };
}

function raise(notices: Notice[], storage: Storage | null): void {
  if (notices.length === 0) return;
  for (const notice of notices) {
    // The scenario a link replaced is also kept in storage, so a reload cannot lose it.
    if (notice.kind === 'openedLink' && storage)
      writeScenario(storage, notice.previous, previousKey);
  }
  useNoticeStore.getState().noticesRaised(notices);
}
