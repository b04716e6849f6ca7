import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import type { Scenario } from '../engine';
import {
  keptAsideBackupKey,
  keptAsideCapacity,
  keptAsideKey,
  readKeptAside,
  updateKeptAside,
  withKept,
  type KeptScenario,
} from './keptAside';
import { keptScenarioRestored } from './keptAsideRestore';
import { writeScenario } from './persistence';
import { scenarioKeptAside, useKeptAsideStore } from './keptAsideStore';
import { useScenarioStore } from './scenarioStore';

const named = (name: string): Scenario => ({ ...teamChatFixture, name });
const kept = (name: string, keptAt = '2026-01-05T10:00:00.000Z'): KeptScenario => ({
  scenario: named(name),
  keptAt,
  reason: 'link',
});
const names = (items: readonly KeptScenario[]) => items.map((item) => item.scenario.name);

beforeEach(() => {
  localStorage.clear();
  useKeptAsideStore.setState({ items: [], inPageOnly: false });
});
afterEach(() => vi.restoreAllMocks());

describe('the list of scenarios set aside', () => {
  it('puts the newest first, holds each piece of work once, and drops none past its capacity', () => {
    let items: KeptScenario[] = [];
    for (let n = 0; n < keptAsideCapacity + 3; n += 1) items = withKept(items, kept(`Plan ${n}`));
    items = withKept(items, kept('Plan 22', '2026-02-01T00:00:00.000Z'));
    expect(items).toHaveLength(keptAsideCapacity + 3);
    expect(names(items).slice(0, 3)).toEqual(['Plan 22', 'Plan 21', 'Plan 20']);
    expect(names(items).at(-1)).toBe('Plan 0');
    expect(items[0]?.keptAt).toBe('2026-02-01T00:00:00.000Z');
  });

  it('reads the single scenario an earlier version kept there as a list of one', () => {
    localStorage.setItem(keptAsideKey, JSON.stringify({ version: 1, scenario: named('Mine') }));
    expect(readKeptAside(localStorage)).toEqual({
      items: [{ scenario: named('Mine'), reason: 'link' }],
      readOnly: false,
      problem: null,
    });
  });

  it('lists a piece of work stored twice once: the newest copy, first in the list, stays', () => {
    const twice = [
      kept('Mine', '2026-01-06T10:00:00.000Z'),
      kept('Other'),
      { ...kept('Mine', '2026-01-05T10:00:00.000Z'), reason: 'otherTab' as const },
    ];
    localStorage.setItem(keptAsideKey, JSON.stringify({ version: 1, items: twice }));
    // An exact duplicate is no loss: nothing is reported dropped, and nothing is backed up.
    expect(readKeptAside(localStorage)).toEqual({
      items: [twice[0], twice[1]],
      readOnly: false,
      problem: null,
    });
    scenarioKeptAside(localStorage, named('Third'), 'link');
    expect(names(readKeptAside(localStorage).items)).toEqual(['Third', 'Mine', 'Other']);
    expect(names(useKeptAsideStore.getState().items)).toEqual(['Third', 'Mine', 'Other']);
    // The same content under another name is another piece of work: both stay.
    scenarioKeptAside(localStorage, named('Mine (2)'), 'link');
    expect(names(readKeptAside(localStorage).items)).toEqual([
      'Mine (2)',
      'Third',
      'Mine',
      'Other',
    ]);
  });

  it('backs up a value it cannot read before writing, and writes nothing when it cannot', () => {
    localStorage.setItem(keptAsideKey, '{oops');
    expect(updateKeptAside(localStorage, (items) => withKept(items, kept('A'))).stored).toBe(true);
    expect(localStorage.getItem(keptAsideBackupKey)).toBe('{oops');

    localStorage.setItem(keptAsideKey, '{other');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(updateKeptAside(localStorage, (items) => withKept(items, kept('B'))).stored).toBe(false);
    vi.restoreAllMocks();
    expect(localStorage.getItem(keptAsideKey)).toBe('{other');
  });
});

