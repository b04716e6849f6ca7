/**
 * Typing into a number field, live: every keystroke that makes a valid number in range is used at once
 * (no Tab or Enter needed), and the field keeps exactly what was typed until the user leaves it. Text that
 * is not a number in range is never clamped or used: the field says so, with the allowed range, and the
 * answer keeps the last valid value.
 */
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useLocale, useT } from '../i18n/I18nProvider';
import { formatNumberText } from './numberText';
import { parseQuantity, type QuantityKind } from './quantityText';

export interface NumberEntryOptions {
  /** `undefined`: nothing entered yet (an optional field); the field shows empty. */
  value: number | undefined;
  min: number;
  max: number;
  /** Whole-number fields round what is typed ("450.6" connections are 451). */
  integer: boolean;
  kind: QuantityKind;
  onChange: (value: number) => void;
  /** An optional field: emptying it calls this instead of being refused. */
  onClear?: () => void;
  /**
   * The field takes 0, or values from this one up (a price: 0.0001 USD). A value between is refused, never
   * rounded: 5e-324 is not 0, and shown it would run to hundreds of digits.
   */
  smallestNonZero?: number;
}

/**
 * Units turn "0.1" into 0.09999999999999999 now and then: that is still 0.1, not out of range. Relative to
 * the bound a value crosses.
 */
const tolerance = 1e-9;

/** The value a typed text stands for in this field, or null when it is not a number in range. */
export function readEntry(
  text: string,
  locale: string,
  { min, max, integer, kind, smallestNonZero }: Omit<NumberEntryOptions, 'value' | 'onChange'>,
): number | null {
  const typed = parseQuantity(text, locale, kind);
  if (typed === null) return null;
  const value = integer ? Math.round(typed) : typed;
  // The slack is relative to the bound crossed: one relative to the field's maximum let -500 MB through
  // a field from 0 to 10^18 bytes. Below 0 there is no slack: every negative is refused.
  if (value < min - tolerance * Math.abs(min) || value > max + tolerance * Math.abs(max))
    return null;
  if (smallestNonZero !== undefined && value !== 0 && Math.abs(value) < smallestNonZero)
    return null;
  return Math.min(max, Math.max(min, value));
}

/** Letters are needed for units ("20 KB", "2k"); a numeric keypad suits only the fields without. */
function inputModeOf(kind: QuantityKind, integer: boolean): 'numeric' | 'decimal' | 'text' {
  if (kind === 'percent' || kind === 'pixels') return integer ? 'numeric' : 'decimal';
  if (kind === 'money') return 'decimal';
  return 'text';
}

export function useNumberEntry(options: NumberEntryOptions) {
  const { value, min, max, integer, kind, onChange, onClear, smallestNonZero } = options;
  const t = useT();
  const locale = useLocale();
  const [draft, setDraft] = useState<string | null>(null);
  /** What the user typed and left without fixing: said beside the field so it is never silently dropped. */
  const [rejected, setRejected] = useState<string | null>(null);
  /** The value before this round of typing, for Escape. */
  const valueBeforeTyping = useRef(value);
  const shownText = value === undefined ? '' : formatNumberText(value, locale, integer);
  const read = (text: string) =>
    readEntry(text, locale, { min, max, integer, kind, smallestNonZero });
  const cleared = (text: string) => onClear !== undefined && text.trim() === '';
  const invalid = draft !== null && !cleared(draft) && read(draft) === null;

  const range = {
    min: formatNumberText(min, locale, integer),
    max: formatNumberText(max, locale, integer),
  };
  let message = '';
  if (smallestNonZero !== undefined) {
    const orZero = { smallest: formatNumberText(smallestNonZero, locale, false), max: range.max };
    if (invalid) message = t('field.rangeOrZero', orZero);
    else if (rejected !== null) message = t('field.rejectedOrZero', { typed: rejected, ...orZero });
  } else if (invalid) message = t('field.range', range);
  else if (rejected !== null) message = t('field.rejected', { typed: rejected, ...range });

  const leave = () => {
    if (draft === null) return;
    setDraft(null);
    setRejected(invalid && draft.trim() !== '' ? draft.trim() : null);
  };

  const inputProps = {
    type: 'text',
    inputMode: inputModeOf(kind, integer),
    autoComplete: 'off',
    spellCheck: false,
    value: draft ?? shownText,
    'aria-invalid': invalid || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.currentTarget.value;
      if (draft === null) valueBeforeTyping.current = value;
      setDraft(text);
      setRejected(null);
      if (cleared(text)) {
        if (value !== undefined) onClear?.();
        return;
      }
      const typed = read(text);
      if (typed !== null && typed !== value) onChange(typed);
    },
    onBlur: leave,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      // Enter tidies a valid number into the locale's format; an invalid one stays to be fixed.
      if (event.key === 'Enter' && !invalid) setDraft(null);
      // Escape takes back this round of typing, including the values it already used.
      if (event.key === 'Escape' && draft !== null) {
        setDraft(null);
        setRejected(null);
        const before = valueBeforeTyping.current;
        if (before !== value) {
          if (before === undefined) onClear?.();
          else onChange(before);
        }
      }
    },
  } as const;

  return {
    inputProps,
    message,
    invalid,
    /** The value changed by other means (the slider): an old message no longer applies. */
    clearMessage: () => setRejected(null),
  };
}
