import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseScenario, plan, profileOf, type Scenario, type ScenarioInput } from '../../engine';
import { noticesOnThreeRegions } from '../../../tests/fixtures/regionFailure';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import PlanPanel from './PlanPanel';

function parsed(input: ScenarioInput): Scenario {
  const result = parseScenario(input);
  if (!result.ok) throw new Error('bad fixture');
  return result.scenario;
}

function renderPanel() {
  return render(
    <I18nProvider>
      <PlanPanel />
    </I18nProvider>,
  );
}

async function openFailover() {
  await userEvent.click(screen.getByText('If a region fails'));
  return screen.findByRole('table', { name: /The other regions when Primary fails · At the peak/ });
}

/** Each test renders the plan panel and loads the view's chunk: on a busy shared machine that takes seconds. */
const slow = 30_000;

describe('If a region fails', () => {
  beforeEach(() => {
    act(() => useScenarioStore.getState().scenarioLoaded(parsed(noticesOnThreeRegions())));
  });

  it('is folded, its tables drawn only once opened', () => {
    renderPanel();
    expect(screen.getByText('If a region fails')).toBeVisible();
    expect(screen.queryByRole('table', { name: /The other regions when/ })).toBeNull();
  });

  it(
    'opened: each other region’s clients, load, units and reconnect storm when the primary fails',
    async () => {
      renderPanel();
      const table = await openFailover();
      expect(
        screen.getByText(
          'Primary fails: 10,000 clients (33% of them) reconnect to the other regions.',
        ),
      ).toBeVisible();
      const replica = within(table).getByRole('row', { name: /^Replica 1/ });
      expect(replica).toHaveTextContent('10,000 → 15,000');
      expect(replica).toHaveTextContent(
        '10 units: 100% → 150% of Connections, over the quota: 5,000 connections refused',
      );
      expect(replica).toHaveTextContent('Fixed: stays at 10 units; 20 would carry it');
      expect(replica).toHaveTextContent('12.5 sec for 5,000 clients at 400 a second');
      // Any region can be picked to fail; the primary first.
      expect(screen.getAllByRole('table', { name: /The other regions when/ })).toHaveLength(1);
      await userEvent.selectOptions(screen.getByLabelText('Region that fails'), 'Replica 2');
      const replicaFails = await screen.findByRole('table', {
        name: 'The other regions when Replica 2 fails · At the peak, all day',
      });
      expect(within(replicaFails).getByRole('row', { name: /^Primary/ })).toHaveTextContent(
        '10 units: 100% → 150% of Connections',
      );
      expect(screen.getByText(/once the DNS time-to-live of 1.5 min has passed/)).toBeVisible();
      expect(screen.getByText(/spread evenly over the others \(our assumption\)/)).toBeVisible();
      expect(screen.getByText(/gives up 42 sec after the connection drops/)).toBeVisible();
    },
    slow,
  );

  it(
    'Size for failover: three regions of 30 units, what it costs more, one undo back to the split',
    async () => {
      const before = plan(useScenarioStore.getState().scenario).monthly?.totalUsd ?? 0;
      renderPanel();
      await openFailover();
      // 3 x 30 units x 2.00 USD a unit-day x 730 / 24 = 5,475 USD a month, 3 x 20 more units = 3,650 USD more.
      expect(
        screen.getByText(
          /^Size every region for all the traffic, so that any one can take over: Premium_P1 × 30 units/,
        ),
      ).toBeVisible();
      expect(screen.getByText(/^Size every region/)).toHaveTextContent(
        /\$5,475 a month, \$3,650 more than now\.$/,
      );
      // 3 x 10 units x 2.00 x 730 / 24 = 1,825 USD, and 0.25 USD of data transfer between the regions.
      expect(before).toBeCloseTo(1_825.25, 2);
      await userEvent.click(screen.getByRole('button', { name: 'Size for failover' }));
      expect(useScenarioStore.getState().scenario.replicas).toEqual({
        count: 2,
        sizing: 'allTraffic',
      });
      expect(await screen.findByText(/Every region is sized for all the traffic/)).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Size for failover' })).toBeNull();
      act(() => useScenarioStore.getState().undoRequested());
      expect(useScenarioStore.getState().scenario.replicas).toEqual({ count: 2, sizing: 'split' });
      expect(await screen.findByRole('button', { name: 'Size for failover' })).toBeVisible();
    },
    slow,
  );

  it(
    'at an hour the reader picks: autoscale’s actions and minutes with the rule’s cool-down',
    async () => {
      act(() =>
        useScenarioStore.getState().scenarioLoaded(
          parsed(
            noticesOnThreeRegions({
              // At the rule's 70%, the autoscaled shape costs less than fixed at the peak: the plan runs it.
              connectionTarget: 0.7,
              loadProfile: profileOf('businessHours'),
              autoscale: { scaleOutAbove: 0.7, scaleInBelow: 0.2, coolDownMinutes: 15 },
            }),
          ),
        ),
      );
      renderPanel();
      await openFailover();
      await userEvent.selectOptions(screen.getByLabelText('Hour the region fails'), '7');
      const table = await screen.findByRole('table', {
        name: 'The other regions when Primary fails · At 7:00, 50% of the peak',
      });
      const replica = within(table).getByRole('row', { name: /^Replica 1/ });
      expect(replica).toHaveTextContent('8 units: 63% → 94% of Connections, above the 70% target');
      // 10 + 2 x 15 + 5 minutes.
      expect(replica).toHaveTextContent(
        'Autoscale: 8 → 20 units in 3 actions, after about 45 min; then 38% of Connections',
      );
      // At the peak the rule's maximum stops it.
      const peak = screen.getByRole('table', {
        name: 'The other regions when Primary fails · At the peak hour, 8:00',
      });
      expect(within(peak).getByRole('row', { name: /^Replica 1/ })).toHaveTextContent(
        'Autoscale stops at its maximum of 20 units (75% of Connections); 30 would carry it',
      );
    },
    slow,
  );

  it('is absent without replicas', () => {
    act(() =>
      useScenarioStore
        .getState()
        .scenarioLoaded(parsed(noticesOnThreeRegions({ replicas: { count: 0, sizing: 'split' } }))),
    );
    renderPanel();
    expect(screen.queryByText('If a region fails')).toBeNull();
  });
});
