/**
 * An Azure Retail Prices API response (https://prices.azure.com/api/retail/prices, its `Items` array) read into the
 * scenario's prices for one service and one region. Validated here, at the boundary: every field read is checked,
 * every failure comes back as a problem the page and the command line word (never an exception).
 *
 * What is read, per meter (`meterName`) of the service (`serviceName` "SignalR" or "Web PubSub") in the region
 * (`armRegionName`), pay-as-you-go only (`type` "Consumption"; "Reservation" and "DevTestConsumption" are skipped),
 * at its first tier (`tierMinimumUnits` 0), the latest `effectiveStartDate` where a meter is listed twice:
 *
 * | meter            | rate                              | `unitOfMeasure` converted                                   |
 * | ---------------- | --------------------------------- | ----------------------------------------------------------- |
 * | Standard Unit    | Standard_S1 per unit per day       | "1/Day" x 1; "1 Hour" x 24; "1/Month" / (730 / 24) days     |
 * | Premium Unit     | Premium_P1 (and Premium_P2) per unit per day | as above                                         |
 * | Premium P2 Unit  | Premium_P2 per unit per day, when the list has it (our assumption of its name) | as above   |
 * | Standard Message | per million messages beyond the included ones | "1M" x 1; "1K" x 1,000; "1" x 1,000,000        |
 * | Premium Message  | the Premium tiers' per million     | as above                                                    |
 *
 * The SignalR meter names and units per day are infracost's (internal/resources/azure/signalr_service.go filters
 * `meterName` "<Standard|Premium> Unit" and "<…> Message" under service "SignalR"); Web PubSub's being the same is
 * our assumption (docs/model.md, "Your own prices").
 */
import * as z from 'zod/mini';
import type { TextEncodingName } from '../files/fileBytes';
import { jsonSyntaxError } from '../files/jsonSyntax';
import type { SkuCatalog } from '../guides/guideSchema';
import { priceLimits, type PriceKey } from '../scenario/priceNames';
import type { ScenarioPrices } from '../scenario/pricesSchema';
import { describeIssue, type ScenarioIssue } from '../scenario/scenarioIssues';
import type { Service } from '../scenario/services';

/** Largest price list read (4 MB): every SignalR and Web PubSub meter of every region is about 0.5 MB. */
export const maxPriceListBytes = 4 * 1024 * 1024;

/** Each service's `serviceName` in the API. */
export const retailServiceNames: Readonly<Record<Service, string>> = {
  signalr: 'SignalR',
  webPubSub: 'Web PubSub',
};

/** The meters a plan is priced with, and the rate each gives. */
export const neededMeters = [
  { meterName: 'Standard Unit', key: 'Standard_S1', kind: 'unit' },
  { meterName: 'Premium Unit', key: 'Premium_P1', kind: 'unit' },
  { meterName: 'Standard Message', key: 'perMillionExtraMessages', kind: 'messages' },
  { meterName: 'Premium Message', key: 'perMillionExtraMessagesPremium', kind: 'messages' },
] as const satisfies readonly { meterName: string; key: PriceKey; kind: 'unit' | 'messages' }[];

/** Premium_P2's own meter, if a list ever has one: "Premium P2 Unit" (our assumption of its name). */
const premiumP2Meter = /^premium[ _]?p2 unit$/i;

/** A region's name as the API writes it; items of "Global" or empty regions are no region to price. */
const regionName = /^[a-z][a-z0-9]{1,39}$/;

const itemSchema = z.looseObject({
  serviceName: z.string(),
  armRegionName: z.string(),
  meterName: z.string(),
  skuName: z.string(),
  unitOfMeasure: z.string(),
  retailPrice: z.number().check(z.gte(0)),
  currencyCode: z.string().check(
    z.refine((code) => /^[A-Z]{3}$/.test(code), {
      message: 'must be written like EUR',
      params: { writtenLike: 'EUR' },
    }),
  ),
  effectiveStartDate: z.string().check(
    z.refine((date) => /^\d{4}-\d{2}-\d{2}/.test(date), {
      message: 'must be written like 2025-06-01T00:00:00Z',
      params: { writtenLike: '2025-06-01T00:00:00Z' },
    }),
  ),
  type: z.string(),
  tierMinimumUnits: z.optional(z.number()),
});
type Item = z.infer<typeof itemSchema>;

