// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { skuCatalog } from '../guides/data';
import { plan } from '../planning/plan';
import { parseScenario } from '../scenario/scenario';
import {
  perMillionMessages,
  perUnitPerDay,
  readPriceList,
  readPriceListJson,
  type PriceListOptions,
} from './retailPrices';

const fixtureText = readFileSync(
  new URL(
    '../../../tests/fixtures/retail-prices/signalr-eur-westeurope-northeurope.json',
    import.meta.url,
  ),
  'utf8',
);
type Response = { Items: Record<string, unknown>[]; NextPageLink: string | null };
const fixture = () => JSON.parse(fixtureText) as Response;
const signalr = (region: string | null = null): PriceListOptions => ({
  service: 'signalr',
  region,
  catalog: skuCatalog,
});
const daysPerMonth = 730 / 24;

describe('readPriceList: the Azure Retail Prices API file of docs/using.md', () => {
  it('reads West Europe’s units and messages per tier, in euros, dated by the latest meter', () => {
    const read = readPriceList(fixtureText, signalr('westeurope'));
    expect(read).toMatchObject({
      ok: true,
      region: 'westeurope',
      currency: 'EUR',
      effectiveDate: '2025-04-01',
      regions: ['northeurope', 'westeurope'],
      prices: {
        Standard_S1: 1.5517,
        Premium_P1: 1.9276,
        perMillionExtraMessages: 0.9638,
        perMillionExtraMessagesPremium: 0.9638,
        currency: 'EUR',
        priceList: { service: 'signalr', region: 'westeurope', effectiveDate: '2025-04-01' },
      },
      // West Europe's two Premium unit reservations: pay-as-you-go only.
      skipped: { notConsumption: 2, higherTiers: 0 },
    });
    // No Premium_P2 meter: its price stays Premium_P1's, and the plan flags it.
    expect(read.ok && read.prices.Premium_P2).toBeUndefined();
  });

  it('asks which region when the file prices several, and reads the one chosen', () => {
    expect(readPriceList(fixtureText, signalr())).toEqual({
      ok: false,
      reason: 'severalRegions',
      regions: ['northeurope', 'westeurope'],
    });
    expect(readPriceList(fixtureText, signalr('northeurope'))).toMatchObject({
      ok: true,
      effectiveDate: '2024-10-01',
      prices: { Standard_S1: 1.4846, Premium_P1: 1.8443, perMillionExtraMessages: 0.9221 },
    });
    expect(readPriceList(fixtureText, signalr('eastus'))).toEqual({
      ok: false,
      reason: 'regionNotInFile',
      region: 'eastus',
      regions: ['northeurope', 'westeurope'],
    });
  });

  it('refuses a file without a meter the plan needs, naming it', () => {
    const response = fixture();
    response.Items = response.Items.filter((item) => item.meterName !== 'Premium Message');
    expect(readPriceListJson(response, signalr('westeurope'))).toEqual({
      ok: false,
      reason: 'missingMeters',
      region: 'westeurope',
      meters: ['Premium Message'],
      nextPage: false,
    });
    // One page of several: the meters may be on the next one, and the message says so.
    response.NextPageLink = 'https://prices.azure.com:443/api/retail/prices?$skip=1000';
    response.Items = response.Items.filter((item) => item.meterName !== 'Standard Unit');
    expect(readPriceListJson(response, signalr('westeurope'))).toMatchObject({
      reason: 'missingMeters',
      meters: ['Standard Unit', 'Premium Message'],
      nextPage: true,
    });
  });

  it('reads reservations as no price at all: a file of reservations only prices nothing', () => {
    const response = fixture();
    response.Items = response.Items.filter((item) => item.type === 'Reservation');
    expect(readPriceListJson(response, signalr())).toEqual({
      ok: false,
      reason: 'noService',
      serviceName: 'SignalR',
      items: 3,
    });
  });

  it('reads a Web PubSub scenario from Web PubSub’s meters, not SignalR’s', () => {
    expect(readPriceList(fixtureText, { ...signalr(), service: 'webPubSub' })).toEqual({
      ok: false,
      reason: 'noService',
      serviceName: 'Web PubSub',
      items: 13,
    });
    const response = fixture();
    const asWebPubSub = response.Items.map((item) => ({ ...item, serviceName: 'Web PubSub' }));
    expect(
      readPriceListJson(
        { ...response, Items: asWebPubSub },
        { ...signalr('westeurope'), service: 'webPubSub' },
      ),
    ).toMatchObject({ ok: true, prices: { priceList: { service: 'webPubSub' } } });
  });

  it('gives Premium_P2 its own price when the list has a meter for it', () => {
    const response = fixture();
    response.Items.push({
      ...response.Items.find((item) => item.meterName === 'Premium Unit'),
      meterName: 'Premium P2 Unit',
      skuName: 'Premium P2',
      retailPrice: 2.1,
    });
    const read = readPriceListJson(response, signalr('westeurope'));
    expect(read.ok && read.prices.Premium_P2).toBe(2.1);
  });

  it('names the field of an item that is not in the API’s shape', () => {
    const response = fixture();
    (response.Items[1] as Record<string, unknown>).retailPrice = '1.55';
    delete (response.Items[3] as Record<string, unknown>).unitOfMeasure;
    const read = readPriceListJson(response, signalr('westeurope'));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.reason === 'invalid' && read.issues.map((issue) => issue.path)).toEqual(
      ['Items[1].retailPrice', 'Items[3].unitOfMeasure'],
    );
  });

  it.each([
    ['', { reason: 'empty' }],
    ['{"Items": [', { reason: 'syntax', line: 1, column: 12 }],
    ['{\n  "Items": [x]\n}', { reason: 'syntax', line: 2, column: 13 }],
    ['{"value": []}', { reason: 'notPriceList' }],
    ['[1, 2]', { reason: 'notPriceList' }],
  ])('refuses %j as no price list', (text, problem) => {
    expect(readPriceList(text, signalr())).toMatchObject({ ok: false, ...problem });
  });

  it('refuses two currencies, and two prices for one meter on one day', () => {
    const mixed = fixture();
    (mixed.Items[2] as Record<string, unknown>).currencyCode = 'USD';
    expect(readPriceListJson(mixed, signalr('westeurope'))).toEqual({
      ok: false,
      reason: 'severalCurrencies',
      currencies: ['EUR', 'USD'],
    });
    const twice = fixture();
    twice.Items.push({ ...twice.Items[1], retailPrice: 1.6 });
    expect(readPriceListJson(twice, signalr('westeurope'))).toEqual({
      ok: false,
      reason: 'conflicting',
      meterName: 'Standard Unit',
      prices: [1.5517, 1.6],
    });
  });

  it('reads a tiered meter at its first tier, and a meter listed twice at its latest price', () => {
    const response = fixture();
    const standard = response.Items[1] as Record<string, unknown>;
    response.Items.push(
      { ...standard, tierMinimumUnits: 1000, retailPrice: 1.2 },
      { ...standard, effectiveStartDate: '2017-01-01T00:00:00Z', retailPrice: 9 },
    );
    const read = readPriceListJson(response, signalr('westeurope'));
    expect(read).toMatchObject({ ok: true, prices: { Standard_S1: 1.5517 } });
    expect(read.ok && read.skipped.higherTiers).toBe(1);
  });

  it('refuses a unit of measure it cannot convert, naming the meter and the unit', () => {
    const response = fixture();
    (response.Items[2] as Record<string, unknown>).unitOfMeasure = '1 GB';
    expect(readPriceListJson(response, signalr('westeurope'))).toEqual({
      ok: false,
      reason: 'unknownUnit',
      meterName: 'Standard Message',
      unitOfMeasure: '1 GB',
    });
  });
});

