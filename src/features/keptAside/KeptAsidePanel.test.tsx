import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../../engine';
import { I18nProvider } from '../../i18n/I18nProvider';
import { formatSavedAt } from '../../i18n/formatSavedAt';
import {
  keptAsideBackupKey,
  keptAsideCapacity,
  keptAsideKey,
  readKeptAside,
} from '../../state/keptAside';
import { keptAsideLoaded, scenarioKeptAside, useKeptAsideStore } from '../../state/keptAsideStore';
import { saveToLibrary } from '../../state/library';
import { useScenarioStore } from '../../state/scenarioStore';
import { otherCases, quotaRefusals } from '../../../tests/fixtures/storageRefusals';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { KeptAsidePanel } from './KeptAsidePanel';

const named = (name: string): Scenario => ({ ...teamChatFixture, name });

/** Renders the panel; its list is a chunk of its own (src/components/lazyAfterStart.ts), let arrive. */
async function renderPanel() {
  render(
    <I18nProvider>
      <KeptAsidePanel />
    </I18nProvider>,
  );
  await act(async () => {
    await import('./KeptAsideList');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return userEvent.setup();
}

afterEach(() => vi.restoreAllMocks());

/** The browser refuses writes to the set-aside list with what `thrown` makes. */
function refusing(thrown: () => unknown) {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its Storage as `this`
  const realSetItem = Storage.prototype.setItem;
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    if (key === keptAsideKey) throw thrown();
    realSetItem.call(this, key, value);
  });
}

beforeEach(() => {
  localStorage.clear();
  useKeptAsideStore.setState(useKeptAsideStore.getInitialState(), true);
  useScenarioStore.getState().scenarioLoaded(named('On screen'));
});

