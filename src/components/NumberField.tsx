/**
 * A number typed without a slider (prices, the reverse formula's inputs, a frame height): a visible
 * label, the field, its unit, an optional hint and the range message, all tied together for assistive
 * technology. It reads units as people type them and recomputes on every valid keystroke.
 */
import { InfoButton, InfoText, useInfoToggle } from './InfoToggle';
import { useId, type ReactNode } from 'react';
import type { QuantityKind } from './quantityText';
import { useNumberEntry } from './useNumberEntry';
import './SliderField.css';

export interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  /** The unit shown after the field, already translated ("USD", "B", "px"). */
  unit: string;
  kind: QuantityKind;
  integer?: boolean;
  hint?: ReactNode;
  /** Called with every valid value typed, in the field's unit. */
  onChange: (value: number) => void;
}

export function NumberField({
  label,
  value,
  min,
  max,
  unit,
  kind,
  integer = false,
  hint,
  onChange,
}: NumberFieldProps) {
  const id = useId();
  const entry = useNumberEntry({ value, min, max, integer, kind, onChange });
  const info = useInfoToggle();
  const describedBy = [`${id}-unit`, hint ? `${id}-hint` : '', entry.message ? `${id}-message` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="slider-field number-field">
      <div className="slider-field-head">
        <span className="slider-field-label-row">
          <label htmlFor={id} className="slider-field-label">
            {label}
          </label>
          {hint && (
            <InfoButton
              about={label}
              open={info.open}
              controls={`${id}-hint`}
              onToggle={info.toggle}
            />
          )}
        </span>
        <span className="slider-field-entry">
          <input
            id={id}
            className="slider-field-number num"
            {...entry.inputProps}
            aria-describedby={describedBy}
          />
          <span id={`${id}-unit`} className="slider-field-unit">
            {unit}
          </span>
        </span>
      </div>
      {hint && (
        <InfoText id={`${id}-hint`} open={info.open}>
          {hint}
        </InfoText>
      )}
      <p id={`${id}-message`} className="slider-field-message" aria-live="polite">
        {entry.message}
      </p>
    </div>
  );
}
