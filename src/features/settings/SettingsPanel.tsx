/** What the sizing is measured against: the guide's edition, the headroom target, the app server framework. */
import { RadioChoice } from '../../components/RadioChoice';
import { appServerFrameworks, editions } from '../../engine';
import { useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { TargetField } from './TargetField';
import './SettingsPanel.css';

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
