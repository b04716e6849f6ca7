/**
 * Two tabs, each with its own page (its own modules and stores, as two tabs have), sharing one localStorage and
 * hearing each other's saves as a browser delivers them: a `storage` event in every other tab, carrying the
 * value that tab wrote. The issue-25 race runs here step by step, with nothing left to timing: both tabs rename
 * a workload, both save in the same quarter second, and whichever version is chosen or left by closing a tab,
 * the other is in a key the user can get it back from.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import type { Scenario } from '../engine';
import { readKeptAside } from './keptAside';
import { readScenario, workingKey, writeScenario } from './persistence';

type TabName = 'A' | 'B';

interface Write {
  tab: TabName | null;
  key: string;
  oldValue: string | null;
  newValue: string;
}

/** Every write to storage, with the tab that made it, in order; delivered to the other tabs on `deliver()`. */
let writes: Write[] = [];
/** The tab whose code runs now: set around each of its timers and each action the test takes in it. */
let running: TabName | null = null;

interface Tab {
  name: TabName;
  host: EventTarget & Pick<Window, 'location' | 'history' | 'setTimeout' | 'clearTimeout'>;
  stop: () => void;
  modules: Awaited<ReturnType<typeof loadPage>>;
  closed: boolean;
}

/** One page's modules, fresh: its own scenario store, notices, save hold and kept-aside list. */
async function loadPage() {
  vi.resetModules();
  const [sync, scenarioStore, noticeStore, otherTab, linkCodec, deflate] = await Promise.all([
    import('./sync'),
    import('./scenarioStore'),
    import('./noticeStore'),
    import('./otherTab'),
    import('./linkCodec'),
    import('./deflate'),
  ]);
  linkCodec.linkCodecProvided(deflate);
  return { sync, scenarioStore, noticeStore, otherTab };
}

/** A window for one tab: its own events and address, the test's (fake) timers, run as that tab. */
function hostFor(name: TabName): Tab['host'] {
  const target = new EventTarget();
  const location = { hash: '' } as Location;
  const history = { state: null, replaceState: () => undefined } as unknown as History;
  const setTimeout = ((action: () => void, milliseconds: number) =>
    window.setTimeout(() => inTab(name, action), milliseconds)) as Window['setTimeout'];
  const clearTimeout = ((id: number) => window.clearTimeout(id)) as Window['clearTimeout'];
  return Object.assign(target, { location, history, setTimeout, clearTimeout });
}

function inTab<T>(name: TabName, action: () => T): T {
  const before = running;
  running = name;
  try {
    return action();
  } finally {
    running = before;
  }
}

async function openTab(name: TabName): Promise<Tab> {
  const modules = await loadPage();
  const host = hostFor(name);
  const stop = inTab(name, () =>
    modules.sync.startSync({
      readOnlyLink: false,
      window: host as Window,
      navigationType: 'navigate',
    }),
  );
  return { name, host, stop, modules, closed: false };
}

let tabs: Tab[] = [];

/** Delivers each write made so far to every open tab but the one that made it, as the browser does. */
function deliver(): void {
  const pending = writes;
  writes = [];
  for (const write of pending) {
    for (const tab of tabs) {
      if (tab.closed || tab.name === write.tab) continue;
      inTab(tab.name, () =>
        tab.host.dispatchEvent(
          new StorageEvent('storage', {
            ...write,
            url: 'http://localhost/',
            storageArea: localStorage,
          }),
        ),
      );
    }
  }
}

/** The tab is closed: its page hides, then stops. */
function close(tab: Tab): void {
  inTab(tab.name, () => {
    tab.host.dispatchEvent(new Event('pagehide'));
    tab.stop();
  });
  tab.closed = true;
}

const renamed = (name: string): Scenario => ({
  ...teamChatFixture,
  workloads: teamChatFixture.workloads.map((w, i) => (i === 0 ? { ...w, name } : w)),
});

/** Where each version is: storage's working scenario and the kept-aside list, by the first workload's name. */
function keys() {
  const stored = readScenario(localStorage);
  return {
    working: stored.status === 'ok' ? stored.scenario.workloads[0]?.name : stored.status,
    keptAside: readKeptAside(localStorage).items.map((item) => item.scenario.workloads[0]?.name),
  };
}

const noticeOf = (tab: Tab) =>
  tab.modules.noticeStore.useNoticeStore.getState().notices.find((n) => n.kind === 'otherTab');

beforeEach(async () => {
  vi.useFakeTimers();
  localStorage.clear();
  writes = [];
  const { setItem } = Object.getOwnPropertyDescriptors(Storage.prototype);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    const oldValue = this.getItem(key);
    Reflect.apply(setItem?.value as Storage['setItem'], this, [key, value]);
    if (oldValue !== value) writes.push({ tab: running, key, oldValue, newValue: value });
  });
  writeScenario(localStorage, teamChatFixture);
  writes = [];
  tabs = [await openTab('A'), await openTab('B')];
});

