/**
 * Autoscale that keeps the failover capacity: a region sized "for all traffic so that one region can take over"
 * sees only its own clients in its metrics, so its rule alone would settle at its share and, after a regional
 * failure, climb one step per cool-down. Its recurring profiles hold, from each hour on, the units the plan runs
 * then for all the traffic; a region sized for its share keeps one profile.
 */
import { describe, expect, it } from 'vitest';
import { plan, type Deployment, type Scenario } from '../engine';
import {
  failoverChat,
  failoverWebPubSubChat,
  sharedChat,
} from '../../tests/fixtures/failoverPlans';
import { armTemplateOf } from './arm';
import { failoverSchedule, scheduledMinimumAt } from './failoverSchedule';
import { deploymentLayout, type DeploymentLayout } from './layout';
import { deployDefaults } from './names';
import { deployTexts } from './deployTexts';

const hours = Array.from({ length: 24 }, (_, hour) => hour);

function deploymentOf(scenario: Scenario): Deployment {
  const { deployment } = plan(scenario);
  if (!deployment?.autoscale) throw new Error(`${scenario.name ?? ''} should autoscale`);
  return deployment;
}

function layoutOf(deployment: Deployment): DeploymentLayout {
  const result = deploymentLayout(deployment);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.layout;
}

describe('failoverSchedule', () => {
  it('turns a business day into the hours its units change at, the evening running through the night', () => {
    const day = hours.map((hour) => (hour >= 8 && hour <= 17 ? 20 : 5));
    expect(failoverSchedule(day)).toEqual({
      steps: [
        { startHour: 8, minimum: 20 },
        { startHour: 18, minimum: 5 },
      ],
      extraUnitHoursPerDay: 0,
    });
  });

  it('never holds fewer units than the plan runs, within the 19 recurring profiles a setting takes', () => {
    const restless = hours.map(
      (hour) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30][hour % 12] as number,
    );
    const schedule = failoverSchedule(restless);
    expect(schedule.steps.length).toBeLessThanOrEqual(19);
    for (const hour of hours) {
      expect(scheduledMinimumAt(schedule.steps, hour)).toBeGreaterThanOrEqual(
        restless[hour] as number,
      );
    }
    expect(schedule.extraUnitHoursPerDay).toBe(
      hours.reduce(
        (sum, hour) => sum + scheduledMinimumAt(schedule.steps, hour) - (restless[hour] as number),
        0,
      ),
    );
    expect(schedule.extraUnitHoursPerDay).toBeGreaterThan(0);
  });
});

describe.each([
  ['Azure SignalR Service', failoverChat],
  ['Azure Web PubSub', failoverWebPubSubChat],
])('a plan sized for all the traffic on %s', (_, scenario) => {
  const deployment = deploymentOf(scenario);
  const layout = layoutOf(deployment);

  it('holds in every region, hour by hour, the units the plan runs for all the traffic', () => {
    const regions = layout.instances[0]?.regions ?? [];
    expect(regions).toHaveLength(3);
    regions.forEach((region, index) => {
      const detail = deployment.regionDeployments[index];
      const steps = region.autoscale?.failover?.steps ?? [];
      expect(hours.map((hour) => scheduledMinimumAt(steps, hour))).toEqual(detail?.unitsByHour);
      // At the peak the minimum is the region's units for all the clients, not its third of them.
      expect(Math.max(...steps.map((step) => step.minimum))).toBe(detail?.unitsPerInstance);
    });
  });

  it('writes those minimums as recurring profiles of every format, in the time zone the operator sets', () => {
    const result = deployTexts(deployment, scenario.name);
    if (!result.ok) throw new Error('deployable');
    const template = armTemplateOf(layout, deployDefaults(scenario.name, layout.replicaCount));
    const settings = template.resources.filter(
      (resource) => resource.type === 'Microsoft.Insights/autoscalesettings',
    );
    expect(settings).toHaveLength(3);
    for (const setting of settings) {
      if (setting.type !== 'Microsoft.Insights/autoscalesettings') continue;
      expect(
        setting.properties.profiles.map((profile) => [
          profile.recurrence?.schedule.hours[0] ?? 'default',
          profile.capacity.minimum,
          profile.capacity.maximum,
        ]),
      ).toEqual([
        ['default', '30', '30'],
        [7, '20', '30'],
        [8, '30', '30'],
        [19, '10', '30'],
      ]);
      expect(setting.properties.profiles[1]?.recurrence?.schedule.timeZone).toBe(
        "[parameters('timeZone')]",
      );
    }
    expect(template.parameters.timeZone?.defaultValue).toBe('UTC');
    expect(result.texts.bicep).toContain("param timeZone string = 'UTC'");
    expect(result.texts.terraform).toContain('timezone = var.time_zone');
    expect(result.texts.cli).toContain('"timeZone": "$TIME_ZONE"');
    for (const text of Object.values(result.texts)) {
      expect(text).toContain('sized for all the traffic, so that one can take over');
    }
  });
});

it('a plan sized for each region’s share keeps one profile per region, on its own metrics', () => {
  const deployment = deploymentOf(sharedChat);
  const layout = layoutOf(deployment);
  for (const region of layout.instances[0]?.regions ?? []) {
    expect(region.autoscale?.failover).toBeNull();
    expect(region.autoscale?.profiles).toEqual([
      { name: 'plan', minimum: 3, maximum: 10, default: 10, startHour: null },
    ]);
  }
  const result = deployTexts(deployment, sharedChat.name);
  expect(result.ok && result.texts.bicep).not.toContain('timeZone');
});
