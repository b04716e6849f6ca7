import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { smallGroupsOnTwoTiers } from '../../../tests/fixtures/tierChanges';
import { signalrRoomsFixture } from '../../../tests/fixtures/webPubSubChat';
import type { Scenario } from '../../engine';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import ServicesPanel from './ServicesPanel';
import { ServicesSummary } from './ServicesSummary';

async function openWith(scenario: Scenario) {
  useScenarioStore.getState().startingScenarioLoaded(scenario);
  render(
    <I18nProvider>
      <ServicesSummary>
        <ServicesPanel />
      </ServicesSummary>
    </I18nProvider>,
  );
  await userEvent.click(screen.getByRole('heading', { level: 2, name: 'SignalR or Web PubSub' }));
  await screen.findByRole('region', { name: /Azure SignalR Service/ });
}

describe('the services comparison on two tiers', () => {
  it('SignalR on Standard_S1, Web PubSub on Free: a switch is a new resource, not a change of tier', async () => {
    await openWith(smallGroupsOnTwoTiers);
    expect(
      screen.getByText(
        /^Azure Web PubSub deploys Free × 1 unit where this scenario deploys Standard_S1 × 1 unit\. A switch of service is a new Azure Web PubSub resource/,
      ),
    ).toBeVisible();
    expect(screen.getByText(/between Free and a paid tier does not apply/)).toBeVisible();
  });

  it('both on Standard_S1: no note', async () => {
    await openWith(signalrRoomsFixture);
    expect(screen.queryByText(/A switch of service is a new/)).toBeNull();
  });
});
