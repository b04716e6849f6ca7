/** Storage that fails while the page syncs: full, unreadable, or refusing to be read. Nothing is lost. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { otherCases, quotaRefusals } from '../../tests/fixtures/storageRefusals';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { defaultScenario } from './defaultScenario';
import { keptAsideKey, readKeptAside } from './keptAside';
import { keptAsideRefusedAs, keptScenarioRestored } from './keptAsideRestore';
import { useKeptAsideStore } from './keptAsideStore';
import { useNoticeStore } from './noticeStore';
import { useSaveHoldStore } from './saveHold';
import { readScenario, unreadableKey, workingKey, writeScenario } from './persistence';
import { useScenarioStore } from './scenarioStore';
import { encodeScenario } from './shareLink';
import { storageRefusal } from './storageRefusal';
import { editEndMilliseconds, startSync } from './sync';

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  useKeptAsideStore.setState(useKeptAsideStore.getInitialState(), true);
  useSaveHoldStore.setState({ hold: null, unsaved: false });
  window.history.replaceState(null, '', '/');
  useNoticeStore.setState({ notices: [] });
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const noticeKinds = () => useNoticeStore.getState().notices.map((notice) => notice.kind);
const quotaExceeded = () => {
  throw new DOMException('full', 'QuotaExceededError');
};
// eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its Storage as `this`
const realSetItem = Storage.prototype.setItem;
/** Storage that refuses every write to `refusedKey` for lack of space, and takes the others. */
function fullFor(refusedKey: string) {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    if (key === refusedKey) quotaExceeded();
    realSetItem.call(this, key, value);
  });
}

describe('a save that storage refuses', () => {
  it('is reported while the work goes on in memory, and the notice goes once a save succeeds', () => {
    stop = startSync({ readOnlyLink: false });
    const setItem = fullFor(workingKey);
    useScenarioStore.getState().workloadRenamed(0, 'Edited while full');
    vi.advanceTimersByTime(editEndMilliseconds);
    expect(noticeKinds()).toContain('saveFailed');
    expect(useScenarioStore.getState().scenario.workloads[0]?.name).toBe('Edited while full');

    setItem.mockRestore();
    useScenarioStore.getState().workloadRenamed(0, 'Saved again');
    vi.advanceTimersByTime(editEndMilliseconds);
    expect(noticeKinds()).not.toContain('saveFailed');
    const stored = readScenario(localStorage);
    expect(stored.status === 'ok' && stored.scenario.workloads[0]?.name).toBe('Saved again');
  });
});

/** Storage whose writes to `refusedKey` throw what `thrown` makes, and which takes the others. */
function refusing(refusedKey: string, thrown: () => unknown) {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    if (key === refusedKey) throw thrown();
    realSetItem.call(this, key, value);
  });
}

/** What the save notice says the browser met: full, or refused by a name (src/state/storageRefusal.ts). */
const saveRefusal = () => {
  const notice = useNoticeStore.getState().notices.find((shown) => shown.kind === 'saveFailed');
  return notice && storageRefusal(notice.error);
};

const edited = (name: string) => {
  useScenarioStore.getState().workloadRenamed(0, name);
  vi.advanceTimersByTime(editEndMilliseconds);
};

describe('a save the browser refuses for a reason other than room', () => {
  it.each(otherCases)(
    'keeps %s as the browser named it, not as "full", and the notice goes once a save succeeds',
    (name, thrown) => {
      stop = startSync({ readOnlyLink: false });
      const setItem = refusing(workingKey, thrown);
      edited('Edited while refused');
      expect(saveRefusal()).toEqual({ quota: false, name });
      expect(useScenarioStore.getState().scenario.workloads[0]?.name).toBe('Edited while refused');
      expect(useSaveHoldStore.getState().unsaved).toBe(true);

      setItem.mockRestore();
      edited('Saved again');
      expect(noticeKinds()).not.toContain('saveFailed');
      const stored = readScenario(localStorage);
      expect(stored.status === 'ok' && stored.scenario.workloads[0]?.name).toBe('Saved again');
    },
  );

  it('says what the last save met: a refusal, then a full storage, then a refusal again', () => {
    stop = startSync({ readOnlyLink: false });
    const setItem = refusing(workingKey, () => new DOMException('locked', 'InvalidStateError'));
    edited('First');
    expect(saveRefusal()).toEqual({ quota: false, name: 'InvalidStateError' });

    setItem.mockRestore();
    refusing(workingKey, quotaRefusals['a legacy code 22 by another name (old WebKit)']);
    edited('Second');
    expect(saveRefusal()).toEqual({ quota: true });
    expect(noticeKinds().filter((kind) => kind === 'saveFailed')).toHaveLength(1);

    vi.restoreAllMocks();
    refusing(workingKey, () => new DOMException('', 'UnknownError'));
    edited('Third');
    expect(saveRefusal()).toEqual({ quota: false, name: 'UnknownError' });
  });
});

describe('a storage that refuses to be read', () => {
  it('shows the example, says why, and never writes over what it holds', () => {
    writeScenario(localStorage, teamChatFixture);
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    stop = startSync({ readOnlyLink: false });
    expect(useScenarioStore.getState().scenario).toEqual(defaultScenario);
    expect(noticeKinds()).toEqual(['storageReadFailed']);

    useScenarioStore.getState().workloadRenamed(0, 'Typed over the example');
    vi.advanceTimersByTime(editEndMilliseconds);
    window.dispatchEvent(new Event('pagehide'));
    getItem.mockRestore();
    expect(readScenario(localStorage)).toEqual({ status: 'ok', scenario: teamChatFixture });
  });
});

