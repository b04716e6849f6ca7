/**
 * The plan as JSON for tools and pipelines: the scenario (the scenario file's own object, every value as set), the
 * link back to it, and `plan()`'s deployment, monthly bill, range, day and year, as numbers rounded for machines
 * (`forMachines`): money in the prices' currency (`currency`) to the cent, counts of messages and bytes a day and of
 * connections to whole numbers, every other figure (shares as fractions, 0.7 = 70%; unit-days; seconds; a price
 * list's rates) to 6 significant digits, so no binary noise (241559999.99999994) reaches a pipeline; and what the
 * prices are (`prices`). The page's "Download plan (JSON)" and `signalr-sizing --format json` write this same text.
 */
import { skuCatalog, type Plan } from '../engine';
import { jsonWithoutRawControls } from '../components/controlText';
import { scenarioFileText } from '../state/scenarioFileText';
import { planExtras } from './planExport';

/** Names the document, so a reader can tell it from a scenario file. */
export const planJsonFormat = 'signalr-sizing-plan';
/** Raised when a field changes meaning or goes away; new fields may appear within a version. */
export const planJsonVersion = 1;

/** Keys that count messages or bytes a day: whole numbers. */
const dailyCount = /(?:Messages|Bytes)PerDay$/;

/** Significant digits of a figure that is neither money nor a count: far more than the guide's tables hold. */
const significantDigits = 6;

/**
 * A number of the plan as a machine reads it, by its key: `...Usd` to the cent, a count of messages or bytes a day
 * to a whole number, any other fraction to 6 significant digits; whole numbers as they are.
 * @example forMachines('billedMessagesPerDay', 241559999.99999994) // 241560000
 * @example forMachines('totalUsd', 7811.304166666666) // 7811.3
 * @example forMachines('clientShare', 1 / 3) // 0.333333
 */
export function forMachines(key: string, value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return value;
  if (key.endsWith('Usd')) return Math.round(value * 100) / 100;
  if (dailyCount.test(key)) return Math.round(value);
  return Number(value.toPrecision(significantDigits));
}

/** Every number under `value` rounded for machines (`forMachines`), by the key it stands under. */
function roundedForMachines(value: unknown, key = ''): unknown {
  if (typeof value === 'number') return forMachines(key, value);
  if (Array.isArray(value)) return value.map((item) => roundedForMachines(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([field, item]) => [field, roundedForMachines(item, field)]),
    );
  }
  return value;
}

/** The document as an object, before it is written (the tests read it). */
export function planDocument(plan: Plan, shareUrl: string) {
  const { day, timeline } = planExtras(plan);
  return {
    format: planJsonFormat,
    version: planJsonVersion,
    link: shareUrl,
    /** Every amount's currency (the `…Usd` fields too): the scenario's prices', USD by default. */
    currency: plan.prices.currency,
    pricesSeen: skuCatalog.prices.sourceDate,
    /** Where the prices come from, their region and day, and each rate in use. */
    prices: {
      origin: plan.prices.origin,
      priceList: plan.prices.priceList,
      typed: plan.prices.typed,
      catalogDate: plan.prices.catalogDate,
      premiumP2PricedLikeP1: plan.prices.premiumP2LikeP1,
      rates: plan.prices.rates,
    },
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
        // Connections are counted: 5,000 clients grown 5% a month for three months are 5,788, not 5,788.125.
        connections: Math.round(month.connections),
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
 * The JSON text, two-space indented, ending with a newline: the scenario as set, the plan's figures rounded for
 * machines; control characters in names as `\uXXXX` escapes.
 * @example JSON.parse(planJson(plan(chat), url)).monthly.totalUsd // 6534.92
 */
export function planJson(plan: Plan, shareUrl: string): string {
  const document = planDocument(plan, shareUrl);
  const rounded = Object.fromEntries(
    Object.entries(document).map(([key, value]) => [
      key,
      key === 'scenario' ? value : roundedForMachines(value, key),
    ]),
  );
  return `${jsonWithoutRawControls(JSON.stringify(rounded, null, 2))}\n`;
}
