/**
 * The answer: the plan's deployment (SKU, units, instances, regions, autoscale), why it differs from the cheapest
 * single tier, its monthly bill, what binds it, and the warnings for the deployed tier. Every figure is the plan's
 * (engine `planOf`); nothing here prices anything.
 */
import { lazy, Suspense, useCallback, useRef } from 'react';
import type { Plan } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { panelMessagesReady } from '../../i18n/locales';
import { usePlan } from '../../state/usePlan';
import { calibrationText } from '../../components/wording/calibrationText';
import {
  deploymentLabel,
  deploymentReasons,
  severalInstancesText,
} from '../../components/wording/deploymentText';
import { NoFitDetails } from './NoFitDetails';
import { RangeLine } from './RangeLine';
import { RecommendationFacts } from './RecommendationFacts';
import { RecommendationMetrics } from './RecommendationMetrics';
import { RegionsLine } from './RegionsLine';
import { WarningList } from './WarningList';
import './RecommendationPanel.css';

/** What a move to another tier costs, for a plan whose alternatives sit on one: its own chunk, loaded then only. */
const AlternativeChanges = lazy(() =>
  Promise.all([import('./AlternativeChanges'), panelMessagesReady()]).then(([module]) => module),
);

/** An answer beside the deployment on another tier, or on Premium_P2 (slower to scale). */
function hasOtherTier({ deployment, range, alternatives, evaluation }: Plan): boolean {
  if (!deployment) return false;
  const others = [range.optimistic, range.conservative, alternatives.severalInstances];
  const skus = others.map((other) => other?.sku);
  if (deployment.reasons.includes('replicasNeedPremium')) skus.push(evaluation.recommended?.sku);
  return skus.some((sku) => sku !== undefined && (sku !== deployment.sku || sku === 'Premium_P2'));
}

export function RecommendationPanel() {
  const t = useT();
  const locale = useLocale();
  const planned = usePlan();
  const headlineRef = useRef<HTMLParagraphElement>(null);
  const { evaluation, deployment } = planned;
  const empty = evaluation.workloads.length === 0;
  // After the edition switch the button is gone: move focus to the answer it produced.
  const focusHeadline = useCallback(() => headlineRef.current?.focus(), []);

  let headline: string;
  if (empty) headline = t('recommendation.headline.empty');
  else if (deployment) headline = deploymentLabel(t, locale, deployment);
  else headline = t('recommendation.headline.noFit');
  const several = empty ? null : severalInstancesText(t, locale, planned);

  return (
    <section className="panel recommendation" aria-labelledby="recommendation-heading">
      {/* The service sized, on the heading's line (the answer column keeps its height at 1440 x 900). */}
      <div className="recommendation-title">
        <h2 id="recommendation-heading">{t('recommendation.heading')}</h2>
        <p className="recommendation-service">{t(`service.${evaluation.service}`)}</p>
      </div>
      {/* The one live region: short, and it changes only when the answer does. */}
      <p
        ref={headlineRef}
        tabIndex={-1}
        className={deployment ? 'recommendation-headline' : 'recommendation-headline is-muted'}
        aria-live="polite"
        aria-atomic="true"
      >
        {headline}
      </p>
      {!empty &&
        deploymentReasons(t, locale, planned).map((reason) => (
          <p key={reason} className="recommendation-why">
            {reason}
          </p>
        ))}
      {!empty && evaluation.calibration && (
        <p className="recommendation-calibrated">
          {t('recommendation.calibrated', {
            factors: calibrationText(t, locale, evaluation.calibration),
          })}
        </p>
      )}
      {!empty && <RangeLine planned={planned} />}
      {several && <p className="recommendation-alternative">{several}</p>}
      {!empty && hasOtherTier(planned) && (
        <Suspense fallback={null}>
          <AlternativeChanges planned={planned} />
        </Suspense>
      )}
      {empty && <p>{t('recommendation.empty')}</p>}
      {!empty && deployment && (
        <>
          <RecommendationMetrics planned={planned} />
          <RegionsLine planned={planned} />
          <details className="recommendation-details">
            <summary>{t('recommendation.details')}</summary>
            <RecommendationFacts planned={planned} />
          </details>
        </>
      )}
      {!empty && !deployment && (
        <NoFitDetails evaluation={evaluation} onEditionSwitched={focusHeadline} />
      )}
      {deployment && planned.warnings.length > 0 && (
        <WarningList
          warnings={planned.warnings}
          edition={evaluation.edition}
          service={evaluation.service}
        />
      )}
    </section>
  );
}
