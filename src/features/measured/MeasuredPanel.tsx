/**
 * What you measured, collapsed by default: the line beside the title says how many metrics are entered and
 * whether the sizing uses them, so a link that brings a calibration never changes the answer unnoticed.
 */
import { lazy } from 'react';
import { DisclosurePanel } from '../../components/DisclosurePanel';
import { useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import './MeasuredPanel.css';

const MeasuredEditor = lazy(() => import('./MeasuredEditor'));

export function MeasuredPanel() {
  const t = useT();
  const entered = useScenarioStore((state) => Object.keys(state.scenario.measured ?? {}).length);
  const calibrated = useScenarioStore((state) => state.scenario.calibration !== undefined);
  let status = t('measured.status.empty');
  if (calibrated) status = t('measured.status.calibrated');
  else if (entered > 0) status = t('measured.status.entered', { count: entered });
  return (
    <DisclosurePanel title={t('measured.heading')} status={status} loading={t('app.loading')}>
      <MeasuredEditor />
    </DisclosurePanel>
  );
}
