/** The headroom target as a whole percentage, 5% to 100%: in the settings panel and the interactive embed. */
import { useCallback } from 'react';
import { SliderField } from './SliderField';
import { formatPercent } from '../i18n/format';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useScenarioStore } from '../state/scenarioStore';

const targetPercent = { min: 5, max: 100 } as const;

export function TargetField({ hint = true }: { hint?: boolean }) {
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
      kind="percent"
      format={format}
      hint={hint ? t('settings.target.hint') : undefined}
      onChange={onChange}
    />
  );
}
