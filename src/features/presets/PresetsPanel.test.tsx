import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { readKeptAside } from '../../state/keptAside';
import { useKeptAsideStore } from '../../state/keptAsideStore';
import { saveToLibrary } from '../../state/library';
import { useScenarioStore } from '../../state/scenarioStore';
import { PresetsPanel } from './PresetsPanel';

function renderPanel() {
  render(
    <I18nProvider>
      <PresetsPanel />
    </I18nProvider>,
  );
  return userEvent.setup();
}

describe('PresetsPanel', () => {
  beforeEach(() => useScenarioStore.setState(useScenarioStore.getInitialState()));
  afterEach(cleanup);

  it('shows each preset as a button named by its title and described by its sentence', () => {
    renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Presets' })).toBeInTheDocument();
    const echo = screen.getByRole('button', { name: 'Echo at unit 10' });
    expect(echo).toHaveAccessibleDescription(
      '10,000 connections, each sending 2 KB a second that comes back to itself.',
    );
    expect(screen.getAllByRole('button')).toHaveLength(19);
  });

  it('offers Web PubSub’s benchmarks and apps, and loads one on Web PubSub', async () => {
    const user = renderPanel();
    const group = screen.getByRole('region', { name: 'Azure Web PubSub’s benchmarks' });
    expect(within(group).getAllByRole('button')).toHaveLength(5);
    expect(
      within(group).getByRole('button', {
        name: 'Web PubSub: echo through the upstream at unit 10',
      }),
    ).toHaveAccessibleDescription(
      '10,000 connections, 5,000 client events of 2 KB a second, each answered by the upstream (event handler).',
    );
    await user.click(screen.getByRole('button', { name: 'Chat in groups of 10 on Web PubSub' }));
    expect(useScenarioStore.getState().scenario).toMatchObject({
      service: 'webPubSub',
      workloads: [{ pattern: 'group', groupSize: 10, connections: 10_000 }],
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Loaded the preset “Chat in groups of 10 on Web PubSub”.',
    );
  });

  it('asks before a preset made for other settings replaces yours, then loads it with its settings', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Small groups at unit 20' }));
    const choice = screen.getByRole('group', {
      name: '“Small groups at unit 20” was made for other settings than yours',
    });
    expect(choice).toHaveAccessibleDescription(
      "This preset's settings: Guide 2019, 100% headroom target. Yours: Current guide, 70% headroom target. Your prices, app server framework, hubs, server connections per hub and guide reading stay as they are either way.",
    );
    expect(
      within(choice).getByText(
        'Connections, this preset: up to 100% of the connection quota, server connections not counted (as the guide’s benchmarks ran). Yours: up to 70% of the connection quota, server connections counted.',
      ),
    ).toBeInTheDocument();
    expect(useScenarioStore.getState().scenario.name).toBe('Team chat');
    const takeTheirs = screen.getByRole('button', {
      name: 'Load with its settings (Guide 2019, 100%)',
    });
    expect(takeTheirs).toHaveFocus();
    await user.click(takeTheirs);
    const { scenario, workloadKeys } = useScenarioStore.getState();
    expect(scenario).toMatchObject({
      name: 'Small groups at unit 20',
      edition: '2019',
      targetUtilization: 1,
    });
    expect(scenario.workloads).toEqual([
      {
        name: 'Small groups',
        pattern: 'group',
        connections: 20_000,
        senders: 4_000,
        groupSize: 10,
        messageBytes: 2048,
        sendIntervalSeconds: 1,
      },
    ]);
    expect(workloadKeys).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Loaded the preset “Small groups at unit 20”.',
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Small groups at unit 20' })).toHaveFocus();
  });

  it('keeps your edition, target, prices and framework when you say so', async () => {
    act(() => {
      useScenarioStore.getState().pricesChanged({ Standard_S1: 1.9 });
      useScenarioStore.getState().appServerFrameworkChosen('aspnet');
    });
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Echo at unit 10' }));
    await user.click(
      screen.getByRole('button', { name: 'Load with my settings (Current guide, 70%)' }),
    );
    expect(useScenarioStore.getState().scenario).toMatchObject({
      name: 'Echo at unit 10',
      edition: 'current',
      targetUtilization: 0.7,
      prices: { Standard_S1: 1.9 },
      appServerFramework: 'aspnet',
    });
  });

  it('loads nothing when the question is cancelled or escaped', async () => {
    const user = renderPanel();
    const before = useScenarioStore.getState().scenario;
    await user.click(screen.getByRole('button', { name: 'Echo at unit 10' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Broadcast at unit 100' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Broadcast at unit 100' })).toHaveFocus();
    expect(useScenarioStore.getState().scenario).toBe(before);
  });

  it('loads a preset made for your settings in one click', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Notifications over REST' }));
    const names = useScenarioStore.getState().scenario.workloads.map((w) => w.name);
    expect(names).toEqual(['Personal notifications', 'Announcements']);
  });

  it('sets the user’s edited scenario aside before a preset replaces it, and not a preset nobody edited', async () => {
    localStorage.clear();
    useKeptAsideStore.setState(useKeptAsideStore.getInitialState(), true);
    useScenarioStore.getState().workloadRenamed(0, 'MY-EDIT');
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Echo at unit 10' }));
    const loadMine = screen.queryByRole('button', { name: /^Load with my settings/ });
    if (loadMine) await user.click(loadMine);
    expect(useScenarioStore.getState().scenario.name).toBe('Echo at unit 10');
    const kept = () => readKeptAside(localStorage).items;
    expect(kept().map((item) => [item.scenario.workloads[0]?.name, item.reason])).toEqual([
      ['MY-EDIT', 'preset'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Stock ticker' }));
    const loadMineAgain = screen.queryByRole('button', { name: /^Load with my settings/ });
    if (loadMineAgain) await user.click(loadMineAgain);
    expect(useScenarioStore.getState().scenario.name).toBe('Stock ticker');
    expect(kept()).toHaveLength(1);
  });

  it('sets nothing aside for an edited scenario Saved scenarios holds; edited again since the save, it does', async () => {
    localStorage.clear();
    useKeptAsideStore.setState(useKeptAsideStore.getInitialState(), true);
    useScenarioStore.getState().workloadRenamed(0, 'MY-EDIT');
    saveToLibrary(localStorage, 'Mine', useScenarioStore.getState().scenario, new Date(), {
      newId: () => 'mine',
    });
    const user = renderPanel();
    const choose = async (name: string) => {
      await user.click(screen.getByRole('button', { name }));
      const loadMine = screen.queryByRole('button', { name: /^Load with my settings/ });
      if (loadMine) await user.click(loadMine);
      expect(useScenarioStore.getState().scenario.name).toBe(name);
    };
    await choose('Echo at unit 10');
    expect(readKeptAside(localStorage).items).toEqual([]);

    // Back to the saved scenario (the undo sets nothing aside: the preset as loaded is still a preset), edited
    // again: it differs from the saved copy, and is set aside.
    act(() => useScenarioStore.getState().undoRequested());
    act(() => useScenarioStore.getState().workloadRenamed(0, 'MY-SECOND-EDIT'));
    await choose('Stock ticker');
    expect(
      readKeptAside(localStorage).items.map((item) => [
        item.scenario.workloads[0]?.name,
        item.reason,
      ]),
    ).toEqual([['MY-SECOND-EDIT', 'preset']]);
  });
});
