/**
 * The prices the monthly cost uses: per unit per day for each paid SKU, per million messages beyond the included
 * ones, and per GB of Azure's data transfer between regions (geo-replicas), with its source and date. They are part
 * of the scenario (`prices`), so links and exported files carry them.
 */
import { memo, useCallback } from 'react';
import { NumberField } from '../../components/NumberField';
import { scenarioLimits, skuCatalog } from '../../engine';
import { formatCurrency } from '../../i18n/format';
import { useLocale, useT, type Translate } from '../../i18n/I18nProvider';
import { defaultPrice, priceKeys, type PriceKey } from '../../state/scenarioEdits';
import { useScenarioStore } from '../../state/scenarioStore';

/** The scenario format's range of a price override, in USD: 0, or from a hundredth of a cent. */
const priceRange = scenarioLimits.price;

function labelOf(t: Translate, priceKey: PriceKey): string {
  switch (priceKey) {
    case 'perMillionExtraMessages':
      return t('prices.perMillion');
    case 'perGbCrossRegion':
      return t('prices.perGbCrossRegion');
    default:
      return t('prices.perUnitPerDay', { sku: t(`sku.${priceKey}`) });
  }
}

const PriceField = memo(function PriceField({ priceKey }: { priceKey: PriceKey }) {
  const t = useT();
  const locale = useLocale();
  const price = useScenarioStore((state) => state.scenario.prices?.[priceKey]);
  const pricesChanged = useScenarioStore((state) => state.pricesChanged);
  const onChange = useCallback(
    (value: number) => pricesChanged({ [priceKey]: value }),
    [pricesChanged, priceKey],
  );
  const currency = skuCatalog.prices.currency;
  const defaultText = t('prices.default', {
    price: formatCurrency(locale, defaultPrice(priceKey), currency),
  });
  return (
    <NumberField
      label={labelOf(t, priceKey)}
      value={price ?? defaultPrice(priceKey)}
      min={priceRange.min}
      max={priceRange.max}
      unit={currency}
      kind="money"
      smallestNonZero={priceRange.smallestNonZero}
      hint={
        priceKey === 'perGbCrossRegion'
          ? `${defaultText} ${t('prices.perGbCrossRegion.source', {
              date: skuCatalog.prices.perGbCrossRegionSourceDate,
            })}`
          : defaultText
      }
      onChange={onChange}
    />
  );
});

export default function PricesEditor() {
  const t = useT();
  const ownPrices = useScenarioStore((state) => state.scenario.prices !== undefined);
  const pricesReset = useScenarioStore((state) => state.pricesReset);
  const { currency, sourceDate } = skuCatalog.prices;
  return (
    <>
      <p className="panel-hint">{t('prices.intro', { currency })}</p>
      <p className="panel-hint">{t('prices.source', { date: sourceDate })}</p>
      {priceKeys.map((key) => (
        <PriceField key={key} priceKey={key} />
      ))}
      <div>
        <button type="button" className="button" disabled={!ownPrices} onClick={pricesReset}>
          {t('prices.reset')}
        </button>
      </div>
    </>
  );
}
