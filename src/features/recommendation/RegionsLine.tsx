/**
 * The regions beside the answer, when the plan has replicas: how many, each one's deployment and the bill they
 * add up to (the plan's own total, the one in the cost tile). Each region bills its own units and the messages
 * delivered to its own clients.
 */
import type { Plan } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCurrency } from '../../i18n/format';
import { deploymentLabel } from '../../components/wording/deploymentText';

/** Bills that differ by less than a cent read as the same. */
const centUsd = 0.005;

export function RegionsLine({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const { deployment, monthly, scenario } = planned;
  if (!deployment || !monthly || monthly.regions.length < 2) return null;
  const count = monthly.regions.length - 1;
  const { currency } = planned.prices;
  const total = formatCurrency(locale, monthly.totalUsd, currency);
  const first = monthly.regions[0]?.totalUsd ?? 0;
  const even = monthly.regions.every((region) => Math.abs(region.totalUsd - first) < centUsd);
  const text =
    scenario.replicas?.sizing === 'allTraffic' && even
      ? t('recommendation.regions.allTraffic', {
          regions: count + 1,
          count,
          tier: deploymentLabel(t, locale, {
            ...deployment,
            regions: [deployment.unitsPerInstance],
          }),
          each: formatCurrency(locale, first, currency),
          total,
        })
      : t('recommendation.regions.split', { regions: count + 1, count, total });
  return (
    <p className="recommendation-regions">
      {text} <span className="panel-hint">{t('recommendation.regions.billing')}</span>
    </p>
  );
}
