/**
 * Azure's data transfer between the regions of a plan with replicas, as every view words it: the bytes a day and a
 * month, the price per GB and its date, the monthly cost. Every figure is the plan's (`monthly.crossRegion*`).
 */
import { skuCatalog, type MonthlyBill } from '../../engine';
import { formatBytes, formatCount, formatCurrency, formatPrice } from '../../i18n/format';

/**
 * The parameters the catalog's cross-region messages take; null with one region, or where nothing crosses (an echo
 * answers in its own region).
 */
export function crossRegionParams(
  locale: string,
  monthly: MonthlyBill,
  /** The plan's currency (`plan().prices.currency`): the rate and the cost are in it. */
  currency: string = skuCatalog.prices.currency,
): Record<'bytes' | 'gigabytes' | 'days' | 'rate' | 'cost' | 'date', string> | null {
  if (monthly.regions.length < 2 || monthly.crossRegionBytesPerDay <= 0) return null;
  const daysPerMonth = skuCatalog.hoursPerMonth / 24;
  return {
    bytes: formatBytes(locale, monthly.crossRegionBytesPerDay),
    gigabytes: formatBytes(locale, monthly.crossRegionBytesPerDay * daysPerMonth),
    days: formatCount(locale, daysPerMonth),
    rate: formatPrice(locale, monthly.crossRegionPerGbUsd, currency),
    cost: formatCurrency(locale, monthly.crossRegionUsd, currency),
    date: skuCatalog.prices.perGbCrossRegionSourceDate,
  };
}
