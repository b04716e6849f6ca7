import { useMemo } from 'react';
import { defaultTables, planOf, replicaPlan } from '../../engine';
import { dayCosts, timelinePlan } from '../../engine/planning';
import { useT } from '../../i18n/I18nProvider';
import { useDeferredEvaluation } from '../../state/useEvaluation';
import '../../components/charts/Charts.css';
import { LoadProfileSection } from './LoadProfileSection';
import './Plan.css';
import { ReplicasSection } from './ReplicasSection';
import { TimelineSection } from './TimelineSection';

/** The day, the regions, the year: three ways the bill moves beyond the recommendation's peak. */
export default function PlanPanel() {
  const t = useT();
  const evaluation = useDeferredEvaluation();
  const costs = useMemo(
    () => dayCosts(planOf(evaluation, defaultTables), defaultTables),
    [evaluation],
  );
  const replicas = useMemo(() => replicaPlan(evaluation, defaultTables), [evaluation]);
  const timeline = useMemo(
    () => timelinePlan(planOf(evaluation, defaultTables), defaultTables),
    [evaluation],
  );
  const { scenario } = evaluation;

  return (
    <section className="panel plan" aria-labelledby="plan-heading">
      <h2 id="plan-heading">{t('plan.title')}</h2>
      <p className="panel-hint">{t('plan.hint')}</p>
      {evaluation.workloads.length === 0 ? (
        <p>{t('plan.empty')}</p>
      ) : (
        <>
          <LoadProfileSection
            costs={costs}
            recommended={evaluation.recommended}
            hasProfile={scenario.loadProfile !== undefined}
          />
          <ReplicasSection replicas={scenario.replicas} plan={replicas} />
          <TimelineSection
            timeline={scenario.timeline}
            plan={timeline}
            connectionsNow={evaluation.totals.connections}
          />
        </>
      )}
    </section>
  );
}
