/**
 * What the sizing is measured against, as fields: the service (SignalR or Web PubSub), its guide's edition and how
 * to read it where it is silent, the headroom targets, and on SignalR the app server framework, hubs and server
 * connections. Folded under the workloads (./SettingsPanel), they load when the panel is first opened.
 */
import { memo } from 'react';
import { RadioChoice } from '../../components/RadioChoice';
import {
  appServerFrameworks,
  editions,
  guideReadings,
  serviceOf,
  webPubSubEditions,
} from '../../engine';
import { useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { ConnectionTargetField } from './ConnectionTargetField';
import { ServiceField } from './ServiceField';
import { ServerConnectionsFields } from './ServerConnectionsFields';
import { TargetField } from '../../components/TargetField';

/**
 * Memoised: the folded panel's summary follows the targets, and without it every radio group re-rendered
 * on each step of the headroom target slider.
 */
export const SettingsFields = memo(function SettingsFields() {
  const t = useT();
  const edition = useScenarioStore((state) => state.scenario.edition);
  const service = useScenarioStore((state) => serviceOf(state.scenario));
  const framework = useScenarioStore((state) => state.scenario.appServerFramework ?? 'aspnetcore');
  const editionChosen = useScenarioStore((state) => state.editionChosen);
  const frameworkChosen = useScenarioStore((state) => state.appServerFrameworkChosen);
  const reading = useScenarioStore((state) => state.scenario.guideReading ?? 'interpolated');
  const readingChosen = useScenarioStore((state) => state.guideReadingChosen);

  return (
    <div className="settings">
      <ServiceField />
      <RadioChoice
        name="settings-edition"
        legend={t('settings.edition')}
        value={edition}
        options={
          service === 'webPubSub'
            ? [...webPubSubEditions].reverse().map((option) => ({
                value: option,
                label: t(`edition.${option}`),
                hint: t(`settings.edition.webPubSub.${option}.hint`),
              }))
            : [...editions].reverse().map((option) => ({
                value: option,
                label: t(`edition.${option}`),
                hint: t(`settings.edition.${option}.hint`),
              }))
        }
        onChange={editionChosen}
      />
      <TargetField />
      <ConnectionTargetField />
      <RadioChoice
        name="settings-reading"
        legend={t('settings.reading')}
        hint={t('settings.reading.hint')}
        value={reading}
        options={guideReadings.map((option) => ({
          value: option,
          label: t(`settings.reading.${option}`),
          hint: t(`settings.reading.${option}.hint`),
        }))}
        onChange={readingChosen}
      />
      {/* Web PubSub has no hub servers: nothing to say about their framework or server connections. */}
      {service === 'signalr' && (
        <>
          <RadioChoice
            name="settings-framework"
            legend={t('settings.framework')}
            hint={t('settings.framework.hint')}
            value={framework}
            options={appServerFrameworks.map((option) => ({
              value: option,
              label: t(`settings.framework.${option}`),
            }))}
            onChange={frameworkChosen}
          />
          <ServerConnectionsFields />
        </>
      )}
    </div>
  );
});

/** The fields as a panel of their own, unfolded. */
export function SettingsPanel() {
  const t = useT();
  return (
    <section className="panel settings" aria-labelledby="settings-heading">
      <h2 id="settings-heading">{t('settings.heading')}</h2>
      <SettingsFields />
    </section>
  );
}

export default SettingsFields;
