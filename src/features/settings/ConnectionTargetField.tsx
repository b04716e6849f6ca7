/**
 * The connection target as a whole percentage, 5% to 100%: the highest share of the connection quota the
 * recommended tier may use. Beside the throughput target in the settings.
 */
import { useCallback } from 'react';
import { SliderField } from '../../components/SliderField';
import { serviceRules } from '../../engine';
import { formatPercent } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';

const targetPercent = { min: 5, max: 100 } as const;

export function ConnectionTargetField({ hint = true }: { hint?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const target = useScenarioStore((state) => state.scenario.connectionTarget ?? 1);
  const connectionTargetChosen = useScenarioStore((state) => state.connectionTargetChosen);
  const onChange = useCallback(
    (percent: number) => connectionTargetChosen(percent / 100),
    [connectionTargetChosen],
  );
  const format = useCallback((percent: number) => formatPercent(locale, percent / 100), [locale]);
  return (
    <SliderField
      label={t('settings.connectionTarget')}
      value={Math.round(target * 100)}
      min={targetPercent.min}
      max={targetPercent.max}
      step={1}
      integer
      unit={t('settings.unit.percent')}
      format={format}
      hint={
        hint
          ? t('settings.connectionTarget.hint', {
              scaleOut: formatPercent(
                locale,
                serviceRules.autoscale.scaleOutAboveConnectionQuotaUtilization,
              ),
            })
          : undefined
      }
      onChange={onChange}
    />
  );
}
