import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { signalrRoomsFixture, webPubSubChatFixture } from '../../../tests/fixtures/webPubSubChat';
import type { Scenario } from '../../engine';
import { compareServices } from '../../engine/planning';
import { formatCurrency } from '../../i18n/format';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import ServicesPanel from './ServicesPanel';
import { ServicesSummary } from './ServicesSummary';

const usd = (amount: number | null | undefined) => formatCurrency('en', amount ?? NaN);

function renderFolded(scenario: Scenario) {
  useScenarioStore.getState().startingScenarioLoaded(scenario);
  render(
    <I18nProvider>
      <ServicesSummary>
        <ServicesPanel />
      </ServicesSummary>
    </I18nProvider>,
  );
  return userEvent.setup();
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('heading', { level: 2, name: 'SignalR or Web PubSub' }));
}

const card = (name: RegExp) => screen.getByRole('region', { name });

describe('SignalR or Web PubSub, side by side', () => {
  afterEach(cleanup);

  it('says folded what Web PubSub’s own plan gives a chat in groups of 10, and how much less it costs, once the page is idle', async () => {
    renderFolded(signalrRoomsFixture);
    const [signalr, webPubSub] = compareServices(signalrRoomsFixture).answers;
    // 10,000 clients: SignalR's 2 app servers' 30 server connections need 20 units; Web PubSub's quota holds 10.
    expect(signalr.plan?.deployment).toMatchObject({ sku: 'Standard_S1', unitsPerInstance: 20 });
    expect(webPubSub.plan?.deployment).toMatchObject({ sku: 'Standard_S1', unitsPerInstance: 10 });
    const saving = (signalr.monthlyUsd ?? NaN) - (webPubSub.monthlyUsd ?? NaN);
    expect(
      await screen.findByText(
        `Azure Web PubSub: Standard_S1 × 10 units, ${usd(webPubSub.monthlyUsd)}/month, ${usd(saving)} less`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Switch to/ })).not.toBeInTheDocument();
  });

  it('draws both services’ plans, what each needs besides, the cheaper one, and switches in one undoable step', async () => {
    const user = renderFolded(signalrRoomsFixture);
    await open(user);
    const comparison = compareServices(signalrRoomsFixture);
    const [signalr, webPubSub] = comparison.answers;
    const signalrCard = await screen.findByRole('region', { name: /Azure SignalR Service/ });
    expect(within(signalrCard).getByText('Standard_S1 × 20 units')).toBeVisible();
    expect(within(signalrCard).getByText(`${usd(signalr.monthlyUsd)}/month`)).toBeVisible();
    expect(
      within(signalrCard).getByText(/^Connections: 50% of the 20,000 connections this tier holds/),
    ).toBeVisible();
    expect(
      within(signalrCard).getByText(
        '2 app servers, each with 15 server connections per hub to the service',
      ),
    ).toBeVisible();
    const webPubSubCard = card(/Azure Web PubSub/);
    expect(within(webPubSubCard).getByText('Standard_S1 × 10 units')).toBeVisible();
    expect(within(webPubSubCard).getByText(`${usd(webPubSub.monthlyUsd)}/month`)).toBeVisible();
    expect(
      within(webPubSubCard).getByText('No upstream webhook: no client event goes to a server'),
    ).toBeVisible();
    expect(
      screen.getByText(`Azure Web PubSub costs ${usd(comparison.monthlySavingUsd)} a month less.`),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Switch to Azure Web PubSub' }));
    expect(useScenarioStore.getState().scenario).toMatchObject({ service: 'webPubSub' });
    expect(
      await screen.findByRole('button', { name: 'Switch to Azure SignalR Service' }),
    ).toBeVisible();
    expect(within(card(/Azure Web PubSub/)).getByText('(this scenario)')).toBeVisible();
    useScenarioStore.getState().undoRequested();
    expect(useScenarioStore.getState().scenario).toBe(signalrRoomsFixture);
  });

  it('names the upstream and its requests a second for a Web PubSub scenario’s client events', async () => {
    const user = renderFolded(webPubSubChatFixture);
    await open(user);
    const webPubSubCard = await screen.findByRole('region', { name: /Azure Web PubSub/ });
    // The help bot's 100 senders every 2 s: 50 CloudEvents requests a second for the upstream to answer.
    expect(
      within(webPubSubCard).getByText(
        'An upstream webhook (event handler) answering about 50 requests a second',
      ),
    ).toBeVisible();
    expect(within(webPubSubCard).getByText('(this scenario)')).toBeVisible();
  });

  it('says which workload and field keep a scenario off Web PubSub, and offers no switch', async () => {
    const user = renderFolded(teamChatFixture);
    expect(
      screen.getByText(/^Azure Web PubSub: its guide has no table for the pattern of/),
    ).toHaveTextContent('Presence updates');
    await open(user);
    const webPubSubCard = await screen.findByRole('region', { name: /Azure Web PubSub/ });
    expect(webPubSubCard).toHaveTextContent(
      'Azure Web PubSub’s guide has no table for Broadcast, the “Pattern” of Presence updates: ' +
        'choose Echo, Send to group, REST broadcast, or REST send to user there first.',
    );
    expect(screen.queryByRole('button', { name: /Switch to/ })).not.toBeInTheDocument();
  });
});
