import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../../engine';
import { I18nProvider } from '../../i18n/I18nProvider';
import { backupKeys } from '../../state/backups';
import { readKeptAside } from '../../state/keptAside';
import { libraryBackupKey, libraryKey, readLibrary, saveToLibrary } from '../../state/library';
import { useSaveHoldStore } from '../../state/saveHold';
import { useScenarioStore } from '../../state/scenarioStore';
import { startSync } from '../../state/sync';
import {
  otherCases,
  otherRefusals,
  quotaCases,
  quotaRefusals,
} from '../../../tests/fixtures/storageRefusals';
import { LibraryPanel } from './LibraryPanel';

/** Echo in the current guide: `senders` messages of 2,048 B a second over `connections`. */
function echo(name: string, connections: number, senders = 1000): Scenario {
  return {
    version: 2,
    hubs: 1,
    countServerConnections: false,
    name,
    edition: 'current',
    targetUtilization: 0.7,
    workloads: [
      {
        name: 'Echo',
        pattern: 'echo',
        connections,
        senders,
        messageBytes: 2048,
        sendIntervalSeconds: 1,
      },
    ],
  };
}

function load(scenario: Scenario) {
  act(() => useScenarioStore.getState().scenarioLoaded(scenario));
}

function renderPanel() {
  render(
    <I18nProvider>
      <LibraryPanel />
    </I18nProvider>,
  );
  return userEvent.setup();
}

const panel = () => screen.getByRole('region', { name: 'Saved scenarios' });
const list = () => within(panel()).getByRole('list', { name: 'Saved scenarios' });
const savedNames = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.library-item-name')?.textContent);
const nameField = () => screen.getByRole('textbox', { name: 'Save current scenario as…' });
const status = () => within(panel()).getByRole('status');

function seed(name: string, scenario: Scenario, id: string) {
  const result = saveToLibrary(localStorage, name, scenario, new Date('2026-01-05T10:00:00Z'), {
    newId: () => id,
  });
  if (!result.ok) throw new Error(result.reason);
}

