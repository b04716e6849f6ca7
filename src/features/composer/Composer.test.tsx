import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Scenario } from '../../engine';
import { I18nProvider } from '../../i18n/I18nProvider';
import { newWorkload, useScenarioStore } from '../../state/scenarioStore';
import { Composer } from './Composer';
import { loadTeamChat, teamChatFixture } from '../../../tests/fixtures/teamChat';
import { webPubSubChatFixture } from '../../../tests/fixtures/webPubSubChat';

function renderComposer() {
  render(
    <I18nProvider>
      <Composer />
    </I18nProvider>,
  );
  return userEvent.setup();
}

const workloads = () => useScenarioStore.getState().scenario.workloads;
const names = () => workloads().map((workload) => workload.name);
const card = (name: string | RegExp) => screen.getByRole('group', { name });

describe('Composer', () => {
  beforeEach(() => {
    useScenarioStore.setState(useScenarioStore.getInitialState());
    loadTeamChat(useScenarioStore);
  });
  afterEach(cleanup);

  it('shows a card per workload with its fields and live figures', () => {
    renderComposer();
    const rooms = card('Workload 1: Chat rooms');
    expect(within(rooms).getByRole('textbox', { name: 'Name' })).toHaveValue('Chat rooms');
    expect(within(rooms).getByRole('combobox', { name: 'Pattern' })).toHaveValue('group');
    expect(within(rooms).getByRole('slider', { name: 'Connections' })).toHaveAttribute(
      'aria-valuetext',
      '20,000 connections',
    );
    expect(within(rooms).getByRole('slider', { name: 'Message size' })).toHaveAttribute(
      'aria-valuetext',
      '1 KB',
    );
    expect(within(rooms).getByRole('slider', { name: 'Send interval' })).toHaveAttribute(
      'aria-valuetext',
      '5 sec',
    );
    // 2,000 senders every 5 s to groups of 10: 400 in, 4,000 out, of 1,024 B: 3.91 MB/s (1 MB = 1,024 KB).
    expect(
      within(rooms).getByText('In: 400 msg/s · Out: 4,000 msg/s · Outbound bandwidth: 3.91 MB/s'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 workloads');
  });

  it('says once how sizes are counted, and shows a typed "20 KB" as 20 KB beside the field', async () => {
    const user = renderComposer();
    expect(screen.getAllByText(/count 1 KB as 1,024 B/)).toHaveLength(1);
    const rooms = card('Workload 1: Chat rooms');
    const size = within(rooms).getByRole('textbox', { name: 'Message size' });
    await user.clear(size);
    await user.type(size, '20 KB');
    await user.tab();
    expect(workloads()[0]?.messageBytes).toBe(20_480);
    expect(size).toHaveValue('20 KB');
    expect(within(rooms).getByRole('slider', { name: 'Message size' })).toHaveAttribute(
      'aria-valuetext',
      '20 KB',
    );
  });

  it('adds a workload and focuses its name', async () => {
    const user = renderComposer();
    await user.click(screen.getByRole('button', { name: 'Add workload' }));
    expect(names()).toEqual(['Chat rooms', 'Presence updates', 'Workload 3']);
    expect(card('Workload 3: Workload 3')).toBeInTheDocument();
    expect(
      within(card('Workload 3: Workload 3')).getByRole('textbox', { name: 'Name' }),
    ).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('3 workloads');
  });

  it('renames a workload: the store, the card and the buttons follow', async () => {
    const user = renderComposer();
    const name = within(card('Workload 2: Presence updates')).getByRole('textbox', {
      name: 'Name',
    });
    await user.clear(name);
    await user.type(name, 'Online status');
    expect(names()).toEqual(['Chat rooms', 'Online status']);
    expect(card('Workload 2: Online status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Online status' })).toBeInTheDocument();
  });

  it('duplicates a workload right after it', async () => {
    const user = renderComposer();
    await user.click(screen.getByRole('button', { name: 'Duplicate Chat rooms' }));
    expect(names()).toEqual(['Chat rooms', 'Chat rooms (copy)', 'Presence updates']);
    expect(workloads()[1]).toMatchObject({ pattern: 'group', connections: 20_000 });
    expect(
      within(card('Workload 2: Chat rooms (copy)')).getByRole('textbox', { name: 'Name' }),
    ).toHaveFocus();
  });

  it('moves a workload down and up, keeping focus on the moved button', async () => {
    const user = renderComposer();
    const down = screen.getByRole('button', { name: 'Move Chat rooms down' });
    await user.click(down);
    expect(names()).toEqual(['Presence updates', 'Chat rooms']);
    expect(card('Workload 2: Chat rooms')).toBeInTheDocument();
    // Now last: its "down" is disabled, so focus stays on its "up".
    expect(screen.getByRole('button', { name: 'Move Chat rooms down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Chat rooms up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Chat rooms', 'Presence updates']);
    expect(screen.getByRole('button', { name: 'Move Chat rooms down' })).toHaveFocus();
  });

  it('keeps focus on the moved button in the middle of the list', async () => {
    useScenarioStore.getState().workloadAdded();
    const user = renderComposer();
    await user.click(screen.getByRole('button', { name: 'Move Workload 3 up' }));
    expect(names()).toEqual(['Chat rooms', 'Workload 3', 'Presence updates']);
    expect(screen.getByRole('button', { name: 'Move Workload 3 up' })).toHaveFocus();
  });

  it('removes workloads, focusing the next card, then the add button, down to the empty state', async () => {
    const user = renderComposer();
    await user.click(screen.getByRole('button', { name: 'Remove Chat rooms' }));
    expect(names()).toEqual(['Presence updates']);
    expect(screen.queryByRole('group', { name: /Chat rooms/ })).not.toBeInTheDocument();
    expect(
      within(card('Workload 1: Presence updates')).getByRole('textbox', { name: 'Name' }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Presence updates' }));
    expect(workloads()).toEqual([]);
    expect(screen.getByText('No workloads yet. Add one to start sizing.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add workload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Workload 1']);
  });

  it('shows the pattern’s hint, and the group size only for groups', async () => {
    const user = renderComposer();
    const presence = card('Workload 2: Presence updates');
    const pattern = within(presence).getByRole('combobox', { name: 'Pattern' });
    expect(pattern).toHaveAccessibleDescription(
      'A few senders reach every connection of the workload.',
    );
    expect(within(presence).queryByRole('slider', { name: 'Group size' })).not.toBeInTheDocument();
    expect(
      within(card(/Chat rooms/)).getByRole('slider', { name: 'Group size' }),
    ).toBeInTheDocument();

    await user.selectOptions(pattern, 'Send to group');
    expect(workloads()[1]).toMatchObject({ pattern: 'group', groupSize: 10 });
    expect(
      within(presence).getByText('Each message reaches the members of one group.'),
    ).toBeVisible();
    expect(within(presence).getByRole('slider', { name: 'Group size' })).toHaveAttribute(
      'aria-valuetext',
      '10 members',
    );

    await user.selectOptions(pattern, 'Echo');
    expect(workloads()[1]?.groupSize).toBeUndefined();
    expect(within(presence).queryByRole('slider', { name: 'Group size' })).not.toBeInTheDocument();
  });

  it('names the senders "REST callers" for the REST patterns, up to 1,000,000', async () => {
    const user = renderComposer();
    const presence = card('Workload 2: Presence updates');
    const senders = within(presence).getByRole('textbox', { name: 'Senders' });
    await user.clear(senders);
    await user.paste('50000');
    // More senders than connections: kept as typed, used as the connections, and said beside the field.
    expect(workloads()[1]?.senders).toBe(50_000);
    expect(senders).toHaveAccessibleDescription(
      'senders Used as 20,000: at most the connections. How many of the connections send messages.',
    );
    await user.tab();
    expect(senders).toHaveValue('50,000');
    await user.selectOptions(
      within(presence).getByRole('combobox', { name: 'Pattern' }),
      'REST broadcast',
    );
    const callers = within(presence).getByRole('textbox', { name: 'REST callers' });
    await user.clear(callers);
    await user.type(callers, '50000{Enter}');
    expect(workloads()[1]?.senders).toBe(50_000);
    await user.clear(callers);
    await user.type(callers, '2000000');
    expect(within(presence).getByText('Enter a number from 0 to 1,000,000.')).toBeVisible();
  });

  it('never lowers the senders or the group when the connections fall: it says the value used beside them, until they rise', async () => {
    const user = renderComposer();
    const rooms = card('Workload 1: Chat rooms');
    const connections = within(rooms).getByRole('textbox', { name: 'Connections' });
    const senders = within(rooms).getByRole('textbox', { name: 'Senders' });
    const groupSize = within(rooms).getByRole('textbox', { name: 'Group size' });
    await user.clear(connections);
    await user.type(connections, '5{Tab}');
    expect(workloads()[0]).toMatchObject({ connections: 5, senders: 2000, groupSize: 10 });
    expect(senders).toHaveValue('2,000');
    expect(groupSize).toHaveValue('10');
    for (const field of [senders, groupSize])
      expect(field).toHaveAccessibleDescription(/Used as 5: at most the connections\./);
    expect(within(rooms).getAllByText('Used as 5: at most the connections.')).toHaveLength(2);
    // The sliders stand at the value used.
    expect(within(rooms).getByRole('slider', { name: 'Senders' })).toHaveAttribute(
      'aria-valuetext',
      '5 senders',
    );
    expect(within(rooms).getByRole('slider', { name: 'Group size' })).toHaveAttribute(
      'aria-valuetext',
      '5 members',
    );
    // 5 senders every 5 s to groups of 5: 1 in, 5 out.
    expect(within(rooms).getByText(/^In: 1 msg\/s · Out: 5 msg\/s/)).toBeInTheDocument();
    await user.clear(connections);
    await user.type(connections, '20000{Tab}');
    expect(within(rooms).queryByText(/^Used as/)).not.toBeInTheDocument();
    expect(within(rooms).getByRole('slider', { name: 'Senders' })).toHaveAttribute(
      'aria-valuetext',
      '2,000 senders',
    );
    expect(
      within(rooms).getByText('In: 400 msg/s · Out: 4,000 msg/s · Outbound bandwidth: 3.91 MB/s'),
    ).toBeInTheDocument();
  });

  it('edits the interval as messages per second when asked', async () => {
    const user = renderComposer();
    const rooms = card(/Chat rooms/);
    await user.click(within(rooms).getByRole('checkbox', { name: 'Enter as messages per second' }));
    const rate = within(rooms).getByRole('textbox', { name: 'Messages per second per sender' });
    expect(rate).toHaveValue('0.2');
    await user.clear(rate);
    await user.type(rate, '4{Enter}');
    expect(workloads()[0]?.sendIntervalSeconds).toBe(0.25);
    expect(
      within(rooms).getByText(
        'In: 8,000 msg/s · Out: 80,000 msg/s · Outbound bandwidth: 78.1 MB/s',
      ),
    ).toBeInTheDocument();
  });

  it('drags only the edited card: the other card keeps its workload object', async () => {
    const user = renderComposer();
    const presence = workloads()[1];
    const slider = within(card(/Chat rooms/)).getByRole('slider', { name: 'Connections' });
    slider.focus();
    await user.keyboard('{End}');
    expect(workloads()[0]?.connections).toBe(1_000_000);
    expect(workloads()[1]).toBe(presence);
  });

  it('sets the transport in the advanced section', async () => {
    const user = renderComposer();
    const rooms = card(/Chat rooms/);
    await user.click(within(rooms).getByText('Advanced'));
    await user.selectOptions(
      within(rooms).getByRole('combobox', { name: 'Transport' }),
      'Long Polling',
    );
    expect(workloads()[0]?.transport).toBe('longPolling');
  });

  // Fifty cards render at once: about 2 s alone, past the default 5 s on a loaded 2-core machine.
  it('disables "Add workload" at 50 workloads and says why', { timeout: 30_000 }, () => {
    const full: Scenario = {
      ...teamChatFixture,
      workloads: Array.from({ length: 50 }, (_, i) => newWorkload('echo', `W${i + 1}`)),
    };
    useScenarioStore.getState().scenarioLoaded(full);
    renderComposer();
    const add = screen.getByRole('button', { name: 'Add workload' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'You can compose up to 50 workloads: remove one to add another.',
    );
    expect(screen.getByRole('button', { name: 'Duplicate W1' })).toBeDisabled();
  });

  it('offers a Web PubSub scenario only its guide’s patterns, in its words, over WebSocket', async () => {
    useScenarioStore.getState().scenarioLoaded(webPubSubChatFixture);
    const user = renderComposer();
    const rooms = card('Workload 1: Chat rooms');
    const pattern = within(rooms).getByRole('combobox', { name: 'Pattern' });
    expect(
      within(pattern)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Echo', 'Send to group', 'REST broadcast', 'REST send to user']);
    expect(pattern).toHaveAccessibleDescription(
      /publish to a group over the Web PubSub subprotocol/,
    );
    expect(screen.getByText(/one way your app uses Web PubSub/)).toBeInTheDocument();
    await user.click(within(rooms).getByText('Advanced'));
    expect(within(rooms).queryByRole('combobox', { name: 'Transport' })).not.toBeInTheDocument();
    expect(within(rooms).getByText(/connect over WebSocket/)).toBeVisible();
    await user.selectOptions(pattern, 'Echo');
    expect(workloads()[0]?.pattern).toBe('echo');
    expect(pattern).toHaveAccessibleDescription(/goes to your upstream \(event handler\)/);
  });
});
