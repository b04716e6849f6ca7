/**
 * What the sizing is measured against, folded under the workloads: one line that says it, and the fields
 * (./SettingsFields) once opened.
 */
import { useEffect } from 'react';
import { serviceOf } from '../../engine';
import { DisclosurePanel } from '../../components/DisclosurePanel';
import { lazyAfterStart } from '../../components/lazyAfterStart';
import { formatPercent } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { foldedViewReady } from '../../state/useEvaluation';
import './SettingsPanel.css';

/** The fields (./SettingsFields) load when the page is idle after it started, so that opening shows them at once. */
const SettingsFields = lazyAfterStart(() => import('./SettingsFields'));

/** Settings folded to one line under the workloads: what the answer is measured against, at a glance. */
export function CompactSettings() {
  const t = useT();
  const locale = useLocale();
  const edition = useScenarioStore((state) => state.scenario.edition);
  const service = useScenarioStore((state) => serviceOf(state.scenario));
  const target = useScenarioStore((state) => state.scenario.targetUtilization);
  const connectionTarget = useScenarioStore((state) => state.scenario.connectionTarget ?? 1);
  const statusParams = {
    edition: t(`edition.${edition}`),
    target: formatPercent(locale, target),
    connectionTarget: formatPercent(locale, connectionTarget),
  };
  useEffect(() => {
    void foldedViewReady()
      .then(SettingsFields.preload)
      .catch(() => undefined);
  }, []);
  return (
    <DisclosurePanel
      title={t('settings.heading')}
      status={
        service === 'webPubSub'
          ? t('settings.status.webPubSub', statusParams)
          : t('settings.status', statusParams)
      }
      loading={t('app.loading')}
    >
      <SettingsFields />
    </DisclosurePanel>
  );
}
