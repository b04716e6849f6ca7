/** One metric typed as the portal shows it: kept in the scenario's `measured`, emptied to take it out. */
import { memo, useCallback } from 'react';
import { NumberField } from '../../components/NumberField';
import type { QuantityKind } from '../../components/quantityText';
import type { Measured } from '../../engine';
import { useScenarioStore } from '../../state/scenarioStore';

type NumericMetric = Exclude<keyof Measured, 'sku' | 'trafficGrainSeconds'>;

export const MeasuredField = memo(function MeasuredField({
  metric,
  label,
  unit,
  kind,
  range,
  integer = false,
  hint,
}: {
  metric: NumericMetric;
  label: string;
  unit: string;
  kind: QuantityKind;
  range: { min: number; max: number };
  integer?: boolean;
  hint?: string;
}) {
  const value = useScenarioStore((state) => state.scenario.measured?.[metric]);
  const measuredChanged = useScenarioStore((state) => state.measuredChanged);
  const onChange = useCallback(
    (typed: number) => measuredChanged({ [metric]: typed }),
    [measuredChanged, metric],
  );
  const onClear = useCallback(
    () => measuredChanged({ [metric]: undefined }),
    [measuredChanged, metric],
  );
  return (
    <NumberField
      label={label}
      value={value}
      min={range.min}
      max={range.max}
      unit={unit}
      kind={kind}
      integer={integer}
      hint={hint}
      onChange={onChange}
      onClear={onClear}
      namedMessage
    />
  );
});
