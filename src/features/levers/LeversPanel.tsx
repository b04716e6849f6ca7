/**
 * What cuts the bill: the engine's levers for the settled scenario, biggest saving first, each priced from the
 * plan's monthly bill (the answer's). Apply is one undoable change to the scenario; the header's Undo takes it
 * back. The share a compact payload keeps is set below the list.
 */
import { Fragment, useMemo } from 'react';
import { instanceSavingOf, type InstanceSaving, type Lever } from '../../engine';
import { leversFor } from '../../engine/planning';
import { formatCurrency } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { useDeferredEvaluation, useSettledScenario } from '../../state/useEvaluation';
import { leverCost, leverTitle, leverWorkloadName } from '../../components/wording/leverText';
import { tierLabel } from '../../components/wording/tierLabel';
import { useDeferredPlan } from '../../state/usePlan';
import { CompactPayloadField } from './CompactPayloadField';
import './LeversPanel.css';

function LeverItem({
  lever,
  oldBytes,
  currency,
}: {
  lever: Lever;
  oldBytes: number;
  currency: string;
}) {
  const t = useT();
  const locale = useLocale();
  const leverApplied = useScenarioStore((state) => state.leverApplied);
  const title = leverTitle(t, locale, lever);
  const workloadName = leverWorkloadName(lever);
  return (
    <li className="lever">
      <p className="lever-title">
        <strong>{title}</strong>{' '}
        <span className="lever-saving">
          {t('levers.saving', {
            saving: formatCurrency(locale, lever.monthlySavingUsd, currency),
            before: formatCurrency(locale, lever.costUsd, currency),
            after: formatCurrency(locale, lever.leverCostUsd, currency),
          })}
        </span>
      </p>
      {workloadName !== null && (
        <p className="panel-hint">
          <bdi>{t('levers.workload', { name: workloadName })}</bdi>
        </p>
      )}
      <p className="panel-hint">{leverCost(t, locale, lever, oldBytes)}</p>
      <button
        type="button"
        className="button"
        aria-label={
          workloadName === null ? title : t('levers.applyLabel', { title, name: workloadName })
        }
        onClick={() => leverApplied(lever)}
      >
        {t('levers.apply')}
      </button>
    </li>
  );
}

/** Tier choice against the instance entered in What you measured: a saving to act on in the portal, not here. */
function InstanceItem({ saving, currency }: { saving: InstanceSaving; currency: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="lever">
      <p className="lever-title">
        <strong>
          {t('levers.instance.title', {
            recommended: tierLabel(t, saving.recommendedSku, saving.recommendedUnits),
            instance: tierLabel(t, saving.sku, saving.units),
          })}
        </strong>{' '}
        <span className="lever-saving">
          {t('levers.saving', {
            saving: formatCurrency(locale, saving.monthlySavingUsd, currency),
            before: formatCurrency(locale, saving.costUsd, currency),
            after: formatCurrency(locale, saving.recommendedCostUsd, currency),
          })}
        </span>
      </p>
      <p className="panel-hint">
        {t(saving.leavesPremium ? 'levers.instance.premium' : 'levers.instance.same')}
      </p>
    </li>
  );
}

export function LeversPanel() {
  const t = useT();
  const scenario = useSettledScenario();
  const evaluation = useDeferredEvaluation();
  const planned = useDeferredPlan();
  const levers = useMemo(() => leversFor(scenario), [scenario]);
  // The tier run today against the evaluation's cheapest tier: comparable with the plan's bill only where the
  // plan deploys that tier plainly (one instance, one region, no day profile).
  const plain =
    planned.deployment?.reasons.length === 0 &&
    planned.deployment.regions.length === 1 &&
    scenario.loadProfile === undefined;
  const instance = plain ? instanceSavingOf(scenario, evaluation) : null;
  // Ranked with the levers by saving; it has no Apply: the tier is set in the portal.
  const instanceRank = instance
    ? levers.filter((lever) => lever.monthlySavingUsd > instance.monthlySavingUsd).length
    : -1;
  const empty = scenario.workloads.length === 0;
  // The levers' bills are priced like the plan's, in its currency.
  const { currency } = planned.prices;
  return (
    <section className="panel levers" aria-labelledby="levers-heading">
      <h2 id="levers-heading">{t('levers.heading')}</h2>
      <p className="panel-hint">{t('levers.intro')}</p>
      {!empty && !planned.deployment && <p>{t('levers.noFit')}</p>}
      {planned.deployment && levers.length === 0 && !instance && <p>{t('levers.none')}</p>}
      {(levers.length > 0 || instance) && (
        <ol className="levers-list">
          {levers.map((lever, index) => (
            <Fragment
              key={`${lever.kind}:${lever.target === 'workload' ? lever.workloadIndex : 'replicas'}`}
            >
              {instance && index === instanceRank && (
                <InstanceItem saving={instance} currency={currency} />
              )}
              <LeverItem
                lever={lever}
                oldBytes={
                  lever.target === 'workload'
                    ? (scenario.workloads[lever.workloadIndex]?.messageBytes ?? lever.messageBytes)
                    : 0
                }
                currency={currency}
              />
            </Fragment>
          ))}
          {instance && instanceRank === levers.length && (
            <InstanceItem saving={instance} currency={currency} />
          )}
        </ol>
      )}
      {!empty && <CompactPayloadField />}
    </section>
  );
}

export default LeversPanel;
