/**
 * What cuts the bill: the engine's levers for the settled scenario, biggest saving first. Apply is one
 * undoable change to the scenario; the header's Undo takes it back.
 */
import { useMemo } from 'react';
import { leversFor, skuCatalog, type Lever } from '../../engine';
import { formatCurrency } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { useDeferredEvaluation, useSettledScenario } from '../../state/useEvaluation';
import { leverCost, leverTitle } from '../results/leverText';
import './LeversPanel.css';

function LeverItem({ lever, oldBytes }: { lever: Lever; oldBytes: number }) {
  const t = useT();
  const locale = useLocale();
  const leverApplied = useScenarioStore((state) => state.leverApplied);
  const currency = skuCatalog.prices.currency;
  const title = leverTitle(t, locale, lever);
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
      <p className="panel-hint">
        <bdi>{t('levers.workload', { name: lever.workloadName })}</bdi>
      </p>
      <p className="panel-hint">{leverCost(t, locale, lever, oldBytes)}</p>
      <button
        type="button"
        className="button"
        aria-label={t('levers.applyLabel', { title, name: lever.workloadName })}
        onClick={() => leverApplied(lever)}
      >
        {t('levers.apply')}
      </button>
    </li>
  );
}

export function LeversPanel() {
  const t = useT();
  const scenario = useSettledScenario();
  const evaluation = useDeferredEvaluation();
  const levers = useMemo(() => leversFor(scenario), [scenario]);
  const empty = scenario.workloads.length === 0;
  return (
    <section className="panel levers" aria-labelledby="levers-heading">
      <h2 id="levers-heading">{t('levers.heading')}</h2>
      <p className="panel-hint">{t('levers.intro')}</p>
      {!empty && !evaluation.recommended && <p>{t('levers.noFit')}</p>}
      {evaluation.recommended && levers.length === 0 && <p>{t('levers.none')}</p>}
      {levers.length > 0 && (
        <ol className="levers-list">
          {levers.map((lever) => (
            <LeverItem
              key={`${lever.kind}:${lever.workloadIndex}`}
              lever={lever}
              oldBytes={scenario.workloads[lever.workloadIndex]?.messageBytes ?? lever.messageBytes}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

export default LeversPanel;
