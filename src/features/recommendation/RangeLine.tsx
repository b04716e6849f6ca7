/**
 * The answer's range in one line, where the guide is silent, each end as the plan would deploy it and what it
 * would cost: "Between Premium_P1 × 8 units ($7,811/month) and Premium_P1 × 10 units ($7,918/month), because unit
 * 8 lies between the guide's columns 2 and 10." Absent when every reading deploys the same.
 */
import type { Plan } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { planRangeText } from '../../components/wording/deploymentText';

export function RangeLine({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const text = planRangeText(t, locale, planned);
  if (!text) return null;
  return (
    <p className="recommendation-range">
      {text} <span className="panel-hint">{t('recommendation.range.hint')}</span>
    </p>
  );
}