const responseSchema = z.looseObject({
  Items: z.array(z.unknown()),
  NextPageLink: z.optional(z.nullable(z.string())),
});

/** One meter as read: what the file says and the rate it became. */
export interface MeterReading {
  meterName: string;
  key: PriceKey;
  unitOfMeasure: string;
  retailPrice: number;
  currencyCode: string;
  /** The rate: per unit per day, or per million messages. */
  rate: number;
  effectiveDate: string;
}

export type PriceListProblem =
  | { reason: 'tooLarge'; bytes: number }
  | { reason: 'empty' }
  /** The file could not be read (the page's File API failed). */
  | { reason: 'unreadable' }
  /** Its bytes are not text in the encoding its byte-order mark names, or in UTF-8 (../files/fileBytes.ts). */
  | { reason: 'notText'; encoding: TextEncodingName }
  /** Where the text stops being JSON (../files/jsonSyntax.ts); never the text, nor the JSON engine's English. */
  | { reason: 'syntax'; line: number; column: number }
  /** Not an API response: no `Items` array. */
  | { reason: 'notPriceList' }
  /** Items of the service with fields missing or of the wrong type, by path (`Items[3].retailPrice`). */
  | { reason: 'invalid'; issues: ScenarioIssue[] }
  /** No pay-as-you-go item of the service in any region. */
  | { reason: 'noService'; serviceName: string; items: number }
  /** The service is priced in several regions and none was chosen. */
  | { reason: 'severalRegions'; regions: string[] }
  | { reason: 'regionNotInFile'; region: string; regions: string[] }
  | { reason: 'severalCurrencies'; currencies: string[] }
  /** Meters the plan needs that the region does not list; `nextPage`: the file is one page of several. */
  | { reason: 'missingMeters'; region: string; meters: string[]; nextPage: boolean }
  | { reason: 'unknownUnit'; meterName: string; unitOfMeasure: string }
  /** The same meter twice on the same day at different prices: which one applies is not said. */
  | { reason: 'conflicting'; meterName: string; prices: number[] }
  /** A rate the scenario format cannot hold (above 1,000,000, or between 0 and 0.0001). */
  | { reason: 'outOfRange'; meterName: string; rate: number };

export interface PriceListReading {
  /** The scenario's `prices`: the rates, the currency, and the list's service, region and date. */
  prices: ScenarioPrices;
  region: string;
  currency: string;
  effectiveDate: string;
  meters: MeterReading[];
  /** Every region the file prices the service in. */
  regions: string[];
  /** Items of the region not read: reservations and dev/test prices of the service, its higher tiers. */
  skipped: { notConsumption: number; higherTiers: number };
}

export type PriceListResult =
  ({ ok: true } & PriceListReading) | ({ ok: false } & PriceListProblem);

export interface PriceListOptions {
  service: Service;
  /** The region to read; null: the file's only one. */
  region: string | null;
  catalog: SkuCatalog;
}

const days: Readonly<Record<string, (hoursPerMonth: number) => number>> = {
  day: () => 1,
  hour: () => 1 / 24,
  month: (hoursPerMonth) => hoursPerMonth / 24,
};

/**
 * A unit meter's price per unit per day: "1/Day" as it is, "1 Hour" x 24, "1/Month" over the model's month of
 * 730 / 24 days; null for a unit of measure it does not know.
 * @example perUnitPerDay(0.0671, '1 Hour', 730) // 1.6104
 */
export function perUnitPerDay(
  price: number,
  unitOfMeasure: string,
  hoursPerMonth: number,
): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*|\s+)(day|hour|month)s?\s*$/i.exec(unitOfMeasure);
  if (!match) return null;
  const count = Number(match[1]);
  const daysOf = days[(match[2] ?? '').toLowerCase()];
  if (!daysOf || !(count > 0)) return null;
  return tidy(price / (count * daysOf(hoursPerMonth)));
}

const multipliers: Readonly<Record<string, number>> = {
  '': 1,
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  million: 1_000_000,
};

