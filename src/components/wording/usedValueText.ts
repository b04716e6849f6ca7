/**
 * A field the connections cap, as the scenario's tables write it (the report, the printed report): the value the
 * user set, and the value the engine used when the cap applies, so neither is lost.
 */
import { cappedInputsOf, type CappedField, type Workload } from '../../engine';
import type { Translate } from '../../i18n/translate';
import { formatCount } from '../../i18n/format';

/**
 * @example setAndUsedText(t, 'en', { ...rooms, connections: 2000, senders: 5000 }, 'senders') // "5,000 (used as 2,000)"
 * @example setAndUsedText(t, 'en', rooms, 'senders') // "1,000"
 */
export function setAndUsedText(
  t: Translate,
  locale: string,
  workload: Workload,
  field: CappedField,
): string {
  const set = workload[field] ?? 0;
  const capped = cappedInputsOf(workload).find((input) => input.field === field);
  if (!capped) return formatCount(locale, set);
  return t('exportImport.setAndUsed', {
    set: formatCount(locale, set),
    used: formatCount(locale, capped.usedValue),
  });
}
