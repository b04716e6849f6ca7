/** When no tier fits: why (the closest tier and the limits it breaks), and what would fit. */
import type { Evaluation, ScenarioEdition } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount, formatPercent } from '../../i18n/format';
import { useScenarioStore } from '../../state/scenarioStore';
import { tierLabel } from '../../components/wording/tierLabel';
import { describeLimit } from '../../components/wording/describeLimit';
import { noFitAdvice, type NoFitFix } from '../../components/wording/noFitAdvice';

function OtherEdition({
  edition,
  onSwitched,
}: {
  edition: ScenarioEdition;
  onSwitched: () => void;
}) {
  const t = useT();
  const editionChosen = useScenarioStore((state) => state.editionChosen);
  const name = t(`edition.${edition}`);
  return (
    <>
      <p>{t('recommendation.noFit.otherEdition', { edition: name })}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => {
          editionChosen(edition);
          onSwitched();
        }}
      >
        {t('recommendation.noFit.switch', { edition: name })}
      </button>
    </>
  );
}

function Fix({ fix, onEditionSwitched }: { fix: NoFitFix; onEditionSwitched: () => void }) {
  const t = useT();
  const locale = useLocale();
  switch (fix.kind) {
    case 'otherEdition':
      return <OtherEdition edition={fix.edition} onSwitched={onEditionSwitched} />;
    case 'throughput':
      return t('recommendation.noFit.throughput');
    case 'connections':
      return t('recommendation.noFit.connections', {
        max: formatCount(locale, fix.maxConnections),
      });
    case 'routingPlateau2019':
      return t('recommendation.noFit.routingPlateau2019');
    case 'routingSplit':
      return t('recommendation.noFit.routingSplit');
  }
}

export function NoFitDetails({
  evaluation,
  onEditionSwitched,
}: {
  evaluation: Evaluation;
  onEditionSwitched: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const advice = noFitAdvice(evaluation);
  if (!advice) return null;
  const { closest, limits, fixes } = advice;
  return (
    <div className="recommendation-nofit">
      <p>
        {t('recommendation.noFit.closest', {
          count: limits.length,
          tier: tierLabel(t, closest.sku, closest.units),
        })}
      </p>
      <ul>
        {limits.map((limit) => (
          <li key={limit}>{describeLimit(t, locale, limit, closest)}</li>
        ))}
      </ul>
      <p className="panel-hint">
        {t('recommendation.noFit.ceiling', {
          target: formatPercent(locale, evaluation.thresholds.targetUtilization),
          connectionTarget: formatPercent(locale, evaluation.thresholds.connectionTarget),
        })}
      </p>
      <h3>{t('recommendation.noFit.fixes')}</h3>
      <ul className="recommendation-fixes">
        {fixes.map((fix) => (
          <li key={fix.kind}>
            <Fix fix={fix} onEditionSwitched={onEditionSwitched} />
          </li>
        ))}
      </ul>
    </div>
  );
}
