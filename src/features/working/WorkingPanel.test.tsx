import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plan, type Scenario } from '../../engine';
import { formatBytes, formatCount } from '../../i18n/format';
import { roomsChatFixture } from '../../../tests/fixtures/roomsChat';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { WorkingPanel } from './WorkingPanel';
import { loadTeamChat } from '../../../tests/fixtures/teamChat';
import { plateauRoomsFixture } from '../../../tests/fixtures/plateauRooms';
import { wholeText } from '../../../tests/fixtures/wholeText';
import { webPubSubChatFixture } from '../../../tests/fixtures/webPubSubChat';

function renderPanel() {
  return render(
    <I18nProvider>
      <WorkingPanel />
    </I18nProvider>,
  );
}

function load(scenario: Scenario) {
  act(() => useScenarioStore.getState().scenarioLoaded(scenario));
}

beforeEach(() => {
  useScenarioStore.setState(useScenarioStore.getInitialState());
  loadTeamChat(useScenarioStore);
});
afterEach(cleanup);

describe('WorkingPanel', () => {
  it("fills the guide's formulas with a group workload's numbers", () => {
    renderPanel();
    const panel = screen.getByRole('region', { name: 'Check our working' });
    const rooms = within(panel)
      .getByText(wholeText('Chat rooms (Send to group)'))
      .closest('details');
    expect(rooms).toHaveAttribute('open');
    const lines = within(rooms as HTMLElement);
    lines.getByText('Inbound: 2,000 senders ÷ 5 sec = 400 msg/s × 1,024 B = 400 KB/s');
    lines.getByText('Outbound: 400 msg/s × 10 members = 4,000 msg/s × 1,024 B = 3.91 MB/s');
    lines.getByText(
      'Billed: (4,000 delivered + 400 to the app server) msg/s × 1 chunk of 2,048 B × 86,400 s = 380,160,000 messages/day',
    );
    // Standard_S1 x 40 on the current tables: echo is interpolated between units 10 and 50 (40,000 msg/s).
    lines.getByText('Connections: 20,000 of 40,000 = 50%');
    lines.getByText("Inbound bandwidth: 400 KB/s of the echo table's 78.1 MB/s at unit 40 = 0.5%");
    lines.getByText(/^Routing: 400 msg\/s of 8,000 msg\/s = 5%/);
    lines.getByText(
      'Groups of 10 members or more read the small group table at unit 40: 8,000 msg/s.',
    );
    lines.getByText(
      'The small group table has no unit 40 column: interpolated between units 10 and 50.',
    );
    const presence = within(panel)
      .getByText(wholeText('Presence updates (Broadcast)'))
      .closest('details');
    expect(presence).not.toHaveAttribute('open');
  });

  it('log-interpolates the routing capacity of a group of 3 (2019 unit 1: 1,000 and 200 msg/s)', () => {
    load({
      version: 2,
      hubs: 1,
      countServerConnections: false,
      edition: '2019',
      targetUtilization: 1,
      workloads: [
        {
          name: 'Trios',
          pattern: 'group',
          connections: 300,
          senders: 100,
          messageBytes: 2048,
          sendIntervalSeconds: 1,
          groupSize: 3,
        },
      ],
    });
    renderPanel();
    // 1,000 + (200 - 1,000) x log10(3) = 618.3 msg/s; 100 msg/s is 16% of it.
    screen.getByText(/^Routing: 100 msg\/s of 618 msg\/s = 16%/);
    screen.getByText(
      'A group of 3 lies between send to connection (1 member, 1,000 msg/s) and small groups (10 members, 200 msg/s), interpolated on a log scale: 1,000 + (200 − 1,000) × log10(3) = 618 msg/s.',
    );
  });

  it('lists where the app-server count comes from: each workload at its own load, then the mix', () => {
    renderPanel();
    // 2,000 senders every 5 s: 400 msg/s, the benchmark of unit 2 (current small groups: 400 msg/s, 1 app server).
    screen.getByText(
      wholeText(
        'Chat rooms: 400 msg/s through the app server on the small group app-server table (ASP.NET Core), at the benchmark of unit 2: 1. Alone: 2 app servers. Its 20,000 clients: at most 10,000 on one app server, the most the guide’s small-group benchmarks ran (it sends faster than the 20 msg/s of the big-group benchmark, so every group size reads the small groups’ bound, and a larger group never gets fewer app servers): 2.',
      ),
    );
    // One sender every 10 s to 20,000 screens: 2,000 deliveries/s, the broadcast benchmark of unit 1.
    screen.getByText(
      wholeText(
        'Presence updates: 2,000 deliveries/s on the broadcast app-server table (ASP.NET Core), at the benchmark of unit 1: 1. Alone: 2 app servers. Its 20,000 clients: at most 50,000 on one app server, the most the guide’s benchmarks of this pattern ran (a column’s connections ÷ its app servers): 0.4.',
      ),
    );
    // The clients need 2 + 0.4 = 2.4 app servers: 3.
    screen.getByText(
      /^Together: the loads on one table added up and read once .*: 3 app servers\. The clients of the whole mix need 2\.4, and no app server holds more clients than the benchmarks ran\.$/,
    );
  });

  it('shows the server connections, the reconnect time and where the guide is silent, with sources', () => {
    renderPanel();
    screen.getByText(/^Not counted against the connection quota, as the guide’s benchmarks ran/);
    screen.getByText(
      /^40,000 clients ÷ 1,533 connections per second that Standard_S1 × 40 units accepts = 26\.1 sec\./,
    );
    screen.getByText(/Azure\/azure-signalr issue 1282/);
    screen.getByText('Unit 40 lies between the guide’s columns 10 and 50.');
    screen.getByText(/^Least favourable reading: .*: Standard_S1 × 40 units\.$/);
  });

  it('shows the rules issue 16’s chat is planned by: replicas, the bytes between regions, autoscale, with sources', () => {
    load(roomsChatFixture);
    renderPanel();
    const { monthly } = plan(roomsChatFixture);
    screen.getByText(
      'The plan deploys Premium_P1 × 8 units in each of 3 regions, autoscaling 2–8 units.',
    );
    const billed = formatCount('en', monthly?.billedMessagesPerDay ?? NaN);
    screen.getByText(
      (_content, element) =>
        element?.tagName === 'LI' &&
        (element.textContent ?? '').startsWith(
          '3 regions, holding 33% / 33% / 33% of the clients: each region bills its own units and the ' +
            `messages delivered to its own clients, so the ${billed} messages billed a day are as many ` +
            'as one region would bill.',
        ),
    );
    screen.getByText(/^Vendor page “Geo-replication in Azure SignalR”/);
    // Priced on Azure's data transfer meter: 41.2 GB a day x 30.42 days x $0.02 per GB = $25.04 a month.
    screen.getByText(
      new RegExp(
        `Messages forwarded between the regions: ${formatBytes('en', monthly?.crossRegionBytesPerDay ?? NaN)} a day × 30\\.4 days × \\$0\\.02 per GB = \\$25\\.04 a month on Azure’s data transfer meter \\(its bandwidth pricing between regions, seen in 2026; set yours in Prices\\), part of the monthly cost\\.`,
      ),
    );
    screen.getByText(/^Our assumption: the clients are spread evenly over the regions/);
    screen.getByText(/^Autoscale: Scales out above 70% and in below 20% of the connection quota/);
    screen.getByText(/The hour-by-hour simulation is our assumption\.$/);
    screen.getByText(/^A routed message larger than 2,048 B/);
    // The tier compared with is the one the plan deploys, not the cheapest single tier.
    screen.getByText(/compared with the recommended tier, Premium_P1 × 8 units/);
  });

  it('counts a routed message over 2 KB as its size ÷ 2,048 of its table’s messages (20 KB to single connections)', () => {
    load({
      version: 2,
      hubs: 1,
      countServerConnections: false,
      edition: '2019',
      targetUtilization: 1,
      workloads: [
        {
          name: 'Direct',
          pattern: 'connection',
          connections: 2000,
          senders: 2000,
          messageBytes: 20_480,
          sendIntervalSeconds: 1,
        },
      ],
    });
    renderPanel();
    screen.getByText(
      /^Routing: 2,000 msg\/s × 20,480 B ÷ 2,048 B = 20,000 msg\/s of the send to connection table's 20,000 msg\/s at unit 50 = 100%/,
    );
  });

  it('says how several instances share the load (the guide’s 2019 broadcast example)', () => {
    load({
      version: 2,
      hubs: 1,
      countServerConnections: true,
      edition: '2019',
      targetUtilization: 1,
      workloads: [
        {
          name: 'Broadcast',
          pattern: 'broadcast',
          connections: 100_000,
          senders: 1,
          messageBytes: 20_480,
          sendIntervalSeconds: 5,
        },
      ],
    });
    renderPanel();
    screen.getByText(
      'The plan splits the clients over 2 instances: each figure below is one instance’s share of the load.',
    );
    screen.getByText('Connections: 50,000 of 60,000 = 83%');
    screen.getByText(
      /^2 identical instances, because one cannot carry the load: each holds about 50,000 clients/,
    );
  });

  it('compares with the closest tier when nothing fits', () => {
    load(plateauRoomsFixture);
    renderPanel();
    screen.getByText(
      'No tier fits, so each workload is compared with the closest one, Standard_S1 × 100 units, in the Guide 2019 tables.',
    );
    // The 2019 small-group plateau: 7,000 msg/s at unit 100.
    screen.getByText(/^Routing: 10,000 msg\/s of 7,000 msg\/s = 143%/);
    expect(screen.queryByRole('heading', { name: 'App servers' })).not.toBeInTheDocument();
  });

  it('asks for a workload when the scenario is empty', () => {
    load({
      version: 2,
      hubs: 1,
      countServerConnections: false,
      edition: 'current',
      targetUtilization: 0.7,
      workloads: [],
    });
    renderPanel();
    screen.getByText("Add a workload to see the guide's formulas with its numbers.");
  });

  it('shows the least favourable reading the answer used: groups of 84 take 36.7% of Premium_P2 x 500’s routing, not 5.2%', () => {
    load({
      version: 2,
      edition: 'current',
      targetUtilization: 0.7,
      hubs: 1,
      countServerConnections: true,
      guideReading: 'conservative',
      workloads: [
        {
          name: 'Groups of 84',
          pattern: 'group',
          connections: 23_348,
          senders: 3854,
          messageBytes: 191,
          sendIntervalSeconds: 1.483,
          groupSize: 84,
        },
      ],
    });
    renderPanel();
    const panel = screen.getByRole('region', { name: 'Check our working' });
    within(panel).getByText(/^Routing: 2,599 msg\/s of 7,078 msg\/s = 37%/);
    within(panel).getByText(
      'The least favourable reading limits groups of 84 by their deliveries, interpolated on a log scale between the small-group benchmark (500,000 deliveries/s at 10 members) and the big group’s (1,000,000 deliveries/s at 50,000 members): 594,552 deliveries/s ÷ 84 members = 7,078 msg/s.',
    );
    expect(within(panel).queryByText(/of 50,000 msg\/s = 5.2%/)).toBeNull();
  });

  it('reads the bandwidths at the printed column at or below the units, as the least favourable reading did', () => {
    load({
      version: 2,
      edition: '2019',
      targetUtilization: 0.7,
      hubs: 1,
      countServerConnections: false,
      guideReading: 'conservative',
      workloads: [
        {
          name: 'Echo',
          pattern: 'echo',
          connections: 7500,
          senders: 1000,
          messageBytes: 2048,
          sendIntervalSeconds: 1,
        },
      ],
    });
    renderPanel();
    const panel = screen.getByRole('region', { name: 'Check our working' });
    within(panel).getByText(
      'By the least favourable reading (Settings), this tier’s bandwidth and routing are read at unit 5, the printed column at or below its 8 units.',
    );
    // 1,000 msg/s x 2,048 B of unit 5's 5,000 x 2,048 B: 20%, the answer's, not unit 8's interpolated 12.5%.
    within(panel).getByText(
      "Inbound bandwidth: 1.95 MB/s of the echo table's 9.77 MB/s at unit 5 = 20%",
    );
  });
});

