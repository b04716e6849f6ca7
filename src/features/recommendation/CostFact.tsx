/**
 * The plan's monthly bill in words: the units, the messages beyond those included, with replicas Azure's data
 * transfer between the regions, and where the prices come from.
 */
import type { Plan } from '../../engine';
import { pricesBasisSentence } from '../../components/wording/pricesBasisText';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount, formatCurrency } from '../../i18n/format';
import { crossRegionParams } from '../../components/wording/crossRegionText';

export function CostFact({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const { deployment, monthly, peak, scenario } = planned;
  if (!deployment || !monthly || !peak) return null;
  const included = formatCount(locale, monthly.includedMessagesPerDay);
  const money = (amount: number) => formatCurrency(locale, amount, planned.prices.currency);
  const quota = peak.capacity.dailyMessageQuota;
  const crossRegion = crossRegionParams(locale, monthly, planned.prices.currency);
  let split: string;
  if (deployment.sku === 'Free' && quota !== null) {
    split = t('recommendation.cost.free', { quota: formatCount(locale, quota) });
  } else if (monthly.extraMessagesPerDay > 0) {
    split = t('recommendation.cost.split', {
      unitsCost: money(monthly.unitsUsd),
      included,
      extra: formatCount(locale, monthly.extraMessagesPerDay),
      extraCost: money(monthly.messagesUsd),
    });
  } else {
    split = t('recommendation.cost.noExtra', {
      unitsCost: money(monthly.unitsUsd),
      billed: formatCount(locale, monthly.billedMessagesPerDay),
      included,
    });
  }
  return (
    <dd>
      <span className="recommendation-value recommendation-cost">
        {t('unit.perMonth', { value: money(monthly.totalUsd) })}
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
      <span className="panel-hint">{pricesBasisSentence(t, locale, planned)}</span>
    </dd>
  );
}
