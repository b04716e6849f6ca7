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
 *   the value in use; a plain number is tidied into the locale's grouping;
 * - a text is read by the rules of the language it was typed in: switched mid-edit, "1.5" typed in English stays
 *   1.5 s (not a German "1.5" out of range), and only the messages change language;
 * - the allowed range is said in the unit the field reads: sizes in B to MB, durations in ms to hr.
 */
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useLocale, useT } from '../i18n/I18nProvider';
import { formatBytes, formatSeconds } from '../i18n/format';
import {
  isAmbiguous,
  readEntry,
  type AmbiguousEntry,
  type Entry,
  type NumberEntryOptions,
} from './numberEntry';
import { editEnded } from '../state/scenarioStore';
import { formatNumberText } from './numberText';
import type { QuantityKind } from './quantityText';

export type { NumberEntryOptions } from './numberEntry';

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
  /** The language the draft is being typed in, kept with it: a switch of language mid-edit reads it the same. */
  const [draftLocale, setDraftLocale] = useState(locale);
  const [left, setLeft] = useState<Left | null>(null);
  /** The value before this round of typing, and the valid texts typed since, with their values. */
  const valueBeforeTyping = useRef(value);
  const typedValues = useRef<{ text: string; value: number }[]>([]);
  const read = (text: string) =>
    readEntry(text, draft === null ? locale : draftLocale, {
      min,
      max,
      integer,
      kind,
      smallestNonZero,
    });
  const cleared = (text: string) => onClear !== undefined && text.trim() === '';
  const reading = draft === null || cleared(draft) ? null : read(draft);
  const refusedFor = isAmbiguous(reading) ? reading : null;
  const entry = isAmbiguous(reading) ? null : reading;
  const invalid = draft !== null && !cleared(draft) && entry === null;
  // A used text speaks only for the value it was typed for: a slider, undo or preset moves on.
  const current = left !== null && (left.kind === 'rejected' || left.value === value) ? left : null;

  const bound = (limit: number) =>
    kind === 'bytes'
      ? formatBytes(locale, limit)
      : kind === 'seconds'
        ? formatSeconds(locale, limit)
        : formatNumberText(limit, locale, integer);
  const range = { min: bound(min), max: bound(max) };
  // A whole-number field rounds; another uses another number only for one too small to hold apart from 0.
  const roundedMessage = (typed: string, used: number) =>
    t(integer ? 'field.rounded' : 'field.storedAs', {
      typed: typed.trim(),
      value: formatNumberText(used, locale, integer),
    });
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

  /**
   * Ends this round of typing: the field shows the value in use, and says what became of the text. It ends the
   * undo gesture too, so that each value typed and left is an undo step of its own (src/state/history.ts).
   */
  const finish = () => {
    editEnded();
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
        setDraftLocale(locale);
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
