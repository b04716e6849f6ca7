/** The words of the comparison table's cells: values in their units, and B − A with its direction. */
import type { Translate } from '../../i18n/I18nProvider';
import {
  formatBytesPerSecond,
  formatCount,
  formatCurrency,
  formatPercent,
} from '../../i18n/format';
import type { CompareNumberRow, ValueUnit } from './compareRows';

export function formatValue(
  t: Translate,
  locale: string,
  unit: ValueUnit,
  value: number,
  currency = 'USD',
): string {
  switch (unit) {
    case 'count':
    case 'messagesPerDay':
      return formatCount(locale, value);
    case 'messagesPerSecond':
      return t('unit.messagesPerSecond', { value: formatCount(locale, value) });
    case 'bytesPerSecond':
      return formatBytesPerSecond(locale, value);
    case 'usdPerMonth':
      return t('unit.perMonth', { value: formatCurrency(locale, value, currency) });
    case 'share':
      return formatPercent(locale, value);
  }
}

/** "+1,000 msg/s (higher)"; shares differ in percentage points: "+50 percentage points (higher)". */
export function formatDifference(
  t: Translate,
  locale: string,
  row: CompareNumberRow,
): string | null {
  if (row.difference === null || row.direction === null) return null;
  if (row.direction === 'same') return t('library.compare.same');
  const magnitude = Math.abs(row.difference);
  const value =
    row.unit === 'share'
      ? t('library.compare.points', { count: magnitude * 100 })
      : formatValue(t, locale, row.unit, magnitude, row.currencies?.a);
  return t(row.direction === 'higher' ? 'library.compare.higher' : 'library.compare.lower', {
    value,
  });
}
