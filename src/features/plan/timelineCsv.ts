/** The timeline as CSV: one row per month, numbers as a spreadsheet in the page's locale reads them. */
import type { TimelinePlan } from '../../engine';
import { csvDialect, csvText } from '../../components/csvText';

export interface TimelineCsvHeadings {
  month: string;
  connections: string;
  sku: string;
  units: string;
  costUsd: string;
}

/**
 * @example timelineCsv(plan, 'en', headings) // 'Month,Connections,SKU,Units,Monthly cost (USD)\r\n0,10000,Standard_S1,10,489.79\r\n...'
 */
export function timelineCsv(
  plan: TimelinePlan,
  locale: string,
  headings: TimelineCsvHeadings,
): string {
  const dialect = csvDialect(locale);
  const rows = plan.months.map((month) => [
    String(month.month),
    dialect.number(month.connections, 0),
    month.tier?.sku ?? '',
    month.tier ? String(month.tier.units) : '',
    month.tier ? dialect.number(month.tier.cost.totalUsd, 2) : '',
  ]);
  return csvText(
    [
      [headings.month, headings.connections, headings.sku, headings.units, headings.costUsd],
      ...rows,
    ],
    dialect.delimiter,
  );
}
