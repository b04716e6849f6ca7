/**
 * The connection target as a whole percentage, 5% to 100%: the highest share of the connection quota the
 * recommended tier may use. Beside the throughput target in the settings.
 */
import { ShareSliderField } from '../../components/ShareSliderField';
import { serviceRules } from '../../engine';
import { formatPercent } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';

export function ConnectionTargetField({ hint = true }: { hint?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const target = useScenarioStore((state) => state.scenario.connectionTarget ?? 1);
  const connectionTargetChosen = useScenarioStore((state) => state.connectionTargetChosen);
  return (
    <ShareSliderField
      label={t('settings.connectionTarget')}
      share={target}
      onShareChange={connectionTargetChosen}
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
    />
  );
}
