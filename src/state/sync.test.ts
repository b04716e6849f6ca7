import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { useKeptAsideStore } from './keptAsideStore';
import { useNoticeStore } from './noticeStore';
import { useSaveHoldStore } from './saveHold';
import { keptAsideBackupKey, keptAsideKey, readKeptAside, updateKeptAside } from './keptAside';
import { readScenario, workingKey, writeScenario } from './persistence';
import { useScenarioStore } from './scenarioStore';
import { decodeScenario, encodeScenario, scenarioParameter } from './shareLink';
import { editEndMilliseconds, startSync } from './sync';

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  useKeptAsideStore.setState({ items: [], inPageOnly: false });
  useSaveHoldStore.setState({ hold: null, unsaved: false });
  window.history.replaceState(null, '', '/');
  useNoticeStore.setState({ notices: [] });
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const linkNow = () => decodeScenario(scenarioParameter(window.location.hash) ?? '');

describe('sync between the store, storage and the address bar', () => {
  it('restores the stored scenario and saves edits', () => {
    writeScenario(localStorage, teamChatFixture);
    stop = startSync({ readOnlyLink: false });
    expect(useScenarioStore.getState().scenario).toEqual(teamChatFixture);
    useScenarioStore.getState().workloadRenamed(0, 'Rooms');
    vi.advanceTimersByTime(editEndMilliseconds);
    const stored = readScenario(localStorage);
    expect(stored.status === 'ok' && stored.scenario.workloads[0]?.name).toBe('Rooms');
  });

  it('rewrites the address bar once, when the edit ends, with no new history entry', () => {
    stop = startSync({ readOnlyLink: false });
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const pushState = vi.spyOn(window.history, 'pushState');
    const historyLength = window.history.length;
    for (let tick = 0; tick < 60; tick += 1) {
      useScenarioStore.getState().workloadEdited(0, { connections: 1000 + tick * 10 });
      vi.advanceTimersByTime(16);
    }
    expect(replaceState).not.toHaveBeenCalled();
    vi.advanceTimersByTime(editEndMilliseconds);
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(pushState).not.toHaveBeenCalled();
    expect(window.history.length).toBe(historyLength);
    const link = linkNow();
    expect(link.ok && link.scenario.workloads[0]?.connections).toBe(1590);
  });

  it('opens a link, keeping the previous scenario in storage and offering it back', () => {
    writeScenario(localStorage, teamChatFixture);
    const shared = { ...teamChatFixture, name: 'Shared' };
    window.history.replaceState(null, '', `/#s=${encodeScenario(shared)}`);
    stop = startSync({ readOnlyLink: false });
    expect(useScenarioStore.getState().scenario).toEqual(shared);
    expect(useNoticeStore.getState().notices).toEqual([
      { kind: 'openedLink', previous: teamChatFixture, keptInStorage: true },
    ]);
    expect(readKeptAside(localStorage).items).toEqual([
      { scenario: teamChatFixture, keptAt: expect.any(String) as string, reason: 'link' },
    ]);
    expect(readScenario(localStorage)).toEqual({ status: 'ok', scenario: shared, fromLink: true });
  });

  it('opening a link over set-aside items it cannot read backs them up first, and says so', () => {
    writeScenario(localStorage, teamChatFixture);
    const raw = JSON.stringify({
      version: 1,
      items: [
        { scenario: { ...teamChatFixture, name: 'Readable' }, reason: 'link' },
        { scenario: { ...teamChatFixture, name: 'Newer', version: 3 }, reason: 'link' },
        { scenario: { ...teamChatFixture, name: 'Odd' }, reason: 'teleported' },
      ],
    });
    localStorage.setItem(keptAsideKey, raw);
    window.history.replaceState(
      null,
      '',
      `/#s=${encodeScenario({ ...teamChatFixture, name: 'Shared' })}`,
    );
    stop = startSync({ readOnlyLink: false });
    expect(localStorage.getItem(keptAsideBackupKey)).toBe(raw);
    expect(readKeptAside(localStorage).items.map((item) => item.scenario.name)).toEqual([
      'Team chat',
      'Readable',
    ]);
    expect(useKeptAsideStore.getState().problem).toEqual({
      dropped: 2,
      unreadable: false,
      backup: { ok: true, key: keptAsideBackupKey },
    });
  });

  it("keeps the user's own scenario through any number of opened links, loaded or pasted", () => {
    const own = { ...teamChatFixture, name: 'MY-OWN-WORK' };
    writeScenario(localStorage, own);
    for (let number = 1; number <= 5; number += 1) {
      const hash = `#s=${encodeScenario({ ...teamChatFixture, name: `Link ${number}` })}`;
      if (number % 2 === 1) {
        // A fresh load of the link: the page before it is gone.
        stop();
        window.history.replaceState(null, '', `/${hash}`);
        stop = startSync({ readOnlyLink: false });
      } else {
        window.location.hash = hash;
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      }
      expect(useScenarioStore.getState().scenario.name).toBe(`Link ${number}`);
      const opened = useNoticeStore.getState().notices.find((n) => n.kind === 'openedLink');
      expect(opened && 'previous' in opened && opened.previous).toEqual(own);
    }
    // Kept in storage too, so closing the page cannot lose it.
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.some((value) => value.includes('MY-OWN-WORK'))).toBe(true);
  });

  describe('a reload of the page’s own address', () => {
    const edit = (connections: number) => ({
      ...teamChatFixture,
      workloads: teamChatFixture.workloads.map((w, i) => (i === 0 ? { ...w, connections } : w)),
    });

    it('is no shared link: the newer saved work stays on screen, and the older address is set aside', () => {
      // The address bar still holds 5,000 connections; 7,777 was saved before the edit had ended.
      writeScenario(localStorage, edit(7777));
      window.history.replaceState(null, '', `/#s=${encodeScenario(edit(5000))}`);
      stop = startSync({ readOnlyLink: false, navigationType: 'reload' });
      expect(useScenarioStore.getState().scenario).toEqual(edit(7777));
      expect(useNoticeStore.getState().notices).toEqual([]);
      expect(readScenario(localStorage)).toEqual({ status: 'ok', scenario: edit(7777) });
      expect(
        readKeptAside(localStorage).items.map((item) => [
          item.scenario.workloads[0]?.connections,
          item.reason,
        ]),
      ).toEqual([[5000, 'reload']]);
      // The address bar shows what is on screen again.
      expect(linkNow()).toEqual({ ok: true, scenario: edit(7777) });
    });

    it('sets nothing aside twice: another tab’s version already kept is left as it is', () => {
      const mine = { ...teamChatFixture, name: 'A-11111' };
      const theirs = { ...teamChatFixture, name: 'B-22222' };
      writeScenario(localStorage, theirs);
      updateKeptAside(localStorage, () => [{ scenario: mine, reason: 'otherTab' }]);
      window.history.replaceState(null, '', `/#s=${encodeScenario(mine)}`);
      const setItem = vi.spyOn(Storage.prototype, 'setItem');
      stop = startSync({ readOnlyLink: false, navigationType: 'reload' });
      expect(useScenarioStore.getState().scenario).toEqual(theirs);
      expect(useNoticeStore.getState().notices).toEqual([]);
      // Nothing written: the other tab is not told that this one changed the scenario.
      expect(setItem).not.toHaveBeenCalled();
    });

    it('opens the address when storage holds nothing it can read: the link is the only copy', () => {
      window.history.replaceState(null, '', `/#s=${encodeScenario(edit(5000))}`);
      stop = startSync({ readOnlyLink: false, navigationType: 'reload' });
      expect(useScenarioStore.getState().scenario).toEqual(edit(5000));
    });

    it('a link opened in a fresh navigation is still a shared link', () => {
      writeScenario(localStorage, edit(7777));
      window.history.replaceState(null, '', `/#s=${encodeScenario(edit(5000))}`);
      stop = startSync({ readOnlyLink: false, navigationType: 'navigate' });
      expect(useScenarioStore.getState().scenario).toEqual(edit(5000));
      expect(useNoticeStore.getState().notices.map((n) => n.kind)).toEqual(['openedLink']);
    });
  });

  it('reports a bad link pasted into an open page and keeps the scenario', () => {
    stop = startSync({ readOnlyLink: false });
    const before = useScenarioStore.getState().scenario;
    window.location.hash = '#s=1.broken';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(useScenarioStore.getState().scenario).toBe(before);
    expect(useNoticeStore.getState().notices).toEqual([
      { kind: 'badLink', failure: { reason: 'corrupt' } },
    ]);
  });

  it('opens a good link pasted into an open page', () => {
    stop = startSync({ readOnlyLink: false });
    const shared = { ...teamChatFixture, name: 'Pasted' };
    window.location.hash = `#s=${encodeScenario(shared)}`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(useScenarioStore.getState().scenario).toEqual(shared);
  });

  it('starts with nothing to undo; a link pasted into the open page is one undo step', () => {
    writeScenario(localStorage, teamChatFixture);
    stop = startSync({ readOnlyLink: false });
    expect(useScenarioStore.temporal.getState().pastStates).toEqual([]);
    window.location.hash = `#s=${encodeScenario({ ...teamChatFixture, name: 'Pasted' })}`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    useScenarioStore.getState().undoRequested();
    expect(useScenarioStore.getState().scenario).toEqual(teamChatFixture);
    // History is not part of the scenario: storage holds the scenario and which version it replaced; the link
    // the scenario only.
    vi.advanceTimersByTime(editEndMilliseconds);
    expect(Object.keys(JSON.parse(localStorage.getItem(workingKey) ?? '{}') as object)).toEqual([
      'version',
      'scenario',
      'basedOn',
    ]);
    expect(linkNow()).toEqual({ ok: true, scenario: teamChatFixture });
  });

  it('in the embed view, reads the link and writes nothing', () => {
    const shared = { ...teamChatFixture, name: 'Embedded' };
    window.history.replaceState(null, '', `/#s=${encodeScenario(shared)}&view=embed`);
    const replaceState = vi.spyOn(window.history, 'replaceState');
    stop = startSync({ readOnlyLink: true });
    useScenarioStore.getState().workloadRenamed(0, 'Changed in the frame');
    vi.advanceTimersByTime(editEndMilliseconds * 2);
    expect(replaceState).not.toHaveBeenCalled();
    expect(localStorage.getItem(workingKey)).toBeNull();
    expect(useNoticeStore.getState().notices).toEqual([]);
  });
});
