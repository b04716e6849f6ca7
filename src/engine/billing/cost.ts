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
}

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
