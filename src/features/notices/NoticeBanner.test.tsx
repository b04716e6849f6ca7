import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { keptAsideKey, readKeptAside } from '../../state/keptAside';
import { scenarioKeptAside, useKeptAsideStore } from '../../state/keptAsideStore';
import { useNoticeStore } from '../../state/noticeStore';
import type { Notice } from '../../state/notices';
import type { Scenario } from '../../engine';
import { saveToLibrary } from '../../state/library';
import { workingKey, writeScenario } from '../../state/persistence';
import { useSaveHoldStore } from '../../state/saveHold';
import { useScenarioStore } from '../../state/scenarioStore';
import { encodeScenario } from '../../state/shareLink';
import { startSync } from '../../state/sync';
import {
  otherCases,
  otherRefusals,
  quotaCases,
  quotaRefusals,
} from '../../../tests/fixtures/storageRefusals';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { NoticeBanner } from './NoticeBanner';

/** jsdom has no downloads: keep each file's name and text. */
function captureDownloads(): { fileName: string; text: () => Promise<string> }[] {
  const downloads: { fileName: string; text: () => Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    downloads.push({ fileName: this.download, text: () => blob?.text() ?? Promise.resolve('') });
  });
  return downloads;
}

/** Raises the notice and draws the banner; the list is a chunk of its own (src/components/lazyAfterStart.ts). */
async function show(notice: Notice) {
  act(() => useNoticeStore.getState().noticesRaised([notice]));
  render(
    <I18nProvider>
      <NoticeBanner />
    </I18nProvider>,
  );
  await listDrawn();
  return userEvent.setup();
}

