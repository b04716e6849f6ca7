/**
 * Export and import: the scenario as a file (and back), the tiers as CSV, a Markdown report, and a print
 * report. The chart images are exported by ChartExportButtons, placed under each chart.
 */
import { useT } from '../../i18n/I18nProvider';
import { ReportSection } from './ReportSection';
import { ScenarioFileSection } from './ScenarioFileSection';
import './ExportImport.css';

export function ExportImportPanel() {
  const t = useT();
  return (
    <section className="panel export-import" aria-labelledby="export-import-heading">
      <h2 id="export-import-heading">{t('exportImport.heading')}</h2>
      <p className="panel-hint">{t('exportImport.hint')}</p>
      <ScenarioFileSection />
      <ReportSection />
    </section>
  );
}
