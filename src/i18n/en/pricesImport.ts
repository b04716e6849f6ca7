/**
 * Importing Azure's retail prices (an Azure Retail Prices API file) in the prices panel, and the file's problems,
 * which the command line's `--prices` words the same way. Loaded with the prices editor, not on the first view.
 */
export const pricesImport = {
  'prices.import.heading': 'Azure’s prices for your region',
  'prices.import.hint':
    'Save Azure’s retail prices for your region and currency with this command (change the region and the currency), then import the file. They replace the prices above in one step, which Undo takes back.',
  'prices.import.file': 'Import Azure prices (JSON)',
  'prices.import.region': 'Region',
  'prices.import.regions': {
    one: 'The file prices {service} in {count} region: choose the one you deploy to.',
    other: 'The file prices {service} in {count} regions: choose the one you deploy to.',
  },
  'prices.import.use': 'Use these prices',
  'prices.import.undo': 'Undo the import',
  'prices.import.done':
    'Read the prices of {region} from {file}, in {currency}, effective {date}: {meters}. Undo takes them back.',
  'prices.import.meter': '{meter} {price} per {unit}',
  'prices.import.skipped': {
    one: '{count} reservation or dev/test price was left out: the plan prices pay-as-you-go.',
    other: '{count} reservation or dev/test prices were left out: the plan prices pay-as-you-go.',
  },
  'prices.fromList': 'From the price list: {meter}, {price}.',
  'prices.typedOverList': 'Typed by you over the price list.',
  'prices.import.error.lead': 'The prices in {file} were not used; the prices above are unchanged.',
  'prices.import.error.tooLarge': 'The file is {size}; a price list is at most {max}.',
  'prices.import.error.empty': 'The file is empty.',
  'prices.import.error.unreadable': 'The file could not be read.',
  'prices.import.error.notText':
    'This file is not {encoding} text: some of its bytes are no character. The Retail Prices API answers in UTF-8: save its answer unchanged, or save the file as UTF-8, and try again.',
  'prices.import.error.syntax':
    'This is not JSON: it stops being JSON at line {line}, column {column}.',
  'prices.import.error.notPriceList':
    'This is not an Azure Retail Prices API response: it has no “Items” list.',
  'prices.import.error.invalid': {
    one: '{count} field of the price list is not as the API writes it:',
    other: '{count} fields of the price list are not as the API writes them:',
  },
  'prices.import.error.noService': {
    one: 'Its {count} item has no pay-as-you-go price with serviceName “{serviceName}”, the service this scenario is sized on.',
    other:
      'None of its {count} items is a pay-as-you-go price with serviceName “{serviceName}”, the service this scenario is sized on.',
  },
  'prices.import.error.severalRegions': 'The file prices several regions ({regions}): choose one.',
  'prices.import.error.regionNotInFile':
    'The file has no prices for “{region}”; it prices {regions}.',
  'prices.import.error.severalCurrencies':
    'The file mixes currencies ({currencies}): save the prices in one.',
  'prices.import.error.missingMeters': {
    one: 'It has no price for {meters} in {region}, which the plan needs.',
    other: 'It has no price for {meters} in {region}, which the plan needs.',
  },
  'prices.import.error.nextPage':
    'The file is one page of several (its NextPageLink is set): the meters may be on the next page. Ask for one region, or save every page into one file.',
  'prices.import.error.unknownUnit':
    'The meter {meter} is priced per {unit}, a unit of measure that cannot be converted into the model’s (a unit a day, a million messages).',
  'prices.import.error.conflicting':
    'The meter {meter} is listed twice on the same day at different prices ({prices}): which one applies is not said.',
  'prices.import.error.outOfRange':
    'The meter {meter} comes to {rate}, which a scenario cannot hold (0, or 0.0001 to 1,000,000).',
} as const;