beforeEach(() => {
  localStorage.clear();
  useScenarioStore.setState(useScenarioStore.getInitialState());
  load(echo('Small echo', 1000));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('LibraryPanel', () => {
  it('saves the working scenario under the prefilled name and lists it with its tier', async () => {
    const user = renderPanel();
    expect(within(panel()).getByText('No saved scenarios yet.')).toBeVisible();
    expect(nameField()).toHaveValue('Small echo');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(status()).toHaveTextContent('Saved “Small echo”.');
    expect(savedNames()).toEqual(['Small echo']);
    // 1,000 echo senders of 2 KB a second fit Standard_S1 × 2 at the 70% target.
    expect(within(list()).getByText('Recommended: Standard_S1 × 2 units')).toBeVisible();
    expect(within(list()).getByText(/^Saved /)).toHaveAttribute('datetime');
    const [stored] = readLibrary(localStorage).items;
    expect(stored?.scenario).toEqual(echo('Small echo', 1000));
  });

  it('with storage full and nothing saved, says the room is taken outside the library and offers a download', async () => {
    const user = renderPanel();
    const full = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(full);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(status()).toHaveTextContent('other data of this site takes the room');
    expect(status()).not.toHaveTextContent('Delete saved scenarios');
    expect(within(panel()).getByRole('button', { name: 'Download the scenario' })).toBeVisible();
    setItem.mockRestore();
  });

  it('with storage full and scenarios saved, suggests deleting some', async () => {
    seed('Big plan', echo('Big plan', 5000), 'a');
    const user = renderPanel();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(status()).toHaveTextContent('Delete saved scenarios to make room.');
    // Deleting may not free enough, and the working saves meet the same full storage: the file is a way out.
    expect(within(panel()).getByRole('button', { name: 'Download the scenario' })).toBeVisible();
  });

  it.each(otherCases)(
    'when the browser refuses a save with %s: names it, says nothing was lost, offers a download, and says nothing of room',
    async (name, thrown) => {
      seed('Big plan', echo('Big plan', 5000), 'a');
      const user = renderPanel();
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw thrown();
      });
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(status()).toHaveTextContent(
        `The browser refused to save the scenario (${name}). Nothing was lost: your work stays on screen, and you can download it.`,
      );
      expect(status()).not.toHaveTextContent(/full|room|delete/i);
      expect(within(panel()).getByRole('button', { name: 'Download the scenario' })).toBeVisible();
      expect(savedNames()).toEqual(['Big plan']);
      expect(useScenarioStore.getState().scenario).toEqual(echo('Small echo', 1000));
    },
  );

  it.each([
    quotaRefusals['a legacy code 22 by another name (old WebKit)'],
    quotaRefusals['Firefox’s quota code 1014'],
    quotaRefusals['Firefox’s NS_ERROR_DOM_QUOTA_REACHED'],
  ])(
    'with storage full by a legacy code or Firefox’s name (%#), suggests deleting some',
    async (thrown) => {
      seed('Big plan', echo('Big plan', 5000), 'a');
      const user = renderPanel();
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw thrown();
      });
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(status()).toHaveTextContent('Delete saved scenarios to make room.');
    },
  );

  it('after a refused save, a save that goes through says so and withdraws the download', async () => {
    const user = renderPanel();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The object is in an invalid state.', 'InvalidStateError');
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(status()).toHaveTextContent('refused to save the scenario (InvalidStateError)');

    setItem.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(status()).toHaveTextContent('Saved “Small echo”.');
    expect(within(panel()).queryByRole('button', { name: 'Download the scenario' })).toBeNull();
    expect(savedNames()).toEqual(['Small echo']);
  });

  it('when saving the scenario on screen before opening another is refused, names why and opens nothing', async () => {
    seed('Big plan', echo('Big plan', 5000), 'a');
    const user = renderPanel();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('', 'NS_ERROR_FILE_CORRUPTED');
    });
    await user.click(within(list()).getByRole('button', { name: /^Open/ }));
    expect(status()).toHaveTextContent('(NS_ERROR_FILE_CORRUPTED)');
    expect(status()).not.toHaveTextContent(/full|room|delete/i);
    expect(useScenarioStore.getState().scenario).toEqual(echo('Small echo', 1000));
    expect(within(panel()).getByRole('button', { name: 'Download the scenario' })).toBeVisible();
  });

  it('asks before replacing a scenario of the same name', async () => {
    seed('Small echo', echo('Small echo', 500, 500), 'old');
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = screen.getByRole('group', { name: /already saved .*Replace it/ });
    expect(within(confirm).getByRole('button', { name: 'Replace' })).toHaveFocus();

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(readLibrary(localStorage).items[0]?.scenario.workloads[0]?.connections).toBe(500);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(status()).toHaveTextContent('Replaced “Small echo” with the current scenario.');
    const items = readLibrary(localStorage).items;
    expect(items.map((item) => [item.id, item.scenario.workloads[0]?.connections])).toEqual([
      ['old', 1000],
    ]);
  });

  it('asks again when another tab saved that name after the user was asked', async () => {
    seed('Small echo', echo('Small echo', 500, 500), 'old');
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Meanwhile another tab replaces "Small echo" with its own version.
    saveToLibrary(
      localStorage,
      'Small echo',
      echo('Small echo', 9000),
      new Date('2026-02-01T09:00:00Z'),
      {
        newId: () => 'other',
        overwrite: true,
      },
    );
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    const confirm = screen.getByRole('group', { name: /already saved .*Replace it/ });
    expect(confirm).toHaveTextContent(/Feb 1, 2026/);
    expect(readLibrary(localStorage).items[0]?.scenario.workloads[0]?.connections).toBe(9000);
  });

  it('opens a saved scenario, keeping the unsaved working one as "Unsaved work <date>"', async () => {
    seed('Big echo', echo('Big echo', 4000), 'big');
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Open Big echo' }));

    expect(useScenarioStore.getState().scenario).toEqual(echo('Big echo', 4000));
    expect(nameField()).toHaveValue('Big echo');
    const names = savedNames();
    expect(names).toHaveLength(2);
    expect(names[1]).toMatch(/^Unsaved work /);
    expect(status()).toHaveTextContent(
      `Opened “Big echo”. Your previous scenario was not saved anywhere, so it was saved as “${names[1]}”.`,
    );
    const kept = readLibrary(localStorage).items[1];
    expect(kept?.scenario.workloads).toEqual(echo('x', 1000).workloads);

    // The working scenario is now a saved one: opening another keeps nothing extra.
    await user.click(screen.getByRole('button', { name: `Open ${names[1]}` }));
    expect(useScenarioStore.getState().scenario.workloads[0]?.connections).toBe(1000);
    expect(savedNames()).toHaveLength(2);
    expect(status()).toHaveTextContent(`Opened “${names[1]}”.`);
  });

  it('opens a saved scenario, setting aside one on screen without workloads: its name, prices and measured values are work (issue 25)', async () => {
    seed('Big echo', echo('Big echo', 4000), 'big');
    const ownEmpty: Scenario = {
      ...echo('Prices for the EU tenant', 1),
      workloads: [],
      prices: { Standard_S1: 1.25 },
      measured: { connectionCount: 21_000, inboundTrafficBytes: 5 * 1024 ** 2 },
      calibration: { connections: 1.1 },
    };
    load(ownEmpty);
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Open Big echo' }));

    expect(useScenarioStore.getState().scenario).toEqual(echo('Big echo', 4000));
    expect(savedNames()).toEqual(['Big echo']);
    expect(readKeptAside(localStorage).items).toEqual([
      { scenario: ownEmpty, keptAt: expect.any(String) as string, reason: 'library' },
    ]);
  });

  it('deletes a scenario with an undo that puts it back in place', async () => {
    seed('First', echo('First', 1000), 'a');
    seed('Second', echo('Second', 2000), 'b');
    seed('Third', echo('Third', 3000), 'c');
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Delete Second' }));
    expect(savedNames()).toEqual(['First', 'Third']);
    expect(status()).toHaveTextContent('Deleted “Second”.');
    const undo = screen.getByRole('button', { name: 'Undo deleting Second' });
    expect(undo).toHaveFocus();

    await user.click(undo);
    expect(savedNames()).toEqual(['First', 'Second', 'Third']);
    expect(status()).toHaveTextContent('Restored “Second”.');
    expect(readLibrary(localStorage).items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('withdraws the undo after a few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    seed('First', echo('First', 1000), 'a');
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(
      <I18nProvider>
        <LibraryPanel />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete First' }));
    // Focus on the undo button holds it; once focus moves on, the countdown runs.
    await user.click(nameField());
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByRole('button', { name: 'Undo deleting First' })).toBeNull();
    expect(readLibrary(localStorage).items).toEqual([]);
  });

  it('renames a scenario and refuses the name of another one', async () => {
    seed('First', echo('First', 1000), 'a');
    seed('Second', echo('Second', 2000), 'b');
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Rename First' }));
    const field = screen.getByRole('textbox', { name: 'New name' });
    await user.clear(field);
    await user.type(field, 'second');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(status()).toHaveTextContent('Another saved scenario is already called “second”.');

    await user.clear(field);
    await user.type(field, 'Baseline{Enter}');
    expect(savedNames()).toEqual(['Baseline', 'Second']);
    expect(status()).toHaveTextContent('Renamed “First” to “Baseline”.');
    expect(screen.getByRole('button', { name: 'Rename Baseline' })).toHaveFocus();
  });

  it('compares the working scenario with a saved one, tier by tier', async () => {
    seed('Small echo', echo('Small echo', 1000), 'small');
    load(echo('Wide echo', 4000));
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Compare Small echo' }));

    const table = screen.getByRole('table', {
      name: 'Working scenario (A) compared with Small echo (B)',
    });
    expect(screen.getByRole('heading', { name: 'Compare two scenarios' })).toHaveFocus();
    const row = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Recommended tier')).toEqual([
      'Standard_S1 × 4 units',
      'Standard_S1 × 2 units',
      'Different tier',
    ]);
    expect(row('Connections')).toEqual(['4,000', '1,000', '−3,000 (lower)']);
    expect(row('Inbound bandwidth limit used')).toEqual([
      '25%',
      '50%',
      '+25 percentage points (higher)',
    ]);

    // The same scenario on both sides: no differences.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scenario A' }), 'Small echo');
    const same = screen.getByRole('table', { name: 'Small echo (A) compared with Small echo (B)' });
    expect(within(same).getAllByText('Same')).toHaveLength(12);
    expect(within(same).getByText('Same tier')).toBeVisible();
  });

  it('follows another tab through the storage event', () => {
    renderPanel();
    seed('From another tab', echo('From another tab', 1000), 'other');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: libraryKey }));
    });
    expect(savedNames()).toEqual(['From another tab']);
  });

  it('says when the stored library could not be read, and keeps it under the backup key', () => {
    localStorage.setItem(libraryKey, '{oops');
    renderPanel();
    expect(
      within(panel()).getByText(
        'The saved scenarios could not be read. Nothing was deleted: what was stored is kept in this browser under “signalr-sizing:library:unreadable”.',
      ),
    ).toBeVisible();
    expect(localStorage.getItem(libraryBackupKey)).toBe('{oops');
  });

  it('keeps a second unreadable library beside the first, and names where', () => {
    localStorage.setItem(libraryBackupKey, '{kept earlier');
    localStorage.setItem(libraryKey, '{oops');
    renderPanel();
    expect(
      within(panel()).getByText(
        /kept in this browser under “signalr-sizing:library:unreadable:2”\./,
      ),
    ).toBeVisible();
    expect(localStorage.getItem(libraryBackupKey)).toBe('{kept earlier');
  });

  it('says, when five earlier copies fill every backup key, that nothing is saved over the library', () => {
    for (const key of backupKeys(libraryBackupKey)) localStorage.setItem(key, `{${key}`);
    localStorage.setItem(libraryKey, '{oops');
    renderPanel();
    expect(
      within(panel()).getByText(
        'Some saved scenarios could not be read, nor copied aside: this browser already holds 5 earlier unreadable copies under “signalr-sizing:library:unreadable” to “signalr-sizing:library:unreadable:5”, the most the page keeps. Nothing is saved over them until they can be.',
      ),
    ).toBeVisible();
  });

  it('says so in one line and disables saving when storage is unavailable', () => {
    // A sandboxed frame: even reading window.localStorage throws.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    renderPanel();
    expect(
      within(panel()).getByText(
        'This browser does not let the page store anything (private mode or a sandboxed frame), so saving is off.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(nameField()).toBeDisabled();
  });

  it('says so, and disables saving, when the browser refuses to read what is saved', () => {
    const refuse = () => {
      throw new DOMException('Access is denied.', 'SecurityError');
    };
    vi.stubGlobal('localStorage', {
      getItem: refuse,
      setItem: refuse,
      removeItem: refuse,
      clear: refuse,
      key: refuse,
      length: 0,
    });
    renderPanel();
    expect(
      within(panel()).getByText(
        'The saved scenarios could not be read: the browser refused access to its storage. Nothing is saved over them.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

/** Every write refused with what `thrown` makes, until restored. */
const writesRefused = (thrown: () => unknown) =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw thrown();
  });

describe('LibraryPanel when Delete or Rename is refused', () => {
  beforeEach(() => {
    seed('First', echo('First', 1000), 'a');
    seed('Second', echo('Second', 2000), 'b');
  });

  const renamed = async (user: ReturnType<typeof userEvent.setup>, to: string) => {
    await user.click(screen.getByRole('button', { name: 'Rename First' }));
    const field = screen.getByRole('textbox', { name: 'New name' });
    await user.clear(field);
    await user.type(field, `${to}{Enter}`);
  };

  it.each(quotaCases)(
    'with storage full (%s), a Delete says the scenario is still saved, not to delete scenarios, and offers the download',
    async (_what, thrown) => {
      const user = renderPanel();
      writesRefused(thrown);
      await user.click(screen.getByRole('button', { name: 'Delete First' }));
      expect(status()).toHaveTextContent(
        'The browser’s storage is full and refused even this change, so “First” was not deleted: it is still saved. Nothing was lost.',
      );
      expect(status()).not.toHaveTextContent(/nothing was saved|delete saved scenarios/i);
      expect(within(panel()).getByRole('button', { name: 'Download the scenario' })).toBeVisible();
      expect(savedNames()).toEqual(['First', 'Second']);
    },
  );

  it.each(quotaCases)(
    'with storage full (%s), a Rename says the scenario keeps its name, and offers the download',
    async (_what, thrown) => {
      const user = renderPanel();
      writesRefused(thrown);
      await renamed(user, 'Baseline');
      expect(status()).toHaveTextContent(
        'The browser’s storage is full, so “First” was not renamed: it keeps its name. Nothing was lost.',
      );
      expect(status()).not.toHaveTextContent(/nothing was saved/i);
      expect(within(panel()).getByRole('button', { name: 'Download the scenario' })).toBeVisible();
      expect(savedNames()).toEqual(['First', 'Second']);
    },
  );

  it.each(otherCases)(
    'refused with %s, Delete and Rename name what was not done and the browser’s reason, and nothing of room',
    async (name, thrown) => {
      const user = renderPanel();
      writesRefused(thrown);
      await user.click(screen.getByRole('button', { name: 'Delete First' }));
      expect(status()).toHaveTextContent(
        `The browser refused to delete “First” (${name}): it is still saved. Nothing was lost.`,
      );
      await renamed(user, 'Baseline');
      expect(status()).toHaveTextContent(
        `The browser refused to rename “First” (${name}): it keeps its name. Nothing was lost.`,
      );
      expect(status()).not.toHaveTextContent(/full|room|save the scenario/i);
      expect(within(panel()).getByRole('button', { name: 'Download the scenario' })).toBeVisible();
      expect(savedNames()).toEqual(['First', 'Second']);
    },
  );
});

describe('LibraryPanel once the browser takes writes again', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    useSaveHoldStore.setState({ hold: null, unsaved: false });
    stop = startSync({ readOnlyLink: false });
  });
  afterEach(() => stop());

  /** An edit, saved at once (leaving the page saves what waits: src/state/sync.ts). */
  const edited = (connections: number) =>
    act(() => {
      useScenarioStore.getState().workloadEdited(0, { connections });
      window.dispatchEvent(new Event('pagehide'));
    });

  it.each([
    [
      'InvalidStateError',
      otherRefusals.InvalidStateError,
      'The browser refused to save the scenario (InvalidStateError).',
    ],
    [
      'QuotaExceededError',
      quotaRefusals['QuotaExceededError (code 22)'],
      'The browser’s storage is full, so nothing was saved.',
    ],
  ])(
    'with %s: the refusal is marked as past once a save goes through, and saving to the library works',
    async (_name, thrown, refusal) => {
      seed('Lib A', echo('Lib A', 3000), 'a');
      const user = renderPanel();
      const setItem = writesRefused(thrown);
      await user.clear(nameField());
      await user.type(nameField(), 'Lib B{Enter}');
      expect(status()).toHaveTextContent(refusal);
      expect(status()).toHaveClass('library-error');

      // Still refused: a change the browser does not save leaves the refusal as it is.
      edited(1500);
      expect(status()).toHaveClass('library-error');
      expect(status()).not.toHaveTextContent('Earlier');

      setItem.mockRestore();
      edited(1600);
      expect(status()).toHaveTextContent(`Earlier: ${refusal}`);
      expect(status()).toHaveTextContent('The browser has saved your changes since, so try again.');
      expect(status()).not.toHaveClass('library-error');
      expect(savedNames()).toEqual(['Lib A']);

      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(status()).toHaveTextContent('Saved “Lib B”.');
      expect(savedNames()).toEqual(['Lib A', 'Lib B']);
    },
  );
});
