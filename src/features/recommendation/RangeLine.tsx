/**
 * The answer's range in one line, where the guide is silent, each end as the plan would deploy it and what it
 * would cost: "Between Premium_P1 × 8 units ($7,811/month) and Premium_P1 × 10 units ($7,918/month), because unit
 * 8 lies between the guide's columns 2 and 10." Absent when every reading deploys the same.
 */
import { memo } from 'react';
import type { Plan } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { planRangeText } from '../../components/wording/deploymentText';

/**
 * `stale`: the line's plan is an older scenario's than the headline's (it follows the settled scenario, the
 * headline every key step). Hidden then, for the eye, a screen reader and find-in-page alike, its box kept so
 * nothing below it moves; shown again once it has caught up.
 */
export const RangeLine = memo(function RangeLine({
  planned,
  stale,
}: {
  planned: Plan;
  stale: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const text = planRangeText(t, locale, planned);
  if (!text) return null;
  return (
    <p className="recommendation-range" hidden={stale}>
      {text} <span className="panel-hint">{t('recommendation.range.hint')}</span>
    </p>
  );
});
