/** The same scenario open in two tabs: each hears of the other's saves and never overwrites one silently. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import type { Scenario } from '../engine';
import { readKeptAside } from './keptAside';
import { useKeptAsideStore } from './keptAsideStore';
import { useNoticeStore } from './noticeStore';
import { useSaveHoldStore } from './saveHold';
import { otherTabVersionLoaded, ownVersionKept } from './otherTab';
import { readScenario, workingKey, writeScenario } from './persistence';
import { useScenarioStore } from './scenarioStore';
import { editEndMilliseconds, startSync } from './sync';

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  useKeptAsideStore.setState({ items: [], inPageOnly: false });
  useSaveHoldStore.setState({ hold: null, unsaved: false });
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

/** What the browser does in this tab when another tab of the same origin saves. */
function otherTabSaves(scenario: Scenario): void {
  const oldValue = localStorage.getItem(workingKey);
  writeScenario(localStorage, scenario);
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: workingKey,
      oldValue,
      newValue: localStorage.getItem(workingKey),
      storageArea: localStorage,
    }),
  );
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
