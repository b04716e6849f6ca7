/** A number field of the plan panel: keeps what was typed, uses it only when valid, says why beside it. */
import { useId, useState } from 'react';
import type { Entry } from './planInput';

interface Props<T> {
  label: string;
  /** The scenario's value, as the field shows it when nobody is typing. */
  shown: string;
  accept: (text: string) => Entry<T>;
  onAccept: (value: T) => void;
  /** The message beside the field when the text is refused; it names the field. */
  error: string;
  className?: string;
  hideLabel?: boolean;
}

export function PlanField<T>({
  label,
  shown,
  accept,
  onAccept,
  error,
  className,
  hideLabel,
}: Props<T>) {
  const id = useId();
  // The text being typed (null: show the scenario's value) and, when refused, the value it was typed over:
  // a new value from elsewhere (a preset, undo) replaces a refused text once the field is left.
  const [text, setText] = useState<string | null>(null);
  const [refusedOver, setRefusedOver] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const stale = !focused && refusedOver !== null && refusedOver !== shown;
  const refused = refusedOver !== null && !stale;
  const value = text !== null && !stale ? text : shown;
  return (
    <div className={className ?? 'plan-field'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={value}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? `${id}-message` : undefined}
        onFocus={() => {
          setFocused(true);
          if (stale || text === null) {
            setText(shown);
            setRefusedOver(null);
          }
        }}
        onBlur={() => {
          setFocused(false);
          if (refusedOver === null) setText(null);
        }}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          const entry = accept(typed);
          if (entry.ok) {
            setRefusedOver(null);
            onAccept(entry.value);
          } else setRefusedOver(shown);
        }}
      />
      {refused && (
        <p id={`${id}-message`} className="plan-field-message" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
