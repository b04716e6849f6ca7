/** A workload's connections: a log slider from 1 to 1,000,000 with its number field. */
import { useCallback } from 'react';
import { scenarioLimits } from '../engine';
import { useT } from '../i18n/I18nProvider';
import { SliderField } from './SliderField';

export function ConnectionsField({
  value,
  onChange,
}: {
  value: number;
  onChange: (connections: number) => void;
}) {
  const t = useT();
  const format = useCallback((count: number) => t('unit.connections', { count }), [t]);
  return (
    <SliderField
      label={t('composer.connections')}
      value={value}
      min={scenarioLimits.connections.min}
      max={scenarioLimits.connections.max}
      scale="log"
      integer
      unit={t('composer.unit.connections')}
      format={format}
      onChange={onChange}
    />
  );
}
