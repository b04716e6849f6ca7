/** What to tell the user when no tier fits: the closest tier, the limits it breaks, and what would fit. */
import type { Evaluation, LimitName, ScenarioEdition, TierEvaluation } from '../../engine';

export type NoFitFix =
  | { kind: 'otherEdition'; edition: ScenarioEdition }
  | { kind: 'throughput' }
  | { kind: 'connections'; maxConnections: number }
  | { kind: 'routingPlateau2019' }
  | { kind: 'routingSplit' };

export interface NoFitAdvice {
  closest: TierEvaluation;
  limits: LimitName[];
  fixes: NoFitFix[];
}

const throughputLimits: readonly LimitName[] = ['inboundBandwidth', 'outboundBandwidth', 'routing'];

/**
 * The advice for an evaluation without a recommendation, or null when one fits (or nothing is entered).
 * Fixes, in order: the other edition's tables when they fit; less throughput when a throughput limit
 * breaks; splitting when connections exceed the largest tier; for routing, the 2019 plateau from unit 50
 * (that guide: contact support) or splitting the routed traffic.
 * @example 2019 groups of 10 sending 10,000 msg/s -> closest Standard_S1 x 100, limits [outbound, routing],
 *   fixes [otherEdition current, throughput, routingPlateau2019]
 */
export function noFitAdvice(evaluation: Evaluation): NoFitAdvice | null {
  const { noFit, tiers } = evaluation;
  if (!noFit || evaluation.workloads.length === 0) return null;
  const closest = tiers.find(
    (tier) => tier.sku === noFit.closest.sku && tier.units === noFit.closest.units,
  );
  if (!closest) return null;
  const fixes: NoFitFix[] = [];
  if (noFit.otherEditionFits) fixes.push({ kind: 'otherEdition', edition: noFit.otherEditionFits });
  if (noFit.limits.some((limit) => throughputLimits.includes(limit)))
    fixes.push({ kind: 'throughput' });
  if (noFit.limits.includes('connections')) {
    const maxConnections = Math.max(...tiers.map((tier) => tier.capacity.maxConnections));
    fixes.push({ kind: 'connections', maxConnections });
  }
  if (noFit.limits.includes('routing')) {
    fixes.push({ kind: evaluation.edition === '2019' ? 'routingPlateau2019' : 'routingSplit' });
  }
  return { closest, limits: noFit.limits, fixes };
}
