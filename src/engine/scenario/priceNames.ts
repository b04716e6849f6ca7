/**
 * The scenario's price keys and limits (./pricesSchema builds the schema from them). A module without zod: the
 * page's first view and its price fields read these before it has loaded the schemas.
 */

/**
 * A price: 0 (free), or from a hundredth of a cent, up to 1,000,000. Anything smaller is no price anyone
 * charges, and would print as hundreds of digits (5e-324). Our assumption. The same limits in every currency:
 * the API's prices in yen or won per unit per day are in the thousands.
 */
export const priceLimits = { min: 0, smallestNonZero: 0.0001, max: 1_000_000 } as const;

/**
 * The rates a scenario may set, in the order the page lists them: per unit per day by SKU, then per million
 * messages beyond the included ones, Standard_S1's (and every tier's without its own) and the Premium tiers', then
 * per GB of data transfer between regions.
 */
export const priceKeys = [
  'Standard_S1',
  'Premium_P1',
  'Premium_P2',
  'perMillionExtraMessages',
  'perMillionExtraMessagesPremium',
  'perGbCrossRegion',
] as const;
export type PriceKey = (typeof priceKeys)[number];

/** The rates a bill cannot be priced without when the catalog's US-dollar defaults do not apply. */
export const ratesNeededWithoutDefaults: readonly PriceKey[] = [
  'Standard_S1',
  'Premium_P1',
  'perMillionExtraMessages',
];
