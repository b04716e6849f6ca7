/**
 * The interactive embed's few controls: the headroom target, and each workload's connections and send
 * interval. They edit the store like the composer does; the embed never saves them anywhere.
 */
import { memo, useCallback } from 'react';
import { ConnectionsField } from '../../components/ConnectionsField';
import { SliderField } from '../../components/SliderField';
import { UserText } from '../../components/UserText';
import { scenarioLimits } from '../../engine';
import { formatSeconds } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { workloadName } from '../../components/wording/workloadNames';
import { TargetField } from '../../components/TargetField';

const WorkloadSliders = memo(function WorkloadSliders({ index }: { index: number }) {
  const t = useT();
  const locale = useLocale();
  const workload = useScenarioStore((state) => state.scenario.workloads[index]);
  const name = useScenarioStore((state) => workloadName(t, state.scenario.workloads, index));
  const workloadEdited = useScenarioStore((state) => state.workloadEdited);
  const onConnections = useCallback(
    (connections: number) => workloadEdited(index, { connections }),
    [workloadEdited, index],
  );
  const onInterval = useCallback(
    (sendIntervalSeconds: number) => workloadEdited(index, { sendIntervalSeconds }),
    [workloadEdited, index],
  );
  const formatInterval = useCallback((seconds: number) => formatSeconds(locale, seconds), [locale]);
  if (!workload) return null;
  return (
    <fieldset className="embed-workload">
      <legend>
        <UserText>{name}</UserText>
      </legend>
      <ConnectionsField value={workload.connections} onChange={onConnections} />
      <SliderField
        label={t('composer.sendInterval')}
        value={workload.sendIntervalSeconds}
        min={scenarioLimits.sendIntervalSeconds.min}
        max={scenarioLimits.sendIntervalSeconds.max}
        scale="log"
        unit={t('composer.unit.seconds')}
        kind="seconds"
        format={formatInterval}
        onChange={onInterval}
      />
    </fieldset>
  );
});

export function EmbedControls() {
  const t = useT();
  const workloadKeys = useScenarioStore((state) => state.workloadKeys);
  return (
    <section className="embed-card embed-controls" aria-labelledby="embed-controls-heading">
      <h2 id="embed-controls-heading" className="embed-label">
        {t('embed.controls')}
      </h2>
      <p className="panel-hint">{t('embed.controls.hint')}</p>
      <TargetField hint={false} />
      <div className="embed-workloads">
        {workloadKeys.map((key, index) => (
          <WorkloadSliders key={key} index={index} />
        ))}
      </div>
    </section>
  );
}
