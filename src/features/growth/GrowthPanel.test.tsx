import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Scenario } from '../../engine';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { teamChat } from '../../components/charts/testScenarios';
import GrowthPanel from './GrowthPanel';

/** The guide's echo benchmark at unit 1, as it ran: server connections beside the quota. */
const echoOnly: Scenario = {
  version: 2,
  hubs: 1,
  countServerConnections: false,
  edition: 'current',
  targetUtilization: 0.7,
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
};

function renderPanel() {
  return render(
    <I18nProvider>
      <GrowthPanel />
    </I18nProvider>,
  );
}

function load(scenario: Scenario) {
  act(() => useScenarioStore.getState().scenarioLoaded(scenario));
}

describe('GrowthPanel', () => {
  beforeEach(() => {
    useScenarioStore.setState(useScenarioStore.getInitialState());
  });

  it('lists where each limit of the recommended tier crosses its threshold', () => {
    load(echoOnly);
    renderPanel();
    expect(screen.getByText('At Standard_S1 × 2:')).toBeVisible();
    // inbound 50% of unit 2's echo maximum: 70% at x1.4; connections 1,000 of 2,000: 100% at x2
    expect(
      screen.getByText(
        'The workload can grow ×1.4 before its first limit, Inbound bandwidth, reaches its threshold.',
      ),
    ).toBeVisible();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContain('Inbound bandwidth: reaches the 70% target at ×1.4.');
    expect(items).toContain('Connections: reaches the limit (100%) at ×2.');
    expect(items).toContain('Routing: stays under the 70% target up to ×10.');
    expect(
      screen.getByRole('figure', {
        name: 'Chart: utilization of each limit at Standard_S1 × 2 as the workload grows from ×0.5 to ×10',
      }),
    ).toBeInTheDocument();
  });

  it('tabulates the limits at ×0.5, ×1, ×2, ×5 and ×10', async () => {
    load(echoOnly);
    renderPanel();
    await userEvent.click(screen.getByText('Show as a table'));
    const table = screen.getByRole('table', {
      name: 'Utilization of each limit at Standard_S1 × 2 by growth factor',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent)).toEqual([
      undefined,
      '×0.5',
      '×1',
      '×2',
      '×5',
      '×10',
    ]);
    const atTwo = within(table).getByRole('row', { name: /^×2 / });
    // connections 100%, inbound 100%, outbound 50% (2,000 of broadcast's 4,000 msg/s), routing 0%
    expect(
      within(atTwo)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['100%', '100%', '50%', '0%']);
  });

  it('says there is no room when the recommended tier is already at a limit', () => {
    load(teamChat); // fills Standard_S1 x 40's 40,000 connections
    renderPanel();
    expect(
      screen.getByText(
        'No room to grow: the binding limit, Connections, is already at its threshold.',
      ),
    ).toBeVisible();
  });

  it('shows a message instead of a chart when nothing fits', () => {
    load({
      ...echoOnly,
      edition: '2019',
      workloads: [
        {
          ...echoOnly.workloads[0]!,
          pattern: 'connection',
          connections: 100_000,
          senders: 100_000,
        },
      ],
    });
    renderPanel();
    expect(screen.getByText(/No tier fits this scenario/)).toBeVisible();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
