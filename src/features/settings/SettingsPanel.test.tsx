import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { SettingsPanel } from './SettingsFields';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { signalrRoomsFixture } from '../../../tests/fixtures/webPubSubChat';

function renderPanel() {
  render(
    <I18nProvider>
      <SettingsPanel />
    </I18nProvider>,
  );
  return userEvent.setup();
}

const scenario = () => useScenarioStore.getState().scenario;

describe('SettingsPanel', () => {
  beforeEach(() => useScenarioStore.setState(useScenarioStore.getInitialState()));
  afterEach(cleanup);

  it('switches the guide edition, each option with its hint', async () => {
    const user = renderPanel();
    const current = screen.getByRole('radio', { name: 'Current guide' });
    const edition2019 = screen.getByRole('radio', { name: 'Guide 2019' });
    expect(current).toBeChecked();
    expect(edition2019).toHaveAccessibleDescription(
      'Units 1 to 100 (the Polish, German, French and Korean translations).',
    );
    expect(current).toHaveAccessibleDescription(/up to 1,000 with Premium_P2/);
    await user.click(edition2019);
    expect(scenario().edition).toBe('2019');
    expect(edition2019).toBeChecked();
    await user.click(current);
    expect(scenario().edition).toBe('current');
  });

  it('sets the headroom target in whole percent, 5% to 100%', async () => {
    const user = renderPanel();
    const slider = screen.getByRole('slider', { name: 'Headroom target' });
    const field = screen.getByRole('textbox', { name: 'Headroom target' });
    expect(slider).toHaveAttribute('aria-valuetext', '70%');
    expect(field).toHaveValue('70');
    expect(slider).toHaveAccessibleDescription(/keeping Server Load under 70%/);
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(scenario().targetUtilization).toBeCloseTo(0.71, 9);
    expect(slider).toHaveAttribute('aria-valuetext', '71%');
    await user.clear(field);
    await user.type(field, '85 %');
    expect(scenario().targetUtilization).toBeCloseTo(0.85, 9);
    await user.clear(field);
    await user.type(field, '2');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a number from 5 to 100.')).toBeVisible();
    expect(scenario().targetUtilization).toBeCloseTo(0.85, 9);
  });

  it('reaches 100% with End', async () => {
    const user = renderPanel();
    screen.getByRole('slider', { name: 'Headroom target' }).focus();
    await user.keyboard('{End}');
    expect(scenario().targetUtilization).toBe(1);
  });

  it('chooses the app server framework', async () => {
    const user = renderPanel();
    expect(screen.getByRole('radio', { name: 'ASP.NET Core' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'App server framework' })).toHaveAccessibleDescription(
      /ASP.NET SignalR tables for echo, broadcast and small groups/,
    );
    await user.click(screen.getByRole('radio', { name: 'ASP.NET SignalR' }));
    expect(scenario().appServerFramework).toBe('aspnet');
  });

  it('sizes the scenario on Web PubSub in one undoable step, with its own editions and no hub servers', async () => {
    useScenarioStore.getState().startingScenarioLoaded({
      ...signalrRoomsFixture,
      hubs: 2,
      appServerFramework: 'aspnet',
    });
    const user = renderPanel();
    const service = screen.getByRole('group', { name: 'Service' });
    expect(within(service).getByRole('radio', { name: 'Azure SignalR Service' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Guide 2019' })).toBeInTheDocument();
    await user.click(within(service).getByRole('radio', { name: 'Azure Web PubSub' }));
    expect(scenario()).toMatchObject({ service: 'webPubSub', edition: 'current', hubs: 1 });
    expect(scenario()).not.toHaveProperty('appServerFramework');
    expect(within(service).getByRole('radio', { name: 'Azure Web PubSub' })).toBeChecked();
    // Web PubSub's guide has a 2021 edition, not SignalR's 2019; no framework, hubs or server connections.
    expect(screen.getByRole('radio', { name: 'Guide 2021' })).toHaveAccessibleDescription(
      'Units 1 to 100 (the guide as first published, 2021).',
    );
    expect(screen.queryByRole('radio', { name: 'Guide 2019' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'App server framework' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Hubs' })).not.toBeInTheDocument();
    useScenarioStore.getState().undoRequested();
    expect(scenario()).toMatchObject({ hubs: 2, appServerFramework: 'aspnet' });
    expect(scenario()).not.toHaveProperty('service');
  });

  it('refuses Web PubSub at the field while a workload’s pattern has no table in its guide', async () => {
    useScenarioStore.getState().startingScenarioLoaded(teamChatFixture);
    const user = renderPanel();
    const service = screen.getByRole('group', { name: 'Service' });
    await user.click(within(service).getByRole('radio', { name: 'Azure Web PubSub' }));
    expect(scenario()).toBe(teamChatFixture);
    expect(within(service).getByRole('radio', { name: 'Azure SignalR Service' })).toBeChecked();
    const message =
      'Azure Web PubSub’s guide has no table for Broadcast, the “Pattern” of Presence updates: ' +
      'choose Echo, Send to group, REST broadcast, or REST send to user there first.';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(service).toHaveAccessibleDescription(message);
    expect(useScenarioStore.temporal.getState().pastStates).toEqual([]);
    // Any edit makes the message stale: it goes.
    act(() => useScenarioStore.getState().targetChosen(0.6));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
