/**
 * An undo or redo of a step that put a piece of work of its own on screen (a restore, a preset, an import, another
 * tab's version) replaces work as that step did: what it takes off the screen is set aside, so a reload cannot
 * lose it. An undo of an edit within one piece of work sets nothing aside.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import type { Scenario } from '../engine';
import { readKeptAside } from './keptAside';
import { keptScenarioRestored } from './keptAsideRestore';
import { saveToLibrary } from './library';
import { scenarioKeptAside, useKeptAsideStore } from './keptAsideStore';
import { otherTabVersionLoaded } from './otherTab';
import { scenarioReplaced } from './scenarioReplaced';
import { useScenarioStore } from './scenarioStore';

const named = (name: string): Scenario => ({ ...teamChatFixture, name });
/** Another piece of work than teamChat's: its first workload holds `connections`. */
const sized = (name: string, connections: number): Scenario => ({
  ...teamChatFixture,
  name,
  workloads: teamChatFixture.workloads.map((w, i) => (i === 0 ? { ...w, connections } : w)),
});
const savedInLibrary = (name: string, scenario: Scenario) =>
  saveToLibrary(localStorage, name, scenario, new Date('2026-01-05T10:00:00Z'), {
    newId: () => name,
  });
const storedNames = () => readKeptAside(localStorage).items.map((item) => item.scenario.name);
const onScreen = () => useScenarioStore.getState().scenario.name;
const { undoRequested, redoRequested } = useScenarioStore.getState();

beforeEach(() => {
  localStorage.clear();
  useKeptAsideStore.setState(useKeptAsideStore.getInitialState(), true);
  useScenarioStore.getState().startingScenarioLoaded(named('Mine'));
});

describe('undo and redo across a load', () => {
  it('undoing "Restore" sets the restored scenario aside, and redoing it sets the other one aside', () => {
    // A link replaced "Mine", which was set aside; then the user restored it.
    useScenarioStore.getState().scenarioLoaded(named('Shared'));
    scenarioKeptAside(localStorage, named('Mine'), 'link');
    keptScenarioRestored(localStorage, named('Mine'));
    expect(storedNames()).toEqual(['Shared']);

    undoRequested();
    expect(onScreen()).toBe('Shared');
    expect(storedNames()).toEqual(['Mine', 'Shared']);
    expect(readKeptAside(localStorage).items[0]?.reason).toBe('undo');

    redoRequested();
    expect(onScreen()).toBe('Mine');
    expect(storedNames()).toEqual(['Shared', 'Mine']);
  });

  it('redoing a preset after undoing it keeps the scenario the redo replaces', () => {
    scenarioReplaced(named('Preset'), 'preset', localStorage);
    expect(storedNames()).toEqual(['Mine']);
    undoRequested();
    expect(onScreen()).toBe('Mine');
    // The preset as loaded, unedited, is still a preset: nothing of the user's to keep (QA).
    expect(storedNames()).toEqual(['Mine']);
    useKeptAsideStore.setState(useKeptAsideStore.getInitialState(), true);
    localStorage.clear();
    redoRequested();
    expect(onScreen()).toBe('Preset');
    expect(storedNames()).toEqual(['Mine']);
  });

  it('an undo sets aside a preset or import the user edited, not one as loaded', () => {
    scenarioReplaced(named('Imported'), 'import', localStorage);
    undoRequested();
    expect(storedNames()).toEqual(['Mine']);
    redoRequested();
    useScenarioStore.getState().workloadEdited(0, { connections: 4321 });
    // Edited, then undone to the import as loaded, then undone past it: the edit is on the redo stack, the import
    // as loaded needs no keeping.
    undoRequested();
    undoRequested();
    expect(onScreen()).toBe('Mine');
    expect(storedNames()).toEqual(['Mine']);
    // Loaded again and edited, then replaced by a preset: the edited import is the user's work.
    scenarioReplaced(named('Imported'), 'import', localStorage);
    useScenarioStore.getState().workloadEdited(0, { connections: 4321 });
    scenarioReplaced(named('Preset'), 'preset', localStorage);
    expect(storedNames()).toEqual(['Imported', 'Mine']);
    undoRequested();
    expect(onScreen()).toBe('Imported');
    // The preset as loaded is taken off: nothing more is set aside.
    expect(storedNames()).toEqual(['Imported', 'Mine']);
  });

  it("undoing another tab's version keeps that version, which this tab's save is about to replace", () => {
    otherTabVersionLoaded(named('Theirs'), localStorage);
    undoRequested();
    expect(onScreen()).toBe('Mine');
    expect(storedNames()).toEqual(['Theirs', 'Mine']);
  });

  it('sets nothing aside for an undo or redo of an edit', () => {
    scenarioReplaced(named('Preset'), 'preset', localStorage);
    useScenarioStore.getState().workloadEdited(0, { connections: 7777 });
    undoRequested();
    redoRequested();
    expect(storedNames()).toEqual(['Mine']);
  });

  it('sets nothing aside that the library holds: a saved copy of the same content keeps it', () => {
    useScenarioStore.getState().startingScenarioLoaded(sized('Mine', 1111));
    // Another tab's version, not a preset: a preset as loaded needs no keeping whatever the library holds.
    otherTabVersionLoaded(sized('Preset', 2222), localStorage);
    expect(storedNames()).toEqual(['Mine']);
    // The user saves the preset under a name of their own; the undo takes it off the screen.
    savedInLibrary('Plan P', sized('Preset', 2222));
    undoRequested();
    expect(onScreen()).toBe('Mine');
    expect(storedNames()).toEqual(['Mine']);
    expect(useKeptAsideStore.getState().items.map((item) => item.scenario.name)).toEqual(['Mine']);

    // The redo takes "Mine" off: it is set aside (moved to the top) while the library lacks it, not once saved.
    redoRequested();
    expect(storedNames()).toEqual(['Mine']);
    savedInLibrary('Plan M', sized('Mine', 1111));
    undoRequested();
    redoRequested();
    expect(onScreen()).toBe('Preset');
    expect(storedNames()).toEqual(['Mine']);
  });

  it('still sets aside what the library holds another version of (a guard on the rule above)', () => {
    useScenarioStore.getState().startingScenarioLoaded(sized('Mine', 1111));
    // Another tab's version, not a preset: a preset as loaded needs no keeping whatever the library holds.
    otherTabVersionLoaded(sized('Preset', 2222), localStorage);
    savedInLibrary('Plan P', sized('Preset', 9999));
    undoRequested();
    expect(onScreen()).toBe('Mine');
    expect(storedNames()).toEqual(['Preset', 'Mine']);
  });
});
