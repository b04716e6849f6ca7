/**
 * How the app servers connect: hubs, server connections per hub (the guide's advice unless set), and whether
 * those connections count against the connection quota, as the service counts them.
 */
import { useCallback, useId } from 'react';
import { SliderField } from '../../components/SliderField';
import { guides, scenarioLimits, serverConnectionsAdvice, signalrEditionOf } from '../../engine';
import { formatCount } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';

function HubsField() {
  const t = useT();
  const locale = useLocale();
  const hubs = useScenarioStore((state) => state.scenario.hubs);
  const hubsChosen = useScenarioStore((state) => state.hubsChosen);
  const format = useCallback((value: number) => formatCount(locale, value), [locale]);
  return (
    <SliderField
      label={t('settings.hubs')}
      value={hubs}
      min={scenarioLimits.hubs.min}
      max={scenarioLimits.hubs.max}
      scale="log"
      integer
      unit={t('settings.unit.hubs')}
      format={format}
      hint={t('settings.hubs.hint')}
      onChange={hubsChosen}
    />
  );
}

function PerHubField() {
  const t = useT();
  const locale = useLocale();
  const chosen = useScenarioStore((state) => state.scenario.serverConnectionsPerHub);
  const advice = useScenarioStore((state) =>
    serverConnectionsAdvice(state.scenario, guides[signalrEditionOf(state.scenario.edition)]),
  );
  const perHubChosen = useScenarioStore((state) => state.serverConnectionsPerHubChosen);
  const format = useCallback((value: number) => formatCount(locale, value), [locale]);
  const onChange = useCallback((value: number) => perHubChosen(value), [perHubChosen]);
  return (
    <div className="settings-per-hub">
      <SliderField
        label={t('settings.perHub')}
        value={chosen ?? advice}
        min={scenarioLimits.serverConnectionsPerHub.min}
        max={scenarioLimits.serverConnectionsPerHub.max}
        scale="log"
        integer
        unit={t('settings.unit.connections')}
        format={format}
        hint={
          chosen === undefined
            ? t('settings.perHub.advice', { advice: formatCount(locale, advice) })
            : t('settings.perHub.chosen', { advice: formatCount(locale, advice) })
        }
        onChange={onChange}
      />
      {chosen !== undefined && (
        <button type="button" className="button" onClick={() => perHubChosen(undefined)}>
          {t('settings.perHub.reset', { advice: formatCount(locale, advice) })}
        </button>
      )}
    </div>
  );
}

function CountingField() {
  const t = useT();
  const id = useId();
  const counted = useScenarioStore((state) => state.scenario.countServerConnections);
  const countingChosen = useScenarioStore((state) => state.serverConnectionCountingChosen);
  return (
    <div className="settings-check">
      <label className="radio-choice-label">
        <input
          type="checkbox"
          checked={counted}
          aria-describedby={`${id}-hint`}
          onChange={(event) => countingChosen(event.target.checked)}
        />
        {t('settings.countServerConnections')}
      </label>
      <p id={`${id}-hint`} className="radio-choice-hint panel-hint">
        {counted
          ? t('settings.countServerConnections.on')
          : t('settings.countServerConnections.off')}
      </p>
    </div>
  );
}

export function ServerConnectionsFields() {
  const t = useT();
  return (
    <fieldset className="radio-choice">
      <legend className="radio-choice-legend">{t('settings.serverConnections')}</legend>
      <HubsField />
      <PerHubField />
      <CountingField />
    </fieldset>
  );
}