/**
 * A message meter's price per million messages: "1M" as it is, "10K" x 100, "1" x 1,000,000; null for a unit of
 * measure it does not know.
 * @example perMillionMessages(0.01, '10K') // 1
 */
export function perMillionMessages(price: number, unitOfMeasure: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(k|m|thousand|million)?\s*$/i.exec(unitOfMeasure);
  if (!match) return null;
  const messages = Number(match[1]) * (multipliers[(match[2] ?? '').toLowerCase()] ?? Number.NaN);
  if (!(messages > 0)) return null;
  return tidy((price / messages) * 1_000_000);
}

/** Twelve significant digits: a conversion's float noise (0.30000000000000004) is no price. */
function tidy(rate: number): number {
  return Number(rate.toPrecision(12));
}

const isConsumption = (item: Item) => item.type.toLowerCase() === 'consumption';
const dayOf = (item: Item) => item.effectiveStartDate.slice(0, 10);

/** The item that prices a meter: its first tier, the latest price; a conflict when two still disagree. */
function chosenItem(
  items: readonly Item[],
): { item: Item } | { conflict: number[] } | { higherTiers: number; item: Item } {
  const lowestTier = Math.min(...items.map((item) => item.tierMinimumUnits ?? 0));
  const firstTier = items.filter((item) => (item.tierMinimumUnits ?? 0) === lowestTier);
  const latestDay = firstTier.map(dayOf).sort().at(-1);
  const latest = firstTier.filter((item) => dayOf(item) === latestDay);
  const prices = [...new Set(latest.map((item) => item.retailPrice))];
  if (prices.length > 1) return { conflict: prices.sort((a, b) => a - b) };
  return { item: latest[0] as Item, higherTiers: items.length - firstTier.length };
}

/**
 * A price list's text as JSON: its size, then its syntax, said by line and column where it breaks (V8's own message
 * is English in every language and quotes the text). A leading byte-order mark is ignored.
 * @example priceListJson('{\n  "Items": [x]\n}') // { ok: false, reason: 'syntax', line: 2, column: 13 }
 */
export function priceListJson(
  text: string,
): { ok: true; json: unknown } | ({ ok: false } & PriceListProblem) {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > maxPriceListBytes) return { ok: false, reason: 'tooLarge', bytes };
  const unmarked = text.replace(/^\uFEFF/, '');
  if (unmarked.trim() === '') return { ok: false, reason: 'empty' };
  try {
    return { ok: true, json: JSON.parse(unmarked) as unknown };
  } catch {
    return {
      ok: false,
      reason: 'syntax',
      ...(jsonSyntaxError(unmarked) ?? { line: 1, column: 1 }),
    };
  }
}

/**
 * Reads a saved API response (its text) for the scenario's service and a region.
 * @example readPriceList(text, { service: 'signalr', region: 'westeurope', catalog })
 *   // { ok: true, prices: { Standard_S1: 1.5, Premium_P1: 1.87, perMillionExtraMessages: 0.94, …, currency: 'EUR',
 *   //   priceList: { service: 'signalr', region: 'westeurope', effectiveDate: '2025-06-01' } }, … }
 */
export function readPriceList(text: string, options: PriceListOptions): PriceListResult {
  const parsed = priceListJson(text);
  if (!parsed.ok) return parsed;
  return readPriceListJson(parsed.json, options);
}

