import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App.tsx';
import { useScenarioStore } from '../state/scenarioStore';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { webPubSubChatFixture } from '../../tests/fixtures/webPubSubChat';

describe('App', () => {
  it('renders the page heading', () => {
    render(<App />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Azure SignalR Service sizing' }),
    ).toBeInTheDocument();
  });

  it('titles the page for Azure Web PubSub while the scenario is on it', () => {
    useScenarioStore.getState().scenarioLoaded(webPubSubChatFixture);
    render(<App />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Azure Web PubSub sizing' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/the requests your upstream answers/)).toBeInTheDocument();
    act(() => useScenarioStore.getState().scenarioLoaded(teamChatFixture));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Azure SignalR Service sizing' }),
    ).toBeInTheDocument();
  });
});
