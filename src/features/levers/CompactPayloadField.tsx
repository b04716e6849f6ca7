/**
 * The share of its size a compact payload keeps, beside the compact-payload lever that reads it: our assumption
 * (msgpack.org's example) until the user sets their own (scenario `compactPayloadRatio`, one undoable change).
 */
import { useCallback } from 'react';
import { NumberField } from '../../components/NumberField';
import { planLimits } from '../../engine';
import { defaultCompactPayloadRatio } from '../../engine/planning';
import { formatPercent } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';

export function CompactPayloadField() {
  const t = useT();
  const locale = useLocale();
  const ratio = useScenarioStore((state) => state.scenario.compactPayloadRatio);
  const changed = useScenarioStore((state) => state.compactPayloadRatioChanged);
  const onChange = useCallback((percent: number) => changed(percent / 100), [changed]);
  const assumed = formatPercent(locale, defaultCompactPayloadRatio);
  const { min, max } = planLimits.compactPayloadRatio;
  return (
    <div className="levers-assumption">
      <NumberField
        label={t('levers.compactPayload.ratio')}
        value={Math.round((ratio ?? defaultCompactPayloadRatio) * 100)}
        min={Math.round(min * 100)}
        max={Math.round(max * 100)}
        unit="%"
        kind="count"
        integer
        onChange={onChange}
      />
      <p className="panel-hint">{t('levers.compactPayload.ratio.hint', { share: assumed })}</p>
      {ratio !== undefined && (
        <button type="button" className="button" onClick={() => changed(undefined)}>
          {t('levers.compactPayload.ratio.reset', { share: assumed })}
        </button>
      )}
    </div>
  );
}
