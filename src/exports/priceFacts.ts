/**
 * The prices a plan was priced with, as the printed report states them: each paid SKU's unit price a day and the
 * price of a million messages beyond the included ones, whether each is the catalog's default or the user's own,
 * and where the defaults come from (the date they were seen, their currency, and that they name no region).
 */
import { pricesFor, skuCatalog, type Plan, type SkuId } from '../engine';
import { formatCurrency } from '../i18n/format';
import type { Translate } from '../i18n/translate';
import type { PlanFact } from './planWords';

const paidSkus: readonly Exclude<SkuId, 'Free'>[] = ['Standard_S1', 'Premium_P1', 'Premium_P2'];

export interface PriceFacts {
  facts: PlanFact[];
  /** Where the prices come from: the catalog's date and currency, and the user's own where they typed some. */
  sources: string[];
}

/**
 * @example priceFacts(t, 'en', plan(chat)).facts[0]
 *   // { label: 'Standard_S1, per unit per day', value: '$1.61, the catalog’s default' }
 */
export function priceFacts(t: Translate, locale: string, plan: Plan): PriceFacts {
  const { currency, sourceDate } = skuCatalog.prices;
  // The same prices plan() priced every tier with: the catalog's, with the scenario's own over them.
  const prices = pricesFor(plan.scenario, skuCatalog);
  const own = plan.scenario.prices ?? {};
  const value = (price: number, isOwn: boolean) => {
    const text = formatCurrency(locale, price, currency);
    return isOwn
      ? t('exportImport.prices.own', { price: text })
      : t('exportImport.prices.default', { price: text });
  };
  const facts: PlanFact[] = [
    ...paidSkus.map((sku) => ({
      label: t('prices.perUnitPerDay', { sku: t(`sku.${sku}`) }),
      value: value(prices.perUnitPerDayUsd[sku], own[sku] !== undefined),
    })),
    {
      label: t('prices.perMillion'),
      value: value(prices.perMillionExtraMessagesUsd, own.perMillionExtraMessages !== undefined),
    },
  ];
  const anyDefault =
    paidSkus.some((sku) => own[sku] === undefined) || own.perMillionExtraMessages === undefined;
  const anyOwn = Object.keys(own).length > 0;
  const sources = [
    ...(anyDefault ? [t('exportImport.prices.defaults', { date: sourceDate, currency })] : []),
    ...(anyOwn ? [t('exportImport.prices.ownSource', { currency })] : []),
  ];
  return { facts, sources };
}
