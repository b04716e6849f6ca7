/** Pure helpers of the scenario store: new workloads, list edits, price overrides. */
import {
  defaultGroupSize,
  priceKeys,
  skuCatalog,
  type Pattern,
  type PriceKey,
  type Scenario,
  type ScenarioPrices,
  type Workload,
} from '../engine';

/** The rates a scenario may set: per unit per day by SKU, per million extra messages, per GB between regions. */
export type PriceOverrides = Partial<Record<PriceKey, number>>;
export { priceKeys, type PriceKey };

/**
 * The catalog's default of a rate (data/skus.json), in USD. Premium_P2's is Premium_P1's price in use: no price
 * list gives it one of its own (the engine's `pricesFor`); the Premium tiers' messages', Standard_S1's.
 */
export function defaultPrice(key: PriceKey, prices: ScenarioPrices = {}): number {
  switch (key) {
    case 'perMillionExtraMessages':
      return skuCatalog.prices.perMillionExtraMessages;
    case 'perMillionExtraMessagesPremium':
      return prices.perMillionExtraMessages ?? skuCatalog.prices.perMillionExtraMessages;
    case 'perGbCrossRegion':
      return skuCatalog.prices.perGbCrossRegion;
    case 'Premium_P2':
      return prices.Premium_P1 ?? skuCatalog.prices.perUnitPerDay.Premium_P1;
    default:
      return skuCatalog.prices.perUnitPerDay[key];
  }
}

/** Prices that have no USD default to fall back to: another currency, or a price list's. */
export function pricesWithoutDefaults(prices: ScenarioPrices | undefined): boolean {
  if (!prices) return false;
  return (prices.currency !== undefined && prices.currency !== 'USD') || !!prices.priceList;
}

/**
 * The scenario with rates typed in. Without a currency or a price list, a rate equal to its default is dropped,
 * and so is an empty `prices`, so a scenario without changed prices keeps the short link it had. Over a price
 * list every rate stays, and a rate typed is named in the list's `typed`, so the totals say it is the user's.
 * @example withPrices(scenario, { Standard_S1: 1.8 }).prices // { Standard_S1: 1.8 }
 */
export function withPrices(scenario: Scenario, changes: PriceOverrides): Scenario {
  const current = scenario.prices ?? {};
  const merged: ScenarioPrices = { ...current, ...changes };
  const keepEvery = pricesWithoutDefaults(merged);
  const prices: ScenarioPrices = {};
  for (const key of priceKeys) {
    const price = merged[key];
    if (price !== undefined && (keepEvery || price !== defaultPrice(key, merged))) {
      prices[key] = price;
    }
  }
  if (merged.currency !== undefined) prices.currency = merged.currency;
  const list = merged.priceList;
  if (list) {
    const retyped = new Set([
      ...(list.typed ?? []),
      ...priceKeys.filter((key) => changes[key] !== undefined && changes[key] !== current[key]),
    ]);
    const typed = priceKeys.filter((key) => retyped.has(key));
    const { typed: _old, ...where } = list;
    prices.priceList = typed.length > 0 ? { ...where, typed } : where;
  }
  const { prices: _old, ...rest } = scenario;
  return Object.keys(prices).length === 0 ? rest : { ...rest, prices };
}

export function newWorkload(pattern: Pattern, name: string): Workload {
  const workload: Workload = {
    name,
    pattern,
    connections: 1000,
    senders: pattern === 'broadcast' || pattern === 'restBroadcast' ? 1 : 100,
    messageBytes: 2048,
    sendIntervalSeconds: 1,
  };
  if (pattern === 'group') workload.groupSize = defaultGroupSize;
  return workload;
}

export function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((existing, i) => (i === index ? item : existing));
}

export function sameWorkload(a: Workload, b: Workload): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof Workload)[]);
  return [...keys].every((key) => a[key] === b[key]);
}