/** Lets the list's chunk arrive and draw. */
async function listDrawn() {
  await act(async () => {
    await import('./NoticeList');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const notice = () => screen.getByRole('alert');

beforeEach(() => {
  localStorage.clear();
  useNoticeStore.setState({ notices: [] });
  useSaveHoldStore.setState({ hold: null, unsaved: false });
  useKeptAsideStore.setState({ items: [], inPageOnly: false });
  useScenarioStore.getState().scenarioLoaded(teamChatFixture);
});
afterEach(() => vi.restoreAllMocks());

describe('NoticeBanner', () => {
  it('offers the scenario as a file when saves fail', async () => {
    const downloads = captureDownloads();
    const user = await show({
      kind: 'saveFailed',
      error: quotaRefusals['QuotaExceededError (code 22)'](),
    });
    expect(notice()).toHaveTextContent('Your changes are not being saved');
    await user.click(within(notice()).getByRole('button', { name: 'Download the scenario' }));
    expect(downloads.map((file) => file.fileName)).toEqual(['Team-chat.signalr-sizing.json']);
    expect(JSON.parse(await downloads[0]!.text())).toEqual(teamChatFixture);
  });

  it.each(otherCases)(
    'when the browser refused a save with %s: names it, says nothing is lost, offers the file, and says nothing of room',
    async (name, thrown) => {
      const downloads = captureDownloads();
      const user = await show({ kind: 'saveFailed', error: thrown() });
      expect(notice()).toHaveTextContent(
        `Your changes are not being savedThis browser refused to save your changes (${name}). Nothing is lost: your work stays on this page while it is open`,
      );
      expect(notice()).not.toHaveTextContent(/full|room|delete/i);
      await user.click(within(notice()).getByRole('button', { name: 'Download the scenario' }));
      expect(downloads.map((file) => file.fileName)).toEqual(['Team-chat.signalr-sizing.json']);
    },
  );

  it.each(quotaCases)(
    'when a save met %s: says storage is full and how to make room',
    async (_, thrown) => {
      await show({ kind: 'saveFailed', error: thrown() });
      expect(notice()).toHaveTextContent(
        'This browser’s storage is full. Your work is safe on this page while it stays open: download the scenario to keep it, or delete saved scenarios you no longer need to make room.',
      );
      expect(notice()).not.toHaveTextContent('refused');
    },
  );

  it('for unreadable data it could not copy aside: offers it as a file, then saving over it at the user’s word', async () => {
    const raw = '{"version":1,"scenario":"unreadable"}';
    localStorage.setItem(workingKey, raw);
    useSaveHoldStore.setState({ hold: 'unreadable' });
    const downloads = captureDownloads();
    const user = await show({
      kind: 'storageUnreadable',
      backup: {
        ok: false,
        failure: 'refused',
        error: new DOMException('full', 'QuotaExceededError'),
      },
    });
    expect(notice()).toHaveTextContent('the page does not save over it');
    expect(within(notice()).queryByRole('button', { name: 'Dismiss' })).toBeNull();

    await user.click(
      within(notice()).getByRole('button', { name: 'Download the unreadable data' }),
    );
    expect(await downloads[0]?.text()).toBe(raw);
    expect(useSaveHoldStore.getState().hold).toBe('unreadable');

    await user.click(within(notice()).getByRole('button', { name: 'Save my work over it' }));
    expect(useSaveHoldStore.getState().hold).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('for unreadable data the browser refused to copy for a reason other than room: names the refusal, not a full storage', async () => {
    useSaveHoldStore.setState({ hold: 'unreadable' });
    await show({
      kind: 'storageUnreadable',
      backup: {
        ok: false,
        failure: 'refused',
        error: new DOMException('broken', 'InvalidStateError'),
      },
    });
    expect(notice()).toHaveTextContent(
      'This browser refused to copy the unreadable data aside (InvalidStateError)',
    );
    expect(notice()).not.toHaveTextContent(/no room|full/);
    expect(
      within(notice()).getByRole('button', { name: 'Download the unreadable data' }),
    ).toBeVisible();
  });

  it('names the key an unreadable copy was kept under, beside the ones kept before it', async () => {
    await show({
      kind: 'storageUnreadable',
      backup: { ok: true, key: 'signalr-sizing:unreadable:2' },
    });
    expect(notice()).toHaveTextContent(
      'The unreadable copy is kept in this browser under “signalr-sizing:unreadable:2”.',
    );
  });

  it('says a stored scenario from a newer version of the page was saved by it, with its format', async () => {
    const raw = '{"version":7,"scenario":{"future":true}}';
    localStorage.setItem('signalr-sizing:unreadable', raw);
    await show({
      kind: 'storageUnreadable',
      backup: { ok: true, key: 'signalr-sizing:unreadable' },
    });
    expect(notice()).toHaveTextContent(
      'It was saved by a newer version of this page (format 7), which this one cannot read.',
    );
    expect(notice()).toHaveTextContent('under “signalr-sizing:unreadable”');
  });

  it('says nothing of a newer version for data that is only damaged', async () => {
    localStorage.setItem('signalr-sizing:unreadable', '{"version":1,"scenario":{oops');
    await show({
      kind: 'storageUnreadable',
      backup: { ok: true, key: 'signalr-sizing:unreadable' },
    });
    expect(notice()).not.toHaveTextContent(/newer version/);
  });

  it('with storage blocked, says the own scenario is kept on this page only, not that there was no room', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    await show({ kind: 'openedLink', previous: teamChatFixture, keptInStorage: false });
    expect(notice()).toHaveTextContent(
      'This browser does not let the page store anything, so your own scenario is kept on this page only.',
    );
    expect(notice()).not.toHaveTextContent(/room|full/);
  });

  it('says when every place for an unreadable copy is taken, and how to go on', async () => {
    await show({ kind: 'storageUnreadable', backup: { ok: false, failure: 'slotsFull' } });
    expect(notice()).toHaveTextContent(
      'This browser already holds 5 earlier unreadable copies (“signalr-sizing:unreadable” and “signalr-sizing:unreadable:2” to “signalr-sizing:unreadable:5”), the most the page keeps',
    );
    expect(
      within(notice()).getByRole('button', { name: 'Download the unreadable data' }),
    ).toBeVisible();
  });

  it('asks which version to keep when another tab saved, and cannot be dismissed without a choice', async () => {
    // This tab has changes of its own that no save has kept.
    useSaveHoldStore.setState({ hold: 'otherTab', unsaved: true });
    const theirs = { ...teamChatFixture, name: 'Theirs' };
    const user = await show({ kind: 'otherTab', theirs });
    expect(within(notice()).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    await user.click(
      within(notice()).getByRole('button', { name: 'Load the other tab’s version' }),
    );
    expect(useScenarioStore.getState().scenario).toEqual(theirs);
    expect(useKeptAsideStore.getState().items.map((item) => item.scenario)).toEqual([
      teamChatFixture,
    ]);
    expect(useSaveHoldStore.getState().hold).toBeNull();
  });

  it('says changes are not saved while a replaced scenario is set aside on the page only, and offers the file', async () => {
    const downloads = captureDownloads();
    const user = await show({ kind: 'keepFailed' });
    expect(notice()).toHaveTextContent(
      'Your changes are not being savedThis browser’s storage is full, so the scenario the page replaced could be set aside on this page only.',
    );
    expect(within(notice()).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    await user.click(within(notice()).getByRole('button', { name: 'Download the scenario' }));
    expect(downloads.map((file) => file.fileName)).toEqual(['Team-chat.signalr-sizing.json']);
  });

  it('says when the own scenario is kept on the page only, and offers it as a file', async () => {
    const downloads = captureDownloads();
    const own = { ...teamChatFixture, name: 'Mine' };
    // The set-aside list holds it on this page only, as when storage had no room for it.
    useKeptAsideStore.setState({
      items: [{ scenario: own, keptAt: '2026-01-05T10:00:00.000Z', reason: 'link' }],
      inPageOnly: true,
    });
    const user = await show({ kind: 'openedLink', previous: own, keptInStorage: false });
    expect(notice()).toHaveTextContent('it is kept on this page');
    await user.click(within(notice()).getByRole('button', { name: 'Download my scenario' }));
    expect(downloads.map((file) => file.fileName)).toEqual(['Mine.signalr-sizing.json']);
    await user.click(within(notice()).getByRole('button', { name: 'Restore my scenario' }));
    expect(useScenarioStore.getState().scenario).toEqual(own);
  });

  it('clips a link’s 3,000 unknown fields to a few quoted names and a count', async () => {
    const keys = Array.from({ length: 3000 }, (_, index) => `Call +1 555 0100 now ${index}`);
    await show({
      kind: 'badLink',
      failure: {
        reason: 'invalid',
        issues: [
          {
            path: 'measured',
            message: 'unknown fields',
            detail: { code: 'unknownFields', keys },
          },
        ],
      },
    });
    expect(notice()).toHaveTextContent(
      /measured: unknown fields: “\u2068Call \+1 555 0100 now 0\u2069”, .* and 2,995 more/,
    );
    expect(notice().textContent?.length).toBeLessThan(700);
  });
});

/** Sets `scenario` aside while the browser refuses the list's write with what `thrown` makes: page only. */
function keptAsideRefused(scenario: Scenario, thrown: () => unknown) {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its Storage as `this`
  const realSetItem = Storage.prototype.setItem;
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    if (key === keptAsideKey) throw thrown();
    realSetItem.call(this, key, value);
  });
  expect(scenarioKeptAside(localStorage, scenario, 'link')).toBe(false);
  setItem.mockRestore();
}

describe('NoticeBanner when the browser refused to set work aside', () => {
  const own = { ...teamChatFixture, name: 'Mine' };

  it.each(otherCases)(
    'with %s: names it for the held saves and for the own scenario, and says nothing of room',
    async (name, thrown) => {
      keptAsideRefused(own, thrown);
      await show({ kind: 'keepFailed' });
      act(() =>
        useNoticeStore
          .getState()
          .noticesRaised([{ kind: 'openedLink', previous: own, keptInStorage: false }]),
      );
      const [kept, link] = screen.getAllByRole('alert');
      expect(kept).toHaveTextContent(
        `This browser refused to set aside the scenario the page replaced (${name}), so it is kept on this page only.`,
      );
      expect(link).toHaveTextContent(
        `This browser refused to set your own scenario aside (${name}): it is kept on this page`,
      );
      for (const shown of [kept, link]) {
        expect(shown).toHaveTextContent('Nothing is lost');
        expect(shown).not.toHaveTextContent(/full|room|delete/i);
      }
    },
  );

  it('after a refusal, a full storage is said to be full again', async () => {
    keptAsideRefused(own, otherRefusals.UnknownError);
    keptAsideRefused(own, quotaRefusals['Firefox’s NS_ERROR_DOM_QUOTA_REACHED']);
    await show({ kind: 'keepFailed' });
    expect(notice()).toHaveTextContent(
      'This browser’s storage is full, so the scenario the page replaced',
    );
    expect(notice()).not.toHaveTextContent('refused');
  });
});

describe('NoticeBanner while the page saves', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  /** An edit, saved at once (leaving the page saves what waits: src/state/sync.ts), and the banner after it. */
  const edited = async (name: string) => {
    act(() => {
      useScenarioStore.getState().workloadRenamed(0, name);
      window.dispatchEvent(new Event('pagehide'));
    });
    await listDrawn();
  };

  it('follows what each save met: refused, saved (the notice goes), full, refused again', async () => {
    stop = startSync({ readOnlyLink: false });
    const refuse = (thrown: () => unknown) =>
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw thrown();
      });
    render(
      <I18nProvider>
        <NoticeBanner />
      </I18nProvider>,
    );
    let setItem = refuse(otherRefusals.InvalidStateError);
    await edited('Refused');
    expect(notice()).toHaveTextContent(
      'This browser refused to save your changes (InvalidStateError).',
    );
    expect(notice()).not.toHaveTextContent(/full|room/);

    setItem.mockRestore();
    await edited('Saved');
    expect(screen.queryByRole('alert')).toBeNull();

    setItem = refuse(quotaRefusals['Firefox’s quota code 1014']);
    await edited('Full');
    expect(notice()).toHaveTextContent('This browser’s storage is full.');
    expect(notice()).toHaveTextContent('delete saved scenarios you no longer need to make room');

    setItem.mockRestore();
    refuse(otherRefusals.NS_ERROR_FILE_CORRUPTED);
    await edited('Refused again');
    expect(notice()).toHaveTextContent(
      'This browser refused to save your changes (NS_ERROR_FILE_CORRUPTED).',
    );
    expect(useScenarioStore.getState().scenario.workloads[0]?.name).toBe('Refused again');
  });
});

describe('NoticeBanner when a link opened over work the browser would not set aside', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    window.history.replaceState(null, '', '/');
  });

  /** An edit, saved at once (leaving the page saves what waits: src/state/sync.ts), and the banner after it. */
  const edited = async (name: string) => {
    act(() => {
      useScenarioStore.getState().workloadRenamed(0, name);
      window.dispatchEvent(new Event('pagehide'));
    });
    await listDrawn();
  };

  it.each([
    ['InvalidStateError', otherRefusals.InvalidStateError],
    ['SecurityError', otherRefusals.SecurityError],
    ['QuotaExceededError', quotaRefusals['QuotaExceededError (code 22)']],
  ])(
    'with %s, then writes taken again: says the own scenario is set aside once it is, and offers no download',
    async (_name, thrown) => {
      const own = { ...teamChatFixture, name: 'Mine' };
      writeScenario(localStorage, own);
      stop = startSync({ readOnlyLink: false });
      act(() => {
        useScenarioStore.getState().workloadRenamed(0, 'My own work');
        window.dispatchEvent(new Event('pagehide'));
      });
      render(
        <I18nProvider>
          <NoticeBanner />
        </I18nProvider>,
      );
      const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw thrown();
      });
      const shared = { ...teamChatFixture, name: 'Shared' };
      act(() => {
        window.history.replaceState(null, '', `/#s=${encodeScenario(shared)}`);
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      await listDrawn();
      const link = () =>
        screen.getByText('Opened a shared scenario').closest('[role]') as HTMLElement;
      expect(link()).toHaveTextContent('it is kept on this page');

      setItem.mockRestore();
      await edited('Link, edited');
      await edited('Link, edited twice');
      expect(
        readKeptAside(localStorage).items.map((item) => item.scenario.workloads[0]?.name),
      ).toEqual(['My own work']);
      expect(link()).toHaveTextContent(
        'Opened a shared scenarioYour own scenario was kept. You can go back to it at any time.',
      );
      expect(link()).not.toHaveTextContent(/refused|kept on this page|full/);
      expect(within(link()).queryByRole('button', { name: 'Download my scenario' })).toBeNull();
      const user = userEvent.setup();
      await user.click(within(link()).getByRole('button', { name: 'Restore my scenario' }));
      expect(useScenarioStore.getState().scenario.workloads[0]?.name).toBe('My own work');
    },
  );
});

