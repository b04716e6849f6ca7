import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { ReversePanel } from './ReversePanel';

async function openPanel() {
  render(
    <I18nProvider>
      <ReversePanel />
    </I18nProvider>,
  );
  const user = userEvent.setup();
  await user.click(
    screen.getByRole('heading', { level: 2, name: 'Work backwards with the guide’s formula' }),
  );
  const answer = await screen.findByRole('region', { name: 'Answer' });
  return { user, answer };
}

describe('ReversePanel', () => {
  afterEach(cleanup);

  it('opens on the guide’s own example: 20 KB every 5 s at unit 100 reach 100,000 connections', async () => {
    const { answer } = await openPanel();
    expect(screen.getByRole('radio', { name: 'Guide 2019' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Tier' })).toHaveDisplayValue('100 units');
    expect(screen.getByRole('combobox', { name: 'Pattern' })).toHaveDisplayValue('Broadcast');
    expect(screen.getByRole('textbox', { name: 'Message size' })).toHaveValue('20,480');
    expect(screen.queryByRole('textbox', { name: 'Connections' })).not.toBeInTheDocument();
    expect(within(answer).getByText('Up to 100,000 connections')).toBeVisible();
    expect(
      within(answer).getByText('connections = bandwidth × send interval ÷ message size'),
    ).toBeVisible();
    expect(
      within(answer).getByText('= 409,600,000 B/s × 5 sec ÷ 20,480 B = 100,000'),
    ).toBeVisible();
    expect(
      within(answer).getByText(
        'Bandwidth: the broadcast table at unit 100, 200,000 outbound msg/s × 2,048 B = 409,600,000 B/s (400 MBps as the guide prints it).',
      ),
    ).toBeVisible();
  });

  it('solves for the size or the interval from the other two, reading units as typed', async () => {
    const { user, answer } = await openPanel();
    await user.click(screen.getByRole('radio', { name: 'Message size' }));
    const connections = screen.getByRole('textbox', { name: 'Connections' });
    await user.clear(connections);
    await user.type(connections, '200k');
    expect(within(answer).getByText('Messages of up to 10,240 B (10 KB)')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Send interval' }));
    const size = screen.getByRole('textbox', { name: 'Message size' });
    await user.clear(size);
    await user.type(size, '40 KB');
    expect(within(answer).getByText('At most one message every 20 sec')).toBeVisible();
    expect(
      within(answer).getByText('send interval = connections × message size ÷ bandwidth'),
    ).toBeVisible();
  });

  it('follows the edition, tier and pattern, says when it interpolates, and leaves the scenario alone', async () => {
    useScenarioStore.getState().startingScenarioLoaded(teamChatFixture);
    const { user, answer } = await openPanel();
    await user.click(screen.getByRole('radio', { name: 'Current guide' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), '300 units');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pattern' }), 'Echo');
    expect(
      within(answer).getByText(/^For Echo, the connections are those that send/),
    ).toBeVisible();
    expect(
      within(answer).getByText(/the echo table at unit 300, [\d,]+ inbound msg\/s/),
    ).toBeVisible();
    expect(
      within(answer).getByText(
        'The echo table has no unit 300 column: its value is interpolated between the neighbouring columns.',
      ),
    ).toBeVisible();
    expect(useScenarioStore.getState().scenario).toBe(teamChatFixture);
    expect(useScenarioStore.temporal.getState().pastStates).toEqual([]);
  });

  it('says when no message size fits, as messages under 1 KB load like 1 KB', async () => {
    const { user, answer } = await openPanel();
    await user.click(screen.getByRole('radio', { name: 'Message size' }));
    const connections = screen.getByRole('textbox', { name: 'Connections' });
    await user.clear(connections);
    await user.type(connections, '1M');
    const interval = screen.getByRole('textbox', { name: 'Send interval' });
    await user.clear(interval);
    await user.type(interval, '1');
    expect(within(answer).getByText('No message size fits')).toBeVisible();
    expect(within(answer).getByText(/no message size fits this tier/)).toBeVisible();
  });
});
