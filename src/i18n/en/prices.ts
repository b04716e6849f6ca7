/**
 * The prices editor (per unit per day by SKU and per million extra messages, with the defaults' source), and the
 * sentence said with a total about what the money is priced with (src/components/wording/pricesBasisText.ts). After
 * the start (./later); the words the first view draws are ./pricesOnFirstView.
 */
export const prices = {
  'prices.intro':
    'The monthly cost uses these prices, in {currency}. They are part of the scenario: links and exported files carry them.',
  'prices.source':
    'Defaults: third-party copies of the vendor’s price list seen in {date}. Prices change and vary by region: type your own.',
  'prices.perUnitPerDay': '{sku}, per unit per day',
  'prices.perMillion': 'Standard_S1, per million messages beyond the included ones',
  'prices.perMillion.premium': 'Premium tiers, per million messages beyond the included ones',
  'prices.perGbCrossRegion': 'Data transfer between regions (geo-replicas), per GB',
  'prices.perGbCrossRegion.source':
    'Azure’s bandwidth pricing for data transfer between regions within North America or within Europe, seen in {date}; other continents, and transfers between continents, cost more.',
  'prices.perGbCrossRegion.missing':
    'No rate in {currency}: the catalog’s default is in US dollars. Type your region’s price per GB; until then the traffic between regions is not priced.',
  'prices.perGbCrossRegion.own': 'Your own.',
  'prices.default': 'Default: {price}',
  'prices.default.premiumP2':
    'Priced like Premium_P1 ({price}): no price list gives Premium_P2 a price of its own.',
  'prices.default.premiumMessages': 'Default: as Standard_S1’s ({price})',
  'prices.reset': 'Reset to the defaults',
  'prices.rate.Standard_S1': 'Standard_S1’s unit',
  'prices.rate.Premium_P1': 'Premium_P1’s unit',
  'prices.rate.Premium_P2': 'Premium_P2’s unit',
  'prices.rate.perMillionExtraMessages': 'Standard_S1’s messages',
  'prices.rate.perMillionExtraMessagesPremium': 'the Premium tiers’ messages',
  'prices.rate.perGbCrossRegion': 'the data transfer between regions',
  'prices.basis.catalog':
    'The catalog’s defaults in {currency}, from third-party copies of the vendor’s price list seen in {date}; they vary by region.',
  'prices.basis.typed': {
    one: '{count} of your own ({typed}), in {currency}; the others are the catalog’s defaults seen in {date}.',
    other:
      '{count} of your own ({typed}), in {currency}; the others are the catalog’s defaults seen in {date}.',
  },
  'prices.basis.typedAll': 'Your own, in {currency}.',
  'prices.basis.priceList': 'Azure’s retail prices for {region}, in {currency}, effective {date}.',
  'prices.basis.priceListTyped':
    'Azure’s retail prices for {region}, in {currency}, effective {date}, with your own {typed}.',
  'prices.basis.labelled': 'Prices: {basis}',
  'prices.basis.otherService':
    'They are {listService}’s prices; this scenario is sized on {service}.',
  'prices.basis.crossRegionMissing':
    'The traffic between regions is not priced: these prices give no rate per GB in {currency}.',
  'prices.basis.premiumP2':
    'Premium_P2 is priced like Premium_P1: no price list gives it a price of its own.',
} as const;
