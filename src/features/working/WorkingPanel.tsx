/**
 * "Check our working": the guide's formulas with the scenario's numbers and the table cells they were
 * compared with. Heavier than the other text panels, so it renders from the deferred evaluation.
 */
import { memo, useMemo } from 'react';
import { signalrEditionOf, type Evaluation, type Scenario } from '../../engine';
import { UserText } from '../../components/UserText';
import { useT, useTNodes } from '../../i18n/I18nProvider';
import { useDeferredEvaluation, useSettledScenario } from '../../state/useEvaluation';
import { tierLabel } from '../../components/wording/tierLabel';
import { workloadName } from '../../components/wording/workloadNames';
import { AppServerWorking } from './AppServerWorking';
import { RangeWorking } from './RangeWorking';
import { ServiceRulesWorking } from './ServiceRulesWorking';
import { TierCeilings } from './TierCeilings';
import { WorkloadFormulas } from './WorkloadFormulas';
import { WorkloadShares } from './WorkloadShares';
import { workingOf } from './workingRows';
import './WorkingPanel.css';

const WorkingBody = memo(function WorkingBody({
  scenario,
  evaluation,
}: {
  scenario: Scenario;
  evaluation: Evaluation;
}) {
  const t = useT();
  const tNodes = useTNodes();
  const working = useMemo(() => workingOf(scenario, evaluation), [scenario, evaluation]);
  if (!working) return <p>{t('working.empty')}</p>;
  const { tier, rows } = working;
  const label = tierLabel(t, tier.sku, tier.units);
  const edition = t(`edition.${evaluation.edition}`);
  return (
    <>
      <p className="panel-hint">
        {working.recommended
          ? t('working.intro.fit', { tier: label, edition })
          : t('working.intro.noFit', { tier: label, edition })}
      </p>
      <TierCeilings tier={tier} edition={signalrEditionOf(evaluation.edition)} />
      {rows.map((row) => (
        <details key={row.index} className="working-workload" open={row.index === 0}>
          <summary>
            {tNodes('working.summary', {
              name: <UserText>{workloadName(t, scenario.workloads, row.index)}</UserText>,
              pattern: t(`pattern.${row.workload.pattern}`),
            })}
          </summary>
          <h4>{t('working.formulas')}</h4>
          <WorkloadFormulas row={row} />
          <h4>{t('working.shares', { tier: label })}</h4>
          <WorkloadShares row={row} tier={tier} />
        </details>
      ))}
      {evaluation.recommended && (
        <>
          <AppServerWorking
            recommended={evaluation.recommended}
            edition={signalrEditionOf(evaluation.edition)}
            workloads={scenario.workloads}
          />
          <ServiceRulesWorking
            recommended={evaluation.recommended}
            scenario={evaluation.scenario}
            clients={evaluation.totals.connections}
          />
        </>
      )}
      <RangeWorking evaluation={evaluation} />
    </>
  );
});

export function WorkingPanel() {
  const t = useT();
  const evaluation = useDeferredEvaluation();
  // Deferred alongside the evaluation, so names and figures come from the same scenario.
  const scenario = useSettledScenario();
  return (
    <section className="panel working" aria-labelledby="working-heading">
      <h2 id="working-heading">{t('working.heading')}</h2>
      <WorkingBody scenario={scenario} evaluation={evaluation} />
    </section>
  );
}
