/**
 * The plan's figures for the exports, present only where the scenario sets them: the day's three monthly
 * costs (a load profile), the regions and their total (replicas), the next 12 months (a timeline). The
 * report words them as the page does (results/planText); the CSV adds them as a block of figure and value.
 */
import {
  defaultTables,
  planOf,
  replicaPlan,
  type DayPlanCost,
  type Evaluation,
} from '../../engine';
import { dayCosts, timelinePlan } from '../../engine/planning';
import type { Translate } from '../../i18n/I18nProvider';
import { formatCount } from '../../i18n/format';
import {
  dayCostFacts,
  replicasText,
  timelineTotalText,
  type PlanFact,
} from '../../components/wording/planText';
import { tierLabel } from '../../components/wording/tierLabel';

/** The plan's facts in the page's words; empty when the scenario sets no profile, replicas or timeline. */
export function planFacts(evaluation: Evaluation, t: Translate, locale: string): PlanFact[] {
  const { scenario } = evaluation;
  if (evaluation.workloads.length === 0) return [];
  const facts: PlanFact[] = [];
  if (scenario.loadProfile) {
    facts.push(
      ...dayCostFacts(
        t,
        locale,
        dayCosts(planOf(evaluation, defaultTables), defaultTables),
        evaluation.recommended,
      ),
    );
  }
  if (scenario.replicas) {
    const text = replicasText(
      t,
      locale,
      replicaPlan(evaluation, defaultTables),
      scenario.replicas.count,
      scenario.loadProfile !== undefined,
    );
    if (text) facts.push({ label: t('plan.replicas.title'), value: text });
  }
  const timeline = timelinePlan(planOf(evaluation, defaultTables), defaultTables);
  if (timeline) {
    facts.push({ label: t('plan.timeline.title'), value: timelineTotalText(t, locale, timeline) });
  }
  return facts;
}

/**
 * The plan as CSV rows of figure and value, money in USD as plain numbers; empty when nothing is set.
 * @example planCsvRows(businessHoursChat, t, number) // [["Plan", "Value"], ["Fixed at the peak ... (USD)", "6256.1"], ...]
 */
export function planCsvRows(
  evaluation: Evaluation,
  t: Translate,
  locale: string,
  number: (value: number, fractionDigits: number) => string,
): string[][] {
  const { scenario, recommended } = evaluation;
  if (evaluation.workloads.length === 0) return [];
  const usd = (label: string) => `${label} (USD)`;
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : number(value, 2);
  const rows: string[][] = [];
  if (scenario.loadProfile) {
    const costs = dayCosts(planOf(evaluation, defaultTables), defaultTables);
    const cost = (plan: DayPlanCost | null) => money(plan?.monthlyCostUsd);
    if (recommended) {
      rows.push([
        usd(t('plan.costs.fixed', { tier: tierLabel(t, recommended.sku, recommended.units) })),
        cost(costs.fixed),
      ]);
    }
    rows.push(
      [
        usd(
          t('plan.costs.autoscale', {
            unitDays: formatCount(locale, costs.autoscale?.unitDays ?? 0),
          }),
        ),
        cost(costs.autoscale),
      ],
      [usd(t('plan.costs.ideal')), cost(costs.ideal)],
    );
  }
  if (scenario.replicas) {
    const plan = replicaPlan(evaluation, defaultTables);
    rows.push(
      [t('plan.replicas.count'), number(scenario.replicas.count, 0)],
      [t('plan.replicas.sizing'), t(`plan.replicas.sizing.${scenario.replicas.sizing}`)],
      [usd(t('exportImport.csv.regionsCost')), money(plan?.totalMonthlyCostUsd)],
    );
  }
  const timeline = timelinePlan(planOf(evaluation, defaultTables), defaultTables);
  if (timeline) {
    rows.push([usd(t('exportImport.csv.twelveMonthCost')), money(timeline.twelveMonthCostUsd)]);
  }
  return rows.length === 0
    ? []
    : [[t('exportImport.csv.planFigure'), t('exportImport.csv.value')], ...rows];
}
