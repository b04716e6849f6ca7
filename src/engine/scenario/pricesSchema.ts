/**
 * The scenario's own prices: a rate per key (per unit per day by SKU, per million messages beyond the included
 * ones), the currency they are in, and, when they were read from an Azure Retail Prices API file, the region and
 * date of that price list. An open object of rates: a new rate is one more optional key beside these.
 *
 * Without `currency` the rates are US dollars and any rate left out takes the catalog's default. With a
 * currency or a price list there is no default to fall back to (the catalog's are US dollars), so the rates
 * the bill uses must all be given; Premium_P2's may be left out, and is then Premium_P1's (the flag the page
 * shows beside it), and so may the Premium tiers' messages, then Standard_S1's.
 */
import * as z from 'zod/mini';
import { services } from './services';

import { priceKeys, priceLimits, ratesNeededWithoutDefaults } from './priceNames';

// The keys and limits, in a module of their own that builds no schema: the page's first load uses them without zod.
export { priceKeys, priceLimits, ratesNeededWithoutDefaults } from './priceNames';
export type { PriceKey } from './priceNames';

const rate = z.optional(
  z.number().check(
    z.gte(priceLimits.min),
    z.lte(priceLimits.max),
    z.refine((price) => price === 0 || price >= priceLimits.smallestNonZero, {
      message: `must be 0 or at least ${String(priceLimits.smallestNonZero)}`,
      params: { zeroOrAtLeast: priceLimits.smallestNonZero },
    }),
  ),
);

/** A text field written as a pattern: refused with an example of what it looks like. */
const patterned = (pattern: RegExp, example: string) =>
  z.string().check(
    z.refine((text) => pattern.test(text), {
      message: `must be written like ${example}`,
      params: { writtenLike: example },
    }),
  );

/** ISO 4217, as the Retail Prices API's `currencyCode` writes it. */
export const currencyCodeSchema = patterned(/^[A-Z]{3}$/, 'EUR');
/** An Azure region's ARM name, as the Retail Prices API's `armRegionName` writes it. */
export const armRegionSchema = patterned(/^[a-z][a-z0-9]{1,39}$/, 'westeurope');
/** A calendar day, YYYY-MM-DD. */
export const isoDaySchema = patterned(
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  '2025-06-01',
);

/** Where the rates came from: an Azure Retail Prices API file, read for one region. */
export const priceListSchema = z.strictObject({
  /** Whose meters were read (`serviceName` "SignalR" or "Web PubSub"). */
  service: z.enum(services),
  /** The region the rates are for (`armRegionName`). */
  region: armRegionSchema,
  /** The latest `effectiveStartDate` of the meters read: the day these prices took effect. */
  effectiveDate: isoDaySchema,
  /** Rates typed over the list's since it was read; absent: none. */
  typed: z.optional(z.array(z.enum(priceKeys)).check(z.maxLength(priceKeys.length))),
});
export type PriceList = z.infer<typeof priceListSchema>;

export const pricesSchema = z
  .strictObject({
    Standard_S1: rate,
    Premium_P1: rate,
    Premium_P2: rate,
    perMillionExtraMessages: rate,
    /** The Premium tiers' messages; absent: `perMillionExtraMessages`. */
    perMillionExtraMessagesPremium: rate,
    /**
     * Data transfer between regions (geo-replicas), per GB; absent: the catalog's US-dollar default, or, with
     * another currency, no price (the plan says the traffic is not priced).
     */
    perGbCrossRegion: rate,
    /** The currency of every rate here (ISO 4217); absent: USD. */
    currency: z.optional(currencyCodeSchema),
    /** Absent: typed by hand (or the catalog's defaults). */
    priceList: z.optional(priceListSchema),
  })
  .check(
    z.superRefine((prices, context) => {
      const withoutDefaults =
        (prices.currency !== undefined && prices.currency !== 'USD') ||
        prices.priceList !== undefined;
      if (!withoutDefaults) return;
      for (const key of ratesNeededWithoutDefaults) {
        if (prices[key] !== undefined) continue;
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'is needed: the catalog’s defaults are US dollars, not a price list’s',
          params: { priceNeeded: true },
        });
      }
    }),
  );
export type ScenarioPrices = z.infer<typeof pricesSchema>;
