/**
 * The plan's figures for the exports, all from one `plan()`: its deployment and monthly bill always; each
 * region's bill (replicas), the day's three monthly costs (a load profile) and the year ahead (a timeline) where
 * the scenario sets them. The report words them (planSectionFacts); the CSV adds them as rows of figure and
 * value (planCsvRows); the JSON export carries the numbers as they are (./planJson).
 */
import { defaultTables, type DayCosts, type DayPlanCost, type Plan } from '../engine';
import { dayCosts, timelinePlan } from '../engine/planning';
import type { TimelinePlan } from '../engine';
import { formatCount, formatCurrency, formatPercent } from '../i18n/format';
import type { Translate } from '../i18n/translate';
import { tierLabel } from '../components/wording/tierLabel';
import { deployedTier, regionName } from '../components/wording/deploymentSentence';
import type { PlanFact } from './planWords';
import { pricesBasisText } from '../components/wording/pricesBasisText';

/** What the plan adds when the scenario asks for it: the day's costs and the year's months. */
export interface PlanExtras {
  /** The day's three monthly costs; null without a load profile or a deployment. */
  day: DayCosts | null;
  /** The year ahead (month 0 is the plan's own bill); null without a timeline. */
  timeline: TimelinePlan | null;
}

/** The day and the year of a plan, priced on the same tables as the plan itself. */
export function planExtras(plan: Plan): PlanExtras {
  const profiled = plan.scenario.loadProfile !== undefined && plan.deployment !== null;
  return {
    day: profiled ? dayCosts(plan, defaultTables) : null,
    timeline: plan.deployment ? timelinePlan(plan, defaultTables) : null,
  };
}

/** The index of the plan's deployed tier among its instance's tiers; -1 when nothing is deployed. */
export function deployedTierIndex(plan: Plan): number {
  const { deployment } = plan;
  if (!deployment) return -1;
  return plan.instanceEvaluation.tiers.findIndex(
    (tier) => tier.sku === deployment.sku && tier.units === deployment.unitsPerInstance,
  );
}

/** An amount a month, in the plan's currency. */
function perMonth(t: Translate, locale: string, plan: Plan, amount: number): string {
  return t('unit.perMonth', { value: formatCurrency(locale, amount, plan.prices.currency) });
}

function dayFacts(t: Translate, locale: string, plan: Plan, day: DayCosts): PlanFact[] {
  const { deployment } = plan;
  if (!deployment) return [];
  const value = (cost: DayPlanCost | null, chosen: boolean) => {
    if (!cost) return t('exportImport.plan.day.noFit');
    const text = perMonth(t, locale, plan, cost.monthlyCostUsd);
    return chosen ? `${text} ${t('exportImport.plan.day.chosen')}` : text;
  };
  const facts: PlanFact[] = [
    {
      label: t('exportImport.plan.day.fixed', { tier: deployedTier(t, deployment) }),
      value: value(day.fixed, day.chosen === 'fixed'),
    },
  ];
  if (day.autoscaleSku) {
    facts.push(
      {
        label: t('exportImport.plan.day.autoscale', {
          sku: t(`sku.${day.autoscaleSku}`),
          unitDays: formatCount(locale, day.autoscale?.unitDays ?? 0),
        }),
        value: value(day.autoscale, day.chosen === 'autoscale'),
      },
      { label: t('exportImport.plan.day.ideal'), value: value(day.ideal, false) },
    );
  }
  return facts;
}

function yearFact(
  t: Translate,
  locale: string,
  timeline: TimelinePlan,
  currency: string,
): PlanFact {
  const now = timeline.months[0]?.tier;
  const last = timeline.months[timeline.months.length - 1]?.tier;
  const nowCost = now ? formatCurrency(locale, now.cost.totalUsd, currency) : '';
  const value =
    timeline.twelveMonthCostUsd === null || !last
      ? t('exportImport.plan.year.noFit', { now: nowCost })
      : t('exportImport.plan.year.value', {
          now: nowCost,
          growth: formatPercent(locale, timeline.monthlyGrowth),
          tier: tierLabel(t, last.sku, last.units),
          count: last.instances,
          last: formatCurrency(locale, last.cost.totalUsd, currency),
          total: formatCurrency(locale, timeline.twelveMonthCostUsd, currency),
        });
  return { label: t('exportImport.plan.year'), value };
}

/** The report's plan section: each region's bill, the day and the year; empty when the scenario sets none. */
export function planSectionFacts(
  t: Translate,
  locale: string,
  plan: Plan,
  extras: PlanExtras,
): PlanFact[] {
  const facts: PlanFact[] = [];
  const { deployment } = plan;
  const regions = plan.monthly?.regions ?? [];
  if (deployment && regions.length > 1) {
    facts.push(
      ...regions.map((region) => ({
        label: t('exportImport.plan.regionBill', { region: regionName(t, region.region) }),
        value: t('exportImport.plan.regionBill.value', {
          tier: tierLabel(t, deployment.sku, region.unitsPerInstance),
          share: formatPercent(locale, region.clientShare),
          cost: perMonth(t, locale, plan, region.totalUsd),
        }),
      })),
    );
  }
  if (extras.day) facts.push(...dayFacts(t, locale, plan, extras.day));
  if (extras.timeline) facts.push(yearFact(t, locale, extras.timeline, plan.prices.currency));
  return facts;
}