/** As `readPriceList`, for JSON already parsed. */
export function readPriceListJson(json: unknown, options: PriceListOptions): PriceListResult {
  const response = responseSchema.safeParse(json);
  if (!response.success) return { ok: false, reason: 'notPriceList' };
  const serviceName = retailServiceNames[options.service];
  const issues: ScenarioIssue[] = [];
  const items: Item[] = [];
  response.data.Items.forEach((raw, index) => {
    const named = z.looseObject({ serviceName: z.string() }).safeParse(raw);
    // Another service's items are not read: a file of several services is fine.
    if (named.success && named.data.serviceName !== serviceName) return;
    const item = itemSchema.safeParse(raw);
    if (item.success) items.push(item.data);
    else
      issues.push(
        ...item.error.issues.map((issue) =>
          describeIssue({ ...issue, path: ['Items', index, ...issue.path] }),
        ),
      );
  });
  if (issues.length > 0) return { ok: false, reason: 'invalid', issues };
  const consumption = items.filter(
    (item) => isConsumption(item) && regionName.test(item.armRegionName),
  );
  const regions = [...new Set(consumption.map((item) => item.armRegionName))].sort();
  if (regions.length === 0) {
    return { ok: false, reason: 'noService', serviceName, items: response.data.Items.length };
  }
  const region = options.region ?? (regions.length === 1 ? (regions[0] as string) : null);
  if (region === null) return { ok: false, reason: 'severalRegions', regions };
  if (!regions.includes(region)) return { ok: false, reason: 'regionNotInFile', region, regions };
  const inRegion = consumption.filter((item) => item.armRegionName === region);
  const nextPage =
    typeof response.data.NextPageLink === 'string' && response.data.NextPageLink !== '';
  const metersOf = (test: (meterName: string) => boolean) =>
    inRegion.filter((item) => test(item.meterName.trim()));
  const missing = neededMeters
    .filter(
      ({ meterName }) =>
        metersOf((name) => name.toLowerCase() === meterName.toLowerCase()).length === 0,
    )
    .map(({ meterName }) => meterName);
  if (missing.length > 0) {
    return { ok: false, reason: 'missingMeters', region, meters: missing, nextPage };
  }
  const wanted = [
    ...neededMeters.map((meter) => ({
      ...meter,
      items: metersOf((name) => name.toLowerCase() === meter.meterName.toLowerCase()),
    })),
    // Premium_P2 of its own only when the list has such a meter: then the flag "priced like Premium_P1" goes.
    {
      meterName: 'Premium P2 Unit',
      key: 'Premium_P2',
      kind: 'unit',
      items: metersOf((name) => premiumP2Meter.test(name)),
    } as const,
  ].filter((meter) => meter.items.length > 0);
  const meters: MeterReading[] = [];
  let higherTiers = 0;
  for (const meter of wanted) {
    const chosen = chosenItem(meter.items);
    if ('conflict' in chosen) {
      return {
        ok: false,
        reason: 'conflicting',
        meterName: meter.meterName,
        prices: chosen.conflict,
      };
    }
    const { item } = chosen;
    higherTiers += 'higherTiers' in chosen ? chosen.higherTiers : 0;
    const rate =
      meter.kind === 'unit'
        ? perUnitPerDay(item.retailPrice, item.unitOfMeasure, options.catalog.hoursPerMonth)
        : perMillionMessages(item.retailPrice, item.unitOfMeasure);
    if (rate === null) {
      return {
        ok: false,
        reason: 'unknownUnit',
        meterName: meter.meterName,
        unitOfMeasure: item.unitOfMeasure,
      };
    }
    if (rate > priceLimits.max || (rate > 0 && rate < priceLimits.smallestNonZero)) {
      return { ok: false, reason: 'outOfRange', meterName: meter.meterName, rate };
    }
    meters.push({
      meterName: meter.meterName,
      key: meter.key,
      unitOfMeasure: item.unitOfMeasure,
      retailPrice: item.retailPrice,
      currencyCode: item.currencyCode,
      rate,
      effectiveDate: dayOf(item),
    });
  }
  const currencies = [...new Set(meters.map((meter) => meter.currencyCode))].sort();
  if (currencies.length > 1) return { ok: false, reason: 'severalCurrencies', currencies };
  const currency = currencies[0] ?? 'USD';
  const effectiveDate =
    meters
      .map((meter) => meter.effectiveDate)
      .sort()
      .at(-1) ?? '';
  const prices: ScenarioPrices = {};
  for (const meter of meters) prices[meter.key] = meter.rate;
  prices.currency = currency;
  prices.priceList = { service: options.service, region, effectiveDate };
  return {
    ok: true,
    prices,
    region,
    currency,
    effectiveDate,
    meters,
    regions,
    skipped: {
      notConsumption: items.filter((item) => !isConsumption(item) && item.armRegionName === region)
        .length,
      higherTiers,
    },
  };
}
