import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import HeadroomPanel from './HeadroomPanel';
import { teamChat } from '../../components/charts/testScenarios';
import { plan } from '../../engine';
import { formatPercent } from '../../i18n/format';
import { roomsChatFixture } from '../../../tests/fixtures/roomsChat';
import { webPubSubChatFixture } from '../../../tests/fixtures/webPubSubChat';

function renderPanel() {
  return render(
    <I18nProvider>
      <HeadroomPanel />
    </I18nProvider>,
  );
}

describe('HeadroomPanel', () => {
  beforeEach(() => {
    useScenarioStore.getState().scenarioLoaded(teamChat);
  });

  it('says which tier is recommended and which limit binds', () => {
    renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Headroom by tier' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Recommended Standard_S1 × 40: Connections at 100%, the binding limit; the others: Inbound bandwidth 0.5%, Outbound bandwidth 3.8%, and Routing 5%.',
      ),
    ).toBeInTheDocument();
  });

  it('summarises the tier plan() deploys at its peak, not the cheapest single tier (issue 16’s chat)', () => {
    act(() => useScenarioStore.getState().scenarioLoaded(roomsChatFixture));
    renderPanel();
    const { peak } = plan(roomsChatFixture);
    expect(peak).toMatchObject({ sku: 'Premium_P1', units: 8, binding: 'connections' });
    expect(
      screen.getByText(
        new RegExp(
          `^Recommended Premium_P1 × 8: Connections at ${formatPercent('en', peak?.utilization.connections ?? NaN)}, the binding limit`,
        ),
      ),
    ).toBeInTheDocument();
    // Premium_P1 is drawn as its Standard_S1 twin, and the caption says so.
    expect(
      screen.getByText(/the recommended Premium_P1 × 8 has the same capacities as Standard_S1 × 8/),
    ).toBeInTheDocument();
  });

  it('names the chart and says Premium_P1 is left out', () => {
    renderPanel();
    const figure = screen.getByRole('figure', {
      name: 'Chart: utilization of each limit at every tier',
    });
    expect(
      within(figure).getByText(
        'Charted: Free × 1, Standard_S1 × 1–100, and Premium_P2 × 100–1,000. Premium_P1 is not charted: its capacities equal Standard_S1’s at the same units.',
      ),
    ).toBeVisible();
    const legend = within(figure).getByRole('list', { name: 'Series' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Connections', 'Inbound bandwidth', 'Outbound bandwidth', 'Routing']);
  });

  it('lists every charted tier in the table, the recommended one marked, real values beyond 150%', async () => {
    renderPanel();
    // Folded, the table is not drawn at all: it costs the first load nothing.
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByText('Show as a table'));
    const table = await screen.findByRole('table', { name: 'Utilization of each limit by tier' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 30);
    const recommended = within(table).getByRole('row', {
      name: /Standard_S1 × 40 \(recommended\)/,
    });
    expect(
      within(recommended).getByRole('cell', { name: '100% (40,000 of 40,000)' }),
    ).toBeVisible();
    const s1x1 = within(table).getByRole('row', { name: /^Standard_S1 × 1 / });
    expect(within(s1x1).getByRole('cell', { name: '4,000% (40,000 of 1,000)' })).toBeVisible();
    expect(within(s1x1).getByRole('cell', { name: 'Does not fit' })).toBeVisible();
    const free = within(table).getByRole('row', { name: /^Free × 1 / });
    expect(within(free).getByRole('cell', { name: /messages\/day\)$/ })).toBeVisible();
  });

  it('says when a recommended Premium_P1 is charted as its Standard_S1 twin', () => {
    act(() => {
      useScenarioStore.getState().scenarioLoaded({ ...teamChat, prices: { Premium_P1: 1 } });
    });
    renderPanel();
    expect(screen.getByText(/^Recommended Premium_P1 × 40: Connections at 100%/)).toBeVisible();
    expect(
      screen.getByText(
        'Charted: Free × 1, Standard_S1 × 1–100, and Premium_P2 × 100–1,000. Premium_P1 is not charted: the recommended Premium_P1 × 40 has the same capacities as Standard_S1 × 40, which the chart shows.',
      ),
    ).toBeVisible();
  });

  it('follows the scenario', () => {
    renderPanel();
    act(() => {
      useScenarioStore.getState().scenarioLoaded({
        ...teamChat,
        workloads: [
          {
            name: 'Echo',
            pattern: 'echo',
            connections: 1000,
            senders: 1000,
            messageBytes: 2048,
            sendIntervalSeconds: 1,
          },
        ],
      });
    });
    expect(
      screen.getByText(/^Recommended Standard_S1 × 2: Inbound bandwidth at 50%/),
    ).toBeVisible();
  });

  it('asks for a workload when the scenario is empty', () => {
    act(() => {
      useScenarioStore.getState().scenarioLoaded({ ...teamChat, workloads: [] });
    });
    renderPanel();
    expect(screen.getByText(/Add a workload/)).toBeVisible();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});

describe('HeadroomPanel on Azure Web PubSub', () => {
  it('charts the tiers of its guide’s edition and summarises the tier plan() deploys', () => {
    act(() =>
      useScenarioStore.getState().scenarioLoaded({ ...webPubSubChatFixture, edition: '2021' }),
    );
    renderPanel();
    const { peak } = plan({ ...webPubSubChatFixture, edition: '2021' });
    expect(peak).toMatchObject({ sku: 'Standard_S1', units: 20, binding: 'connections' });
    expect(
      screen.getByText(
        new RegExp(
          `^Recommended Standard_S1 × 20: Connections at ${formatPercent('en', peak?.utilization.connections ?? NaN)}, the binding limit`,
        ),
      ),
    ).toBeInTheDocument();
    // Its 2021 tables stop at unit 100, before Premium_P2.
    expect(screen.getByText(/^Charted: Free × 1 and Standard_S1 × 1–100\./)).toBeInTheDocument();
  });
});
