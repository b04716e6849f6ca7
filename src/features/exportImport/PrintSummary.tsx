/**
 * What the printed report shows in place of the composer's controls: the scenario's name, edition and
 * target, the day it was printed, the plan's deployment and monthly bill (the report's own facts, src/exports),
 * the prices it was priced with and where they come from, its workloads as a compact table, and a link back.
 * Hidden on screen (ExportImport.css).
 */
import { memo, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Plan, Scenario } from '../../engine';
import { planExtras, planSectionFacts } from '../../exports/planExport';
import { deploymentFacts } from '../../exports/planWords';
import { priceFacts } from '../../exports/priceFacts';
import { formatSavedAt } from '../../i18n/formatSavedAt';
import { UserText } from '../../components/UserText';
import { useLocale, useT } from '../../i18n/I18nProvider';
import {
  bytesPerKilobyte,
  formatBytes,
  formatCount,
  formatPercent,
  formatSeconds,
} from '../../i18n/format';
import { shareUrlFor } from '../../state/shareLink';
import { foldedViewsNow, useIdleScenario } from '../../state/useEvaluation';
import { planOnce } from '../../state/usePlan';
import { setAndUsedText } from '../../components/wording/usedValueText';
import { workloadName } from '../../components/wording/workloadNames';
import './ExportImport.css';

const WorkloadTable = memo(function WorkloadTable({ scenario }: { scenario: Scenario }) {
  const t = useT();
  const locale = useLocale();
  const none = t('headroom.table.notApplicable');
  const { workloads } = scenario;
  if (workloads.length === 0) return <p>{t('exportImport.md.noWorkloads')}</p>;
  return (
    <table className="data-table export-print-table">
      <caption>{t('exportImport.print.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('composer.name')}</th>
          <th scope="col" className="export-print-text">
            {t('composer.pattern')}
          </th>
          <th scope="col">{t('composer.connections')}</th>
          <th scope="col">{t('composer.senders')}</th>
          <th scope="col">{t('composer.messageBytes')}</th>
          <th scope="col">{t('composer.sendInterval')}</th>
          <th scope="col">{t('composer.groupSize')}</th>
        </tr>
      </thead>
      <tbody>
        {workloads.map((workload, index) => (
          // Workloads have no identity here and the table is rebuilt as a whole: the index is the key.
          <tr key={index}>
            <th scope="row">
              <UserText>{workloadName(t, workloads, index)}</UserText>
            </th>
            <td className="export-print-text">{t(`pattern.${workload.pattern}`)}</td>
            <td className="num">{formatCount(locale, workload.connections)}</td>
            <td className="num">{setAndUsedText(t, locale, workload, 'senders')}</td>
            <td className="num">{formatBytes(locale, workload.messageBytes)}</td>
            <td className="num">{formatSeconds(locale, workload.sendIntervalSeconds)}</td>
            <td className="num">
              {workload.pattern === 'group' && workload.groupSize !== undefined
                ? setAndUsedText(t, locale, workload, 'groupSize')
                : none}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});

/** The plan's facts as the Markdown report states them: what to deploy, its bill, the regions, the day, the year. */
const PlanFacts = memo(function PlanFacts({ plan }: { plan: Plan }) {
  const t = useT();
  const locale = useLocale();
  const facts = [
    ...deploymentFacts(t, locale, plan),
    ...planSectionFacts(t, locale, plan, planExtras(plan)),
  ];
  if (facts.length === 0) return null;
  return (
    <dl className="export-print-plan" aria-label={t('exportImport.print.plan')}>
      {facts.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
});

/** The prices the plan was priced with, each the catalog's default, a price list's or the user's own. */
const PriceList = memo(function PriceList({ plan }: { plan: Plan }) {
  const t = useT();
  const locale = useLocale();
  const facts = priceFacts(t, locale, plan);
  return (
    <>
      <h4 id="export-print-prices">{t('exportImport.print.prices')}</h4>
      <dl className="export-print-plan" aria-labelledby="export-print-prices">
        {facts.map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
});

/**
 * Now, and again when a print begins (synchronously: the browser lays the page out for paper once the listener
 * returns), so a page left open overnight prints the day it is printed.
 */
function usePrintedAt(): Date {
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const printing = () => flushSync(() => setPrintedAt(new Date()));
    window.addEventListener('beforeprint', printing);
    return () => window.removeEventListener('beforeprint', printing);
  }, []);
  return printedAt;
}

export function PrintSummary() {
  const t = useT();
  const locale = useLocale();
  // Off screen until printed: it follows the scenario once the page is idle (never a key step), from the page's
  // own plan of it, and catches up at once when the page is about to print.
  const scenario = useIdleScenario();
  const plan = planOnce(scenario);
  const shareUrl = useMemo(() => shareUrlFor(scenario, window.location), [scenario]);
  useEffect(() => {
    window.addEventListener('beforeprint', foldedViewsNow);
    return () => window.removeEventListener('beforeprint', foldedViewsNow);
  }, []);
  const webPubSub = plan.service === 'webPubSub';
  const printedAt = usePrintedAt();
  return (
    <div className="export-print">
      <h3 className="export-print-title">
        <UserText>
          {scenario.name?.trim() ||
            t(webPubSub ? 'exportImport.md.untitled.webPubSub' : 'exportImport.md.untitled')}
        </UserText>
      </h3>
      <p>
        {t(webPubSub ? 'exportImport.print.lead.webPubSub' : 'exportImport.print.lead', {
          edition: t(`edition.${scenario.edition}`),
          target: formatPercent(locale, scenario.targetUtilization),
        })}
      </p>
      <p>{t('exportImport.print.madeOn', { date: formatSavedAt(locale, printedAt) })}</p>
      <p>{t('exportImport.print.sizeUnits', { bytes: bytesPerKilobyte })}</p>
      <PlanFacts plan={plan} />
      <PriceList plan={plan} />
      <WorkloadTable scenario={scenario} />
      <p>
        <a className="export-print-link" href={shareUrl}>
          {t('exportImport.print.link')}
        </a>
      </p>
    </div>
  );
}
