/**
 * The prices a plan was priced with, as the printed report states them: each rate in use (a paid SKU's unit a day,
 * a million messages beyond the included ones), whose it is (the user's own, the price list's, the catalog's
 * default, or another rate's for want of one of its own), read from `plan().prices`, the one basis every total
 * states.
 */
import { priceKeys, type Plan, type PriceKey } from '../engine';
import { formatPrice } from '../i18n/format';
import type { Translate } from '../i18n/translate';
import type { PlanFact } from './planWords';

function rateLabel(t: Translate, key: PriceKey): string {
  if (key === 'perMillionExtraMessages') return t('prices.perMillion');
  if (key === 'perMillionExtraMessagesPremium') return t('prices.perMillion.premium');
  if (key === 'perGbCrossRegion') return t('prices.perGbCrossRegion');
  return t('prices.perUnitPerDay', { sku: t(`sku.${key}`) });
}

/** Whose a rate is: typed over everything, else the price list's, else another rate's or the catalog's. */
function whose(plan: Plan, key: PriceKey): Parameters<Translate>[0] {
  const { prices } = plan;
  if (prices.typed.includes(key)) return 'exportImport.prices.own';
  const given = plan.scenario.prices?.[key] !== undefined;
  if (given && prices.priceList) return 'exportImport.prices.list';
  if (key === 'Premium_P2' && prices.premiumP2LikeP1) return 'exportImport.prices.likePremiumP1';
  if (key === 'perMillionExtraMessagesPremium' && !given) return 'exportImport.prices.likeStandard';
  if (key === 'perGbCrossRegion' && prices.crossRegionRateMissing) {
    return 'exportImport.prices.notPriced';
  }
  return given ? 'exportImport.prices.own' : 'exportImport.prices.default';
}

/**
 * @example priceFacts(t, 'en', plan(chat))[0]
 *   // { label: 'Standard_S1, per unit per day', value: '$1.61, the catalog’s default' }
 */
export function priceFacts(t: Translate, locale: string, plan: Plan): PlanFact[] {
  const { currency, rates } = plan.prices;
  // Where they come from (currency, region and day) is the plan's "Prices" fact, said beside the total.
  return priceKeys.map((key) => ({
    label: rateLabel(t, key),
    value: t(whose(plan, key), { price: formatPrice(locale, rates[key], currency) }),
  }));
}
