/**
 * Asked before a preset made for another edition or headroom target replaces the user's settings: load it
 * with the preset's settings (so it lands where the guide measured it) or with the user's own.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { Scenario } from '../../engine';
import { formatPercent } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { connectionSettingsDiffer, presetSettings } from './presetScenario';

export function PresetChoice({
  title,
  preset,
  onChoose,
}: {
  title: string;
  preset: Scenario;
  /** `keepSettings`: load with the user's edition and target; null: load nothing. */
  onChoose: (keepSettings: boolean | null) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const firstButton = useRef<HTMLButtonElement>(null);
  useEffect(() => firstButton.current?.focus(), []);

  // The user's settings as they are now: they may change while the question is open.
  const current = useScenarioStore((state) => state.scenario);
  const settings = (scenario: Scenario) => ({
    edition: t(`edition.${scenario.edition}`),
    target: formatPercent(locale, scenario.targetUtilization),
  });
  const connections = (scenario: Scenario) => {
    const { connectionTarget, countServerConnections } = presetSettings(scenario);
    return t(
      countServerConnections ? 'presets.connections.counted' : 'presets.connections.notCounted',
      {
        target: formatPercent(locale, connectionTarget),
      },
    );
  };
  // Escape cancels from any of the buttons, where focus is while the question is open.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') onChoose(null);
  };
  const theirs = settings(preset);
  const yours = settings(current);

  return (
    <div
      className="presets-choice"
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <p id={`${id}-title`} className="presets-choice-title">
        {t('presets.mismatch.title', { name: title })}
      </p>
      <p id={`${id}-body`}>
        {t('presets.mismatch.body', {
          presetEdition: theirs.edition,
          presetTarget: theirs.target,
          yourEdition: yours.edition,
          yourTarget: yours.target,
        })}
      </p>
      {connectionSettingsDiffer(preset, current) && (
        <p>
          {t('presets.mismatch.connections', {
            preset: connections(preset),
            yours: connections(current),
          })}
        </p>
      )}
      <div className="presets-choice-actions">
        <button
          ref={firstButton}
          type="button"
          className="button button-primary"
          onKeyDown={onKeyDown}
          onClick={() => onChoose(false)}
        >
          {t('presets.mismatch.takePreset', theirs)}
        </button>
        <button
          type="button"
          className="button"
          onKeyDown={onKeyDown}
          onClick={() => onChoose(true)}
        >
          {t('presets.mismatch.keepMine', yours)}
        </button>
        <button
          type="button"
          className="button"
          onKeyDown={onKeyDown}
          onClick={() => onChoose(null)}
        >
          {t('presets.mismatch.cancel')}
        </button>
      </div>
    </div>
  );
}
