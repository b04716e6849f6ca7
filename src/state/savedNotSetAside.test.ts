/**
 * A step that takes a scenario off the screen sets nothing aside when the library ("Saved scenarios") holds that
 * very content: the saved copy keeps it, and listing it again only makes the Set aside list longer. Work the
 * library holds another version of, or cannot be read, is set aside as ever. Each way a scenario is replaced: a
 * restore, a preset, an import, a shared link (settled once the page has started), another tab's version (either
 * answer) and a re-size from measured metrics.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import type { Scenario } from '../engine';
import { readKeptAside, workIdentity } from './keptAside';
import { keptCopyDroppedIfSaved, keptScenarioRestored } from './keptAsideRestore';
import { scenarioKeptAside, useKeptAsideStore } from './keptAsideStore';
import { libraryKey, saveToLibrary } from './library';
import { scenarioResizedFromMetrics } from './metricsResize';
import { otherTabVersionLoaded, ownVersionKept } from './otherTab';
import { useSaveHoldStore } from './saveHold';
import { scenarioReplaced } from './scenarioReplaced';
import { useScenarioStore } from './scenarioStore';

/** A piece of work of its own: its first workload holds `connections`. */
const sized = (name: string, connections: number): Scenario => ({
  ...teamChatFixture,
  name,
  workloads: teamChatFixture.workloads.map((w, i) => (i === 0 ? { ...w, connections } : w)),
});
const saved = (name: string, scenario: Scenario) =>
  saveToLibrary(localStorage, name, scenario, new Date('2026-01-05T10:00:00Z'), {
    newId: () => name,
  });
const storedNames = () => readKeptAside(localStorage).items.map((item) => item.scenario.name);
const pageNames = () => useKeptAsideStore.getState().items.map((item) => item.scenario.name);
const onScreen = () => useScenarioStore.getState().scenario;
const mine = sized('Mine', 1111);

beforeEach(() => {
  localStorage.clear();
  useKeptAsideStore.setState(useKeptAsideStore.getInitialState(), true);
  useSaveHoldStore.setState(useSaveHoldStore.getInitialState(), true);
  useScenarioStore.getState().startingScenarioLoaded(mine);
});

describe('a replacement of work the library holds', () => {
  it('a preset sets nothing aside; edited since the save, it is set aside; undone back to the saved content, not', () => {
    // Saved under a name of its own: saving names the copy, the content is what counts.
    saved('Plan M', mine);
    scenarioReplaced(sized('Preset', 2222), 'preset', localStorage);
    expect(storedNames()).toEqual([]);
    expect(pageNames()).toEqual([]);

    // Back to Mine, then an edit: the screen now differs from the saved copy.
    useScenarioStore.getState().undoRequested();
    expect(onScreen().name).toBe('Mine');
    useScenarioStore.getState().workloadRenamed(0, 'Edited');
    const edited = onScreen();
    scenarioReplaced(sized('Preset', 2222), 'preset', localStorage);
    // (The undo before set nothing aside: the preset as loaded is still a preset.)
    expect(readKeptAside(localStorage).items.map((item) => item.scenario)).toEqual([edited]);

    // Undo the preset, undo the edit: the saved content is on screen again, and a preset sets nothing aside.
    useScenarioStore.getState().undoRequested();
    useScenarioStore.getState().undoRequested();
    expect(onScreen()).toEqual(mine);
    scenarioReplaced(sized('Another preset', 3333), 'preset', localStorage);
    // The saved content is not listed beside its edited version, nor is the preset as loaded.
    expect(readKeptAside(localStorage).items.map((item) => item.scenario)).toEqual([edited]);
  });

  it('an import sets nothing aside, and says storage keeps it (no hold)', () => {
    saved('Plan M', mine);
    expect(scenarioReplaced(sized('Imported', 2222), 'import', localStorage)).toBe(true);
    expect(storedNames()).toEqual([]);
    expect(useSaveHoldStore.getState().hold).toBeNull();
  });

  it('a restore sets nothing aside for the work the library holds, and still takes the restored one off the list', () => {
    scenarioKeptAside(localStorage, sized('Earlier', 2222), 'link');
    saved('Plan M', mine);
    keptScenarioRestored(localStorage, sized('Earlier', 2222));
    expect(onScreen().name).toBe('Earlier');
    expect(storedNames()).toEqual([]);
  });

  it('loading the other tab’s version sets nothing aside for this tab’s work the library holds', () => {
    saved('Plan M', mine);
    otherTabVersionLoaded(sized('Theirs', 2222), localStorage);
    expect(onScreen().name).toBe('Theirs');
    expect(storedNames()).toEqual([]);
  });

  it('"Keep mine" sets nothing aside for the other tab’s version the library holds, and counts it kept', () => {
    const theirs = sized('Theirs', 2222);
    saved('Plan T', theirs);
    ownVersionKept(theirs, localStorage);
    expect(storedNames()).toEqual([]);
    // Kept (by the library): this tab may save over it knowingly, and is not asked again about it.
    expect(useSaveHoldStore.getState().declined).toBe(workIdentity(theirs));
  });

  it('a re-size from measured metrics sets nothing aside, and its own Undo takes nothing off the list', () => {
    const measuredMine: Scenario = { ...mine, measured: { connectionCount: 1000 } };
    useScenarioStore.getState().startingScenarioLoaded(measuredMine);
    saved('Plan M', measuredMine);
    const resize = scenarioResizedFromMetrics(
      { measured: { connectionCount: 44000 }, calibration: undefined, loadProfile: undefined },
      localStorage,
    );
    expect(resize?.keptAside).toBe(false);
    expect(storedNames()).toEqual([]);
  });

  it('a shared link, set aside at start before the library could be read, leaves the list once it is read', () => {
    saved('Plan M', mine);
    scenarioKeptAside(localStorage, mine, 'link');
    keptCopyDroppedIfSaved(localStorage, mine);
    expect(storedNames()).toEqual([]);
    expect(pageNames()).toEqual([]);
  });
});

