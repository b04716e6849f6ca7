/**
 * Turns the recommended tier's terms into the growth chart: each limit's utilization as connections and
 * senders grow by k (from ×0.5 to ×10), and where each limit crosses its threshold. Every value comes from
 * the engine's `utilizationAt(terms, k)`; nothing is re-evaluated per point.
 */
import {
  limitNames,
  thresholdOf,
  utilizationAt,
  type LimitName,
  type LimitTerms,
  type Thresholds,
  type TierEvaluation,
} from '../../engine';

export const growthRange = { min: 0.5, max: 10 } as const;
export const growthTicks = [0.5, 1, 2, 5, 10] as const;
/** Log-spaced samples over the range, plus the ticks and each limit's crossing (its line passes through the dot). */
const sampleCount = 41;

export interface GrowthPoint {
  growthFactor: number;
  utilization: Partial<Record<LimitName, number>>;
}

export interface Crossing {
  limit: LimitName;
  /** Connections and daily messages: 1 (a hard limit); throughput limits: the target. */
  threshold: number;
  /** The smallest k in the range where the limit reaches its threshold; null if it stays under up to ×10. */
  growthFactor: number | null;
}

export interface GrowthSeries {
  /** The limits this tier has (Free adds daily messages). */
  limits: LimitName[];
  points: GrowthPoint[];
  /** The points at the axis ticks (×0.5, ×1, ×2, ×5, ×10), for the text table. */
  atTicks: GrowthPoint[];
  /** One per limit: the crossings in the range first, earliest first, then the limits that never cross. */
  crossings: Crossing[];
}

/**
 * Smallest k >= 0 with `constant + linear * k + quadratic * k^2 = threshold` (no term is negative, so the
 * utilization only grows with k): 0 when what does not grow (server connections, fixed senders) is already
 * over it; null when the limit never gets there. Solved in the form `2R / (b + sqrt(b^2 + 4aR))` with
 * R = threshold - constant, which stays exact when the quadratic term is 0 (k = R / b).
 * @example growthToReach({ constant: 0, linear: 0.5, quadratic: 0 }, 0.7) // 1.4
 */
export function growthToReach(terms: LimitTerms, threshold: number): number | null {
  const { constant, linear, quadratic } = terms;
  const room = threshold - constant;
  if (room <= 0) return 0;
  if (linear <= 0 && quadratic <= 0) return null;
  return (2 * room) / (linear + Math.sqrt(linear * linear + 4 * quadratic * room));
}

/** Where the limit reaches its threshold within [×0.5, ×10]; below the range reads as ×0.5. */
export function crossingIn(terms: LimitTerms, threshold: number): number | null {
  const factor = growthToReach(terms, threshold);
  if (factor === null || factor > growthRange.max) return null;
  return Math.max(factor, growthRange.min);
}

function logSamples(): number[] {
  const ratio = growthRange.max / growthRange.min;
  return Array.from(
    { length: sampleCount },
    (_, index) => growthRange.min * ratio ** (index / (sampleCount - 1)),
  );
}

/**
 * The growth chart of one tier at a headroom target.
 * @example growthSeries(echoTier, 0.7).crossings[0] // { limit: 'inboundBandwidth', threshold: 0.7, growthFactor: 1.4 }
 */
export function growthSeries(tier: TierEvaluation, thresholds: Thresholds): GrowthSeries {
  const limits = limitNames.filter((limit) => tier.terms[limit] !== null);
  const crossings: Crossing[] = limits.map((limit) => {
    const threshold = thresholdOf(limit, thresholds);
    const terms = tier.terms[limit] as LimitTerms;
    return { limit, threshold, growthFactor: crossingIn(terms, threshold) };
  });
  crossings.sort((a, b) => (a.growthFactor ?? Infinity) - (b.growthFactor ?? Infinity));
  const factors = new Set([...logSamples(), ...growthTicks]);
  for (const crossing of crossings) {
    if (crossing.growthFactor !== null) factors.add(crossing.growthFactor);
  }
  const points = [...factors]
    .sort((a, b) => a - b)
    .map((growthFactor) => {
      const all = utilizationAt(tier.terms, growthFactor);
      const utilization: GrowthPoint['utilization'] = {};
      for (const limit of limits) utilization[limit] = all[limit] ?? 0;
      return { growthFactor, utilization };
    });
  const ticks: readonly number[] = growthTicks;
  const atTicks = points.filter((point) => ticks.includes(point.growthFactor));
  return { limits, points, atTicks, crossings };
}
