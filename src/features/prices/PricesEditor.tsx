/**
 * The prices the monthly cost uses: per unit per day for each paid SKU, per million messages beyond the included
 * ones (Standard_S1's, the Premium tiers'), and per GB of Azure's data transfer between regions (geo-replicas), in
 * the prices' currency. They are part of the scenario (`prices`), so links and exported files carry them; Azure's
 * retail prices for a region come in from a file.
 */
import { memo, useCallback, useMemo } from 'react';
import { NumberField } from '../../components/NumberField';
import { formatPriceDay } from '../../components/wording/pricesText';
import { priceBasisOf, scenarioLimits, skuCatalog, type PriceBasis } from '../../engine';
import { neededMeters } from '../../engine/billing/retailPrices';
import { formatPrice } from '../../i18n/format';
import { useLocale, useT, type Translate } from '../../i18n/I18nProvider';
import {
  defaultPrice,
  priceKeys,
  pricesWithoutDefaults,
  type PriceKey,
} from '../../state/scenarioEdits';
import { useScenarioStore } from '../../state/scenarioStore';
import { PriceListImport } from './PriceListImport';

/** The scenario format's range of a price: 0, or from a hundredth of a cent. */
const priceRange = scenarioLimits.price;

function priceLabel(t: Translate, key: PriceKey): string {
  switch (key) {
    case 'perMillionExtraMessages':
      return t('prices.perMillion');
    case 'perMillionExtraMessagesPremium':
      return t('prices.perMillion.premium');
    case 'perGbCrossRegion':
      return t('prices.perGbCrossRegion');
    default:
      return t('prices.perUnitPerDay', { sku: t(`sku.${key}`) });
  }
}

/** The meter a rate comes from in a price list ("Premium P2 Unit": a meter no list has had yet). */
function meterOf(key: PriceKey): string {
  return neededMeters.find((meter) => meter.key === key)?.meterName ?? 'Premium P2 Unit';
}

/** Beside a field: where its price comes from, and Premium_P2's flag while it is priced like Premium_P1. */
function priceHint(t: Translate, locale: string, key: PriceKey, basis: PriceBasis): string {
  const money = (amount: number) => formatPrice(locale, amount, basis.currency);
  if (key === 'perGbCrossRegion') {
    if (basis.crossRegionRateMissing) {
      return t('prices.perGbCrossRegion.missing', { currency: basis.currency });
    }
    if (basis.typed.includes(key)) return t('prices.perGbCrossRegion.own');
    return `${t('prices.default', { price: money(defaultPrice(key)) })} ${t(
      'prices.perGbCrossRegion.source',
      { date: skuCatalog.prices.perGbCrossRegionSourceDate },
    )}`;
  }
  if (key === 'Premium_P2' && basis.premiumP2LikeP1) {
    return t('prices.default.premiumP2', { price: money(basis.rates.Premium_P1) });
  }
  if (basis.priceList) {
    return basis.typed.includes(key)
      ? t('prices.typedOverList')
      : t('prices.fromList', { meter: meterOf(key), price: money(basis.rates[key]) });
  }
  if (key === 'perMillionExtraMessagesPremium') {
    return t('prices.default.premiumMessages', {
      price: money(basis.rates.perMillionExtraMessages),
    });
  }
  return t('prices.default', { price: money(defaultPrice(key)) });
}

const PriceField = memo(function PriceField({
  priceKey,
  basis,
}: {
  priceKey: PriceKey;
  basis: PriceBasis;
}) {
  const t = useT();
  const locale = useLocale();
  const pricesChanged = useScenarioStore((state) => state.pricesChanged);
  const onChange = useCallback(
    (value: number) => pricesChanged({ [priceKey]: value }),
    [pricesChanged, priceKey],
  );
  return (
    <NumberField
      label={priceLabel(t, priceKey)}
      value={basis.rates[priceKey]}
      min={priceRange.min}
      max={priceRange.max}
      unit={basis.currency}
      kind="money"
      smallestNonZero={priceRange.smallestNonZero}
      hint={priceHint(t, locale, priceKey, basis)}
      onChange={onChange}
    />
  );
});

export default function PricesEditor() {
  const t = useT();
  const locale = useLocale();
  const prices = useScenarioStore((state) => state.scenario.prices);
  const pricesReset = useScenarioStore((state) => state.pricesReset);
  const basis = useMemo(() => priceBasisOf({ prices }, skuCatalog), [prices]);
  const { priceList } = basis;
  return (
    <>
      <p className="panel-hint">{t('prices.intro', { currency: basis.currency })}</p>
      {priceList ? (
        <p className="panel-hint">
          {t('prices.status.priceList', {
            region: priceList.region,
            currency: basis.currency,
            date: formatPriceDay(locale, priceList.effectiveDate),
          })}
        </p>
      ) : (
        !pricesWithoutDefaults(prices) && (
          <p className="panel-hint">{t('prices.source', { date: skuCatalog.prices.sourceDate })}</p>
        )
      )}
      {priceKeys.map((key) => (
        <PriceField key={key} priceKey={key} basis={basis} />
      ))}
      <div>
        <button type="button" className="button" disabled={!prices} onClick={pricesReset}>
          {t('prices.reset')}
        </button>
      </div>
      <PriceListImport />
    </>
  );
}
