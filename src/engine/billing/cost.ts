/** Monthly cost of a tier, from the scenario's prices or the catalog's editable defaults. */
import type { SkuCatalog, SkuId } from '../guides/guideSchema';
import type { Scenario } from '../scenario/scenario';

export interface MonthlyCost {
  unitsUsd: number;
  extraMessagesUsd: number;
  totalUsd: number;
  /** Billed messages a day beyond the tier's included ones. */
  extraMessagesPerDay: number;
}

/**
 * The rates a bill is priced with. The names say USD, as every amount of the engine does: they are in the
 * scenario's currency (`prices.currency`, USD when absent), which `plan().prices` states beside every total.
 */
export interface Prices {
  perUnitPerDayUsd: Record<SkuId, number>;
  /** Standard_S1's messages beyond the included ones, per million. */
  perMillionExtraMessagesUsd: number;
  /** The Premium tiers' (a price list's "Premium Message" meter). */
  perMillionExtraMessagesPremiumUsd: number;
  /**
   * Azure's data transfer between regions, per GB (`bytesPerGb`); 0 when the prices are in another currency than
   * the catalog's US dollars and give no rate of their own (`plan().prices.crossRegionRateMissing` says so).
   */
  perGbCrossRegionUsd: number;
}

/**
 * A GB of data transfer: 1,073,741,824 bytes, as the page writes bytes (powers of 1,024) and as Azure's billing pages
 * count their KB (Web PubSub's "2,000,000-KB outbound traffic (1,000,000 messages)" is 2,048 B a message). Azure's
 * bandwidth page does not say: our assumption (read as 10^9 bytes, the charge would be 7.4% higher).
 */
export const bytesPerGb = 1024 ** 3;

/**
 * The price per million messages beyond the included ones on a SKU: the Premium tiers' own, else Standard's.
 * @example perMillionExtraMessagesOf(prices, 'Premium_P2') // prices.perMillionExtraMessagesPremiumUsd
 */
export function perMillionExtraMessagesOf(prices: Prices, sku: SkuId): number {
  return sku === 'Premium_P1' || sku === 'Premium_P2'
    ? prices.perMillionExtraMessagesPremiumUsd
    : prices.perMillionExtraMessagesUsd;
}

/**
 * True when the scenario's prices are in another currency than the catalog's and give no cross-region rate: the
 * catalog's US-dollar default cannot stand in for it.
 */
export function crossRegionRateMissing(scenario: Pick<Scenario, 'prices'>, catalog: SkuCatalog) {
  const own = scenario.prices;
  const currency = own?.currency ?? catalog.prices.currency;
  return currency !== catalog.prices.currency && own?.perGbCrossRegion === undefined;
}

/**
 * The scenario's prices, the catalog's defaults for any it leaves out. Premium_P2 left out costs what Premium_P1
 * costs: no price list we have seen gives Premium_P2 a meter of its own (our assumption, flagged where shown).
 * The Premium tiers' messages left out cost what Standard_S1's do.
 * @example pricesFor({ ...chat, prices: { Premium_P1: 2.5 } }, catalog).perUnitPerDayUsd.Premium_P2 // 2.5
 */
export function pricesFor(scenario: Pick<Scenario, 'prices'>, catalog: SkuCatalog): Prices {
  const own = scenario.prices ?? {};
  const defaults = catalog.prices.perUnitPerDay;
  const premiumP1 = own.Premium_P1 ?? defaults.Premium_P1;
  const standardMessages = own.perMillionExtraMessages ?? catalog.prices.perMillionExtraMessages;
  return {
    perUnitPerDayUsd: {
      Free: defaults.Free,
      Standard_S1: own.Standard_S1 ?? defaults.Standard_S1,
      Premium_P1: premiumP1,
      Premium_P2: own.Premium_P2 ?? premiumP1,
    },
    perMillionExtraMessagesUsd: standardMessages,
    perMillionExtraMessagesPremiumUsd: own.perMillionExtraMessagesPremium ?? standardMessages,
    perGbCrossRegionUsd: crossRegionRateMissing(scenario, catalog)
      ? 0
      : (own.perGbCrossRegion ?? catalog.prices.perGbCrossRegion),
  };
}

/**
 * units x price per unit per day x days per month (730 h / 24), plus the messages billed beyond the
 * included ones (1,000,000 per unit per day) at the price per million. Free costs nothing: its quota is a limit.
 * @example Standard_S1 x 2 units, 1.61 USD/unit/day, no extra messages -> 2 x 1.61 x 30.42 = 97.94 USD
 */
export function monthlyCost(
  tier: {
    sku: SkuId;
    units: number;
    includedMessagesPerDay: number;
    dailyMessageQuota: number | null;
  },
  billedMessagesPerDay: number,
  prices: Prices,
  hoursPerMonth: number,
): MonthlyCost {
  const daysPerMonth = hoursPerMonth / 24;
  const unitsUsd = tier.units * prices.perUnitPerDayUsd[tier.sku] * daysPerMonth;
  const extraMessagesPerDay =
    tier.dailyMessageQuota === null
      ? Math.max(0, billedMessagesPerDay - tier.includedMessagesPerDay)
      : 0;
  const extraMessagesUsd =
    (extraMessagesPerDay / 1_000_000) * perMillionExtraMessagesOf(prices, tier.sku) * daysPerMonth;
  return { unitsUsd, extraMessagesUsd, totalUsd: unitsUsd + extraMessagesUsd, extraMessagesPerDay };
}

/**
 * Data transfer between regions a month: `bytes a day / 1,073,741,824 x price per GB x days per month (730 h / 24)`.
 * @example crossRegionMonthlyUsd(44_194_160_646, 0.02, 730) // 41.16 GB a day x 0.02 x 30.42 = 25.04
 */
export function crossRegionMonthlyUsd(
  bytesPerDay: number,
  perGbUsd: number,
  hoursPerMonth: number,
): number {
  return (bytesPerDay / bytesPerGb) * perGbUsd * (hoursPerMonth / 24);
}
