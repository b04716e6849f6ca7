/**
 * The plan's monthly bill in words: the units, the messages beyond those included, with replicas Azure's data
 * transfer between the regions, and where the prices come from.
 */
import { skuCatalog, type Plan } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount, formatCurrency } from '../../i18n/format';
import { useScenarioStore } from '../../state/scenarioStore';
import { crossRegionParams } from '../../components/wording/crossRegionText';

export function CostFact({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const pricesEdited = useScenarioStore((state) => state.scenario.prices !== undefined);
  const { deployment, monthly, peak, scenario } = planned;
  if (!deployment || !monthly || !peak) return null;
  const included = formatCount(locale, monthly.includedMessagesPerDay);
  const priceParams = { year: skuCatalog.prices.sourceDate, currency: skuCatalog.prices.currency };
  const quota = peak.capacity.dailyMessageQuota;
  const crossRegion = crossRegionParams(locale, monthly);
  let split: string;
  if (deployment.sku === 'Free' && quota !== null) {
    split = t('recommendation.cost.free', { quota: formatCount(locale, quota) });
  } else if (monthly.extraMessagesPerDay > 0) {
    split = t('recommendation.cost.split', {
      unitsCost: formatCurrency(locale, monthly.unitsUsd),
      included,
      extra: formatCount(locale, monthly.extraMessagesPerDay),
      extraCost: formatCurrency(locale, monthly.messagesUsd),
    });
  } else {
    split = t('recommendation.cost.noExtra', {
      unitsCost: formatCurrency(locale, monthly.unitsUsd),
      billed: formatCount(locale, monthly.billedMessagesPerDay),
      included,
    });
  }
  return (
    <dd>
      <span className="recommendation-value recommendation-cost">
        {t('unit.perMonth', { value: formatCurrency(locale, monthly.totalUsd) })}
      </span>
      <span>{split}</span>
      {crossRegion && <span>{t('recommendation.cost.crossRegion', crossRegion)}</span>}
      {scenario.loadProfile && (
        <span className="panel-hint">
          {deployment.autoscale
            ? t('recommendation.cost.profile')
            : t('recommendation.cost.profileFixed')}
        </span>
      )}
      <span className="panel-hint">
        {pricesEdited
          ? t('recommendation.cost.pricesEdited', priceParams)
          : t('recommendation.cost.prices', priceParams)}
      </span>
    </dd>
  );
}