describe('unitOfMeasure into the model’s units (per unit per day; per million messages)', () => {
  it.each([
    [1.61, '1/Day', 1.61],
    [1.61, '1 Day', 1.61],
    // 0.0671 an hour x 24 hours
    [0.0671, '1 Hour', 1.6104],
    [0.0671, '1/Hour', 1.6104],
    // 1.6104 for 24 hours is 1.6104 a day
    [1.6104, '24 Hours', 1.6104],
    // 48.97 a month over 730 / 24 = 30.4167 days (infracost's Standard unit in West Europe)
    [48.97, '1/Month', 1.60997260274],
  ])('%d per %s is %d per unit per day', (price, unit, perDay) => {
    expect(perUnitPerDay(price, unit, 730)).toBeCloseTo(perDay, 9);
  });

  it.each([
    [1, '1M', 1],
    [1, '1 Million', 1],
    [0.01, '10K', 1],
    [0.001, '1K', 1],
    [0.000001, '1', 1],
    [0.5, '100', 5000],
  ])('%d per %s messages is %d per million', (price, unit, perMillion) => {
    expect(perMillionMessages(price, unit)).toBeCloseTo(perMillion, 9);
  });

  it.each(['1 GB', '1/Second', '0/Day', 'Day'])('knows no unit %j', (unit) => {
    expect(perUnitPerDay(1, unit, 730)).toBeNull();
    expect(perMillionMessages(1, unit)).toBeNull();
  });
});