describe('NoticeBanner after a shared link opened the page over saved work', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    window.history.replaceState(null, '', '/');
  });

  /** The stored scenario is `mine`, the library holds `inLibrary`; a link opens the page, and the banner draws. */
  const linkOpened = async (mine: Scenario, inLibrary: Scenario) => {
    writeScenario(localStorage, mine);
    saveToLibrary(localStorage, 'Plan M', inLibrary, new Date('2026-01-05T10:00:00Z'), {
      newId: () => 'plan-m',
    });
    const shared = { ...teamChatFixture, name: 'Shared' };
    window.history.replaceState(null, '', `/#s=${encodeScenario(shared)}`);
    stop = startSync({ readOnlyLink: false });
    render(
      <I18nProvider>
        <NoticeBanner />
      </I18nProvider>,
    );
    await listDrawn();
    expect(useScenarioStore.getState().scenario).toEqual(shared);
    return userEvent.setup();
  };
  const keptNames = () => readKeptAside(localStorage).items.map((item) => item.scenario.name);
  const mine: Scenario = { ...teamChatFixture, name: 'Mine' };

  it('lists nothing in Set aside for work the library holds, and still restores it', async () => {
    const user = await linkOpened(mine, mine);
    expect(keptNames()).toEqual([]);
    expect(useKeptAsideStore.getState().items).toEqual([]);
    expect(screen.getByText(/Your own scenario was kept\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Restore my scenario' }));
    expect(useScenarioStore.getState().scenario).toEqual(mine);
  });

  it('keeps it in Set aside while the library holds only another version', async () => {
    await linkOpened(mine, { ...mine, workloads: [] });
    expect(keptNames()).toEqual(['Mine']);
  });
});
