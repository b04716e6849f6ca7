import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { freeEchoGrowing, standardEchoGrowing } from '../../../tests/fixtures/tierChanges';
import type { Scenario } from '../../engine';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import PlanPanel from './PlanPanel';

function renderWith(scenario: Scenario) {
  act(() => useScenarioStore.getState().scenarioLoaded(scenario));
  render(
    <I18nProvider>
      <PlanPanel />
    </I18nProvider>,
  );
}

describe('the year ahead says what a change of tier costs a running instance', () => {
  it('Free outgrown in month 3: 30–60 minutes unreachable while DNS learns the new IP, with the vendor’s page', () => {
    renderWith(freeEchoGrowing);
    expect(
      screen.getByText(
        'Month 3: From Free × 1 unit to Standard_S1 × 1 unit: the public IP changes, and the service may be unreachable for 30–60 minutes while DNS learns it (vendor page “How to scale an Azure SignalR Service instance?”).',
      ),
    ).toBeVisible();
  });

  it('a year on Standard_S1 that only adds units: no note', () => {
    renderWith(standardEchoGrowing);
    expect(screen.getByText('The next 12 months:', { exact: false })).toBeVisible();
    expect(screen.queryByText(/^Month \d+: From/)).toBeNull();
  });
});
