import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
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
    expect(screen.getAllByRole('button')).toHaveLength(12);
  });

  it('loads the preset into the store and announces it', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Small groups at unit 20' }));
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
  });

  it('loads a mix with several workloads', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Notifications over REST' }));
    const names = useScenarioStore.getState().scenario.workloads.map((w) => w.name);
    expect(names).toEqual(['Personal notifications', 'Announcements']);
  });
});
