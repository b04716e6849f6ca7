/**
 * A number typed without a slider (prices, the reverse formula's inputs, a frame height): a visible
 * label, the field, its unit, an optional hint and the range message, all tied together for assistive
 * technology. It reads units as people type them and recomputes on every valid keystroke.
 */
import { InfoButton, InfoText, useInfoToggle } from './InfoToggle';
import { useT } from '../i18n/I18nProvider';
import { useId, type ReactNode } from 'react';
import type { QuantityKind } from './quantityText';
import { useNumberEntry } from './useNumberEntry';
import './SliderField.css';

export interface NumberFieldProps {
  label: string;
  /** `undefined`: an optional field with nothing entered (give `onClear`). */
  value: number | undefined;
  min: number;
  max: number;
  /** The unit shown after the field, already translated ("USD", "B", "px"). */
  unit: string;
  kind: QuantityKind;
  integer?: boolean;
  hint?: ReactNode;
  /** Called with every valid value typed, in the field's unit. */
  onChange: (value: number) => void;
  /** An optional field: called when it is emptied. */
  onClear?: () => void;
  /** Start the range message with the field's label, for forms where messages are read on their own. */
  namedMessage?: boolean;
  /** The field takes 0, or values from this one up (see useNumberEntry). */
  smallestNonZero?: number;
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
  onClear,
  namedMessage = false,
  smallestNonZero,
}: NumberFieldProps) {
  const t = useT();
  const id = useId();
  const entry = useNumberEntry({
    value,
    min,
    max,
    integer,
    kind,
    onChange,
    onClear,
    ...(smallestNonZero !== undefined && { smallestNonZero }),
  });
  const info = useInfoToggle();
  const message =
    namedMessage && entry.message
      ? t('field.named', { field: label, message: entry.message })
      : entry.message;
  const describedBy = [`${id}-unit`, hint ? `${id}-hint` : '', message ? `${id}-message` : '']
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
        {message}
      </p>
    </div>
  );
}