describe('WorkingPanel on Azure Web PubSub', () => {
  beforeEach(() => load(webPubSubChatFixture));

  it('reads Web PubSub’s tables, bills the call to the upstream, and sizes no app server', () => {
    renderPanel();
    const panel = screen.getByRole('region', { name: 'Check our working' });
    const text = within(panel);
    text.getByText(
      "The guide's formulas with your numbers, compared with the recommended tier, Standard_S1 × 20 units, in Azure Web PubSub's Current guide tables.",
    );
    // Echo's 500 and big group's 3,000 messages a second per unit, read between units 10 and 50.
    text.getByText(
      'Maximum inbound: the echo table at unit 20, 10,000 msg/s × 2,048 B = 19.5 MB/s.',
    );
    text.getByText(
      'Maximum outbound: the big group table at unit 20, 60,000 msg/s × 2,048 B = 117 MB/s.',
    );
    text.getByText(
      // Web PubSub bills its outbound bytes divided in 2 KB: 1,000 x 1,024 / 2,048 x 86,400
      /^Billed: 1,000 delivered msg\/s × 1,024 B ÷ 2,048 B × 86,400 s = 43,200,000 messages\/day \(no server sees these messages/,
    );
    const bot = within(
      text.getByText(wholeText('Help bot (Echo)')).closest('details') as HTMLElement,
    );
    bot.getByText(
      // (50 + 50) x 512 / 2,048 x 86,400
      /^Billed: \(50 delivered \+ 50 to the upstream\) msg\/s × 512 B ÷ 2,048 B × 86,400 s = 2,160,000 messages\/day/,
    );
    expect(text.getByRole('heading', { name: 'The upstream (event handler)' })).toBeVisible();
    text.getByText(
      /each client event is an HTTP POST \(CloudEvents\) to your upstream, which must answer it: 50 requests a second at the peak/,
    );
    text.getByText(/^None: Web PubSub has no hub servers/);
    expect(text.queryByRole('heading', { name: 'App servers' })).not.toBeInTheDocument();
    text.getByText(/^One instance: Web PubSub does not spread its clients/);
    text.getByText(/Vendor pages “Azure Web PubSub limits”/);
  });

  it('lists the guide’s caveats for the tables the scenario reads, with the guide’s words', () => {
    renderPanel();
    const panel = within(screen.getByRole('region', { name: 'Check our working' }));
    expect(
      panel.getByRole('heading', { name: 'What Web PubSub’s guide warns about' }),
    ).toBeVisible();
    panel.getByText(
      'The upstream (event handler) benchmark ran over HTTP 1.1; an upstream that speaks HTTP 2.0 does better.',
    );
    expect(
      panel.getByText(
        'Web PubSub also supports HTTP 2.0 for upstream events delivering. The below result is tested using HTTP 1.1. If your app server supports HTTP 2.0, the performance will be better.',
      ),
    ).toHaveAttribute('lang', 'en');
    // No workload sends through the REST API: its caveats stay out.
    expect(panel.queryByText(/gave every client a user name/)).not.toBeInTheDocument();
  });
});
