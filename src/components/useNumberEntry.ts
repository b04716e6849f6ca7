/**
 * Typing into a number field, live: every keystroke that makes a valid number in range is used at once
 * (no Tab or Enter needed). What is typed is what is used, never a part of it:
 * - text that is not a number in range is never clamped or used: the field says so, with the allowed range,
 *   and the answer goes back to the value from before the edit. Typing "2000000" where the maximum is
 *   1,000,000 passes through "200000", a valid value that is only the start of the text: the answer goes
 *   back past every value typed on the way to the refused text (each a prefix of it), to the last one that
 *   was not (a value typed and replaced in the same visit to the field), or else to the value the field had
 *   when the typing began. Leaving the field shows that value again, with a note of what was not used;
 * - a whole-number field that rounds what was typed ("5,000.5" is 5,001) says beside the field which value it uses;
 * - a "." or "," that groups thousands in one of the page's languages and marks decimals in another is never
 *   guessed at: "5.000" (five in English, five thousand in German) or a Polish "5,000" in a count is refused with
 *   the reason, and in a decimal field (or a count typed with a unit) the page's language reads it and the field
 *   says how ("1.500" s in English is 1.5 s; in Polish, where "." is neither, it is refused);
 * - a value typed with a unit ("5.5 MB", "500 ms") stays in the field as typed once left, as long as it is
 *   the value in use; a plain number is tidied into the locale's grouping.
 */
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useLocale, useT } from '../i18n/I18nProvider';
import { formatNumberText, type SeparatorReading } from './numberText';
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
  /** The field used another number than the one written: a fraction rounded. */
  rounded: boolean;
  /** Written as a plain number, without a unit: the field may tidy it into the locale's grouping. */
  plain: boolean;
  /**
   * A "." or "," that another of the page's languages reads the other way ("1.500"), or that is not the page's
   * language's own ("1.5" in Polish), and the number it was read as; null for none. The field says how it read it.
   */
  read: { separator: SeparatorReading; number: number } | null;
}

/** A text refused for its "." or ",": "5.000" in a count, "1.500" in Polish. */
export interface AmbiguousEntry {
  refused: 'ambiguous';
  mark: '.' | ',';
  /** The number with the mark read as a thousands separator (5,000) and as a decimal mark (5). */
  grouped: number;
  decimal: number;
}

/**
 * Units turn "0.1" into 0.09999999999999999 now and then: that is still 0.1, not out of range. Relative to
 * the bound a value crosses.
 */
const tolerance = 1e-9;

/**
 * The value a typed text stands for in this field; an AmbiguousEntry when its "." or "," cannot be read without a
 * guess; null when it is not a number in range.
 * @example readEntry('5,000.5', 'en', { min: 1, max: 1e6, integer: true, kind: 'count' }) // { value: 5001, rounded: true, ... }
 * @example readEntry('5.000', 'en', { min: 1, max: 1e6, integer: true, kind: 'count' }) // { refused: 'ambiguous', mark: '.', grouped: 5000, decimal: 5 }
 * @example readEntry('1.500', 'en', { min: 0.01, max: 3600, integer: false, kind: 'seconds' }) // { value: 1.5, read: { ... }, ... }
 * @example readEntry('2000000', 'en', { min: 1, max: 1e6, integer: true, kind: 'count' }) // null
 */
export function readEntry(
  text: string,
  locale: string,
  { min, max, integer, kind, smallestNonZero }: Omit<NumberEntryOptions, 'value' | 'onChange'>,
): Entry | AmbiguousEntry | null {
  const typed = readQuantity(text, locale, kind);
  if (typed === null) return null;
  const { separator } = typed.number;
  // A plain count has no decimals: a mark it would read as one could only be a thousands separator elsewhere.
  const count = integer && typed.unit === '';
  if (
    separator?.ambiguous &&
    (separator.readAs === 'foreign' || (count && separator.readAs !== 'group'))
  ) {
    // Read here as a decimal mark ("5.000" is 5): the other reading is a thousand times more.
    const grouped = Math.round(typed.number.value * 1000);
    return { refused: 'ambiguous', mark: separator.mark, grouped, decimal: grouped / 1000 };
  }
  const value = integer ? Math.round(typed.value) : typed.value;
  // The slack is relative to the bound crossed: one relative to the field's maximum let -500 MB through
  // a field from 0 to 10^18 bytes. Below 0 there is no slack: every negative is refused.
  if (value < min - tolerance * Math.abs(min) || value > max + tolerance * Math.abs(max))
    return null;
  if (smallestNonZero !== undefined && value !== 0 && Math.abs(value) < smallestNonZero)
    return null;
  const explicit = separator && (separator.ambiguous || separator.readAs === 'foreign');
  return {
    value: Math.min(max, Math.max(min, value)),
    rounded: integer && value !== typed.value,
    plain: typed.unit === '',
    read: explicit && !count ? { separator, number: typed.number.value } : null,
  };
}

