/**
 * What a plan's money is priced with, said beside every total: the currency, where the rates come from (the
 * catalog's defaults, the user's own, or an Azure Retail Prices API list with its region and date), which were
 * typed, and whether Premium_P2 is priced like Premium_P1 for want of a price of its own.
 */
import type { SkuCatalog } from '../guides/guideSchema';
import type { Scenario } from '../scenario/scenario';
import { priceKeys, ratesNeededWithoutDefaults, type PriceKey } from '../scenario/priceNames';
import type { PriceList } from '../scenario/pricesSchema';
import { crossRegionRateMissing, pricesFor } from './cost';

export type PriceOrigin = 'catalog' | 'typed' | 'priceList';

export interface PriceBasis {
  /** ISO 4217: every amount of the plan is in it (the `…Usd` fields too). */
  currency: string;
  /** The catalog's defaults alone, rates of the user's own, or a price list's. */
  origin: PriceOrigin;
  /** The price list's service, region and effective day; null unless `origin` is 'priceList'. */
  priceList: Omit<PriceList, 'typed'> | null;
  /** Rates typed by hand: every rate of 'typed', those typed over a price list's. */
  typed: PriceKey[];
  /** The catalog's date ("2026") when one of its defaults is in use; null when the scenario gives every rate. */
  catalogDate: string | null;
  /** Premium_P2 has no price of its own here and costs what Premium_P1 costs. */
  premiumP2LikeP1: boolean;
  /**
   * The prices are in another currency than the catalog's and give no rate per GB between regions: the traffic
   * between a plan's regions is not priced (0), and every view that shows it says so.
   */
  crossRegionRateMissing: boolean;
  /** Each rate in use: the scenario's, else its default (per unit per day; per million messages). */
  rates: Record<PriceKey, number>;
}

/**
 * @example priceBasisOf({ ...chat, prices: { Standard_S1: 1.5, Premium_P1: 1.9, perMillionExtraMessages: 0.95,
 *   currency: 'EUR', priceList: { service: 'signalr', region: 'westeurope', effectiveDate: '2025-06-01' } } }, catalog)
 *   // { currency: 'EUR', origin: 'priceList', premiumP2LikeP1: true, catalogDate: null, ... }
 */
export function priceBasisOf(scenario: Pick<Scenario, 'prices'>, catalog: SkuCatalog): PriceBasis {
  const own = scenario.prices;
  const prices = pricesFor(scenario, catalog);
  const given = priceKeys.filter((key) => own?.[key] !== undefined);
  const list = own?.priceList;
  // Premium_P2 and the Premium tiers' messages follow other rates when left out: no default of their own.
  const defaultsInUse = ratesNeededWithoutDefaults.some((key) => own?.[key] === undefined);
  return {
    currency: own?.currency ?? catalog.prices.currency,
    origin: list ? 'priceList' : given.length > 0 ? 'typed' : 'catalog',
    priceList: list
      ? { service: list.service, region: list.region, effectiveDate: list.effectiveDate }
      : null,
    typed: list ? priceKeys.filter((key) => list.typed?.includes(key)) : given,
    catalogDate: defaultsInUse ? catalog.prices.sourceDate : null,
    premiumP2LikeP1: own?.Premium_P2 === undefined,
    crossRegionRateMissing: crossRegionRateMissing(scenario, catalog),
    rates: {
      Standard_S1: prices.perUnitPerDayUsd.Standard_S1,
      Premium_P1: prices.perUnitPerDayUsd.Premium_P1,
      Premium_P2: prices.perUnitPerDayUsd.Premium_P2,
      perMillionExtraMessages: prices.perMillionExtraMessagesUsd,
      perMillionExtraMessagesPremium: prices.perMillionExtraMessagesPremiumUsd,
      perGbCrossRegion: prices.perGbCrossRegionUsd,
    },
  };
}