describe('the plan priced with a price list', () => {
  const read = readPriceList(fixtureText, signalr('westeurope'));
  if (!read.ok) throw new Error('the fixture reads');
  const priced = plan({ ...teamChatFixture, prices: read.prices });

  it('bills team chat’s Standard_S1 x 40 at West Europe’s euro prices', () => {
    // The same deployment and messages as at the catalog's prices: 40 units, 552,968,640 billed a day.
    expect(priced.deployment).toMatchObject({ sku: 'Standard_S1', unitsPerInstance: 40 });
    expect(priced.monthly?.extraMessagesPerDay).toBe(552_968_640 - 40_000_000);
    // units: 40 x 1.5517 EUR x 30.4167 days = 1,887.90 EUR
    expect(priced.monthly?.unitsUsd).toBeCloseTo(40 * 1.5517 * daysPerMonth, 6);
    expect(priced.monthly?.unitsUsd).toBeCloseTo(1887.9, 2);
    // messages: 512.968640 million x 0.9638 EUR x 30.4167 days = 15,037.97 EUR
    expect(priced.monthly?.messagesUsd).toBeCloseTo(512.96864 * 0.9638 * daysPerMonth, 6);
    expect(priced.monthly?.totalUsd).toBeCloseTo(16_925.88, 2);
  });

  it('says the currency, the region and the date beside the total, and flags Premium_P2', () => {
    expect(priced.prices).toEqual({
      currency: 'EUR',
      origin: 'priceList',
      priceList: { service: 'signalr', region: 'westeurope', effectiveDate: '2025-04-01' },
      typed: [],
      catalogDate: null,
      premiumP2LikeP1: true,
      // A SignalR price list has no bandwidth meter, and the catalog's 0.02 is US dollars: not priced, and said.
      crossRegionRateMissing: true,
      rates: {
        Standard_S1: 1.5517,
        Premium_P1: 1.9276,
        Premium_P2: 1.9276,
        perMillionExtraMessages: 0.9638,
        perMillionExtraMessagesPremium: 0.9638,
        perGbCrossRegion: 0,
      },
    });
  });

  it('keeps the prices in the scenario: a file or a link carries them, validated', () => {
    expect(parseScenario({ ...teamChatFixture, prices: read.prices })).toMatchObject({
      ok: true,
      scenario: { prices: read.prices },
    });
  });
});