describe('work the library does not hold exactly is still set aside', () => {
  const replacements: [string, () => void][] = [
    ['a preset', () => scenarioReplaced(sized('Preset', 2222), 'preset', localStorage)],
    ['an import', () => scenarioReplaced(sized('Imported', 2222), 'import', localStorage)],
    ['a restore', () => keptScenarioRestored(localStorage, sized('Earlier', 2222))],
    ['another tab’s version', () => otherTabVersionLoaded(sized('Theirs', 2222), localStorage)],
    [
      'a re-size',
      () =>
        scenarioResizedFromMetrics(
          { measured: { connectionCount: 44000 }, calibration: undefined, loadProfile: undefined },
          localStorage,
        ),
    ],
  ];
  it.each(replacements)(
    'the library holds another version: %s sets the work aside',
    (_, replace) => {
      const measuredMine: Scenario = { ...mine, measured: { connectionCount: 1000 } };
      useScenarioStore.getState().startingScenarioLoaded(measuredMine);
      saved('Plan M', { ...measuredMine, measured: { connectionCount: 999 } });
      replace();
      expect(readKeptAside(localStorage).items.map((item) => item.scenario)).toContainEqual(
        measuredMine,
      );
    },
  );

  it('"Keep mine" sets the other tab’s version aside while the library holds another version of it', () => {
    saved('Plan T', sized('Theirs', 9999));
    ownVersionKept(sized('Theirs', 2222), localStorage);
    expect(storedNames()).toEqual(['Theirs']);
  });

  it('a link’s set-aside copy stays while the library holds another version', () => {
    saved('Plan M', sized('Mine', 9999));
    scenarioKeptAside(localStorage, mine, 'link');
    keptCopyDroppedIfSaved(localStorage, mine);
    expect(storedNames()).toEqual(['Mine']);
  });

  it('the library cannot be read: everything is set aside as before', () => {
    localStorage.setItem(libraryKey, '{not json');
    scenarioReplaced(sized('Preset', 2222), 'preset', localStorage);
    expect(storedNames()).toEqual(['Mine']);
    scenarioKeptAside(localStorage, sized('Preset', 2222), 'link');
    keptCopyDroppedIfSaved(localStorage, sized('Preset', 2222));
    expect(storedNames()).toEqual(['Preset', 'Mine']);
  });
});