describe('backups of the list', () => {
  it('keeps an earlier unreadable list: the next one goes beside it, not over it', () => {
    localStorage.setItem(keptAsideBackupKey, '{kept earlier');
    localStorage.setItem(keptAsideKey, '{damaged now');
    expect(updateKeptAside(localStorage, (items) => withKept(items, kept('A'))).stored).toBe(true);
    expect(localStorage.getItem(keptAsideBackupKey)).toBe('{kept earlier');
    expect(localStorage.getItem(`${keptAsideBackupKey}:2`)).toBe('{damaged now');
  });
});

describe('set-aside items this page cannot read', () => {
  const unreadableList = () =>
    JSON.stringify({
      version: 1,
      items: [
        kept('Readable'),
        { ...kept('From a newer tool'), scenario: { ...named('From a newer tool'), version: 3 } },
        { ...kept('Unknown reason'), reason: 'teleported' },
      ],
    });

  it('are backed up, as stored, before the list is written without them, and counted', () => {
    const raw = unreadableList();
    localStorage.setItem(keptAsideKey, raw);
    expect(readKeptAside(localStorage)).toEqual({
      items: [kept('Readable')],
      readOnly: false,
      problem: { dropped: 2, unreadable: false, backup: { ok: true, key: keptAsideBackupKey } },
    });
    expect(updateKeptAside(localStorage, (items) => withKept(items, kept('Mine'))).stored).toBe(
      true,
    );
    expect(localStorage.getItem(keptAsideBackupKey)).toBe(raw);
    expect(names(readKeptAside(localStorage).items)).toEqual(['Mine', 'Readable']);
  });

  it('are not written over when they cannot be backed up', () => {
    const raw = unreadableList();
    localStorage.setItem(keptAsideKey, raw);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readKeptAside(localStorage)).toMatchObject({
      readOnly: true,
      problem: { dropped: 2, backup: { ok: false, failure: 'refused' } },
    });
    expect(updateKeptAside(localStorage, (items) => withKept(items, kept('Mine'))).stored).toBe(
      false,
    );
    vi.restoreAllMocks();
    expect(localStorage.getItem(keptAsideKey)).toBe(raw);
  });
});

describe('keeping and restoring', () => {
  it('holds a scenario in the page when storage refuses it, and says so', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(scenarioKeptAside(localStorage, named('Mine'), 'link')).toBe(false);
    expect(useKeptAsideStore.getState()).toMatchObject({ inPageOnly: true });
    expect(names(useKeptAsideStore.getState().items)).toEqual(['Mine']);
  });

  it('restoring swaps: the scenario on screen is set aside, the restored one leaves the list', () => {
    useScenarioStore.getState().scenarioLoaded(named('On screen'));
    scenarioKeptAside(localStorage, named('Mine'), 'link');
    keptScenarioRestored(localStorage, named('Mine'));
    expect(useScenarioStore.getState().scenario).toEqual(named('Mine'));
    expect(names(readKeptAside(localStorage).items)).toEqual(['On screen']);
    expect(names(useKeptAsideStore.getState().items)).toEqual(['On screen']);
  });

  it('restoring over a shared link nobody edited sets the link’s scenario nothing aside: its link holds it', () => {
    useScenarioStore.getState().scenarioLoaded(named('Shared'));
    writeScenario(localStorage, named('Shared'), { fromLink: true });
    scenarioKeptAside(localStorage, named('Mine'), 'link');
    keptScenarioRestored(localStorage, named('Mine'));
    expect(useScenarioStore.getState().scenario).toEqual(named('Mine'));
    expect(names(readKeptAside(localStorage).items)).toEqual([]);

    // Edited since it opened (the save not yet written), it is the user's work: set aside.
    useScenarioStore.getState().scenarioLoaded(named('Shared'));
    writeScenario(localStorage, named('Shared'), { fromLink: true });
    useScenarioStore.getState().workloadRenamed(0, 'Edited');
    scenarioKeptAside(localStorage, named('Mine'), 'link');
    keptScenarioRestored(localStorage, named('Mine'));
    expect(names(readKeptAside(localStorage).items)).toEqual(['Shared']);
  });
});
