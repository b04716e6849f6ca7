/**
 * "Download forecast (FOCUS CSV)": the plan's monthly forecast as FOCUS rows for the month after today's, the same
 * bytes `signalr-sizing size <file> --format focus` writes for that month. The builder loads on the first click
 * (the first view carries the button, not the file's code).
 */
import type { Plan, Scenario } from '../../engine';
import { downloadText } from '../../components/download';
import { exportFileName } from '../../components/fileNames';
import type { Translate } from '../../i18n/translate';

/**
 * Downloads the forecast and says what happened, in a sentence for the section's status line.
 * @example await downloadFocus(t, scenario, plan, new Date('2026-11-27')) // "Saved Team-chat-focus-2026-12.csv."
 */
export async function downloadFocus(
  t: Translate,
  scenario: Scenario,
  plan: Plan,
  today: Date,
): Promise<string> {
  if (!plan.deployment) return t('exportImport.focus.none');
  try {
    const [{ focusCsv }, { comingMonth }] = await Promise.all([
      import('../../exports/focusCsv'),
      import('../../exports/focusPeriod'),
    ]);
    const period = comingMonth(today);
    const fileName = exportFileName(scenario.name, `focus-${period.month}`, 'csv');
    downloadText(focusCsv(plan, period), fileName, 'text/csv');
    return t('exportImport.saved', { fileName });
  } catch {
    return t('exportImport.focus.failed');
  }
}
