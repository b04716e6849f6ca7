/**
 * The answer's range in one line, where the guide is silent: "Between Standard_S1 × 6 and Standard_S1 × 10,
 * because unit 6 lies between the guide's columns 2 and 10." Absent when every reading agrees.
 */
import type { Evaluation } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { rangeText } from '../../components/wording/rangeText';

export function RangeLine({ evaluation }: { evaluation: Evaluation }) {
  const t = useT();
  const locale = useLocale();
  const text = rangeText(t, locale, evaluation);
  if (!text) return null;
  return (
    <p className="recommendation-range">
      {text} <span className="panel-hint">{t('recommendation.range.hint')}</span>
    </p>
  );
}
