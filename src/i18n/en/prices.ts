/** The prices panel: per unit per day by SKU and per million extra messages, with the defaults' source. */
export const prices = {
  'prices.heading': 'Prices',
  'prices.status.default': 'The catalog’s defaults, in {currency}',
  'prices.status.custom': {
    one: '{count} price of your own, in {currency}',
    other: '{count} prices of your own, in {currency}',
  },
  'prices.intro':
    'The monthly cost uses these prices, in {currency}. They are part of the scenario: links and exported files carry them.',
  'prices.source':
    'Defaults: third-party copies of the vendor’s price list seen in {date}. Prices change and vary by region: type your own.',
  'prices.perUnitPerDay': '{sku}, per unit per day',
  'prices.perMillion': 'Per million messages beyond the included ones',
  'prices.perGbCrossRegion': 'Data transfer between regions (geo-replicas), per GB',
  'prices.perGbCrossRegion.source':
    'Azure’s bandwidth pricing for data transfer between regions within North America or within Europe, seen in {date}; other continents, and transfers between continents, cost more.',
  'prices.default': 'Default: {price}',
  'prices.reset': 'Reset to the defaults',
} as const;
