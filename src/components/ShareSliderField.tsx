/**
 * A share (0.05 to 1) edited as a whole percentage, 5% to 100%: the headroom and connection targets.
 * @example <ShareSliderField label="Headroom target" share={0.7} onShareChange={setTarget} /> // shows 70 %
 */
import { useCallback, type ReactNode } from 'react';
import type { QuantityKind } from './quantityText';
import { SliderField } from './SliderField';
import { formatPercent } from '../i18n/format';
import { useLocale, useT } from '../i18n/I18nProvider';

const sharePercent = { min: 5, max: 100 } as const;

export function ShareSliderField({
  label,
  share,
  onShareChange,
  hint,
  kind,
}: {
  label: string;
  share: number;
  onShareChange: (share: number) => void;
  hint?: ReactNode;
  kind?: QuantityKind;
}) {
  const t = useT();
  const locale = useLocale();
  const onChange = useCallback((percent: number) => onShareChange(percent / 100), [onShareChange]);
  const format = useCallback((percent: number) => formatPercent(locale, percent / 100), [locale]);
  return (
    <SliderField
      label={label}
      value={Math.round(share * 100)}
      min={sharePercent.min}
      max={sharePercent.max}
      step={1}
      integer
      unit={t('settings.unit.percent')}
      {...(kind ? { kind } : {})}
      format={format}
      hint={hint}
      onChange={onChange}
    />
  );
}
