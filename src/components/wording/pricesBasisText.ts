/**
 * What a plan's money is priced with, as a whole sentence, beside every total that says it in full: the answer's
 * folded facts, the plan panel, the exports, the print summary and the command line all ask these functions, from
 * `plan().prices`. Apart from ./pricesText (the few words the first view's totals say), so the first load carries
 * neither these nor their words (src/i18n/en/prices.ts, in ./later).
 */
import type { Plan, PriceBasis, PriceKey } from '../../engine';
import type { Translate } from '../../i18n/translate';
import { formatList } from './formatList';
import { formatPriceDay } from './pricesText';

/** A rate's short name in a list: "Standard_S1’s unit", "the Premium tiers’ messages". */
export function rateName(t: Translate, key: PriceKey): string {
  return t(`prices.rate.${key}`);
}

/**
 * What is said with a total, as the value of a "Prices" fact: where the prices come from, their currency, and the region and day of a
 * price list; plus, when the plan deploys Premium_P2 without a price of its own, that it is priced like Premium_P1.
 * @example pricesBasisText(t, 'en', plan(chatWithEuroPrices))
 *   // "Azure’s retail prices for westeurope, in EUR, effective April 1, 2025."
 */
export function pricesBasisText(
  t: Translate,
  locale: string,
  planned: Pick<Plan, 'prices' | 'service' | 'deployment' | 'monthly'>,
): string {
  const { prices } = planned;
  const sentences = [basisSentence(t, locale, prices)];
  if (prices.priceList && prices.priceList.service !== planned.service) {
    sentences.push(
      t('prices.basis.otherService', {
        listService: t(`service.${prices.priceList.service}`),
        service: t(`service.${planned.service}`),
      }),
    );
  }
  if (prices.premiumP2LikeP1 && planned.deployment?.sku === 'Premium_P2') {
    sentences.push(t('prices.basis.premiumP2'));
  }
  if (prices.crossRegionRateMissing && (planned.monthly?.crossRegionBytesPerDay ?? 0) > 0) {
    sentences.push(t('prices.basis.crossRegionMissing', { currency: prices.currency }));
  }
  return sentences.join(' ');
}

function basisSentence(t: Translate, locale: string, prices: PriceBasis): string {
  const { currency, priceList, typed, catalogDate } = prices;
  const typedNames = formatList(
    locale,
    typed.map((key) => rateName(t, key)),
  );
  if (priceList) {
    const where = {
      region: priceList.region,
      currency,
      date: formatPriceDay(locale, priceList.effectiveDate),
    };
    return typed.length > 0
      ? t('prices.basis.priceListTyped', { ...where, typed: typedNames })
      : t('prices.basis.priceList', where);
  }
  if (typed.length === 0) return t('prices.basis.catalog', { currency, date: catalogDate ?? '' });
  if (catalogDate === null) return t('prices.basis.typedAll', { currency });
  return t('prices.basis.typed', {
    count: typed.length,
    typed: typedNames,
    currency,
    date: catalogDate,
  });
}

/**
 * The same as a sentence of its own, for where no label says it: "Prices: Azure’s retail prices for westeurope, …".
 */
export function pricesBasisSentence(
  t: Translate,
  locale: string,
  planned: Pick<Plan, 'prices' | 'service' | 'deployment' | 'monthly'>,
): string {
  return t('prices.basis.labelled', { basis: pricesBasisText(t, locale, planned) });
}
