/**
 * Premium autoscale's rule as the plan deploys it: the scenario's thresholds and cool-down, else the vendor's
 * example (scale out above 70% Connection Quota Utilization, in below 20%) and its 30-minute rule of thumb
 * (data/service-rules.json `autoscale`). The simulation and the infrastructure code read the same rule.
 */
import type { ServiceRules } from '../guides/serviceRulesSchema';
import type { Scenario } from '../scenario/scenario';
import type { Thresholds } from '../sizing/utilization';

export interface AutoscaleSettingsUsed {
  scaleOutAbove: number;
  scaleInBelow: number;
  coolDownMinutes: number;
  /** True when the scenario set them; false: the vendor's example. */
  fromScenario: boolean;
}

/**
 * @example autoscaleSettingsOf(scenarioWithout, rules) // { scaleOutAbove: 0.7, scaleInBelow: 0.2, coolDownMinutes: 30, fromScenario: false }
 */
export function autoscaleSettingsOf(
  scenario: Scenario,
  rules: ServiceRules,
): AutoscaleSettingsUsed {
  const own = scenario.autoscale;
  return {
    scaleOutAbove: own?.scaleOutAbove ?? rules.autoscale.scaleOutAboveConnectionQuotaUtilization,
    scaleInBelow: own?.scaleInBelow ?? rules.autoscale.scaleInBelowConnectionQuotaUtilization,
    coolDownMinutes: own?.coolDownMinutes ?? rules.autoscale.coolDownMinutes,
    fromScenario: own !== undefined,
  };
}

/** The targets an autoscaled instance is held to: the rule's scale-out threshold, for connections and Server Load. */
export function autoscaleThresholds(settings: AutoscaleSettingsUsed): Thresholds {
  return { connectionTarget: settings.scaleOutAbove, targetUtilization: settings.scaleOutAbove };
}

/**
 * Scale actions the simulation allows in an hour: one per cool-down, at least one.
 * @example scaleStepsPerHour(30) // 2
 */
export function scaleStepsPerHour(coolDownMinutes: number): number {
  return Math.max(1, Math.floor(60 / coolDownMinutes));
}
