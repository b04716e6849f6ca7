/**
 * "Check our working": the guide's formulas with the scenario's numbers and the table cells they were
 * compared with, at the tier the plan deploys, and the rules by which the plan deploys and bills it. Heavier than
 * the other text panels, so it renders from the deferred plan.
 */
import { memo, useMemo } from 'react';
import { signalrEditionOf, type Plan, type Scenario } from '../../engine';
import { UserText } from '../../components/UserText';
import { useT, useTNodes } from '../../i18n/I18nProvider';
import { useSettledScenario } from '../../state/useEvaluation';
import { useDeferredPlan } from '../../state/usePlan';
import { tierLabel } from '../../components/wording/tierLabel';
import { workloadName } from '../../components/wording/workloadNames';
import { AppServerWorking } from './AppServerWorking';
import { PlanWorking } from './PlanWorking';
import { RangeWorking } from './RangeWorking';
import { ServiceRulesWorking } from './ServiceRulesWorking';
import { TierCeilings } from './TierCeilings';
import { UpstreamWorking } from './UpstreamWorking';
import { WebPubSubCaveats } from './WebPubSubCaveats';
import { WorkloadFormulas } from './WorkloadFormulas';
import { WorkloadShares } from './WorkloadShares';
import { workingOf } from './workingRows';
import './WorkingPanel.css';

const WorkingBody = memo(function WorkingBody({
  scenario,
  planned,
}: {
  scenario: Scenario;
  planned: Plan;
}) {
  const t = useT();
  const tNodes = useTNodes();
  const working = useMemo(() => workingOf(scenario, planned), [scenario, planned]);
  const { evaluation, deployment } = planned;
  // The app servers are the deployment's; their sources are the per-instance evaluation's.
  const basis = planned.instanceEvaluation.recommended ?? evaluation.recommended;
  if (!working) return <p>{t('working.empty')}</p>;
  const { tier, rows } = working;
  const label = tierLabel(t, tier.sku, tier.units);
  const edition = t(`edition.${evaluation.edition}`);
  const webPubSub = evaluation.service === 'webPubSub';
  let intro: string;
  if (webPubSub) {
    intro = working.recommended
      ? t('working.intro.fit.webPubSub', { tier: label, edition })
      : t('working.intro.noFit.webPubSub', { tier: label, edition });
  } else {
    intro = working.recommended
      ? t('working.intro.fit', { tier: label, edition })
      : t('working.intro.noFit', { tier: label, edition });
  }
  return (
    <>
      <p className="panel-hint">{intro}</p>
      {deployment && deployment.instances > 1 && (
        <p className="panel-hint">{t('working.intro.instance', { count: deployment.instances })}</p>
      )}
      <TierCeilings tier={tier} />
      {rows.map((row) => (
        <details key={row.index} className="working-workload" open={row.index === 0}>
          <summary>
            {tNodes('working.summary', {
              name: <UserText>{workloadName(t, scenario.workloads, row.index)}</UserText>,
              pattern: t(`pattern.${row.workload.pattern}`),
            })}
          </summary>
          <h4>{t('working.formulas')}</h4>
          <WorkloadFormulas row={row} service={evaluation.service} />
          <h4>{t('working.shares', { tier: label })}</h4>
          <WorkloadShares row={row} tier={tier} />
        </details>
      ))}
      {webPubSub && deployment && (
        <>
          <UpstreamWorking planned={planned} />
          <ServiceRulesWorking planned={planned} />
        </>
      )}
      {!webPubSub && deployment && basis && (
        <>
          <AppServerWorking
            recommended={basis}
            appServers={deployment.appServers}
            free={deployment.sku === 'Free'}
            edition={signalrEditionOf(evaluation.edition)}
            workloads={scenario.workloads}
          />
          <ServiceRulesWorking planned={planned} />
        </>
      )}
      <PlanWorking planned={planned} />
      <RangeWorking evaluation={evaluation} />
      {webPubSub && <WebPubSubCaveats scenario={scenario} />}
    </>
  );
});

export function WorkingPanel() {
  const t = useT();
  const planned = useDeferredPlan();
  // Deferred alongside the plan, so names and figures come from the same scenario.
  const scenario = useSettledScenario();
  return (
    <section className="panel working" aria-labelledby="working-heading">
      <h2 id="working-heading">{t('working.heading')}</h2>
      <WorkingBody scenario={scenario} planned={planned} />
    </section>
  );
}
