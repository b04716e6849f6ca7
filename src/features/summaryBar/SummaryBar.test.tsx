import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadTeamChat } from '../../../tests/fixtures/teamChat';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { SummaryBar } from './SummaryBar';
import { plan } from '../../engine';
import { roomsChatFixture, usd } from '../../../tests/fixtures/roomsChat';

beforeEach(() => loadTeamChat(useScenarioStore));

describe('SummaryBar', () => {
  it('shows the recommended tier and its monthly cost, and follows edits', () => {
    render(
      <I18nProvider>
        <SummaryBar />
      </I18nProvider>,
    );
    const bar = screen.getByRole('complementary', { name: 'Current answer' });
    expect(bar).toHaveTextContent('Standard_S1 × 40 units');
    expect(bar).toHaveTextContent(/\$[\d,]+\/month/);
    act(() => useScenarioStore.getState().workloadRemoved(0));
    act(() => useScenarioStore.getState().workloadRemoved(0));
    expect(bar).toHaveTextContent('No workloads yet');
    expect(screen.getByRole('button', { name: 'See results' })).toBeEnabled();
  });

  it('says what plan() deploys and bills: issue 16’s chat is three autoscaled Premium regions', () => {
    act(() => useScenarioStore.getState().scenarioLoaded(roomsChatFixture));
    render(
      <I18nProvider>
        <SummaryBar />
      </I18nProvider>,
    );
    const bar = screen.getByRole('complementary', { name: 'Current answer' });
    expect(bar).toHaveTextContent(
      'Premium_P1 × 8 units in each of 3 regions, autoscaling 2–8 units',
    );
    expect(bar).toHaveTextContent(`${usd(plan(roomsChatFixture).monthly?.totalUsd)}/month`);
  });
});
