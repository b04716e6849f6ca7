/** A day's units and messages, priced hour by hour: units by the time they run, messages beyond those included. */
import { perMillionExtraMessagesOf, type Prices } from './cost';
import type { SizingTables } from '../guides/data';
import type { SkuId } from '../guides/guideSchema';
import { unitDays } from './unitBilling';

export interface DayPlanCost {
  /** The SKU and units of each hour in the primary region, per instance (fixed: the same all day). */
  hours: { sku: SkuId; units: number }[];
  /** Unit-days a day over every region and instance. */
  unitDays: number;
  unitsUsd: number;
  extraMessagesPerDay: number;
  extraMessagesUsd: number;
  /** Azure's data transfer between regions a month (0 for one region): the same bytes whatever the units. */
  crossRegionUsd: number;
  /** Monthly cost, USD: the day's cost x days per month (730 h / 24), data transfer between regions included. */
  monthlyCostUsd: number;
}

const includedMessagesPerUnitPerDay = (tables: SizingTables, sku: SkuId) =>
  tables.skuCatalog.skus.find((candidate) => candidate.id === sku)?.includedMessagesPerUnitPerDay ??
  0;

/**
 * Prices a day hour by hour: `unit-days x price per unit per day` plus messages beyond `1,000,000 x unit-days`,
 * times the days in a month (one region's units and messages: its data transfer to the others is added by the plan).
 * @example 5 Premium units for 18 h and 10 for 6 h at 2 USD: 6.25 unit-days = 12.50 USD a day, 380.21 USD a month
 */
export function dayPlanCost(
  hours: readonly { sku: SkuId; units: number }[],
  billedMessagesPerDay: number,
  prices: Prices,
  tables: SizingTables,
): DayPlanCost {
  const daysPerMonth = tables.skuCatalog.hoursPerMonth / 24;
  let unitsUsdPerDay = 0;
  let includedPerDay = 0;
  for (const hour of hours) {
    unitsUsdPerDay += (hour.units * prices.perUnitPerDayUsd[hour.sku]) / hours.length;
    includedPerDay += (hour.units * includedMessagesPerUnitPerDay(tables, hour.sku)) / hours.length;
  }
  const extraMessagesPerDay = Math.max(0, billedMessagesPerDay - includedPerDay);
  const unitsUsd = unitsUsdPerDay * daysPerMonth;
  // A day runs one SKU (autoscale never crosses tiers): its messages are priced at that tier's rate.
  const sku = hours[0]?.sku ?? 'Standard_S1';
  const extraMessagesUsd =
    (extraMessagesPerDay / 1_000_000) * perMillionExtraMessagesOf(prices, sku) * daysPerMonth;
  return {
    hours: [...hours],
    unitDays: unitDays(hours.map((hour) => hour.units)),
    unitsUsd,
    extraMessagesPerDay,
    extraMessagesUsd,
    crossRegionUsd: 0,
    monthlyCostUsd: unitsUsd + extraMessagesUsd,
  };
}
