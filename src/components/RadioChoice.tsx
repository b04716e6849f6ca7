/** A labelled group of radio buttons, each with an optional one-line hint. */
import { InfoButton, InfoText, useInfoToggle } from './InfoToggle';
import { useId } from 'react';
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
}: {
  name: string;
  legend: string;
  hint?: string;
  value: T;
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  const info = useInfoToggle();
  const helpIds = [
    ...(hint ? [`${id}-hint`] : []),
    ...options.filter((option) => option.hint).map((option) => `${id}-${option.value}-hint`),
  ];
  return (
    <fieldset className="radio-choice" aria-describedby={hint ? `${id}-hint` : undefined}>
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
    </fieldset>
  );
}
