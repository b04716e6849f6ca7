import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseScenario, plan, type Scenario } from '../../engine';
import { roomsChatFixture, usd } from '../../../tests/fixtures/roomsChat';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { setSettleMilliseconds } from '../../state/useEvaluation';
import { LeversPanel } from './LeversPanel';

function parsed(input: unknown): Scenario {
  const result = parseScenario(input);
  if (!result.ok) throw new Error('bad test scenario');
  return result.scenario;
}

const echo2049 = parsed({
  version: 2,
  workloads: [
    {
      name: 'Echo',
      pattern: 'echo',
      connections: 1000,
      senders: 1000,
      messageBytes: 2049,
      sendIntervalSeconds: 1,
    },
  ],
});

function renderPanel() {
  render(
    <I18nProvider>
      <LeversPanel />
    </I18nProvider>,
  );
}

describe('LeversPanel', () => {
  beforeAll(() => setSettleMilliseconds(0));
  beforeEach(() => useScenarioStore.getState().startingScenarioLoaded(echo2049));
  afterEach(cleanup);

  it('lists "2,048 bytes or less" first, with its saving and what it costs the user', () => {
    renderPanel();
    const [first] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first).toHaveTextContent('2,048 bytes or less');
    expect(first).toHaveTextContent(/Saves \$[\d,.]+ a month/);
    expect(first).toHaveTextContent('Make each message 1 B shorter');
    expect(first).toHaveTextContent('Workload: Echo');
  });

  it('applies a lever in one click, and Undo takes it back', async () => {
    renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apply “2,048 bytes or less” to Echo' }));
    expect(useScenarioStore.getState().scenario.workloads[0]?.messageBytes).toBe(2048);
    expect(await screen.findByText(/Nothing here would lower/)).toBeInTheDocument();
    act(() => useScenarioStore.getState().undoRequested());
    expect(useScenarioStore.getState().scenario).toBe(echo2049);
    expect(await screen.findByText('2,048 bytes or less')).toBeInTheDocument();
  });

  it('ranks the tier you run against the recommended one, to change in the portal (no Apply)', () => {
    useScenarioStore.getState().startingScenarioLoaded({
      ...echo2049,
      measured: { sku: 'Premium_P1', units: 100 },
    });
    renderPanel();
    const item = screen.getByText(/instead of your Premium_P1 × 100 units/).closest('li')!;
    expect(item).toHaveTextContent(/Saves \$[\d,.]+ a month/);
    expect(item).toHaveTextContent('Change the tier in the Azure portal');
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    // Trimming to 2,048 B and a compact payload save more (half of 345.6 million billed messages a day): they
    // stay first.
    expect(items.indexOf(item)).toBe(2);
  });

  it('prices every lever from plan()’s bill (issue 16’s chat), and one replica fewer applies in one click', async () => {
    useScenarioStore.getState().startingScenarioLoaded(roomsChatFixture);
    renderPanel();
    const before = usd(plan(roomsChatFixture).monthly?.totalUsd);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect(item).toHaveTextContent(`(${before} → `);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '1 replica, one fewer' }));
    expect(useScenarioStore.getState().scenario.replicas).toEqual({
      count: 1,
      sizing: 'allTraffic',
    });
    act(() => useScenarioStore.getState().undoRequested());
    expect(useScenarioStore.getState().scenario.replicas).toEqual({
      count: 2,
      sizing: 'allTraffic',
    });
  });

  it('sets the share a compact payload keeps beside its lever, as one undoable change', async () => {
    // 4,000 B messages: at our 67% they still take two 2 KB chunks, so no compact payload lever; at 40% one. (The
    // data transfer between the regions is priced at 0 here: at its price, every byte saved saves its transfer.)
    const large: Scenario = {
      ...roomsChatFixture,
      prices: { perGbCrossRegion: 0 },
      workloads: roomsChatFixture.workloads.map((workload) => ({
        ...workload,
        messageBytes: 4000,
      })),
    };
    useScenarioStore.getState().startingScenarioLoaded(large);
    renderPanel();
    expect(screen.queryByText(/^A compact payload/)).not.toBeInTheDocument();
    const share = screen.getByLabelText('Share of its size a compact payload keeps');
    expect(share).toHaveValue('67');
    expect(
      screen.getByText(
        /^Our assumption unless you set it: 67%, from msgpack\.org’s own example, where 27 B of JSON take 18 B/,
      ),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.clear(share);
    await user.type(share, '40');
    expect(useScenarioStore.getState().scenario.compactPayloadRatio).toBe(0.4);
    expect(await screen.findByText('A compact payload: 40% of each message')).toBeInTheDocument();
    expect(screen.getByText(/4,000 B → 1,600 B/)).toBeInTheDocument();
    act(() => useScenarioStore.getState().undoRequested());
    expect(useScenarioStore.getState().scenario.compactPayloadRatio).toBeUndefined();
  });

  it('says when nothing would save', () => {
    useScenarioStore.getState().startingScenarioLoaded({ ...echo2049, workloads: [] });
    renderPanel();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
