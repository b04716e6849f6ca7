/** The answer: the tier to buy, app servers, cost, what binds it, and the guide's warnings. */
import { lazy, Suspense, useCallback, useRef } from 'react';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useEvaluation } from '../../state/useEvaluation';
import { tierLabel } from '../../components/wording/tierLabel';
import { calibrationText } from '../../components/wording/calibrationText';
import { NoFitDetails } from './NoFitDetails';
import { RangeLine } from './RangeLine';
import { RecommendationFacts } from './RecommendationFacts';
import { RecommendationMetrics } from './RecommendationMetrics';
import { RegionsLine } from './RegionsLine';
import { WarningList } from './WarningList';
import './RecommendationPanel.css';

const ProfileCostLine = lazy(() => import('./ProfileCostLine'));

export function RecommendationPanel() {
  const t = useT();
  const locale = useLocale();
  const evaluation = useEvaluation();
  const headlineRef = useRef<HTMLParagraphElement>(null);
  const { recommended } = evaluation;
  const empty = evaluation.workloads.length === 0;
  // After the edition switch the button is gone: move focus to the answer it produced.
  const focusHeadline = useCallback(() => headlineRef.current?.focus(), []);

  let headline: string;
  if (empty) headline = t('recommendation.headline.empty');
  else if (recommended) headline = tierLabel(t, recommended.sku, recommended.units);
  else headline = t('recommendation.headline.noFit');

  return (
    <section className="panel recommendation" aria-labelledby="recommendation-heading">
      <h2 id="recommendation-heading">{t('recommendation.heading')}</h2>
      {/* The one live region: short, and it changes only when the answer does. */}
      <p
        ref={headlineRef}
        tabIndex={-1}
        className={recommended ? 'recommendation-headline' : 'recommendation-headline is-muted'}
        aria-live="polite"
        aria-atomic="true"
      >
        {headline}
      </p>
      {!empty && evaluation.calibration && (
        <p className="recommendation-calibrated">
          {t('recommendation.calibrated', {
            factors: calibrationText(t, locale, evaluation.calibration),
          })}
        </p>
      )}
      {!empty && <RangeLine evaluation={evaluation} />}
      {empty && <p>{t('recommendation.empty')}</p>}
      {!empty && recommended && (
        <>
          <RecommendationMetrics evaluation={evaluation} recommended={recommended} />
          {evaluation.scenario.loadProfile && (
            <Suspense fallback={null}>
              <ProfileCostLine evaluation={evaluation} />
            </Suspense>
          )}
          <RegionsLine evaluation={evaluation} />
          <details className="recommendation-details">
            <summary>{t('recommendation.details')}</summary>
            <RecommendationFacts evaluation={evaluation} recommended={recommended} />
          </details>
        </>
      )}
      {!empty && !recommended && (
        <NoFitDetails evaluation={evaluation} onEditionSwitched={focusHeadline} />
      )}
      {recommended && evaluation.warnings.length > 0 && (
        <WarningList
          warnings={evaluation.warnings}
          edition={evaluation.edition}
          service={evaluation.service}
        />
      )}
    </section>
  );
}
