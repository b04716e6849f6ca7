import { useMemo } from 'react';
import { defaultTables } from '../../engine';
import { dayCosts, timelinePlan } from '../../engine/planning';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { pricesBasisSentence } from '../../components/wording/pricesBasisText';
import { useDeferredPlan } from '../../state/usePlan';
import '../../components/charts/Charts.css';
import { LoadProfileSection } from './LoadProfileSection';
import './Plan.css';
import { ReplicasSection } from './ReplicasSection';
import { TimelineSection } from './TimelineSection';

/**
 * The day, the regions, the year, all from the one plan the answer shows: its monthly bill, how the day runs
 * (compared with the other ways to run it), each region's part of the bill, and the year starting at that bill.
 */
export default function PlanPanel() {
  const t = useT();
  const locale = useLocale();
  const planned = useDeferredPlan();
  const costs = useMemo(() => dayCosts(planned, defaultTables), [planned]);
  const timeline = useMemo(() => timelinePlan(planned, defaultTables), [planned]);
  const { scenario, evaluation } = planned;

  return (
    <section className="panel plan" aria-labelledby="plan-heading">
      <h2 id="plan-heading">{t('plan.title')}</h2>
      <p className="panel-hint">{t('plan.hint')}</p>
      {/* Every bill below is in these prices: their currency, and a price list's region and day. */}
      <p className="panel-hint">{pricesBasisSentence(t, locale, planned)}</p>
      {evaluation.workloads.length === 0 ? (
        <p>{t('plan.empty')}</p>
      ) : (
        <>
          <LoadProfileSection
            costs={costs}
            planned={planned}
            hasProfile={scenario.loadProfile !== undefined}
          />
          <ReplicasSection replicas={scenario.replicas} planned={planned} />
          <TimelineSection
            timeline={scenario.timeline}
            plan={timeline}
            connectionsNow={evaluation.totals.connections}
            currency={planned.prices.currency}
            service={planned.service}
          />
        </>
      )}
    </section>
  );
}
