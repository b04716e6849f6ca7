/**
 * On phones the results come after the composer; this bar keeps the answer in sight while composing: the plan's
 * deployment and its monthly bill, as the recommendation says them.
 * It scrolls with a button, not an `#anchor`: the fragment holds the share link.
 */
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCurrency } from '../../i18n/format';
import { usePlan } from '../../state/usePlan';
import { deploymentLabel } from '../../components/wording/deploymentText';
import { pricesBasisShort } from '../../components/wording/pricesText';
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
  const planned = usePlan();
  const { deployment, monthly, evaluation } = planned;
  let answer: string;
  if (evaluation.workloads.length === 0) answer = t('recommendation.headline.empty');
  else if (deployment) answer = deploymentLabel(t, locale, deployment);
  else answer = t('recommendation.headline.noFit');
  return (
    <aside className="summary-bar" aria-label={t('summaryBar.label')}>
      {/* The headline, clamped to two lines on screen (SummaryBar.css); read whole, and whole in the results. */}
      <p className="summary-bar-answer">
        <strong>{answer}</strong>
      </p>
      {monthly && (
        <p className="summary-bar-cost">
          <span className="num">
            {t('summaryBar.cost', {
              cost: formatCurrency(locale, monthly.totalUsd, planned.prices.currency),
            })}
          </span>{' '}
          <span className="summary-bar-prices">{pricesBasisShort(t, locale, planned.prices)}</span>
        </p>
      )}
      <button type="button" className="button button-primary" onClick={showResults}>
        {t('summaryBar.show')}
      </button>
    </aside>
  );
}
