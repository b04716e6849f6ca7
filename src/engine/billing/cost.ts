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
}

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
