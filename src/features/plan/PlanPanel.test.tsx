import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseScenario } from '../../engine';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import PlanPanel from './PlanPanel';

const parsed = parseScenario({
  version: 2,
  prices: { Standard_S1: 5 },
  workloads: [
    {
      name: 'Chat',
      pattern: 'echo',
      connections: 20_000,
      senders: 20_000,
      messageBytes: 2048,
      sendIntervalSeconds: 10,
    },
  ],
});
if (!parsed.ok) throw new Error('bad fixture');
const premiumChat = parsed.scenario;

function renderPanel() {
  return render(
    <I18nProvider>
      <PlanPanel />
    </I18nProvider>,
  );
}

describe('PlanPanel', () => {
  beforeEach(() => {
    useScenarioStore.setState(useScenarioStore.getInitialState());
    act(() => useScenarioStore.getState().scenarioLoaded(premiumChat));
  });

  it('shows three monthly costs after picking business hours', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Business hours' }));
    expect(screen.getByRole('button', { name: 'Business hours' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(/^Fixed at the peak on Premium_P1/)).toBeVisible();
    expect(screen.getByText(/^Premium with autoscale/)).toBeVisible();
    expect(screen.getByText(/^Ideal lower bound/)).toBeVisible();
    expect(
      screen.getByRole('img', {
        name: 'Chart: the load of each hour of the day as a share of the peak',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('figure', {
        name: 'Chart: the units of each hour, fixed, with autoscale and as needed',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Export the units by hour chart' })).toBeVisible();
  });

  it('says autoscale stays on Premium_P1, and flags a peak that needs Premium_P2 all day', async () => {
    renderPanel();
    expect(
      screen.getByText(
        'Autoscale changes the units, never the SKU: it runs on Premium_P1 all day.',
      ),
    ).toBeVisible();
    const workload = premiumChat.workloads[0]!;
    act(() =>
      useScenarioStore.getState().scenarioLoaded({
        ...premiumChat,
        workloads: [{ ...workload, connections: 150_000, senders: 150_000 }],
      }),
    );
    expect(await screen.findByRole('note')).toHaveTextContent(
      'The peak needs more than Premium_P1 gives, and autoscale cannot switch SKU',
    );
  });

  it('keeps a refused hour as typed and names it beside the field', async () => {
    renderPanel();
    await userEvent.click(screen.getByText('Show and edit as a table'));
    const field = screen.getByLabelText('Load at 3:00, percent of the peak');
    await userEvent.clear(field);
    await userEvent.type(field, '150');
    expect(field).toHaveValue('150');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Load at 3:00: enter a percentage from 0 to 100.',
    );
    await userEvent.clear(field);
    await userEvent.type(field, '40');
    expect(useScenarioStore.getState().scenario.loadProfile?.[3]).toBe(0.4);
  });

  it('never leaves part of a refused number in the scenario: "12" replicas pass through "1"', async () => {
    renderPanel();
    const count = screen.getByLabelText('Replicas besides the primary');
    await userEvent.clear(count);
    await userEvent.type(count, '12');
    expect(count).toHaveValue('12');
    expect(screen.getByRole('alert')).toBeVisible();
    expect(useScenarioStore.getState().scenario.replicas).toBeUndefined();
    // Left with the refused text, the field keeps it and says why; the scenario still has no replica.
    await userEvent.tab();
    expect(count).toHaveValue('12');
    expect(screen.getByRole('alert')).toBeVisible();
    expect(useScenarioStore.getState().scenario.replicas).toBeUndefined();

    await userEvent.click(screen.getByText('Show and edit as a table'));
    const hour = screen.getByLabelText('Load at 3:00, percent of the peak');
    await userEvent.clear(hour);
    await userEvent.type(hour, '150');
    // "15" was a valid level on the way; the hour is back at the peak it had before the typing.
    expect(useScenarioStore.getState().scenario.loadProfile?.[3] ?? 1).toBe(1);
  });

  it('prices a replica sized for all traffic', async () => {
    renderPanel();
    const count = screen.getByLabelText('Replicas besides the primary');
    await userEvent.clear(count);
    await userEvent.type(count, '1');
    expect(useScenarioStore.getState().scenario.replicas).toEqual({
      count: 1,
      sizing: 'allTraffic',
    });
    expect(
      screen.getByRole('table', { name: 'Each region’s tier and monthly cost' }),
    ).toBeVisible();
  });

  it('lays out a year of 5% monthly growth', async () => {
    renderPanel();
    await userEvent.click(screen.getByLabelText('A percentage each month'));
    expect(screen.getByText('Growth of 5% a month.')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Tier and cost month by month' })).toBeVisible();
    expect(
      screen.getByRole('img', {
        name: 'Chart: the monthly cost of each month, now and the 12 ahead',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Export the year-ahead chart' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download the timeline (CSV)' })).toBeVisible();
  });
});
