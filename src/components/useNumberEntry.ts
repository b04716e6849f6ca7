/**
 * Typing into a number field, live: every keystroke that makes a valid number in range is used at once
 * (no Tab or Enter needed). What is typed is what is used, never a part of it:
 * - text that is not a number in range is never clamped or used: the field says so, with the allowed range,
 *   and the answer goes back to the value from before the edit. Typing "2000000" where the maximum is
 *   1,000,000 passes through "200000", a valid value that is only the start of the text: the answer goes
 *   back past every value typed on the way to the refused text (each a prefix of it), to the last one that
 *   was not (a value typed and replaced in the same visit to the field), or else to the value the field had
 *   when the typing began. Leaving the field shows that value again, with a note of what was not used;
 * - a whole-number field that rounds what was typed ("5,000.5", or "5.000" in English, which is 5) says
 *   beside the field which value it uses;
 * - a value typed with a unit ("5.5 MB", "500 ms") stays in the field as typed once left, as long as it is
 *   the value in use; a plain number is tidied into the locale's grouping.
 */
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useLocale, useT } from '../i18n/I18nProvider';
import { formatNumberText } from './numberText';
import { readQuantity, type QuantityKind } from './quantityText';

export interface NumberEntryOptions {
  /** `undefined`: nothing entered yet (an optional field); the field shows empty. */
  value: number | undefined;
  min: number;
  max: number;
  /** Whole-number fields round what is typed ("450.6" connections are 451), and say so. */
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

/** What a typed text stands for in a field. */
export interface Entry {
  value: number;
  /**
   * The field used another number than the one written: a fraction rounded, a decimal mark read, or a number
   * too small to hold apart from 0 ("1e-400") used as 0.
   */
  rounded: boolean;
  /** Written as a plain number, without a unit: the field may tidy it into the locale's grouping. */
  plain: boolean;
}

/**
 * Units turn "0.1" into 0.09999999999999999 now and then: that is still 0.1, not out of range. Relative to
 * the bound a value crosses.
 */
const tolerance = 1e-9;

/**
 * The value a typed text stands for in this field, or null when it is not a number in range.
 * @example readEntry('5,000.5', 'en', { min: 1, max: 1e6, integer: true, kind: 'count' }) // { value: 5001, rounded: true, plain: true }
 * @example readEntry('5.000', 'en', { min: 1, max: 1e6, integer: true, kind: 'count' }) // { value: 5, rounded: true, plain: true }
 * @example readEntry('2000000', 'en', { min: 1, max: 1e6, integer: true, kind: 'count' }) // null
 */
export function readEntry(
  text: string,
  locale: string,
  { min, max, integer, kind, smallestNonZero }: Omit<NumberEntryOptions, 'value' | 'onChange'>,
): Entry | null {
  const typed = readQuantity(text, locale, kind);
  if (typed === null) return null;
  // A minus is refused in a field from 0 whatever follows it: "-0.4" connections are not 0, and "-1e-400"
  // bytes, a negative too small for a number to hold, is not 0 either.
  if (typed.number.writtenSign < 0 && min >= 0) return null;
  const value = integer ? Math.round(typed.value) : typed.value;
  // The slack is relative to the bound crossed: one relative to the field's maximum let -500 MB through
  // a field from 0 to 10^18 bytes. Below 0 there is no slack: every negative is refused.
  if (value < min - tolerance * Math.abs(min) || value > max + tolerance * Math.abs(max))
    return null;
  if (smallestNonZero !== undefined && value !== 0 && Math.abs(value) < smallestNonZero)
    return null;
  // "5.000" in English is 5, though it may have been meant as 5,000: a whole-number field says so too.
  const unscaledFraction = typed.number.fractionDigits !== '' && typed.value === typed.number.value;
  // "1e-400" is not 0, but no number the page holds is nearer: it is used as 0, and the field says so.
  const tooSmall = typed.value === 0 && typed.number.writtenSign !== 0;
  return {
    value: Math.min(max, Math.max(min, value)),
    rounded: (integer && (value !== typed.value || unscaledFraction)) || tooSmall,
    plain: typed.unit === '',
  };
}

/** Letters are needed for units ("20 KB", "2k"); a numeric keypad suits only the fields without. */
function inputModeOf(kind: QuantityKind, integer: boolean): 'numeric' | 'decimal' | 'text' {
  if (kind === 'percent' || kind === 'pixels') return integer ? 'numeric' : 'decimal';
  if (kind === 'money') return 'decimal';
  return 'text';
}

/**
 * What the field says once left, while `value` is still the one it was about: the text kept as typed, a
 * rounded value, or a text that was not used.
 */
type Left =
  | { kind: 'kept'; typed: string; value: number }
  | { kind: 'rounded'; typed: string; value: number }
  | { kind: 'rejected'; typed: string };

export function useNumberEntry(options: NumberEntryOptions) {
  const { value, min, max, integer, kind, onChange, onClear, smallestNonZero } = options;
  const t = useT();
  const locale = useLocale();
  const [draft, setDraft] = useState<string | null>(null);
  const [left, setLeft] = useState<Left | null>(null);
  /** The value before this round of typing, and the valid texts typed since, with their values. */
  const valueBeforeTyping = useRef(value);
  const typedValues = useRef<{ text: string; value: number }[]>([]);
  const read = (text: string) =>
    readEntry(text, locale, { min, max, integer, kind, smallestNonZero });
  const cleared = (text: string) => onClear !== undefined && text.trim() === '';
  const entry = draft === null || cleared(draft) ? null : read(draft);
  const invalid = draft !== null && !cleared(draft) && entry === null;
  // A kept or rounded text speaks only for the value it was typed for: a slider, undo or preset moves on.
  const current = left !== null && (left.kind === 'rejected' || left.value === value) ? left : null;

  const range = {
    min: formatNumberText(min, locale, integer),
    max: formatNumberText(max, locale, integer),
  };
  // A whole-number field rounds; another uses another number only for one too small to hold apart from 0.
  const roundedMessage = (typed: string, used: number) =>
    t(integer ? 'field.rounded' : 'field.storedAs', {
      typed: typed.trim(),
      value: formatNumberText(used, locale, integer),
    });
  let message = '';
  if (smallestNonZero !== undefined && invalid) {
    message = t('field.rangeOrZero', {
      smallest: formatNumberText(smallestNonZero, locale, false),
      max: range.max,
    });
  } else if (invalid) message = t('field.range', range);
  else if (entry?.rounded && draft !== null) message = roundedMessage(draft, entry.value);
  else if (draft === null && current?.kind === 'rejected')
    message =
      smallestNonZero !== undefined
        ? t('field.rejectedOrZero', {
            typed: current.typed,
            smallest: formatNumberText(smallestNonZero, locale, false),
            max: range.max,
          })
        : t('field.rejected', { typed: current.typed, ...range });
  else if (draft === null && current?.kind === 'rounded')
    message = roundedMessage(current.typed, current.value);

  let shownText = value === undefined ? '' : formatNumberText(value, locale, integer);
  if (current?.kind === 'kept') shownText = current.typed;

  /** Ends this round of typing: the field shows the value in use, and says what became of the text. */
  const finish = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = draft.trim();
    if (invalid) setLeft(typed === '' ? null : { kind: 'rejected', typed });
    else if (entry?.rounded) setLeft({ kind: 'rounded', typed, value: entry.value });
    else if (entry && !entry.plain) setLeft({ kind: 'kept', typed, value: entry.value });
    else setLeft(null);
  };

