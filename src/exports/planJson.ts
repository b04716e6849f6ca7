/**
 * The plan as JSON for tools and pipelines: the scenario (the scenario file's own object), the link back to it,
 * and `plan()`'s deployment, monthly bill, range, day and year, as numbers (money in US dollars rounded to the
 * cent, shares as fractions: 0.7 = 70%). The page's "Download plan (JSON)" and `signalr-sizing --format json`
 * write this same text.
 */
import { skuCatalog, type Plan } from '../engine';
import { scenarioFileText } from '../state/scenarioFile';
import { planExtras } from './planExport';

/** Names the document, so a reader can tell it from a scenario file. */
export const planJsonFormat = 'signalr-sizing-plan';
/** Raised when a field changes meaning or goes away; new fields may appear within a version. */
export const planJsonVersion = 1;

/** Money to the cent: every key that ends in `Usd`. */
function roundedMoney(key: string, value: unknown): unknown {
  return key.endsWith('Usd') && typeof value === 'number' ? Math.round(value * 100) / 100 : value;
}

/** The document as an object, before it is written (the tests read it). */
export function planDocument(plan: Plan, shareUrl: string) {
  const { day, timeline } = planExtras(plan);
  return {
    format: planJsonFormat,
    version: planJsonVersion,
    link: shareUrl,
    currency: skuCatalog.prices.currency,
    pricesSeen: skuCatalog.prices.sourceDate,
    /** When the default price per GB of data transfer between regions was seen (`monthly.crossRegionPerGbUsd`). */
    crossRegionPriceSeen: skuCatalog.prices.perGbCrossRegionSourceDate,
    /** The service planned: 'signalr' (Azure SignalR Service) or 'webPubSub' (Azure Web PubSub). */
    service: plan.service,
    scenario: JSON.parse(scenarioFileText(plan.scenario)) as unknown,
    deployment: plan.deployment,
    monthly: plan.monthly,
    range: { optimistic: plan.range.optimistic, conservative: plan.range.conservative },
    alternatives: plan.alternatives,
    /** Where the autoscale rule scales out above a sizing target: by how much, and the rule at the target. */
    autoscaleAboveTarget: plan.autoscaleAboveTarget,
    day: day && {
      chosen: day.chosen,
      autoscaleSku: day.autoscaleSku,
      fixedUsd: day.fixed?.monthlyCostUsd ?? null,
      autoscaleUsd: day.autoscale?.monthlyCostUsd ?? null,
      autoscaleUnitDaysPerDay: day.autoscale?.unitDays ?? null,
      idealUsd: day.ideal?.monthlyCostUsd ?? null,
    },
    year: timeline && {
      monthlyGrowth: timeline.monthlyGrowth,
      twelveMonthCostUsd: timeline.twelveMonthCostUsd,
      months: timeline.months.map((month) => ({
        month: month.month,
        connections: month.connections,
        sku: month.tier?.sku ?? null,
        unitsPerInstance: month.tier?.units ?? null,
        instances: month.tier?.instances ?? null,
        totalUsd: month.tier?.cost.totalUsd ?? null,
      })),
    },
    peak: plan.peak && {
      sku: plan.peak.sku,
      units: plan.peak.units,
      binding: plan.peak.binding,
      utilization: plan.peak.utilization,
      growthHeadroom: plan.peak.growthHeadroom,
    },
    reconnect: plan.reconnect,
    warnings: plan.warnings,
    noFit: plan.noFit && { closest: plan.noFit.closest, limits: plan.noFit.limits },
  };
}

/**
 * The JSON text, two-space indented, ending with a newline.
 * @example JSON.parse(planJson(plan(chat), url)).monthly.totalUsd // 6534.92
 */
export function planJson(plan: Plan, shareUrl: string): string {
  return `${JSON.stringify(planDocument(plan, shareUrl), roundedMoney, 2)}\n`;
}
