import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useNoticeStore } from '../../state/noticeStore';
import { useScenarioStore } from '../../state/scenarioStore';
import { readViewParams, type ViewParams } from '../../state/viewParams';
import { teamChat } from '../../components/charts/testScenarios';
import { applyTheme } from '../../state/theme';
import { EmbedView } from './EmbedView';
import { plan } from '../../engine';
import { roomsChatFixture, usd } from '../../../tests/fixtures/roomsChat';
import { webPubSubChatFixture } from '../../../tests/fixtures/webPubSubChat';

const readonly: ViewParams = { view: 'embed', mode: 'readonly', theme: 'auto', lang: null };
const interactive: ViewParams = { ...readonly, mode: 'interactive' };

function renderEmbed(params: ViewParams) {
  return render(
    <I18nProvider>
      <EmbedView params={params} />
    </I18nProvider>,
  );
}

const headline = () =>
  within(screen.getByRole('region', { name: 'Recommendation' })).getByText(/units$|fits/);

describe('EmbedView', () => {
  beforeEach(() => {
    useScenarioStore.getState().scenarioLoaded(teamChat);
    window.history.replaceState(null, '', '/sizing/#s=1.abc&view=embed&mode=readonly');
  });
  afterEach(() => {
    applyTheme('auto');
    vi.restoreAllMocks();
  });

  it('shows what plan() deploys, its monthly bill and its range with each end’s cost (issue 16’s chat)', () => {
    act(() => useScenarioStore.getState().scenarioLoaded(roomsChatFixture));
    renderEmbed(readonly);
    const planned = plan(roomsChatFixture);
    const facts = screen.getByRole('region', { name: 'Recommendation' });
    expect(
      within(facts).getByText('Premium_P1 × 8 units in each of 3 regions, autoscaling 2–8 units'),
    ).toBeInTheDocument();
    expect(within(facts).getByText(`${usd(planned.monthly?.totalUsd)}/month`)).toBeInTheDocument();
    expect(
      within(facts).getByText(
        new RegExp(
          `^Between Premium_P1 × 8 units \\(\\${usd(planned.range.optimistic?.totalUsd)}/month\\) and ` +
            `Premium_P1 × 10 units \\(\\${usd(planned.range.conservative?.totalUsd)}/month\\)`,
        ),
      ),
    ).toBeInTheDocument();
  });

  it('shows the answer, the totals, the chart and a link to the full tool, with no controls when read-only', async () => {
    renderEmbed(readonly);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Team chat: Azure SignalR Service sizing' }),
    ).toBeInTheDocument();
    expect(headline()).toHaveTextContent('Standard_S1 × 40 units');
    const facts = screen.getByRole('region', { name: 'Recommendation' });
    expect(within(facts).getByText('$17,562/month')).toBeInTheDocument();
    expect(within(facts).getByText('3 app servers')).toBeInTheDocument();
    expect(
      within(facts).getByText('Connections: 100% of the 40,000 connections this tier holds'),
    ).toBeInTheDocument();
    expect(within(facts).getByText(/5 caveats to this result/)).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('40K')).toBeInTheDocument();
    expect(within(totals).getByText('6K msg/s')).toBeInTheDocument();

    expect(
      await screen.findByRole('figure', { name: 'Chart: utilization of each limit at every tier' }),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('slider')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);

    const link = screen.getByRole('link', { name: 'Open in the sizing tool (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.pathname).toBe('/sizing/');
    expect(readViewParams(href.hash)).toMatchObject({ view: 'full', mode: 'interactive' });
    expect(href.hash).toMatch(/^#s=2\.[\w-]+$/);
  });

  it('lets the reader adjust the target and each workload, and the answer follows', async () => {
    const user = userEvent.setup();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const pushState = vi.spyOn(window.history, 'pushState');
    renderEmbed(interactive);

    expect(screen.getByRole('slider', { name: 'Headroom target' })).toBeInTheDocument();
    const rooms = screen.getByRole('group', { name: 'Chat rooms' });
    const presence = screen.getByRole('group', { name: 'Presence updates' });
    expect(within(presence).getByRole('slider', { name: 'Connections' })).toBeInTheDocument();
    expect(within(presence).getByRole('slider', { name: 'Send interval' })).toBeInTheDocument();

    const connections = within(rooms).getByRole('textbox', { name: 'Connections' });
    await user.clear(connections);
    await user.type(connections, '30000{Enter}');
    expect(useScenarioStore.getState().scenario.workloads[0]?.connections).toBe(30_000);
    expect(headline()).toHaveTextContent('Standard_S1 × 50 units');
    expect(within(rooms).getByRole('slider', { name: 'Connections' })).toHaveAttribute(
      'aria-valuetext',
      '30,000 connections',
    );

    const interval = within(rooms).getByRole('slider', { name: 'Send interval' });
    interval.focus();
    await user.keyboard('{Home}');
    expect(useScenarioStore.getState().scenario.workloads[0]?.sendIntervalSeconds).toBe(0.01);

    const target = screen.getByRole('slider', { name: 'Headroom target' });
    target.focus();
    await user.keyboard('{ArrowLeft}');
    expect(useScenarioStore.getState().scenario.targetUtilization).toBe(0.69);

    // The link follows the reader's scenario; nothing is saved or written to the address bar.
    expect(setItem).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
    expect(pushState).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#s=1.abc&view=embed&mode=readonly');
  });

  it('shows no figures when its link could not be read: the reason, and a link to the full tool with the same link', async () => {
    const { unmount } = renderEmbed(interactive);
    expect(screen.queryByText(/link could not be read/)).not.toBeInTheDocument();
    unmount();
    window.history.replaceState(null, '', '/sizing/#s=7.abc&view=embed&mode=interactive');
    act(() =>
      useNoticeStore
        .getState()
        .noticesRaised([{ kind: 'badLink', failure: { reason: 'newerVersion', version: 7 } }]),
    );
    renderEmbed(interactive);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This embed’s link could not be read' }),
    ).toBeInTheDocument();
    // The full view's own reason, not a generic one.
    expect(
      await screen.findByText(/made by a newer version of this tool \(link format 7\)/),
    ).toBeInTheDocument();
    // Nothing of the example the store holds: no answer, totals, chart, controls or name.
    expect(screen.queryByRole('region', { name: 'Recommendation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Totals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('slider')).toEqual([]);
    expect(document.body.textContent).not.toMatch(/Standard_S1|\$|Team chat/);
    // The link it was given, as it came, without the embed's parameters.
    expect(screen.getByRole('link', { name: /Open in the sizing tool/ })).toHaveAttribute(
      'href',
      `${window.location.origin}/sizing/#s=7.abc`,
    );
    act(() => useNoticeStore.setState(useNoticeStore.getInitialState()));
  });

  it('forces the theme from the parameters', () => {
    renderEmbed({ ...readonly, theme: 'dark' });
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('posts no height messages outside a frame', async () => {
    const postMessage = vi.spyOn(window, 'postMessage');
    renderEmbed(readonly);
    await screen.findByRole('figure');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(postMessage).not.toHaveBeenCalled();
  });
  it('isolates the names in its title and controls, so a right-to-left override stays inside them', () => {
    const override = '\u202E';
    useScenarioStore.getState().scenarioLoaded({
      ...teamChat,
      name: `Team ${override}chat`,
      workloads: teamChat.workloads.map((workload) => ({ ...workload, name: `${override}x` })),
    });
    renderEmbed(interactive);
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.querySelector('bdi')).toHaveTextContent(`Team ${override}chat`);
    expect(title).toHaveTextContent(`Team ${override}chat: Azure SignalR Service sizing`);
    const legends = [...document.querySelectorAll('legend')].filter((legend) =>
      legend.textContent?.includes(override),
    );
    expect(legends).toHaveLength(teamChat.workloads.length);
    for (const legend of legends)
      expect(legend.querySelector('bdi')).toHaveTextContent(`${override}x`);
  });

  it('names Azure Web PubSub and its upstream’s requests a second for a Web PubSub plan', () => {
    act(() => useScenarioStore.getState().scenarioLoaded(webPubSubChatFixture));
    renderEmbed(readonly);
    const planned = plan(webPubSubChatFixture);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Rooms on Web PubSub: Azure Web PubSub sizing',
      }),
    ).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Recommendation' });
    const fact = (label: string) => within(facts).queryByText(label)?.nextElementSibling;
    expect(fact('Upstream')).toHaveTextContent(
      `${planned.deployment?.upstream?.requestsPerSecond} requests/s`,
    );
    expect(fact('App servers')).toBeUndefined();
    expect(within(facts).getByText(`${usd(planned.monthly?.totalUsd)}/month`)).toBeInTheDocument();
  });
});
