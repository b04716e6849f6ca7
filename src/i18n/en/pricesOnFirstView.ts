/**
 * The prices' words the first view draws: the folded panel's title and the line beside it, and the few words said
 * with the summary bar's and the answer's totals. The editor's words and the whole sentence said with a total in
 * the folded facts, the panels and the exports are ./prices, after the start.
 */
export const pricesOnFirstView = {
  'prices.heading': 'Prices',
  'prices.status.default': 'The catalog’s defaults, in {currency}',
  'prices.status.custom': {
    one: '{count} price of your own, in {currency}',
    other: '{count} prices of your own, in {currency}',
  },
  'prices.status.priceList': 'Azure’s prices for {region}, in {currency}, effective {date}',
  'prices.basis.short.catalog': '{currency} · defaults {date}',
  'prices.basis.short.typed': '{currency} · your own prices',
  'prices.basis.short.priceList': '{currency} · {region} · {date}',
} as const;