describe('an unreadable value that cannot be copied aside (storage nearly full)', () => {
  const raw = `{"version":1,"scenario":"${'x'.repeat(4000)}"}`;

  it('is not claimed to be kept, and no edit overwrites it until the user says so', () => {
    localStorage.setItem(workingKey, raw);
    fullFor(unreadableKey);
    stop = startSync({ readOnlyLink: false });
    expect(useNoticeStore.getState().notices).toMatchObject([
      {
        kind: 'storageUnreadable',
        backup: { ok: false, failure: 'refused', error: { name: 'QuotaExceededError' } },
      },
    ]);
    expect(useNoticeStore.getState().notices).toHaveLength(1);

    useScenarioStore.getState().workloadRenamed(0, 'Typed over the example');
    vi.advanceTimersByTime(editEndMilliseconds);
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(workingKey)).toBe(raw);
  });
});

describe('an unreadable value that could not be copied aside, once there is room', () => {
  it('is copied aside at the next save, the notice says so, and saving resumes', () => {
    const raw = '{"version":1,"scenario":"unreadable"}';
    localStorage.setItem(workingKey, raw);
    const setItem = fullFor(unreadableKey);
    stop = startSync({ readOnlyLink: false });
    setItem.mockRestore(); // the user deleted something elsewhere and made room

    useScenarioStore.getState().workloadRenamed(0, 'Saved at last');
    vi.advanceTimersByTime(editEndMilliseconds);
    expect(localStorage.getItem(unreadableKey)).toBe(raw);
    expect(useNoticeStore.getState().notices).toEqual([
      { kind: 'storageUnreadable', backup: { ok: true, key: unreadableKey } },
    ]);
    const stored = readScenario(localStorage);
    expect(stored.status === 'ok' && stored.scenario.workloads[0]?.name).toBe('Saved at last');
  });
});

describe('a link opened while storage has no room to set the user’s work aside', () => {
  const own = { ...teamChatFixture, name: 'MY-OWN-WORK, the only stored copy' };
  const shared = { ...teamChatFixture, name: 'Shared' };
  const storedName = () => {
    const stored = readScenario(localStorage);
    return stored.status === 'ok' ? stored.scenario.name : stored.status;
  };
  const leaving = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('never writes over the stored work, asks before the tab closes on unsaved changes, and saves once there is room', () => {
    writeScenario(localStorage, own);
    window.history.replaceState(null, '', `/#s=${encodeScenario(shared)}`);
    const setItem = fullFor(keptAsideKey);
    stop = startSync({ readOnlyLink: false });
    expect(useScenarioStore.getState().scenario).toEqual(shared);
    expect(storedName()).toBe(own.name);
    expect(useSaveHoldStore.getState().hold).toBe('keepFailed');
    expect(noticeKinds()).toEqual(['openedLink', 'keepFailed']);
    expect(leaving()).toBe(false);

    useScenarioStore.getState().workloadRenamed(0, 'Edited link');
    vi.advanceTimersByTime(editEndMilliseconds);
    expect(storedName()).toBe(own.name);
    expect(leaving()).toBe(true);

    // Room is made (a saved scenario deleted elsewhere): the next save sets the work aside, then saves.
    setItem.mockRestore();
    useScenarioStore.getState().workloadRenamed(0, 'Edited link, saved');
    vi.advanceTimersByTime(editEndMilliseconds);
    expect(readKeptAside(localStorage).items.map((item) => item.scenario.name)).toEqual([own.name]);
    expect(storedName()).toBe('Shared');
    expect(useSaveHoldStore.getState().hold).toBeNull();
    expect(noticeKinds()).not.toContain('keepFailed');
    expect(leaving()).toBe(false);
  });

  it('when the browser refuses the set-aside list for another reason: keeps its name, holds saves, and resumes once it takes the list', () => {
    writeScenario(localStorage, own);
    window.history.replaceState(null, '', `/#s=${encodeScenario(shared)}`);
    const setItem = refusing(keptAsideKey, () => new DOMException('', 'NS_ERROR_FILE_CORRUPTED'));
    stop = startSync({ readOnlyLink: false });
    expect(noticeKinds()).toEqual(['openedLink', 'keepFailed']);
    expect(keptAsideRefusedAs()).toBe('NS_ERROR_FILE_CORRUPTED');
    edited('Edited link');
    expect(storedName()).toBe(own.name);

    setItem.mockRestore();
    edited('Edited link, saved');
    expect(readKeptAside(localStorage).items.map((item) => item.scenario.name)).toEqual([own.name]);
    expect(storedName()).toBe('Shared');
    expect(noticeKinds()).not.toContain('keepFailed');
    expect(useKeptAsideStore.getState().inPageOnly).toBe(false);
  });

  it('lets the page save again once the user’s own work is back on screen', () => {
    writeScenario(localStorage, own);
    window.history.replaceState(null, '', `/#s=${encodeScenario(shared)}`);
    fullFor(keptAsideKey);
    stop = startSync({ readOnlyLink: false });
    keptScenarioRestored(localStorage, own);
    useScenarioStore.getState().workloadRenamed(0, 'Own, edited again');
    vi.advanceTimersByTime(editEndMilliseconds);
    expect(useSaveHoldStore.getState().hold).toBeNull();
    const stored = readScenario(localStorage);
    expect(stored.status === 'ok' && stored.scenario.workloads[0]?.name).toBe('Own, edited again');
  });
});
