/** The headroom target as a whole percentage, 5% to 100%: in the settings panel and the interactive embed. */
import { useT } from '../i18n/I18nProvider';
import { useScenarioStore } from '../state/scenarioStore';
import { ShareSliderField } from './ShareSliderField';

export function TargetField({ hint = true }: { hint?: boolean }) {
  const t = useT();
  const target = useScenarioStore((state) => state.scenario.targetUtilization);
  const targetChosen = useScenarioStore((state) => state.targetChosen);
  return (
    <ShareSliderField
      label={t('settings.target')}
      share={target}
      onShareChange={targetChosen}
      kind="percent"
      hint={hint ? t('settings.target.hint') : undefined}
    />
  );
}
