/**
 * What a plan's money is priced with, in a few words, beside the first view's totals (the summary bar, the answer,
 * the totals, the embed, the card), from `plan().prices`; the whole sentence the folded facts, the panels and the
 * exports say is ./pricesBasisText, with its words, after the start.
 */
import type { Plan, PriceBasis } from '../../engine';
import { formatCurrency } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A price list's day, as the reader writes a date; the day itself (UTC), whatever the reader's time zone.
 * @example formatPriceDay('en', '2025-04-01') // "April 1, 2025"
 */
export function formatPriceDay(locale: string, isoDay: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  const day = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? isoDay : format.format(day);
}

/**
 * The same in a few words, for tight places (the summary bar, the embed, the image card).
 * @example pricesBasisShort(t, 'en', basis) // "EUR · westeurope · April 1, 2025"
 */
export function pricesBasisShort(t: Translate, locale: string, prices: PriceBasis): string {
  const { currency, priceList, origin, catalogDate } = prices;
  if (priceList) {
    return t('prices.basis.short.priceList', {
      currency,
      region: priceList.region,
      date: formatPriceDay(locale, priceList.effectiveDate),
    });
  }
  if (origin === 'typed') return t('prices.basis.short.typed', { currency });
  return t('prices.basis.short.catalog', { currency, date: catalogDate ?? '' });
}

/**
 * An amount of the plan's money, in the plan's currency.
 * @example planMoney('de', plan(chatWithEuroPrices), 16925.88) // "16.926 €"
 */
export function planMoney(locale: string, planned: Pick<Plan, 'prices'>, amount: number): string {
  return formatCurrency(locale, amount, planned.prices.currency);
}
