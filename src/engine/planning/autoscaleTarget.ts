/**
 * An autoscale rule that lets the deployment run hotter than the sizing targets. The rule scales out above its own
 * threshold (the vendor's example: 70% of the connection quota, "Automatically scale units of an Azure SignalR
 * Service"), whatever the targets the scenario is sized with; where a target is lower, the peak hour runs above it.
 * The plan says so, and offers the rule with its threshold at the target.
 */
import type { TierEvaluation } from '../sizing/tierEvaluation';
import type { Scenario } from '../scenario/scenario';
import type { AutoscaleRule, Deployment } from './planTypes';

export interface AutoscaleAboveTarget {
  /** The limit whose target the rule's threshold is above: connections, or throughput (the Server Load rule). */
  limit: 'connections' | 'throughput';
  /** The rule's scale-out threshold (0.7 = 70%). */
  scaleOutAbove: number;
  /** The sizing target below it: `connectionTarget`, or `targetUtilization` for throughput. */
  target: number;
  /** That limit's utilization at the peak hour, at the units the rule gives it (the primary region's instance). */
  peakUtilization: number;
  /** The rule with its scale-out threshold at the target: what the page offers in one undoable step. */
  ruleAtTarget: { scaleOutAbove: number; scaleInBelow: number; coolDownMinutes: number };
}

/** Shares compare to a hundredth of a percent: 0.7 and 0.70000001 are one threshold. */
const shareEpsilon = 1e-4;

/**
 * The scale-in threshold that goes with a lower scale-out one: the rule's own where it stays below, else the same
 * share of the new threshold as the vendor's example keeps (20% of 70%), to whole percent.
 * @example scaleInBelowFor(0.5, { scaleOutAbove: 0.7, scaleInBelow: 0.6 }) // 0.14
 */
function scaleInBelowFor(
  scaleOutAbove: number,
  rule: Pick<AutoscaleRule, 'scaleOutAbove' | 'scaleInBelow'>,
): number {
  if (rule.scaleInBelow < scaleOutAbove - shareEpsilon) return rule.scaleInBelow;
  return Math.floor(((scaleOutAbove * rule.scaleInBelow) / rule.scaleOutAbove) * 100) / 100;
}

/**
 * Where the deployment autoscales on a rule whose scale-out threshold is above a sizing target: the lower target,
 * the peak hour's utilization, and the rule at that target; null when it does not autoscale or no target is lower.
 * @example autoscaleAboveTarget(scenarioAt50Percent, deployment, peak)
 *   // { limit: 'connections', scaleOutAbove: 0.7, target: 0.5, peakUtilization: 0.67, ruleAtTarget: { 0.5, 0.14, 30 } }
 */
export function autoscaleAboveTarget(
  scenario: Scenario,
  deployment: Deployment,
  peak: TierEvaluation,
): AutoscaleAboveTarget | null {
  const rule = deployment.regionDeployments.find((region) => region.autoscale)?.autoscale;
  if (!rule) return null;
  const { utilization } = peak;
  const candidates: Omit<AutoscaleAboveTarget, 'scaleOutAbove' | 'ruleAtTarget'>[] = [
    {
      limit: 'connections',
      target: scenario.connectionTarget ?? 1,
      peakUtilization: utilization.connections,
    },
  ];
  if (rule.serverLoad) {
    candidates.push({
      limit: 'throughput',
      target: scenario.targetUtilization,
      peakUtilization: Math.max(
        utilization.inboundBandwidth,
        utilization.outboundBandwidth,
        utilization.routing,
      ),
    });
  }
  const below = candidates
    .filter((candidate) => candidate.target < rule.scaleOutAbove - shareEpsilon)
    .sort((a, b) => a.target - b.target)[0];
  if (!below) return null;
  return {
    ...below,
    scaleOutAbove: rule.scaleOutAbove,
    ruleAtTarget: {
      scaleOutAbove: below.target,
      scaleInBelow: scaleInBelowFor(below.target, rule),
      coolDownMinutes: rule.coolDownMinutes,
    },
  };
}
