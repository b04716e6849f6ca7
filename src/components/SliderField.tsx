/**
 * A number control: a range input for dragging paired with a text field for typing, with a visible
 * label and its unit. The native `<input type="range">` is used on purpose: it is keyboard operable and
 * exposed as a slider to assistive technology by every browser, adds zero bytes, and a logarithmic
 * scale needs only a mapping of its positions (./logScale), not a custom widget.
 */
import { InfoButton, InfoText, useInfoToggle } from './InfoToggle';
import { memo, useId, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { logPositions, positionOfValue, valueAtPosition } from './logScale';
import type { QuantityKind } from './quantityText';
import { clampToRange, keyedValue, type SliderScale } from './sliderSteps';
import { useNumberEntry } from './useNumberEntry';
import { asKeyStep } from '../state/useEvaluation';
import './SliderField.css';

export interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  /** Linear sliders: the value step (default 1). Logarithmic sliders move by 1 of 1,000 positions. */
  step?: number;
  scale?: SliderScale;
  /** The unit shown after the number field, already translated ("connections", "B", "%"). */
  unit: string;
  /** What the number field reads: units people type for this quantity ("20 KB", "500 ms"). */
  kind?: QuantityKind;
  /** Whole-number fields round what is dragged, stepped or typed. */
  integer?: boolean;
  /** The value in words for assistive technology (aria-valuetext), e.g. "2 kB". */
  format: (value: number) => string;
  /** Shows format(value) next to the field too, where the raw number is hard to read (bytes). */
  showFormatted?: boolean;
  hint?: ReactNode;
  /**
   * The most the number field takes, when it is above the slider's `max` (a field another caps: senders up to
   * the format's 1,000,000 while the slider runs to the connections). A value above `max` is kept and shown in
   * the field; the slider stands at `max`, and `usedNote` says beside the field which value is used.
   */
  typedMax?: number;
  /** Said beside the field while its value is used as another ("Used as 2,000: at most the connections."). */
  usedNote?: string;
  /** Called on every drag tick, key press and valid keystroke in the number field. */
  onChange: (value: number) => void;
}

function SliderFieldImpl({
  label,
  value,
  min,
  max,
  step = 1,
  scale = 'linear',
  unit,
  kind = 'count',
  integer = false,
  format,
  showFormatted = false,
  hint,
  typedMax = max,
  usedNote,
  onChange,
}: SliderFieldProps) {
  const id = useId();
  const entry = useNumberEntry({ value, min, max: typedMax, integer, kind, onChange });
  const isLog = scale === 'log';
  // The slider shows the value used: above its range (a cap), it stands at the cap.
  const sliderValue = clampToRange(value, min, max);

  const emit = (next: number) => {
    entry.clearMessage();
    const fitted = clampToRange(integer ? Math.round(next) : next, min, max);
    if (fitted !== value) onChange(fitted);
  };

  const onRange = (event: ChangeEvent<HTMLInputElement>) => {
    const position = Number(event.currentTarget.value);
    emit(isLog ? valueAtPosition(position, min, max) : position);
  };
  const onRangeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // The keys are handled here rather than by the browser so every browser steps the same way and a
    // whole-number log slider never rounds back onto the number it started from.
    const next = keyedValue(event.key, sliderValue, { min, max, step, scale, integer });
    if (next === null) return;
    event.preventDefault();
    // A step is a whole edit: the charts follow it after this frame, not after a drag's quiet time.
    asKeyStep(() => emit(next));
  };

  const info = useInfoToggle();
  const describedBy = [
    `${id}-unit`,
    usedNote ? `${id}-used` : '',
    hint ? `${id}-hint` : '',
    entry.message ? `${id}-message` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="slider-field">
      <div className="slider-field-head">
        <span className="slider-field-label-row">
          <label id={`${id}-label`} htmlFor={`${id}-number`} className="slider-field-label">
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
            id={`${id}-number`}
            className="slider-field-number num"
            {...entry.inputProps}
            aria-describedby={describedBy}
          />
          <span id={`${id}-unit`} className="slider-field-unit">
            {unit}
          </span>
          {showFormatted && (
            <span className="slider-field-formatted num" aria-hidden="true">
              {format(value)}
            </span>
          )}
        </span>
      </div>
      {usedNote && (
        <p id={`${id}-used`} className="slider-field-used">
          {usedNote}
        </p>
      )}
      <input
        className="slider-field-range"
        type="range"
        aria-labelledby={`${id}-label`}
        aria-valuetext={format(sliderValue)}
        aria-describedby={
          [usedNote ? `${id}-used` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') ||
          undefined
        }
        min={isLog ? 0 : min}
        max={isLog ? logPositions : max}
        step={isLog ? 1 : step}
        value={isLog ? positionOfValue(sliderValue, min, max) : sliderValue}
        onChange={onRange}
        onKeyDown={onRangeKey}
      />
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

/** Memoised: a card re-renders its fields only when their props change. */
export const SliderField = memo(SliderFieldImpl);
