/**
 * `--prices FILE` (and `--prices-region`): an Azure Retail Prices API file read as the page's prices panel reads it,
 * its rates, currency, region and date put in the scenario before it is planned, so every format and the link back
 * carry them. A file that cannot be used is refused in the page's words, naming the meters or regions.
 */
import { serviceOf, skuCatalog, type Scenario } from '../engine';
import { maxPriceListBytes, readPriceList } from '../engine/billing/retailPrices';
import { formatBytes } from '../i18n/format';
import { NotText } from '../engine/files/fileBytes';
import { inputName, ScenarioTooLarge } from './input';
import { priceListMessage } from '../exports/priceListMessages';
import type { Translate } from '../i18n/translate';
import type { CliOptions } from './options';

export type PricedScenario = { ok: true; scenario: Scenario } | { ok: false; lines: string[] };

/**
 * @example scenarioWithPrices(t, 'en', options, scenario, (path) => readFileSync(path, 'utf8'))
 *   // { ok: true, scenario: { ...scenario, prices: { Standard_S1: 1.5517, …, currency: 'EUR', priceList: { … } } } }
 */
export function scenarioWithPrices(
  t: Translate,
  locale: string,
  options: Pick<CliOptions, 'prices' | 'pricesRegion'>,
  scenario: Scenario,
  readText: (path: string) => string,
): PricedScenario {
  const path = options.prices;
  if (path === null) return { ok: true, scenario };
  const lead = t('cli.error.prices', { path: inputName(t, path) });
  let text: string;
  try {
    text = readText(path);
  } catch (error) {
    if (error instanceof ScenarioTooLarge) {
      // The Prices panel's words for a price list over its limit (not a scenario's).
      const text =
        error.bytes === null
          ? t('cli.prices.tooLargeUnread', { max: formatBytes(locale, maxPriceListBytes) })
          : priceListMessage(t, locale, { reason: 'tooLarge', bytes: error.bytes }).text;
      return { ok: false, lines: [lead, text] };
    }
    if (error instanceof NotText) {
      // The Prices panel's words, which say what a price list's text should be.
      const failure = { reason: 'notText', encoding: error.encoding } as const;
      return { ok: false, lines: [lead, priceListMessage(t, locale, failure).text] };
    }
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, lines: [lead, t('cli.error.read', { reason })] };
  }
  const read = readPriceList(text, {
    service: serviceOf(scenario),
    region: options.pricesRegion,
    catalog: skuCatalog,
  });
  if (read.ok) return { ok: true, scenario: { ...scenario, prices: read.prices } };
  const message = priceListMessage(t, locale, read);
  return {
    ok: false,
    lines: [
      lead,
      message.text,
      ...message.issues.map((issue) => `  ${issue}`),
      ...(message.more ? [message.more] : []),
      ...(read.reason === 'severalRegions' || read.reason === 'regionNotInFile'
        ? [t('cli.prices.chooseRegion')]
        : []),
    ],
  };
}