afterEach(() => {
  for (const tab of tabs) if (!tab.closed) close(tab);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Both tabs rename the same workload and save in the same quarter second: A first, then B, unaware of A. */
function bothSaveAtOnce(): [Tab, Tab] {
  const [a, b] = tabs as [Tab, Tab];
  inTab('A', () =>
    a.modules.scenarioStore.useScenarioStore.getState().workloadRenamed(0, 'A edit'),
  );
  inTab('B', () =>
    b.modules.scenarioStore.useScenarioStore.getState().workloadRenamed(0, 'B edit'),
  );
  vi.advanceTimersByTime(a.modules.sync.saveDelayMilliseconds);
  expect(writes.map((write) => [write.tab, write.key])).toEqual([
    ['A', workingKey],
    ['B', workingKey],
  ]);
  deliver();
  // Both were told; storage holds B's, the last write.
  expect(noticeOf(a)).toEqual({ kind: 'otherTab', theirs: renamed('B edit') });
  expect(noticeOf(b)).toEqual({ kind: 'otherTab', theirs: renamed('A edit') });
  expect(keys()).toEqual({ working: 'B edit', keptAside: [] });
  return [a, b];
}

describe('two tabs that save at the same moment (issue 25, item 2)', () => {
  it('close B, then in A load the other tab’s version: A’s edit is set aside, B’s is stored', () => {
    const [a, b] = bothSaveAtOnce();
    close(b);
    deliver();
    const theirs = noticeOf(a);
    if (theirs?.kind !== 'otherTab' || !theirs.theirs) throw new Error('A was told');
    const loaded = theirs.theirs;
    inTab('A', () => a.modules.otherTab.otherTabVersionLoaded(loaded));
    vi.advanceTimersByTime(a.modules.sync.editEndMilliseconds);
    deliver();
    expect(keys()).toEqual({ working: 'B edit', keptAside: ['A edit'] });
  });

  it('close B, then close A: both edits are in a key', () => {
    const [a, b] = bothSaveAtOnce();
    close(b);
    close(a);
    expect(keys()).toEqual({ working: 'B edit', keptAside: ['A edit'] });
  });

  it('close A first, then B: both edits are in a key', () => {
    const [a, b] = bothSaveAtOnce();
    close(a);
    deliver();
    close(b);
    expect(keys()).toEqual({ working: 'B edit', keptAside: ['A edit'] });
  });

  it('A keeps its own: B’s edit is set aside, and B, told, sets nothing aside twice', () => {
    const [a, b] = bothSaveAtOnce();
    inTab('A', () => a.modules.otherTab.ownVersionKept(renamed('B edit')));
    vi.advanceTimersByTime(a.modules.sync.saveDelayMilliseconds);
    deliver();
    expect(keys()).toEqual({ working: 'A edit', keptAside: ['B edit'] });
    // B is told of A's save again, and closes without choosing.
    expect(noticeOf(b)).toEqual({ kind: 'otherTab', theirs: renamed('A edit') });
    close(b);
    expect(keys()).toEqual({ working: 'A edit', keptAside: ['B edit'] });
  });

  it('B loads A’s version: B’s edit is set aside, and both tabs show A’s', () => {
    const [a, b] = bothSaveAtOnce();
    inTab('B', () => b.modules.otherTab.otherTabVersionLoaded(renamed('A edit')));
    vi.advanceTimersByTime(b.modules.sync.editEndMilliseconds);
    deliver();
    expect(keys()).toEqual({ working: 'A edit', keptAside: ['B edit'] });
    // A hears its own version back: both show the same, nothing to choose.
    expect(noticeOf(a)).toBeUndefined();
    close(a);
    close(b);
    expect(keys()).toEqual({ working: 'A edit', keptAside: ['B edit'] });
  });
});

describe('one tab edits after the other: nothing to set aside', () => {
  it('B edits the version A shows; A loads it, or closes: no copy of the version B replaced', () => {
    const [a, b] = tabs as [Tab, Tab];
    inTab('B', () =>
      b.modules.scenarioStore.useScenarioStore.getState().workloadRenamed(0, 'B edit'),
    );
    vi.advanceTimersByTime(b.modules.sync.saveDelayMilliseconds);
    deliver();
    expect(noticeOf(a)).toEqual({ kind: 'otherTab', theirs: renamed('B edit') });
    inTab('A', () => a.modules.otherTab.otherTabVersionLoaded(renamed('B edit')));
    close(a);
    expect(keys()).toEqual({ working: 'B edit', keptAside: [] });
  });

  it('A saved an edit long ago, B opened it and edits it: A’s version was built on, not lost', async () => {
    const [a, b] = tabs as [Tab, Tab];
    close(b);
    inTab('A', () =>
      a.modules.scenarioStore.useScenarioStore.getState().workloadRenamed(0, 'A edit'),
    );
    vi.advanceTimersByTime(a.modules.sync.saveDelayMilliseconds);
    deliver();
    const c = await openTab('B');
    tabs = [a, c];
    inTab('B', () =>
      c.modules.scenarioStore.useScenarioStore.getState().workloadRenamed(0, 'C edit'),
    );
    vi.advanceTimersByTime(c.modules.sync.saveDelayMilliseconds);
    deliver();
    expect(noticeOf(a)).toEqual({ kind: 'otherTab', theirs: renamed('C edit') });
    close(a);
    expect(keys()).toEqual({ working: 'C edit', keptAside: [] });
  });
});
