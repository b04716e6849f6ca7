/**
 * The answer: the plan's deployment (SKU, units, instances, regions, autoscale), why it differs from the cheapest
 * single tier, its monthly bill, what binds it, and the warnings for the deployed tier. Every figure is the plan's
 * (engine `planOf`); nothing here prices anything.
 */
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { laterTablesReady, type Plan } from '../../engine';
import { lazyAfterStart } from '../../components/lazyAfterStart';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { panelMessagesReady } from '../../i18n/locales';
import { foldedViewReady } from '../../state/useEvaluation';
import { useDeferredPlan, usePlan } from '../../state/usePlan';
import { calibrationText } from '../../components/wording/calibrationText';
import {
  deploymentLabel,
  deploymentReasons,
  severalInstancesText,
} from '../../components/wording/deploymentText';
import { RangeLine } from './RangeLine';
import { RecommendationMetrics } from './RecommendationMetrics';
import { RegionsLine } from './RegionsLine';
import { WarningList } from './WarningList';
import './RecommendationPanel.css';

/** Why the answer, and what it costs, folded: a chunk of its own, drawn once opened. */
const RecommendationFacts = lazyAfterStart(() =>
  import('./RecommendationFacts').then((module) => ({ default: module.RecommendationFacts })),
);

/** The facts behind the answer, for the plan the headline shows: drawn only while they are open. */
function OpenFacts() {
  return <RecommendationFacts planned={usePlan()} />;
}

/**
 * The facts behind the answer, folded: they cost a key step nothing while folded (no props, so a step does not
 * redraw the fold either).
 */
const FoldedFacts = memo(function FoldedFacts() {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void foldedViewReady()
      .then(RecommendationFacts.preload)
      .catch(() => undefined);
  }, []);
  return (
    <details
      className="recommendation-details"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t('recommendation.details')}</summary>
      {open && (
        <Suspense fallback={<p aria-busy="true">{t('app.loading')}</p>}>
          <OpenFacts />
        </Suspense>
      )}
    </details>
  );
});

/**
 * Why nothing fits, and what would: a chunk of its own, drawn only then, with the later tables (whether the other
 * edition's would fit reads them).
 */
const NoFitDetails = lazyAfterStart(() =>
  Promise.all([import('./NoFitDetails'), laterTablesReady()]).then(([module]) => ({
    default: module.NoFitDetails,
  })),
);

/** What a move to another tier costs, for a plan whose alternatives sit on one: its own chunk, loaded then only. */
const AlternativeChanges = lazy(() =>
  Promise.all([import('./AlternativeChanges'), panelMessagesReady()]).then(([module]) => module),
);

/**
 * An answer beside the deployment on another tier, or on Premium_P2 (slower to scale). It reads the plan's range and
 * alternatives: given the settled scenario's plan, so a key step never works them out.
 */
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
  // The range and the several-instances alternative are more passes over the candidates: they follow the settled
  // scenario, so a key step's plan never works them out (engine planOf: each on first read).
  const settled = useDeferredPlan();
  // Until it catches up, the settled plan is an older scenario's: its figures beside the headline would be a second,
  // older answer in the page.
  const stale = settled !== planned;
  const headlineRef = useRef<HTMLParagraphElement>(null);
  const { evaluation, deployment } = planned;
  const empty = evaluation.workloads.length === 0;
  // After the edition switch the button is gone: move focus to the answer it produced.
  const focusHeadline = useCallback(() => headlineRef.current?.focus(), []);

  let headline: string;
  if (empty) headline = t('recommendation.headline.empty');
  else if (deployment) headline = deploymentLabel(t, locale, deployment);
  else headline = t('recommendation.headline.noFit');
  const several = empty ? null : severalInstancesText(t, locale, settled);

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
        deploymentReasons(t, locale, planned, settled).map((reason) => (
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
      {!empty && <RangeLine planned={settled} stale={stale} />}
      {several && (
        <p className="recommendation-alternative" hidden={stale}>
          {several}
        </p>
      )}
      {!empty && hasOtherTier(settled) && (
        <Suspense fallback={null}>
          <AlternativeChanges planned={settled} stale={stale} />
        </Suspense>
      )}
      {empty && <p>{t('recommendation.empty')}</p>}
      {!empty && deployment && (
        <>
          <RecommendationMetrics planned={planned} />
          <RegionsLine planned={planned} />
          <FoldedFacts />
        </>
      )}
      {!empty && !deployment && (
        <Suspense fallback={null}>
          <NoFitDetails evaluation={evaluation} onEditionSwitched={focusHeadline} />
        </Suspense>
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
