import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plan, type Scenario } from '../../engine';
import { roomsChatFixture, usd } from '../../../tests/fixtures/roomsChat';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { TotalsPanel } from './TotalsPanel';
import { loadTeamChat } from '../../../tests/fixtures/teamChat';
import { plateauRoomsFixture } from '../../../tests/fixtures/plateauRooms';
import { webPubSubChatFixture } from '../../../tests/fixtures/webPubSubChat';

function renderPanel() {
  return render(
    <I18nProvider>
      <TotalsPanel />
    </I18nProvider>,
  );
}

function load(scenario: Scenario) {
  act(() => useScenarioStore.getState().scenarioLoaded(scenario));
}

/** The value shown under a term of the totals list. */
function total(label: string): string {
  const term = within(screen.getByRole('region', { name: 'Totals' })).getByText(label, {
    selector: 'dt',
  });
  return term.nextElementSibling?.querySelector('.totals-value')?.textContent ?? '';
}

beforeEach(() => {
  useScenarioStore.setState(useScenarioStore.getInitialState());
  loadTeamChat(useScenarioStore);
});
afterEach(cleanup);

describe('TotalsPanel', () => {
  it('shows the engine totals of a single echo workload: 1,000 senders x 2,048 B every 1 s', () => {
    load({
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
    });
    renderPanel();
    expect(total('Connections')).toBe('1,000');
    expect(total('Inbound messages')).toBe('1,000 msg/s');
    expect(total('Outbound messages')).toBe('1,000 msg/s');
    expect(total('Inbound bandwidth')).toBe('1.95 MB/s');
    expect(total('Outbound bandwidth')).toBe('1.95 MB/s');
    // (1,000 out + 1,000 to the app server) x 1 chunk x 86,400 s.
    expect(total('Billed messages a day')).toBe('172,800,000');
    expect(
      screen.getByText(
        'Outbound messages in 2 KB chunks, plus the leg to the app server in default mode.',
      ),
    ).toBeVisible();
    expect(total('Monthly cost')).toMatch(/^\$[\d,.]+\/month$/);
  });

  it('follows an edit at once, and shows the load size of small messages', () => {
    renderPanel();
    // Team chat: 2,000 senders every 5 s to groups of 10, plus 1 presence broadcast every 10 s to 20,000.
    expect(total('Inbound messages')).toBe('400 msg/s');
    expect(total('Outbound messages')).toBe('6,000 msg/s');
    expect(
      screen.getByText('Sized as 5.86 MB/s: messages under 1 KB count as 1 KB.'),
    ).toBeVisible();
    act(() => useScenarioStore.getState().workloadEdited(0, { senders: 4000 }));
    expect(total('Inbound messages')).toBe('800 msg/s');
    expect(total('Outbound messages')).toBe('10,000 msg/s');
  });

  it('shows a dash and the reason when nothing fits', () => {
    load(plateauRoomsFixture);
    renderPanel();
    expect(total('Monthly cost')).toBe('—');
    expect(screen.getByText('No tier fits this scenario.')).toBeVisible();
  });

  it('shows plan()’s monthly cost and the messages its bill counts over the day (issue 16’s chat)', () => {
    load(roomsChatFixture);
    renderPanel();
    const planned = plan(roomsChatFixture);
    expect(total('Monthly cost')).toBe(`${usd(planned.monthly?.totalUsd)}/month`);
    expect(total('Billed messages a day')).toBe(
      Math.round(planned.monthly?.billedMessagesPerDay ?? NaN).toLocaleString('en-US'),
    );
  });
});

describe('TotalsPanel on Azure Web PubSub', () => {
  it('bills each client event’s call to the upstream, not a leg to an app server', () => {
    load(webPubSubChatFixture);
    renderPanel();
    const planned = plan(webPubSubChatFixture);
    // Rooms: 100 messages a second of 1,024 B to 10 members; the bot: 50 events of 512 B, each answered and sent
    // to the upstream. Web PubSub bills the bytes divided in 2 KB: (1,000 x 1,024 + 100 x 512) / 2,048 x 86,400.
    expect(planned.monthly?.billedMessagesPerDay).toBe(
      ((1_000 * 1024 + (50 + 50) * 512) / 2048) * 86_400,
    );
    expect(total('Billed messages a day')).toBe('45,360,000');
    expect(
      screen.getByText(
        'Outbound bytes divided in 2 KB messages, the calls to the upstream for client events included.',
      ),
    ).toBeVisible();
    expect(total('Monthly cost')).toBe(`${usd(planned.monthly?.totalUsd)}/month`);
  });
});

describe('TotalsPanel: data transfer between the regions (issue 23)', () => {
  it('shows what two replicas forward to each other, priced, as part of the monthly cost', () => {
    load(roomsChatFixture);
    renderPanel();
    const { monthly } = plan(roomsChatFixture);
    // 41.16 GB a day x 30.42 days = 1.22 TB a month at $0.02 per GB: $25.04.
    expect(total('Data transfer between regions')).toBe('$25.04/month');
    expect(
      screen.getByText(
        '1.22 TB a month at $0.02 per GB (Azure’s bandwidth pricing, seen in 2026): part of the monthly cost.',
      ),
    ).toBeVisible();
    expect(total('Monthly cost')).toBe(`${usd(monthly?.totalUsd)}/month`);
    expect(usd(monthly?.totalUsd)).toBe('$7,836');
  });

  it('shows no such row with one region', () => {
    renderPanel();
    expect(screen.queryByText('Data transfer between regions')).not.toBeInTheDocument();
  });
});
