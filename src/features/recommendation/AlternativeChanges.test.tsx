import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { chatWithReplica } from '../../../tests/fixtures/tierChanges';
import type { Scenario } from '../../engine';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { RecommendationPanel } from './RecommendationPanel';

function renderWith(scenario: Scenario) {
  act(() => useScenarioStore.getState().scenarioLoaded(scenario));
  render(
    <I18nProvider>
      <RecommendationPanel />
    </I18nProvider>,
  );
}

describe('the answer’s alternatives on another tier', () => {
  it('replicas move one region’s Standard_S1 × 8 to Premium_P1 × 8: no downtime, with the vendor’s page', async () => {
    renderWith(chatWithReplica);
    expect(
      await screen.findByText(
        'Adding replicas to the instance one region alone would run. From Standard_S1 × 8 units to Premium_P1 × 8 units: no downtime (vendor page “How to scale an Azure SignalR Service instance?”).',
      ),
    ).toBeVisible();
  });

  it('one region on Standard_S1, every reading on it: no note', () => {
    const { replicas: _none, ...oneRegion } = chatWithReplica;
    renderWith(oneRegion);
    expect(screen.getByText(/^Standard_S1 × 8 units/)).toBeVisible();
    expect(screen.queryByText(/no downtime|unreachable/)).toBeNull();
  });
});
