/** What the sizing is measured against: the guide's edition, the headroom target, the app server framework. */
import { useCallback } from 'react';
import { SliderField } from '../../components/SliderField';
import { editions } from '../../engine';
import { appServerFrameworks } from '../../engine';
import { formatPercent } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { RadioChoice } from './RadioChoice';
import './SettingsPanel.css';

/** The target as a whole percentage, 5% to 100%. */
const targetPercent = { min: 5, max: 100 } as const;

function TargetField() {
  const t = useT();
  const locale = useLocale();
  const target = useScenarioStore((state) => state.scenario.targetUtilization);
  const targetChosen = useScenarioStore((state) => state.targetChosen);
  const onChange = useCallback((percent: number) => targetChosen(percent / 100), [targetChosen]);
  const format = useCallback((percent: number) => formatPercent(locale, percent / 100), [locale]);
  return (
    <SliderField
      label={t('settings.target')}
      value={Math.round(target * 100)}
      min={targetPercent.min}
      max={targetPercent.max}
      step={1}
      integer
      unit={t('settings.unit.percent')}
      format={format}
      hint={t('settings.target.hint')}
      onChange={onChange}
    />
  );
}

export function SettingsPanel() {
  const t = useT();
  const edition = useScenarioStore((state) => state.scenario.edition);
  const framework = useScenarioStore((state) => state.scenario.appServerFramework ?? 'aspnetcore');
  const editionChosen = useScenarioStore((state) => state.editionChosen);
  const frameworkChosen = useScenarioStore((state) => state.appServerFrameworkChosen);

  return (
    <section className="panel settings" aria-labelledby="settings-heading">
      <h2 id="settings-heading">{t('settings.heading')}</h2>
      <RadioChoice
        name="settings-edition"
        legend={t('settings.edition')}
        value={edition}
        options={[...editions].reverse().map((option) => ({
          value: option,
          label: t(`edition.${option}`),
          hint: t(`settings.edition.${option}.hint`),
        }))}
        onChange={editionChosen}
      />
      <TargetField />
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
    </section>
  );
}
