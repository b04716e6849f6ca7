/** The same scenario open in two tabs: each hears of the other's saves and never overwrites one silently. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import type { Scenario } from '../engine';
import { readKeptAside, workIdentity } from './keptAside';
import { scenarioKeptAside, useKeptAsideStore } from './keptAsideStore';
import { useNoticeStore } from './noticeStore';
import { useSaveHoldStore } from './saveHold';
import { otherTabVersionLoaded, ownVersionKept } from './otherTab';
import { readScenario, workingKey, writeScenario } from './persistence';
import { useScenarioStore } from './scenarioStore';
import { editEndMilliseconds, saveDelayMilliseconds, startSync } from './sync';

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  useKeptAsideStore.setState({ items: [], inPageOnly: false });
  useSaveHoldStore.setState({ hold: null, unsaved: false, declined: null });
  window.history.replaceState(null, '', '/');
  useNoticeStore.setState({ notices: [] });
  writeScenario(localStorage, teamChatFixture);
  stop = startSync({ readOnlyLink: false });
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const renamed = (name: string): Scenario => ({
  ...teamChatFixture,
  workloads: teamChatFixture.workloads.map((w, i) => (i === 0 ? { ...w, name } : w)),
});

/**
 * What the browser does in this tab when another tab of the same origin saves. That tab says which version it
 * replaced: the one stored before, which it had seen (a save made at the same moment as this tab's names an
 * older one: `basedOn`).
 */
function otherTabSaves(scenario: Scenario, basedOn = storedIdentity()): void {
  const oldValue = localStorage.getItem(workingKey);
  writeScenario(localStorage, scenario, { basedOn });
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: workingKey,
      oldValue,
      newValue: localStorage.getItem(workingKey),
      storageArea: localStorage,
    }),
  );
}

/** The identity of the version storage holds now (keptAside.ts's workIdentity). */
function storedIdentity(): string | null {
  const stored = readScenario(localStorage);
  return stored.status === 'ok' ? workIdentity(stored.scenario) : null;
}

const storedFirstName = () => {
  const stored = readScenario(localStorage);
  return stored.status === 'ok' ? stored.scenario.workloads[0]?.name : stored.status;
};

describe("another tab's save", () => {
  it('is shown in a notice, and this tab holds its own saves instead of overwriting it', () => {
    otherTabSaves(renamed('From the other tab'));
    expect(useNoticeStore.getState().notices).toEqual([
      { kind: 'otherTab', theirs: renamed('From the other tab') },
    ]);
    useScenarioStore.getState().workloadEdited(1, { connections: 12_345 });
    vi.advanceTimersByTime(editEndMilliseconds);
    window.dispatchEvent(new Event('pagehide'));
    expect(storedFirstName()).toBe('From the other tab');
  });

  it('raises nothing when it holds what this tab shows already', () => {
    otherTabSaves(teamChatFixture);
    expect(useNoticeStore.getState().notices).toEqual([]);
  });
});

describe("the user's choice between two tabs' versions", () => {
  const theirs = renamed('From the other tab');
  const keptNames = () =>
    readKeptAside(localStorage).items.map((item) => item.scenario.workloads[0]?.name);

  it('"Keep mine" saves this tab\'s version, with the other set aside first', () => {
    otherTabSaves(theirs);
    useScenarioStore.getState().workloadRenamed(0, 'Mine');
    ownVersionKept(theirs);
    expect(storedFirstName()).toBe('Mine');
    expect(keptNames()).toEqual(['From the other tab']);
    expect(useNoticeStore.getState().notices).toEqual([]);
  });

  it('"Load the other tab\'s version" shows it, with this tab\'s own set aside', () => {
    useScenarioStore.getState().workloadRenamed(0, 'Mine');
    otherTabSaves(theirs);
    otherTabVersionLoaded(theirs);
    expect(useScenarioStore.getState().scenario).toEqual(theirs);
    expect(keptNames()).toEqual(['Mine']);
    vi.advanceTimersByTime(editEndMilliseconds);
    expect(storedFirstName()).toBe('From the other tab');
  });

  it('sets nothing aside when this tab had no changes of its own: the other tab replaced that version', () => {
    otherTabSaves(theirs);
    otherTabVersionLoaded(theirs);
    expect(useScenarioStore.getState().scenario).toEqual(theirs);
    expect(keptNames()).toEqual([]);
  });

  it('closing the tab before choosing sets its unsaved work aside, and leaves the other save alone', () => {
    otherTabSaves(theirs);
    useScenarioStore.getState().workloadRenamed(0, 'Mine, unsaved');
    window.dispatchEvent(new Event('pagehide'));
    expect(storedFirstName()).toBe('From the other tab');
    expect(keptNames()).toEqual(['Mine, unsaved']);
  });
});

