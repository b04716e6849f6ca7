// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { skuCatalog } from '../guides/data';
import { parseScenario, type Scenario } from '../scenario/scenario';
import { priceBasisOf } from './priceBasis';
import { pricesFor } from './cost';

const withPrices = (prices: Scenario['prices']): Scenario => ({ ...teamChatFixture, prices });

describe('priceBasisOf: what the money is priced with', () => {
  it('says the catalog’s defaults in USD, seen in 2026, with Premium_P2 priced like Premium_P1', () => {
    expect(priceBasisOf(teamChatFixture, skuCatalog)).toMatchObject({
      currency: 'USD',
      origin: 'catalog',
      priceList: null,
      typed: [],
      catalogDate: '2026',
      premiumP2LikeP1: true,
    });
  });

  it('names the rates typed; Premium_P2 follows a typed Premium_P1 until it is typed too', () => {
    const typedP1 = withPrices({ Premium_P1: 2.5 });
    expect(pricesFor(typedP1, skuCatalog).perUnitPerDayUsd.Premium_P2).toBe(2.5);
    expect(priceBasisOf(typedP1, skuCatalog)).toMatchObject({
      origin: 'typed',
      typed: ['Premium_P1'],
      catalogDate: '2026',
      premiumP2LikeP1: true,
    });
    const typedP2 = withPrices({ Premium_P1: 2.5, Premium_P2: 2.2 });
    expect(pricesFor(typedP2, skuCatalog).perUnitPerDayUsd.Premium_P2).toBe(2.2);
    expect(priceBasisOf(typedP2, skuCatalog).premiumP2LikeP1).toBe(false);
  });

  it('prices the Premium tiers’ messages at their own rate, else at Standard_S1’s', () => {
    expect(pricesFor(withPrices({ perMillionExtraMessages: 0.8 }), skuCatalog)).toMatchObject({
      perMillionExtraMessagesUsd: 0.8,
      perMillionExtraMessagesPremiumUsd: 0.8,
    });
    expect(
      pricesFor(
        withPrices({ perMillionExtraMessages: 0.8, perMillionExtraMessagesPremium: 0.9 }),
        skuCatalog,
      ),
    ).toMatchObject({ perMillionExtraMessagesUsd: 0.8, perMillionExtraMessagesPremiumUsd: 0.9 });
  });

  it('names the rates typed over a price list', () => {
    const basis = priceBasisOf(
      withPrices({
        Standard_S1: 1.4,
        Premium_P1: 1.9,
        perMillionExtraMessages: 0.95,
        currency: 'EUR',
        priceList: {
          service: 'signalr',
          region: 'westeurope',
          effectiveDate: '2025-04-01',
          typed: ['Standard_S1'],
        },
      }),
      skuCatalog,
    );
    expect(basis).toMatchObject({
      currency: 'EUR',
      origin: 'priceList',
      priceList: { service: 'signalr', region: 'westeurope', effectiveDate: '2025-04-01' },
      typed: ['Standard_S1'],
      catalogDate: null,
    });
  });
});

describe('the scenario format’s prices', () => {
  it('refuses prices in another currency that leave a rate to the USD defaults, naming each', () => {
    const result = parseScenario({
      ...teamChatFixture,
      prices: { Premium_P1: 1.9, currency: 'EUR' },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((issue) => [issue.path, issue.detail.code])).toEqual([
      ['prices.Standard_S1', 'priceNeeded'],
      ['prices.perMillionExtraMessages', 'priceNeeded'],
    ]);
  });

  it.each([
    [{ currency: 'eur' }, 'prices.currency', 'EUR'],
    [
      { priceList: { service: 'signalr', region: 'West Europe', effectiveDate: '2025-04-01' } },
      'prices.priceList.region',
      'westeurope',
    ],
    [
      { priceList: { service: 'signalr', region: 'westeurope', effectiveDate: '1 April 2025' } },
      'prices.priceList.effectiveDate',
      '2025-06-01',
    ],
  ])('refuses %j, saying how %s is written', (fields, path, example) => {
    const prices = { Standard_S1: 1.5, Premium_P1: 1.9, perMillionExtraMessages: 0.9, ...fields };
    const result = parseScenario({ ...teamChatFixture, prices });
    expect(!result.ok && result.issues).toEqual([
      expect.objectContaining({ path, detail: { code: 'writtenLike', example } }),
    ]);
  });

  it('still reads the version 2 documents of before: USD overrides, any of them left out', () => {
    expect(parseScenario({ ...teamChatFixture, prices: { Standard_S1: 1.8 } })).toMatchObject({
      ok: true,
      scenario: { prices: { Standard_S1: 1.8 } },
    });
  });
});
