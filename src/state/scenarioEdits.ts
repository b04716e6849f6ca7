/** Pure helpers of the scenario store: new workloads, list edits, price overrides. */
import {
  defaultGroupSize,
  skuCatalog,
  type Pattern,
  type Scenario,
  type Workload,
} from '../engine';

/** The prices a scenario may override: per unit per day by SKU, and per million extra messages. */
export type PriceOverrides = NonNullable<Scenario['prices']>;
export type PriceKey = keyof PriceOverrides;
export const priceKeys = [
  'Standard_S1',
  'Premium_P1',
  'Premium_P2',
  'perMillionExtraMessages',
  'perGbCrossRegion',
] as const satisfies readonly PriceKey[];

/** The catalog's default of each overridable price (data/skus.json), in USD. */
export function defaultPrice(key: PriceKey): number {
  switch (key) {
    case 'perMillionExtraMessages':
    case 'perGbCrossRegion':
      return skuCatalog.prices[key];
    default:
      return skuCatalog.prices.perUnitPerDay[key];
  }
}

/**
 * The scenario with price overrides merged in; an override equal to the default is dropped, and so is an
 * empty `prices`, so a scenario without changed prices keeps the short link it had.
 * @example withPrices(scenario, { Standard_S1: 1.8 }).prices // { Standard_S1: 1.8 }
 */
export function withPrices(scenario: Scenario, changes: PriceOverrides): Scenario {
  const merged: PriceOverrides = { ...scenario.prices, ...changes };
  const prices: PriceOverrides = {};
  for (const key of priceKeys) {
    const price = merged[key];
    if (price !== undefined && price !== defaultPrice(key)) prices[key] = price;
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
