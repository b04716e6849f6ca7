/**
 * The results for elsewhere: every tier and the plan as CSV, the Markdown report (download or copy), the plan as
 * JSON, and printing. Each is written by src/exports from the scenario's one plan, the same functions the
 * command line calls.
 */
import { useState } from 'react';

import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { shareUrlFor } from '../../state/shareLink';
import { planOnce } from '../../state/usePlan';
import { tiersCsv } from '../../exports/csv';
import { downloadText } from '../../components/download';
import { exportFileName } from '../../components/fileNames';
import { planJson } from '../../exports/planJson';
import { markdownReport } from '../../exports/report';
import { copyText } from '../../components/copyText';
import { downloadFocus } from './downloadFocus';

export function ReportSection() {
  const t = useT();
  const locale = useLocale();
  const [status, setStatus] = useState('');

  // Everything is read on click, not subscribed: this section never re-renders while a slider moves.
  const current = () => {
    const { scenario } = useScenarioStore.getState();
    return { scenario, plan: planOnce(scenario) };
  };
  const report = () => {
    const { scenario, plan } = current();
    const shareUrl = shareUrlFor(scenario, window.location);
    return { name: scenario.name, text: markdownReport({ plan, t, locale, shareUrl }) };
  };

  const downloadCsv = () => {
    const { scenario, plan } = current();
    const fileName = exportFileName(scenario.name, 'tiers', 'csv');
    downloadText(tiersCsv(plan, t, locale, scenario.name ?? ''), fileName, 'text/csv');
    setStatus(t('exportImport.saved', { fileName }));
  };

  const downloadJson = () => {
    const { scenario, plan } = current();
    const fileName = exportFileName(scenario.name, 'plan', 'json');
    downloadText(
      planJson(plan, shareUrlFor(scenario, window.location)),
      fileName,
      'application/json',
    );
    setStatus(t('exportImport.saved', { fileName }));
  };

  const downloadForecast = async () => {
    const { scenario, plan } = current();
    setStatus(await downloadFocus(t, scenario, plan, new Date()));
  };

  const downloadReport = () => {
    const { name, text } = report();
    const fileName = exportFileName(name, 'report', 'md');
    downloadText(text, fileName, 'text/markdown');
    setStatus(t('exportImport.saved', { fileName }));
  };

  const copyReport = async () => {
    const copied = await copyText(report().text);
    setStatus(t(copied ? 'exportImport.copied' : 'exportImport.copyDenied'));
  };

  return (
    <div className="export-import-group">
      <h3>{t('exportImport.results.heading')}</h3>
      <div className="export-import-actions">
        <button type="button" className="button" onClick={downloadCsv}>
          {t('exportImport.csv')}
        </button>
        <button type="button" className="button" onClick={downloadReport}>
          {t('exportImport.markdown')}
        </button>
        <button type="button" className="button" onClick={() => void copyReport()}>
          {t('exportImport.copy')}
        </button>
        <button type="button" className="button" onClick={downloadJson}>
          {t('exportImport.json')}
        </button>
        <button type="button" className="button" onClick={() => void downloadForecast()}>
          {t('exportImport.focus')}
        </button>
        <button type="button" className="button" onClick={() => window.print()}>
          {t('exportImport.print')}
        </button>
      </div>
      <p className="export-import-status" role="status">
        {status}
      </p>
    </div>
  );
}
