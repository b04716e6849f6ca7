/**
 * What moving a running instance from one deployment to another costs in availability, as the vendor's scale
 * pages say it (data/failover-rules.json `tierChange`):
 * - between Free and a paid tier (Standard or Premium), the public IP changes and "typically takes 30-60 minutes
 *   to propagate across DNS servers globally, during which the service may be temporarily unreachable";
 * - Standard_S1 <-> Premium_P1 and Premium_P1 <-> Premium_P2: no downtime (SignalR's table); Standard_S1 <->
 *   Premium_P2 is not in the table: no downtime, as no public IP changes between Standard and Premium (our
 *   assumption, from Web PubSub's page);
 * - Premium_P2's "scaling operations ... might take longer compared to those tiers in smaller SKUs".
 * A change of units within Free, Standard_S1 or Premium_P1 is none of these: "a few minutes" (no note).
 */
import { failoverRules as defaultFailoverRules, type FailoverRules } from '../guides/failoverRules';
import type { SkuId } from '../guides/guideSchema';
import type { Plan } from './planTypes';

/** A deployment as a change reads it: the SKU and the units of each instance. */
export interface TierPoint {
  sku: SkuId;
  units: number;
}

export interface ScaleChange {
  from: TierPoint;
  to: TierPoint;
  /** The SKU changes (a change of pricing tier), not only the units. */
  tierChanged: boolean;
  /** Between Free and a paid tier: unreachable for this many minutes while DNS learns the new IP; else null. */
  downtimeMinutes: { min: number; max: number } | null;
  /** Standard_S1 <-> Premium_P2: the vendor's table does not list it; no downtime is our assumption. */
  assumed: boolean;
  /** Premium_P2 on either side: its scale operations take longer than smaller SKUs' (no figure published). */
  premiumP2: boolean;
}

const paid = (sku: SkuId) => sku !== 'Free';

/**
 * The change from one deployment to another; null when nothing changes, or only the units of a SKU other than
 * Premium_P2 (a few minutes, no downtime: nothing to say).
 * @example scaleChangeOf({ sku: 'Free', units: 1 }, { sku: 'Standard_S1', units: 2 }).downtimeMinutes // { min: 30, max: 60 }
 * @example scaleChangeOf({ sku: 'Standard_S1', units: 10 }, { sku: 'Premium_P1', units: 10 }).downtimeMinutes // null
 */
export function scaleChangeOf(
  from: TierPoint,
  to: TierPoint,
  rules: FailoverRules = defaultFailoverRules,
): ScaleChange | null {
  const tierChanged = from.sku !== to.sku;
  const premiumP2 = from.sku === 'Premium_P2' || to.sku === 'Premium_P2';
  if (!tierChanged && (!premiumP2 || from.units === to.units)) return null;
  const freeAndPaid = tierChanged && paid(from.sku) !== paid(to.sku);
  const pair = new Set([from.sku, to.sku]);
  return {
    from,
    to,
    tierChanged,
    downtimeMinutes: freeAndPaid ? { ...rules.tierChange.downtimeMinutes } : null,
    assumed: tierChanged && pair.has('Standard_S1') && pair.has('Premium_P2'),
    premiumP2,
  };
}

/** Which other answer of the plan a change moves to. */
export type AlternativeKind = 'singleRegion' | 'optimistic' | 'conservative' | 'severalInstances';

export interface AlternativeChange {
  alternative: AlternativeKind;
  change: ScaleChange;
}

/**
 * The plan's other answers that sit on another tier than its deployment, and what moving a running instance
 * there costs: the single region's tier the replicas moved to Premium from (`replicasNeedPremium`), each end of
 * the range, and the several instances offered; only where the tier changes (or Premium_P2's units do).
 * @example a chat whose one region needs Standard_S1 x 5, with replicas on Premium_P1 x 5
 *   // [{ alternative: 'singleRegion', change: { from: Standard_S1 x 5, to: Premium_P1 x 5, downtimeMinutes: null } }]
 */
export function alternativeChanges(
  planned: Plan,
  rules: FailoverRules = defaultFailoverRules,
): AlternativeChange[] {
  const { deployment, evaluation, range, alternatives } = planned;
  if (!deployment) return [];
  const deployed: TierPoint = { sku: deployment.sku, units: deployment.unitsPerInstance };
  const changes: AlternativeChange[] = [];
  const add = (alternative: AlternativeKind, change: ScaleChange | null) => {
    if (change) changes.push({ alternative, change });
  };
  const single = evaluation.recommended;
  if (deployment.reasons.includes('replicasNeedPremium') && single) {
    add('singleRegion', scaleChangeOf({ sku: single.sku, units: single.units }, deployed, rules));
  }
  const ends: [AlternativeKind, typeof range.optimistic][] = [
    ['optimistic', range.optimistic],
    ['conservative', range.conservative],
    ['severalInstances', alternatives.severalInstances],
  ];
  for (const [alternative, end] of ends) {
    if (end) {
      add(
        alternative,
        scaleChangeOf(deployed, { sku: end.sku, units: end.unitsPerInstance }, rules),
      );
    }
  }
  return changes;
}
