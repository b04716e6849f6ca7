/** One-click scenarios: the guide's benchmarks, its worked examples and realistic mixes. */
import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { presetScenario } from './presetScenario';
import { presetGroups, presets, type Preset, type PresetGroup } from './presets';
import './PresetsPanel.css';

function PresetButton({ preset, onApply }: { preset: Preset; onApply: (preset: Preset) => void }) {
  const t = useT();
  const titleId = `presets-${preset.id}-title`;
  const descriptionId = `presets-${preset.id}-description`;
  return (
    <li>
      <button
        type="button"
        className="button presets-button"
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
  onApply,
}: {
  group: PresetGroup;
  onApply: (preset: Preset) => void;
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
    </section>
  );
}

export function PresetsPanel() {
  const t = useT();
  const scenarioLoaded = useScenarioStore((state) => state.scenarioLoaded);
  const [announcement, setAnnouncement] = useState('');

  const apply = (preset: Preset) => {
    const title = t(`presets.${preset.id}.title`);
    scenarioLoaded(presetScenario(preset, title));
    setAnnouncement(t('presets.applied', { name: title }));
  };

  return (
    <section className="panel" aria-labelledby="presets-heading">
      <h2 id="presets-heading">{t('presets.heading')}</h2>
      <p className="panel-hint">{t('presets.intro')}</p>
      {presetGroups.map((group) => (
        <PresetGroupList key={group} group={group} onApply={apply} />
      ))}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