  const backTo = (before: number | undefined) => {
    if (before === value) return;
    if (before === undefined) onClear?.();
    else onChange(before);
  };

  /** The value from before the edit that made `refused`: none typed on the way to it, which are parts of it. */
  const valueBefore = (refused: string): number | undefined => {
    const typed = refused.trim();
    for (let index = typedValues.current.length - 1; index >= 0; index -= 1) {
      const earlier = typedValues.current[index];
      if (earlier && !typed.startsWith(earlier.text)) return earlier.value;
    }
    return valueBeforeTyping.current;
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
      if (draft === null) {
        valueBeforeTyping.current = value;
        typedValues.current = [];
      }
      setDraft(text);
      setLeft(null);
      if (cleared(text)) {
        if (value !== undefined) onClear?.();
        return;
      }
      const typed = read(text);
      if (typed === null) {
        backTo(valueBefore(text));
        return;
      }
      typedValues.current.push({ text: text.trim(), value: typed.value });
      if (typed.value !== value) onChange(typed.value);
    },
    onBlur: finish,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      // Enter ends the round like leaving the field does; an invalid text stays to be fixed.
      if (event.key === 'Enter' && !invalid) finish();
      // Escape takes back this round of typing, including the values it already used.
      if (event.key === 'Escape' && draft !== null) {
        setDraft(null);
        setLeft(null);
        backTo(valueBeforeTyping.current);
      }
    },
  } as const;

  return {
    inputProps,
    message,
    invalid,
    /** The value changed by other means (the slider): an old message no longer applies. */
    clearMessage: () => setLeft(null),
  };
}
