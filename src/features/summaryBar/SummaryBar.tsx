/**
 * On phones the results come after the composer; this bar keeps the answer in sight while composing.
 * It scrolls with a button, not an `#anchor`: the fragment holds the share link.
 */
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCurrency } from '../../i18n/format';
import { useEvaluation } from '../../state/useEvaluation';
import { tierLabel } from '../../components/wording/tierLabel';
import './SummaryBar.css';

function showResults(): void {
  const heading = document.getElementById('recommendation-heading');
  heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading?.parentElement
    ?.querySelector<HTMLElement>('[tabindex="-1"]')
    ?.focus({ preventScroll: true });
}

export function SummaryBar() {
  const t = useT();
  const locale = useLocale();
  const { recommended, workloads } = useEvaluation();
  let answer: string;
  if (workloads.length === 0) answer = t('recommendation.headline.empty');
  else if (recommended) answer = tierLabel(t, recommended.sku, recommended.units);
  else answer = t('recommendation.headline.noFit');
  return (
    <aside className="summary-bar" aria-label={t('summaryBar.label')}>
      <p className="summary-bar-answer">
        <strong>{answer}</strong>
        {recommended && (
          <span className="num">
            {t('summaryBar.cost', { cost: formatCurrency(locale, recommended.cost.totalUsd) })}
          </span>
        )}
      </p>
      <button type="button" className="button button-primary" onClick={showResults}>
        {t('summaryBar.show')}
      </button>
    </aside>
  );
}
