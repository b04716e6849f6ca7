/**
 * A tier as one region's instance carries it at its peak hour: the evaluation reads every tier at the whole
 * composed peak (level 1), while a region sized for its share of the clients (`split`), or a day whose busiest
 * hour is below the composed peak, carries less. At level L every limit is `constant + linear x L` (server
 * connections stay, client connections and message rates scale), as the unit ladder reads it (./unitLadder).
 */
import { growthHeadroom, judge, type Thresholds, type TierTerms } from '../sizing/utilization';
import type { TierEvaluation } from '../sizing/tierEvaluation';

function termsAtLevel(terms: TierTerms, level: number): TierTerms {
  const scaled = {} as TierTerms;
  for (const [limit, limitTerms] of Object.entries(terms) as [
    keyof TierTerms,
    TierTerms[keyof TierTerms],
  ][]) {
    scaled[limit] = limitTerms && {
      constant: limitTerms.constant,
      linear: limitTerms.linear * level,
      quadratic: limitTerms.quadratic * level,
    };
  }
  return scaled;
}

/**
 * The tier at `level` of the composed peak, judged against `thresholds` (the sizing targets, or the autoscale
 * rule's scale-out threshold): its utilization, binding limit, verdict and room to grow.
 * @example a Premium_P1 x 3 region of three (split) at 168% connections for the whole peak -> about 56% at level 1/3
 */
export function tierAtLevel(
  tier: TierEvaluation,
  level: number,
  thresholds: Thresholds,
): TierEvaluation {
  if (level === 1) return tier;
  const { utilization } = tier;
  const serverShare = tier.serverConnections / tier.capacity.maxConnections;
  const atLevel = {
    connections: serverShare + (utilization.connections - serverShare) * level,
    inboundBandwidth: utilization.inboundBandwidth * level,
    outboundBandwidth: utilization.outboundBandwidth * level,
    routing: utilization.routing * level,
    dailyMessages: utilization.dailyMessages === null ? null : utilization.dailyMessages * level,
  };
  const verdict = judge(atLevel, thresholds);
  const terms = termsAtLevel(tier.terms, level);
  return {
    ...tier,
    utilization: atLevel,
    binding: verdict.binding,
    fits: verdict.fits,
    withinCapacity: verdict.withinCapacity,
    terms,
    growthHeadroom: growthHeadroom(terms, thresholds),
  };
}
