/**
 * A region's Microsoft.Insights/autoscalesettings `properties`, the same object in Bicep, the ARM template and the
 * JSON the Azure CLI script sends: `Ref` is how each format writes a value it only knows at deploy time (the target
 * resource's id, the time zone).
 */
import { everyDay, metricWindow, scaleAction } from './azureRules';
import type { AutoscaleLayout } from './layout';

export type AutoscaleRuleBody<Ref> = {
  metricTrigger: {
    metricName: string;
    metricNamespace: string;
    metricResourceUri: Ref;
    timeGrain: string;
    statistic: string;
    timeWindow: string;
    timeAggregation: string;
    operator: string;
    threshold: number;
  };
  scaleAction: {
    direction: string;
    type: typeof scaleAction.type;
    value: string;
    cooldown: string;
  };
};

export type AutoscaleProfileBody<Ref> = {
  name: string;
  capacity: { minimum: string; maximum: string; default: string };
  rules: AutoscaleRuleBody<Ref>[];
  recurrence?: {
    frequency: 'Week';
    schedule: { timeZone: Ref; days: string[]; hours: number[]; minutes: number[] };
  };
};

export type AutoscaleBody<Ref> = {
  enabled: true;
  targetResourceUri: Ref;
  profiles: AutoscaleProfileBody<Ref>[];
};

/**
 * @example autoscaleBody(layout, "[resourceId(...)]", "[parameters('timeZone')]").profiles[0].rules[0].scaleAction
 *   // { direction: 'Increase', type: 'ServiceAllowedNextValue', value: '1', cooldown: 'PT30M' }
 */
export function autoscaleBody<Ref>(
  autoscale: AutoscaleLayout,
  target: Ref,
  timeZone: Ref,
): AutoscaleBody<Ref> {
  const rules: AutoscaleRuleBody<Ref>[] = autoscale.rules.map((rule) => ({
    metricTrigger: {
      metricName: rule.metric,
      metricNamespace: autoscale.metricNamespace,
      metricResourceUri: target,
      timeGrain: metricWindow.timeGrain,
      statistic: metricWindow.statistic,
      timeWindow: metricWindow.timeWindow,
      timeAggregation: metricWindow.timeAggregation,
      operator: rule.operator,
      threshold: rule.thresholdPercent,
    },
    scaleAction: {
      direction: rule.direction,
      type: scaleAction.type,
      value: String(scaleAction.value),
      cooldown: `PT${autoscale.coolDownMinutes}M`,
    },
  }));
  return {
    enabled: true,
    targetResourceUri: target,
    profiles: autoscale.profiles.map((profile) => ({
      name: profile.name,
      capacity: {
        minimum: String(profile.minimum),
        maximum: String(profile.maximum),
        default: String(profile.default),
      },
      rules,
      ...(profile.startHour === null
        ? {}
        : {
            recurrence: {
              frequency: 'Week' as const,
              schedule: {
                timeZone,
                days: [...everyDay],
                hours: [profile.startHour],
                minutes: [0],
              },
            },
          }),
    })),
  };
}
