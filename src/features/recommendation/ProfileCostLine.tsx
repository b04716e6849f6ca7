/**
 * Beside the cost tile when the scenario has a day's load profile: the tile prices the peak all day, this line
 * the day as profiled, on this tier and with Premium autoscale, as the Day and year tab does (engine/dayCosts).
 * Its code loads only for a scenario with a profile (RecommendationPanel).
 */
import { useMemo } from 'react';
import { defaultTables, planOf, type Evaluation } from '../../engine';
import { dayCosts } from '../../engine/planning';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCurrency } from '../../i18n/format';

export default function ProfileCostLine({ evaluation }: { evaluation: Evaluation }) {
  const t = useT();
  const locale = useLocale();
  const costs = useMemo(
    () => dayCosts(planOf(evaluation, defaultTables), defaultTables),
    [evaluation],
  );
  if (!costs.fixed) return null;
  const fixed = formatCurrency(locale, costs.fixed.monthlyCostUsd);
  return (
    <p className="recommendation-profile-cost panel-hint">
      {costs.autoscale && costs.autoscaleSku
        ? t('recommendation.profileCost', {
            fixed,
            autoscale: formatCurrency(locale, costs.autoscale.monthlyCostUsd),
            sku: costs.autoscaleSku,
          })
        : t('recommendation.profileCost.noAutoscale', { fixed })}
    </p>
  );
}
