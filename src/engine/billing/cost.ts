/** Monthly cost of a tier, from the catalog's editable default prices. */
import type { SkuCatalog, SkuId } from '../guides/guideSchema';
import type { Scenario } from '../scenario/scenario';

export interface MonthlyCost {
  unitsUsd: number;
  extraMessagesUsd: number;
  totalUsd: number;
  /** Billed messages a day beyond the tier's included ones. */
  extraMessagesPerDay: number;
}

export interface Prices {
  perUnitPerDayUsd: Record<SkuId, number>;
  perMillionExtraMessagesUsd: number;
  /** Azure's data transfer between regions, per GB (`bytesPerGb`). */
  perGbCrossRegionUsd: number;
}

/**
 * A GB of data transfer: 1,073,741,824 bytes, as the page writes bytes (powers of 1,024) and as Azure's billing pages
 * count their KB (Web PubSub's "2,000,000-KB outbound traffic (1,000,000 messages)" is 2,048 B a message). Azure's
 * bandwidth page does not say: our assumption (read as 10^9 bytes, the charge would be 7.4% higher).
 */
export const bytesPerGb = 1024 ** 3;

/** The catalog's default prices with the scenario's overrides applied. */
export function pricesFor(scenario: Scenario, catalog: SkuCatalog): Prices {
  const overrides = scenario.prices ?? {};
  const defaults = catalog.prices.perUnitPerDay;
  return {
    perUnitPerDayUsd: {
      Free: defaults.Free,
      Standard_S1: overrides.Standard_S1 ?? defaults.Standard_S1,
      Premium_P1: overrides.Premium_P1 ?? defaults.Premium_P1,
      Premium_P2: overrides.Premium_P2 ?? defaults.Premium_P2,
    },
    perMillionExtraMessagesUsd:
      overrides.perMillionExtraMessages ?? catalog.prices.perMillionExtraMessages,
    perGbCrossRegionUsd: overrides.perGbCrossRegion ?? catalog.prices.perGbCrossRegion,
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
    (extraMessagesPerDay / 1_000_000) * prices.perMillionExtraMessagesUsd * daysPerMonth;
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
