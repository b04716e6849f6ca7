/** One-click scenarios: the guide's benchmarks, its worked examples and realistic mixes. */
import { useState } from 'react';
import type { Scenario } from '../../engine';
import { useT } from '../../i18n/I18nProvider';
import { scenarioReplaced } from '../../state/scenarioReplaced';
import { useScenarioStore } from '../../state/scenarioStore';
import { PresetChoice } from './PresetChoice';
import { presetScenario, presetToLoad, settingsDiffer } from './presetScenario';
import { presetGroups, presets, type Preset, type PresetGroup } from './presets';
import './PresetsPanel.css';

/** A preset waiting for the user to say whose settings to use. */
interface Pending {
  preset: Preset;
  title: string;
  scenario: Scenario;
}

function PresetButton({ preset, onApply }: { preset: Preset; onApply: (preset: Preset) => void }) {
  const t = useT();
  const titleId = `presets-${preset.id}-title`;
  const descriptionId = `presets-${preset.id}-description`;
  return (
    <li>
      <button
        type="button"
        className="button presets-button"
        data-preset={preset.id}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClick={() => onApply(preset)}
      >
        <span id={titleId} className="presets-title">
          {t(`presets.${preset.id}.title`)}
        </span>
        <span id={descriptionId} className="presets-description">
          {t(`presets.${preset.id}.description`)}
        </span>
      </button>
    </li>
  );
}

function PresetGroupList({
  group,
  pending,
  onApply,
  onChoose,
}: {
  group: PresetGroup;
  pending: Pending | null;
  onApply: (preset: Preset) => void;
  onChoose: (keepSettings: boolean | null) => void;
}) {
  const t = useT();
  const headingId = `presets-group-${group}`;
  return (
    <section className="presets-group" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`presets.group.${group}`)}</h3>
      <p className="panel-hint">{t(`presets.group.${group}.hint`)}</p>
      <ul className="presets-grid">
        {presets
          .filter((preset) => preset.group === group)
          .map((preset) => (
            <PresetButton key={preset.id} preset={preset} onApply={onApply} />
          ))}
      </ul>
      {pending?.preset.group === group && (
        <PresetChoice title={pending.title} preset={pending.scenario} onChoose={onChoose} />
      )}
    </section>
  );
}

export function PresetsPanel() {
  const t = useT();
  const [announcement, setAnnouncement] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);

  const load = (scenario: Scenario, keepSettings: boolean, title: string) => {
    scenarioReplaced(
      presetToLoad(scenario, useScenarioStore.getState().scenario, keepSettings),
      'preset',
    );
    setAnnouncement(t('presets.applied', { name: title }));
  };

  const apply = (preset: Preset) => {
    const title = t(`presets.${preset.id}.title`);
    const scenario = presetScenario(preset, title);
    if (settingsDiffer(scenario, useScenarioStore.getState().scenario)) {
      setPending({ preset, title, scenario });
      setAnnouncement('');
      return;
    }
    setPending(null);
    load(scenario, false, title);
  };

  const choose = (keepSettings: boolean | null) => {
    if (!pending) return;
    if (keepSettings !== null) load(pending.scenario, keepSettings, pending.title);
    setPending(null);
    // The choice is gone: focus returns to the preset the user picked.
    document.querySelector<HTMLElement>(`[data-preset="${pending.preset.id}"]`)?.focus();
  };

  return (
    <section className="panel" aria-labelledby="presets-heading">
      <h2 id="presets-heading">{t('presets.heading')}</h2>
      <p className="panel-hint">{t('presets.intro')}</p>
      {presetGroups.map((group) => (
        <PresetGroupList
          key={group}
          group={group}
          pending={pending}
          onApply={apply}
          onChoose={choose}
        />
      ))}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
