/**
 * The plan's figures in words, shared by the recommendation panel and the Markdown report so both say the
 * same sentence: the regions' total, the day's three monthly costs, the year's total.
 */
import type {
  DayCosts,
  DayPlanCost,
  Recommendation,
  ReplicaPlan,
  TimelinePlan,
} from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import { formatCount, formatCurrency } from '../../i18n/format';
import { tierLabel } from './tierLabel';

/**
 * "× 2 regions (primary + 1 replica), each on Premium_P1 × 30 units at $6,256 a month, sized for all
 * traffic: total monthly cost $12,512." Null when the scenario has no replicas (or none besides the primary).
 */
export function replicasText(
  t: Translate,
  locale: string,
  plan: ReplicaPlan | null,
  replicaCount: number,
  /** The scenario has a load profile: the regions' messages follow it, not the peak all day. */
  profiled = false,
): string | null {
  if (!plan || replicaCount === 0) return null;
  if (!plan.regions || plan.totalMonthlyCostUsd === null) {
    return t('recommendation.replicas.noFit', { count: replicaCount });
  }
  const params = {
    count: replicaCount,
    regions: replicaCount + 1,
    cost: formatCurrency(locale, plan.totalMonthlyCostUsd),
  };
  const first = plan.regions[0];
  const text =
    plan.sizing === 'allTraffic' && first
      ? t('recommendation.replicas.allTraffic', {
          ...params,
          tier: tierLabel(t, first.sku, first.units),
          each: formatCurrency(locale, first.cost.totalUsd),
        })
      : t('recommendation.replicas.split', params);
  return profiled ? `${text} ${t('recommendation.replicas.profile')}` : text;
}

export interface PlanFact {
  label: string;
  value: string;
}

function costValue(t: Translate, locale: string, cost: DayPlanCost | null): string {
  return cost
    ? t('unit.perMonth', { value: formatCurrency(locale, cost.monthlyCostUsd) })
    : t('plan.costs.noFit');
}

/** The day's three monthly costs as label and value: fixed at the peak, autoscaled, the ideal bound. */
export function dayCostFacts(
  t: Translate,
  locale: string,
  costs: DayCosts,
  recommended: Recommendation | null,
): PlanFact[] {
  const facts: PlanFact[] = [];
  if (costs.fixed && recommended) {
    facts.push({
      label: t('plan.costs.fixed', { tier: tierLabel(t, recommended.sku, recommended.units) }),
      value: costValue(t, locale, costs.fixed),
    });
  }
  facts.push(
    {
      label: t('plan.costs.autoscale', {
        unitDays: formatCount(locale, costs.autoscale?.unitDays ?? 0),
      }),
      value: costValue(t, locale, costs.autoscale),
    },
    { label: t('plan.costs.ideal'), value: costValue(t, locale, costs.ideal) },
  );
  return facts;
}

/** "The next 12 months: $75,074.40." or that some month fits no tier. */
export function timelineTotalText(t: Translate, locale: string, plan: TimelinePlan): string {
  return plan.twelveMonthCostUsd === null
    ? t('plan.timeline.totalNoFit')
    : t('plan.timeline.total', { cost: formatCurrency(locale, plan.twelveMonthCostUsd) });
}
