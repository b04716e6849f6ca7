/** A labelled group of radio buttons, each with an optional one-line hint. */
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
  return (
    <fieldset className="radio-choice" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="radio-choice-legend">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="panel-hint">
          {hint}
        </p>
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
              <p id={`${id}-${option.value}-hint`} className="radio-choice-hint panel-hint">
                {option.hint}
              </p>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
