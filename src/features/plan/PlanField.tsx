/**
 * A number field of the plan panel: keeps what was typed, uses it only when valid, says why beside it. While
 * the text is refused the scenario is back at the value from before the edit, as in every number field
 * (src/components/useNumberEntry.ts): typing "12" replicas where 10 is the most passes through "1", the start
 * of the refused text, which must not stay in the answer.
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
  // The text being typed (null: show the scenario's value), whether it is refused, and the value the field
  // showed when it was left with a refused text: a new value from elsewhere (a preset, undo) replaces the
  // refused text then.
  const [text, setText] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [refusedOver, setRefusedOver] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  // The value when the field was entered, the texts used since with their values, and whether the scenario
  // holds one of them (so a refused text has something to take back).
  const before = useRef<{ value: T; used: { text: string; value: T }[]; holding: boolean }>({
    value: current,
    used: [],
    holding: false,
  });
  /** The value from before the edit that made `refusedText`: none used on the way to it, which are parts of it. */
  const valueBefore = (refusedText: string): T => {
    const { used, value: entered } = before.current;
    for (let index = used.length - 1; index >= 0; index -= 1) {
      const earlier = used[index];
      if (earlier && !refusedText.trim().startsWith(earlier.text)) return earlier.value;
    }
    return entered;
  };
  const stale = !focused && refusedOver !== null && refusedOver !== shown;
  const showRefusal = refused && !stale;
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
        aria-invalid={showRefusal || undefined}
        aria-describedby={showRefusal ? `${id}-message` : undefined}
        onFocus={() => {
          setFocused(true);
          before.current = { value: current, used: [], holding: false };
          if (stale || text === null) {
            setText(shown);
            setRefused(false);
          }
          setRefusedOver(null);
        }}
        onBlur={() => {
          setFocused(false);
          if (refused) setRefusedOver(shown);
          else setText(null);
        }}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          const entry = accept(typed);
          if (entry.ok) {
            setRefused(false);
            before.current.used.push({ text: typed.trim(), value: entry.value });
            before.current.holding = true;
            onAccept(entry.value);
          } else {
            setRefused(true);
            if (before.current.holding) {
              before.current.holding = false;
              onAccept(valueBefore(typed));
            }
          }
        }}
      />
      {showRefusal && (
        <p id={`${id}-message`} className="plan-field-message" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