describe('two tabs that save at the same moment (issue 25, item 2)', () => {
  const theirs = renamed('Theirs');
  const keptNames = () =>
    readKeptAside(localStorage).items.map((item) => item.scenario.workloads[0]?.name);
  const storedEnvelope = () =>
    JSON.parse(localStorage.getItem(workingKey) ?? '{}') as { basedOn?: string };

  /**
   * Both tabs showed the stored team chat. This tab renames a workload and saves; in the same quarter second the
   * other tab saves its own rename, made without seeing this one: it names the team chat as what it replaced.
   */
  function race(): void {
    useScenarioStore.getState().workloadRenamed(0, 'Mine, saved');
    vi.advanceTimersByTime(saveDelayMilliseconds);
    expect(storedFirstName()).toBe('Mine, saved');
    expect(useSaveHoldStore.getState().unsaved).toBe(false);
    otherTabSaves(theirs, workIdentity(teamChatFixture));
    expect(useNoticeStore.getState().notices).toEqual([{ kind: 'otherTab', theirs }]);
    expect(storedFirstName()).toBe('Theirs');
  }

  it('"Load the other tab’s version" sets this tab’s saved version aside: no save holds it any more', () => {
    race();
    otherTabVersionLoaded(theirs);
    expect(keptNames()).toEqual(['Mine, saved']);
    vi.advanceTimersByTime(editEndMilliseconds);
    expect(storedFirstName()).toBe('Theirs');
  });

  it('closing the tab before choosing sets its saved version aside, and leaves the other save alone', () => {
    race();
    window.dispatchEvent(new Event('pagehide'));
    expect(keptNames()).toEqual(['Mine, saved']);
    expect(storedFirstName()).toBe('Theirs');
  });

  it('closing the tab before the other tab’s save is heard of sets this tab’s version aside too', () => {
    useScenarioStore.getState().workloadRenamed(0, 'Mine, saved');
    vi.advanceTimersByTime(saveDelayMilliseconds);
    // Written, its `storage` event not delivered yet.
    writeScenario(localStorage, theirs, { basedOn: workIdentity(teamChatFixture) });
    window.dispatchEvent(new Event('pagehide'));
    expect(keptNames()).toEqual(['Mine, saved']);
    expect(storedFirstName()).toBe('Theirs');
  });

  it('"Keep mine" sets the other version aside, and the save says it replaced it knowingly', () => {
    race();
    ownVersionKept(theirs);
    expect(keptNames()).toEqual(['Theirs']);
    expect(storedFirstName()).toBe('Mine, saved');
    expect(storedEnvelope().basedOn).toBe(workIdentity(theirs));
  });

  it('both tabs choosing "Keep mine": each is asked once, not again and again, and both versions are kept', () => {
    race();
    ownVersionKept(theirs);
    expect(useNoticeStore.getState().notices).toEqual([]);
    // The other tab, asked in turn, keeps its own too: it sets this tab's version aside and saves its own again,
    // naming this tab's save as the version it replaced.
    scenarioKeptAside(localStorage, renamed('Mine, saved'), 'otherTab');
    otherTabSaves(theirs, workIdentity(renamed('Mine, saved')));
    expect(useNoticeStore.getState().notices).toEqual([]);
    expect(useSaveHoldStore.getState().hold).toBeNull();
    expect(keptNames().sort()).toEqual(['Mine, saved', 'Theirs']);
    expect(useScenarioStore.getState().scenario.workloads[0]?.name).toBe('Mine, saved');
    // A new version from the other tab is asked about as ever.
    otherTabSaves(renamed('Theirs, changed'));
    expect(useNoticeStore.getState().notices).toEqual([
      { kind: 'otherTab', theirs: renamed('Theirs, changed') },
    ]);
  });

  it('sets nothing aside for a save made from this tab’s saved version: the other tab built on it', () => {
    useScenarioStore.getState().workloadRenamed(0, 'Mine, saved');
    vi.advanceTimersByTime(saveDelayMilliseconds);
    // The other tab opened this save, then changed it: its save names this one.
    otherTabSaves(theirs);
    otherTabVersionLoaded(theirs);
    window.dispatchEvent(new Event('pagehide'));
    expect(keptNames()).toEqual([]);
  });

  it('each save names the version it replaced: the one this tab last saw in storage', () => {
    expect(storedEnvelope().basedOn).toBeUndefined();
    useScenarioStore.getState().workloadRenamed(0, 'First');
    vi.advanceTimersByTime(saveDelayMilliseconds);
    expect(storedEnvelope().basedOn).toBe(workIdentity(teamChatFixture));
    useScenarioStore.getState().workloadRenamed(0, 'Second');
    vi.advanceTimersByTime(saveDelayMilliseconds);
    expect(storedEnvelope().basedOn).toBe(workIdentity(renamed('First')));
  });
});