/**
 * The plan as CSV rows of figure and value, money in USD and shares as plain numbers: the service, the deployment,
 * what it needs besides (app servers, or Web PubSub's upstream requests a second), the monthly bill, each region,
 * the range, the day and the year. Empty when nothing fits.
 * @example planCsvRows(t, 'en', plan, extras, number) // [["Plan", "Value"], ["Service", "Azure SignalR Service"], ["SKU", "Premium_P1"], ...]
 */
export function planCsvRows(
  t: Translate,
  locale: string,
  plan: Plan,
  extras: PlanExtras,
  number: (value: number, fractionDigits: number) => string,
): string[][] {
  const { deployment, monthly } = plan;
  if (!deployment || !monthly) return [];
  // Money in the plan's currency, named in each heading as it always was: "Total cost (EUR)".
  const usd = (label: string) => `${label} (${plan.prices.currency})`;
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : number(value, 2);
  const rows: string[][] = [
    [t('exportImport.plan.service'), t(`service.${plan.service}`)],
    [t('exportImport.csv.sku'), t(`sku.${deployment.sku}`)],
    [t('exportImport.csv.unitsPerInstance'), number(deployment.unitsPerInstance, 0)],
    [t('exportImport.csv.instances'), number(deployment.instances, 0)],
    [t('exportImport.csv.regions'), number(deployment.regions.length, 0)],
    [t('exportImport.csv.totalUnits'), number(deployment.totalUnits, 0)],
  ];
  const rule = deployment.autoscale;
  if (rule) {
    rows.push(
      [t('exportImport.csv.autoscaleMinimum'), number(rule.minimum, 0)],
      [t('exportImport.csv.autoscaleMaximum'), number(rule.maximum, 0)],
      [t('exportImport.csv.scaleOutAbove'), number(rule.scaleOutAbove, 4)],
      [t('exportImport.csv.scaleInBelow'), number(rule.scaleInBelow, 4)],
      [t('exportImport.csv.coolDownMinutes'), number(rule.coolDownMinutes, 0)],
    );
  }
  rows.push(
    // What the service needs besides: SignalR's app servers, or the requests a second Web PubSub's upstream answers.
    plan.service === 'webPubSub'
      ? [
          t('exportImport.csv.upstreamRequestsPerSecond'),
          number(deployment.upstream?.requestsPerSecond ?? 0, 2),
        ]
      : [t('exportImport.csv.appServers'), number(deployment.appServers, 0)],
    [usd(t('exportImport.csv.unitsCost')), money(monthly.unitsUsd)],
    [usd(t('exportImport.csv.messagesCost')), money(monthly.messagesUsd)],
  );
  if (monthly.regions.length > 1) {
    // Azure's data transfer between the regions, at the price per GB it was priced at.
    rows.push(
      [usd(t('exportImport.csv.crossRegionCost')), money(monthly.crossRegionUsd)],
      [usd(t('exportImport.csv.crossRegionPerGb')), number(monthly.crossRegionPerGbUsd, 4)],
    );
  }
  rows.push(
    [usd(t('exportImport.csv.totalCost')), money(monthly.totalUsd)],
    [t('prices.heading'), pricesBasisText(t, locale, plan)],
  );
  if (monthly.regions.length > 1) {
    for (const region of monthly.regions) {
      const name = regionName(t, region.region);
      rows.push(
        [t('exportImport.csv.regionUnits', { region: name }), number(region.unitsPerInstance, 0)],
        [usd(t('exportImport.csv.regionCost', { region: name })), money(region.totalUsd)],
      );
    }
  }
  const { optimistic, conservative } = plan.range;
  if (optimistic)
    rows.push([usd(t('exportImport.csv.rangeOptimistic')), money(optimistic.totalUsd)]);
  if (conservative) {
    rows.push([usd(t('exportImport.csv.rangeConservative')), money(conservative.totalUsd)]);
  }
  const { day, timeline } = extras;
  if (day) {
    rows.push([usd(t('exportImport.csv.dayFixed')), money(day.fixed?.monthlyCostUsd)]);
    if (day.autoscaleSku) {
      rows.push(
        [usd(t('exportImport.csv.dayAutoscale')), money(day.autoscale?.monthlyCostUsd)],
        [usd(t('exportImport.csv.dayIdeal')), money(day.ideal?.monthlyCostUsd)],
      );
    }
  }
  if (timeline) {
    rows.push([usd(t('exportImport.csv.twelveMonthCost')), money(timeline.twelveMonthCostUsd)]);
  }
  return [[t('exportImport.csv.planFigure'), t('exportImport.csv.value')], ...rows];
}
