import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultTables, parseScenario, plan, scenarioOnService } from '../../engine';
import { dayCosts, timelinePlan } from '../../engine/planning';
import { formatBytes } from '../../i18n/format';
import { roomsChatFixture, usd } from '../../../tests/fixtures/roomsChat';
import { targetBelowRule } from '../../../tests/fixtures/moneyScenarios';
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

describe('PlanPanel: the autoscale rule above the sizing target (issue 23)', () => {
  it('says so beside the rule’s thresholds, and sets the rule at the target in one step', async () => {
    const scenario = parseScenario(targetBelowRule);
    if (!scenario.ok) throw new Error('bad fixture');
    useScenarioStore.setState(useScenarioStore.getInitialState());
    act(() => useScenarioStore.getState().scenarioLoaded(scenario.scenario));
    renderPanel();
    const rule = within(screen.getByRole('region', { name: 'The autoscale rule' }));
    expect(
      rule.getByText(
        'The rule scales out above 70% of the connection quota, above your connection target of 50%: at the peak hour Premium_P1 × 20 units runs at 67%.',
      ),
    ).toBeVisible();
    await userEvent.click(rule.getByRole('button', { name: 'Scale out at 50%' }));
    // The rule's fields show the rule now in the scenario: out above 50%, in below 20%.
    expect(rule.getByRole('textbox', { name: /^Scale out above/ })).toHaveValue('50');
    expect(useScenarioStore.getState().scenario.autoscale).toEqual({
      scaleOutAbove: 0.5,
      scaleInBelow: 0.2,
      coolDownMinutes: 30,
    });
    expect(rule.queryByRole('button', { name: 'Scale out at 50%' })).not.toBeInTheDocument();
  });
});

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
    expect(screen.getByText(/^Fixed at the peak all day: Premium_P1/)).toBeVisible();
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

  it('puts plan()’s bill first for issue 16’s chat; the comparison, each region and month 0 of the year agree with it', () => {
    act(() => useScenarioStore.getState().scenarioLoaded(roomsChatFixture));
    renderPanel();
    const planned = plan(roomsChatFixture);
    const total = usd(planned.monthly?.totalUsd);
    expect(
      screen.getByText(
        `The plan deploys Premium_P1 × 8 units in each of 3 regions, autoscaling 2–8 units: ${total}/month, ` +
          'the monthly cost the answer shows.',
      ),
    ).toBeVisible();
    // The comparison: the plan's own way of running the day is marked, at the same figure.
    const costs = dayCosts(planned, defaultTables);
    expect(costs.chosen).toBe('autoscale');
    expect(screen.getByText('(the plan)').closest('dd')).toHaveTextContent(total);
    expect(
      screen.getByText(/^Fixed at the peak all day: Premium_P1 × 8 units$/).nextSibling,
    ).toHaveTextContent(usd(costs.fixed?.monthlyCostUsd));
    // The bytes between regions: Azure's data transfer, priced and in the bill (41.16 GB x 30.42 x $0.02).
    expect(
      screen.getByText(
        new RegExp(
          `^Between the regions: ${formatBytes('en', planned.monthly?.crossRegionBytesPerDay ?? NaN)} a day`,
        ),
      ),
    ).toHaveTextContent(
      `Azure bills them on its data transfer meter: ${usd(planned.monthly?.crossRegionUsd)} a month at $0.02 per GB, included in the monthly cost above.`,
    );
    // Each region's bill, adding up to the plan's.
    const regions = screen.getByRole('table', { name: 'Each region’s tier and monthly cost' });
    const rows = within(regions).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(
      planned.monthly?.regions.map((region) => usd(region.totalUsd)),
    );
    expect(rows[0]).toHaveTextContent('Premium_P1 × 8 units, autoscaling 2–8 units');
    expect(screen.getByText(`All regions: ${total} a month.`)).toBeVisible();
    // The year starts at the plan's bill.
    const year = screen.getByRole('table', { name: 'Tier and cost month by month' });
    const now = within(year).getByRole('rowheader', { name: 'Now' }).closest('tr');
    expect(now?.lastElementChild).toHaveTextContent(total);
    expect(timelinePlan(planned, defaultTables)?.months[0]?.tier?.cost.totalUsd).toBe(
      planned.monthly?.totalUsd,
    );
  });

  it('shows the autoscale rule the plan deploys and takes each threshold and the cool-down as one undoable change', async () => {
    act(() => useScenarioStore.getState().scenarioLoaded(roomsChatFixture));
    renderPanel();
    expect(
      screen.getByText(
        'The plan runs it on Premium_P1, each region its own: Scales out above 70% and in below 20% of the ' +
          'connection quota, at most one step every 30 min, between 2 and 8 units.',
      ),
    ).toBeVisible();
    const out = screen.getByLabelText('Scale out above, percent of the connection quota');
    await userEvent.clear(out);
    await userEvent.type(out, '80');
    expect(useScenarioStore.getState().scenario.autoscale).toEqual({
      scaleOutAbove: 0.8,
      scaleInBelow: 0.2,
    });
    const coolDown = screen.getByLabelText('Cool-down between scale actions');
    await userEvent.clear(coolDown);
    await userEvent.type(coolDown, '60');
    expect(useScenarioStore.getState().scenario.autoscale?.coolDownMinutes).toBe(60);
    expect(
      await screen.findByText(/^The plan runs it on Premium_P1.*at most one step every 1 hr/),
    ).toBeVisible();
    act(() => useScenarioStore.getState().undoRequested());
    expect(useScenarioStore.getState().scenario.autoscale).toEqual({
      scaleOutAbove: 0.8,
      scaleInBelow: 0.2,
    });
    act(() => useScenarioStore.getState().undoRequested());
    expect(useScenarioStore.getState().scenario.autoscale).toBeUndefined();
  });

  it('refuses a scale-in threshold at or above the scale-out one, and keeps the rule', async () => {
    act(() => useScenarioStore.getState().scenarioLoaded(roomsChatFixture));
    renderPanel();
    const scaleIn = screen.getByLabelText('Scale in below, percent of the connection quota');
    await userEvent.clear(scaleIn);
    await userEvent.type(scaleIn, '75');
    expect(scaleIn).toHaveValue('75');
    expect(screen.getByText(/0 to 69/)).toBeVisible();
    // "7" on the way was a valid threshold; the refused "75" puts the rule back where it was.
    expect(useScenarioStore.getState().scenario.autoscale?.scaleInBelow ?? 0.2).toBe(0.2);
  });
});

