/**
 * The FOCUS rows (focus.ts) as the CSV file FinOps tools load: the column ids as the header, RFC 4180 quoting, CRLF
 * line ends, UTF-8 without a byte-order mark (a mark would become part of the first column's name in the tools that
 * read FOCUS files), numbers as plain machine decimals, empty cells for FOCUS's nulls, and every text cell guarded
 * against running as a spreadsheet formula (csvCell, as the tiers CSV is). `signalr-sizing size --format focus` and
 * the page's "FOCUS (CSV)" write this same text.
 */
import { csvCell } from '../components/csvText';
import { controlsAsCodes } from '../components/controlText';
import { skuCatalog, type Plan } from '../engine';
import { focusColumns, focusRows, type FocusRow } from './focus';
import type { BillingPeriod } from './focusPeriod';
import { machineDecimal } from './machineDecimal';

/** Money and quantities to a millionth: the rows still add up to the plan's total to far below a cent. */
const fractionDigits = 6;

function cellOf(value: FocusRow[keyof FocusRow]): string {
  if (value === null) return '';
  if (typeof value === 'number') return machineDecimal(value, fractionDigits);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // A scenario's name is the user's text: its control characters become codes, as in every export.
  return csvCell(controlsAsCodes(value), ',');
}

/** Rows as CSV text: the header, then one line per row, each ending in CRLF. */
export function focusCsvOf(rows: readonly FocusRow[]): string {
  const lines = [
    focusColumns.join(','),
    ...rows.map((row) => focusColumns.map((column) => cellOf(row[column])).join(',')),
  ];
  return lines.map((line) => `${line}\r\n`).join('');
}

/**
 * The plan's monthly forecast for `period` as a FOCUS CSV file; the header alone when nothing fits.
 * @example focusCsv(plan(teamChat), billingPeriodOf('2026-12'))
 *   // "BillingCurrency,BillingPeriodStart,…\r\nUSD,2026-12-01T00:00:00Z,…,Standard_S1 x 40 units per instance all month,…"
 */
export function focusCsv(plan: Plan, period: BillingPeriod): string {
  return focusCsvOf(focusRows(plan, period, skuCatalog.hoursPerMonth));
}