describe('KeptAsidePanel', () => {
  it('is not there while nothing is set aside', async () => {
    await renderPanel();
    expect(screen.queryByRole('region', { name: 'Set aside' })).toBeNull();
  });

  it('lists what was set aside and why, restores one in a swap, and forgets one at the user’s word', async () => {
    scenarioKeptAside(
      localStorage,
      named('Before the link'),
      'link',
      new Date('2026-01-05T10:00Z'),
    );
    scenarioKeptAside(localStorage, named('Other tab'), 'otherTab', new Date('2026-01-05T11:00Z'));
    const user = await renderPanel();
    const panel = screen.getByRole('region', { name: 'Set aside' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.kept-aside-name')?.textContent)).toEqual([
      'Other tab',
      'Before the link',
    ]);
    expect(items[1]).toHaveTextContent(
      '2 workloads: Chat rooms and Presence updatesReplaced by a shared link',
    );

    await user.click(within(panel).getByRole('button', { name: 'Restore Before the link' }));
    expect(useScenarioStore.getState().scenario).toEqual(named('Before the link'));
    const stored = () => readKeptAside(localStorage).items.map((item) => item.scenario.name);
    expect(stored()).toEqual(['On screen', 'Other tab']);

    await user.click(within(panel).getByRole('button', { name: 'Forget Other tab' }));
    expect(stored()).toEqual(['On screen']);
  });

  it('a restore sets nothing aside for the scenario on screen when Saved scenarios holds it', async () => {
    scenarioKeptAside(localStorage, named('Before the link'), 'link');
    saveToLibrary(localStorage, 'Plan S', named('On screen'), new Date('2026-01-05T10:00Z'), {
      newId: () => 'plan-s',
    });
    const user = await renderPanel();
    const panel = screen.getByRole('region', { name: 'Set aside' });
    await user.click(within(panel).getByRole('button', { name: 'Restore Before the link' }));
    expect(useScenarioStore.getState().scenario).toEqual(named('Before the link'));
    expect(readKeptAside(localStorage).items).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Set aside' })).toBeNull();
  });

  it('does not list what the start set aside before the library was read, when Saved scenarios holds it', async () => {
    // Set aside by first-load code: a reload's older address, a tab closed after another tab saved, a shared link.
    scenarioKeptAside(localStorage, named('Older address'), 'reload');
    scenarioKeptAside(localStorage, named('Closed tab'), 'otherTab');
    scenarioKeptAside(localStorage, named('Before the link'), 'link');
    scenarioKeptAside(localStorage, { ...named('Not saved'), targetUtilization: 0.5 }, 'reload');
    for (const name of ['Older address', 'Closed tab', 'Before the link']) {
      saveToLibrary(localStorage, `Plan ${name}`, named(name), new Date('2026-01-05T10:00Z'), {
        newId: () => name,
      });
    }
    keptAsideLoaded(localStorage);
    await renderPanel();
    const panel = screen.getByRole('region', { name: 'Set aside' });
    const shown = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.kept-aside-name')?.textContent);
    // The link's is its notice's to drop (LinkNotices): the panel leaves it.
    expect(shown).toEqual(['Not saved', 'Before the link']);
    expect(readKeptAside(localStorage).items.map((item) => item.scenario.name)).toEqual([
      'Not saved',
      'Before the link',
    ]);
  });

  it('says when set-aside scenarios could not be read, and where they are kept, even with none listed', async () => {
    const raw = JSON.stringify({
      version: 1,
      items: [{ scenario: { ...named('From a newer tool'), version: 3 }, reason: 'link' }],
    });
    localStorage.setItem(keptAsideKey, raw);
    keptAsideLoaded(localStorage);
    await renderPanel();
    const panel = screen.getByRole('region', { name: 'Set aside' });
    expect(panel).toHaveTextContent(
      '1 set-aside scenario could not be read (perhaps it was made by a newer version of this tool), so it is not listed. What was stored is kept in this browser under “signalr-sizing:previous:unreadable”.',
    );
    expect(localStorage.getItem(keptAsideBackupKey)).toBe(raw);
  });

  it('past its capacity drops nothing: it names the oldest, with when it was set aside, and asks', async () => {
    const first = new Date('2026-01-05T10:00:00.000Z');
    scenarioKeptAside(localStorage, named('Old work 1'), 'link', first);
    for (let n = 2; n <= keptAsideCapacity + 1; n += 1)
      scenarioKeptAside(localStorage, named(`Work ${n}`), 'preset', new Date(first.getTime() + n));
    await renderPanel();
    const list = screen.getByRole('region', { name: 'Set aside' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(keptAsideCapacity + 1);
    expect(readKeptAside(localStorage).items).toHaveLength(keptAsideCapacity + 1);
    expect(within(list).getByRole('note')).toHaveTextContent(
      `More than 20 scenarios are set aside, the most this list is meant to hold. None is removed without you: download and forget those you no longer need, starting with the oldest, “Old work 1”, set aside ${formatSavedAt('en', first)}.`,
    );
  });

  it.each(otherCases)(
    'when the browser refuses the list with %s: names it, says nothing is lost, and says nothing of room',
    async (name, thrown) => {
      refusing(thrown);
      scenarioKeptAside(localStorage, named('Before the link'), 'link');
      await renderPanel();
      const said = within(screen.getByRole('region', { name: 'Set aside' })).getByText(
        /^This browser refused/,
      );
      expect(said).toHaveTextContent(
        `This browser refused to store some of these (${name}), so they are kept on this page only. Nothing is lost: download them before you close the page.`,
      );
      expect(said).not.toHaveTextContent(/full|room|delete/i);
    },
  );

  it('says a full storage is full, after an earlier refusal for another reason', async () => {
    const setItem = refusing(() => new DOMException('', 'InvalidStateError'));
    scenarioKeptAside(localStorage, named('Refused'), 'link');
    setItem.mockRestore();
    refusing(quotaRefusals['a legacy code 22 by another name (old WebKit)']);
    scenarioKeptAside(localStorage, named('Full'), 'link');
    await renderPanel();
    const panel = screen.getByRole('region', { name: 'Set aside' });
    expect(panel).toHaveTextContent(
      'This browser’s storage is full, so some of these are kept on this page only.',
    );
    expect(panel).not.toHaveTextContent('refused');
  });
});