describe('PlanPanel on Azure Web PubSub', () => {
  const switched = scenarioOnService(roomsChatFixture, 'webPubSub');
  if (!switched.ok) throw new Error('a chat in rooms switches to Web PubSub');
  const onWebPubSub = switched.scenario;

  it('plans its day, its Premium replicas and its year from plan(), citing its own pages', () => {
    act(() => useScenarioStore.getState().scenarioLoaded(onWebPubSub));
    renderPanel();
    const planned = plan(onWebPubSub);
    expect(planned.service).toBe('webPubSub');
    // Replicas and autoscale exist on Web PubSub Premium too: 5,000 clients at 70% of the quota need 8 units.
    expect(planned.deployment).toMatchObject({ sku: 'Premium_P1', regions: [8, 8, 8] });
    expect(planned.deployment?.autoscale).toMatchObject({ minimum: 2, maximum: 8 });
    const total = usd(planned.monthly?.totalUsd);
    expect(
      screen.getByText(
        `The plan deploys Premium_P1 × 8 units in each of 3 regions, autoscaling 2–8 units: ${total}/month, ` +
          'the monthly cost the answer shows.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        /\(“egress fees for cross region outbound traffic”\): \$[\d.]+ a month at \$0\.02 per GB, included in the monthly cost above/,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(/\(“Automatically scale units of an Azure Web PubSub service”\)/),
    ).toBeVisible();
    expect(
      screen.getByText(
        /^Units are billed for the seconds they run, billed daily: Azure Web PubSub’s billing page/,
      ),
    ).toBeVisible();
    const regions = screen.getByRole('table', { name: 'Each region’s tier and monthly cost' });
    const rows = within(regions).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(
      planned.monthly?.regions.map((region) => usd(region.totalUsd)),
    );
    const year = screen.getByRole('table', { name: 'Tier and cost month by month' });
    const now = within(year).getByRole('rowheader', { name: 'Now' }).closest('tr');
    expect(now?.lastElementChild).toHaveTextContent(total);
  });
});