/** True for a text refused for its "." or ",". */
export function isAmbiguous(entry: Entry | AmbiguousEntry | null): entry is AmbiguousEntry {
  return entry !== null && 'refused' in entry;
}

/** Letters are needed for units ("20 KB", "2k"); a numeric keypad suits only the fields without. */
function inputModeOf(kind: QuantityKind, integer: boolean): 'numeric' | 'decimal' | 'text' {
  if (kind === 'percent' || kind === 'pixels') return integer ? 'numeric' : 'decimal';
  if (kind === 'money') return 'decimal';
  return 'text';
}

/**
 * What the field says once left, while `value` is still the one it was about: a text used (kept as typed when it
 * has a unit, with a note when it was rounded or its "." or "," read), or a text that was not used.
 */
type Left =
  | {
      kind: 'used';
      typed: string;
      value: number;
      keep: boolean;
      rounded: boolean;
      read: Entry['read'];
    }
  | { kind: 'rejected'; typed: string; ambiguous: AmbiguousEntry | null };

/** A number as a note writes it: in the locale, never grouped, so "1500" and "1.5" cannot be misread. */
function ungrouped(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 10 }).format(
    value,
  );
}

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
  const reading = draft === null || cleared(draft) ? null : read(draft);
  const refusedFor = isAmbiguous(reading) ? reading : null;
  const entry = isAmbiguous(reading) ? null : reading;
  const invalid = draft !== null && !cleared(draft) && entry === null;
  // A used text speaks only for the value it was typed for: a slider, undo or preset moves on.
  const current = left !== null && (left.kind === 'rejected' || left.value === value) ? left : null;

  const range = {
    min: formatNumberText(min, locale, integer),
    max: formatNumberText(max, locale, integer),
  };
  const roundedMessage = (typed: string, used: number) =>
    t('field.rounded', { typed: typed.trim(), value: formatNumberText(used, locale, integer) });
  const ambiguousParams = (ambiguous: AmbiguousEntry) => ({
    mark: ambiguous.mark,
    grouped: ungrouped(ambiguous.grouped, locale),
    decimal: ungrouped(ambiguous.decimal, locale),
  });
  const readMessage = (typed: string, { separator, number }: NonNullable<Entry['read']>) =>
    t(
      separator.readAs === 'group'
        ? 'field.readAsGroup'
        : separator.readAs === 'decimal'
          ? 'field.readAsDecimal'
          : 'field.readAsForeign',
      { typed: typed.trim(), mark: separator.mark, number: ungrouped(number, locale) },
    );
  /** What a used text says: rounded, or how its "." or "," was read. */
  const usedMessage = (typed: string, used: Entry | Extract<Left, { kind: 'used' }>) => {
    if (used.rounded) return roundedMessage(typed, used.value);
    return used.read ? readMessage(typed, used.read) : '';
  };
  let message = '';
  if (refusedFor) message = t('field.ambiguous', ambiguousParams(refusedFor));
  else if (smallestNonZero !== undefined && invalid) {
    message = t('field.rangeOrZero', {
      smallest: formatNumberText(smallestNonZero, locale, false),
      max: range.max,
    });
  } else if (invalid) message = t('field.range', range);
  else if (entry && draft !== null) message = usedMessage(draft, entry);
  else if (draft === null && current?.kind === 'rejected' && current.ambiguous)
    message = t('field.rejectedAmbiguous', {
      typed: current.typed,
      ...ambiguousParams(current.ambiguous),
    });
  else if (draft === null && current?.kind === 'rejected')
    message =
      smallestNonZero !== undefined
        ? t('field.rejectedOrZero', {
            typed: current.typed,
            smallest: formatNumberText(smallestNonZero, locale, false),
            max: range.max,
          })
        : t('field.rejected', { typed: current.typed, ...range });
  else if (draft === null && current?.kind === 'used')
    message = usedMessage(current.typed, current);

  let shownText = value === undefined ? '' : formatNumberText(value, locale, integer);
  if (current?.kind === 'used' && current.keep) shownText = current.typed;

  /** Ends this round of typing: the field shows the value in use, and says what became of the text. */
  const finish = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = draft.trim();
    if (invalid) setLeft(typed === '' ? null : { kind: 'rejected', typed, ambiguous: refusedFor });
    else if (entry && (entry.rounded || entry.read || !entry.plain))
      setLeft({
        kind: 'used',
        typed,
        value: entry.value,
        keep: !entry.plain,
        rounded: entry.rounded,
        read: entry.read,
      });
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
      if (typed === null || isAmbiguous(typed)) {
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
