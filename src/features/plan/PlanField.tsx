/**
 * A number field of the plan panel: keeps what was typed, uses it only when valid, says why beside it. While
 * the text is refused the scenario is back at the value from before the typing: typing "12" replicas where 8
 * is the most passes through "1", which must not stay in the answer.
 */
import { useId, useRef, useState } from 'react';
import type { Entry } from './planInput';

interface Props<T> {
  label: string;
  /** The scenario's value, as the field shows it when nobody is typing. */
  shown: string;
  /** The scenario's value as `onAccept` takes it: given back to `onAccept` when a typed text is refused. */
  current: T;
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
  current,
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
  // The value before this round of typing, and whether the round has used a value since.
  const before = useRef<{ value: T; replaced: boolean }>({ value: current, replaced: false });
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
          before.current = { value: current, replaced: false };
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
            before.current.replaced = true;
            onAccept(entry.value);
          } else {
            setRefusedOver(shown);
            if (before.current.replaced) {
              before.current.replaced = false;
              onAccept(before.current.value);
            }
          }
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
