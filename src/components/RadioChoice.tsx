/**
 * A labelled group of radio buttons, each with an optional one-line hint, and the message of a choice it refused
 * (drawn as the page draws a refused field: the message below it, announced, and part of the group's description;
 * a radio takes no aria-invalid, so the group's description carries it).
 */
import { InfoButton, InfoText, useInfoToggle } from './InfoToggle';
import { useId, type ReactNode } from 'react';
import './RadioChoice.css';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

export function RadioChoice<T extends string>({
  name,
  legend,
  hint,
  value,
  options,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  hint?: string;
  value: T;
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
  /** Why the last choice was refused; absent while nothing is. */
  error?: ReactNode;
}) {
  const id = useId();
  const info = useInfoToggle();
  const helpIds = [
    ...(hint ? [`${id}-hint`] : []),
    ...options.filter((option) => option.hint).map((option) => `${id}-${option.value}-hint`),
  ];
  const describedBy = [...(hint ? [`${id}-hint`] : []), ...(error ? [`${id}-error`] : [])];
  return (
    <fieldset
      className="radio-choice"
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
    >
      <legend className="radio-choice-legend">
        {legend}
        {helpIds.length > 0 && (
          <InfoButton
            about={legend}
            open={info.open}
            controls={helpIds.join(' ')}
            onToggle={info.toggle}
          />
        )}
      </legend>
      {hint && (
        <InfoText id={`${id}-hint`} open={info.open}>
          {hint}
        </InfoText>
      )}
      <div className="radio-choice-options">
        {options.map((option) => (
          <div key={option.value} className="radio-choice-option">
            <label className="radio-choice-label">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                aria-describedby={option.hint ? `${id}-${option.value}-hint` : undefined}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </label>
            {option.hint && (
              <InfoText id={`${id}-${option.value}-hint`} open={info.open}>
                {option.hint}
              </InfoText>
            )}
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="radio-choice-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
