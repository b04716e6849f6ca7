/**
 * Every tier of an evaluation as CSV for a spreadsheet: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order
 * mark (so Excel reads the file as UTF-8), and cells that a spreadsheet would run as a formula neutralised.
 */
import { isolateUserText } from '../../components/userText';
import { limitNames, type Evaluation, type LimitName } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import { planCsvRows } from './planExport';

export const byteOrderMark = '\uFEFF';

/** First characters that make Excel, LibreOffice or Google Sheets read a cell as a formula (OWASP). */
const formulaStarts = new Set(['=', '+', '-', '@', '\t', '\r']);

/** Invisible format characters (direction marks, isolates) a spreadsheet may skip before a formula. */
const leadingFormatCharacters = /^\p{Cf}+/u;

/**
 * One cell: a leading apostrophe when it would start a formula (looking past invisible direction marks),
 * then quoted when it holds the delimiter, a quote or a line break (quotes doubled).
 * @example csvCell('=HYPERLINK("http://x")', ',') // "'=HYPERLINK(""http://x"")" in quotes
 * @example csvCell('a, b', ',') // '"a, b"'
 */
export function csvCell(value: string, delimiter: string): string {
  const visibleStart = value.replace(leadingFormatCharacters, '').charAt(0);
  const safe = visibleStart !== '' && formulaStarts.has(visibleStart) ? `'${value}` : value;
  const needsQuotes =
    safe.includes(delimiter) || safe.includes('"') || safe.includes('\n') || safe.includes('\r');
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to CSV text: the byte-order mark, then each row's cells joined, CRLF after every row. */
export function csvText(rows: readonly (readonly string[])[], delimiter: string): string {
  const lines = rows.map((row) => row.map((cell) => csvCell(cell, delimiter)).join(delimiter));
  return `${byteOrderMark}${lines.map((line) => `${line}\r\n`).join('')}`;
}

/**
 * The CSV dialect a spreadsheet in this locale expects: where the decimal separator is a comma (de, fr ...),
 * Excel splits fields on semicolons. Digits are always Latin, without grouping, so the cells stay numbers.
 */
export function csvDialect(locale: string): {
  delimiter: string;
  number: (value: number, fractionDigits: number) => string;
} {
  const decimal =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.';
  const formats = new Map<number, Intl.NumberFormat>();
  return {
    delimiter: decimal === ',' ? ';' : ',',
    number(value, fractionDigits) {
      let format = formats.get(fractionDigits);
      if (!format) {
        format = new Intl.NumberFormat(locale, {
          useGrouping: false,
          maximumFractionDigits: fractionDigits,
          numberingSystem: 'latn',
        });
        formats.set(fractionDigits, format);
      }
      return format.format(value);
    },
  };
}

/** Shares keep 4 decimals (68.43%); money 2; growth factors 2. */
const shareDigits = 4;
const moneyDigits = 2;
const factorDigits = 2;

/**
 * One row per tier of the evaluation (every SKU and unit count, in the catalog's order), headers from the
 * catalog: scenario, SKU, units, recommended, fits, within capacity, interpolated, binding limit, each
 * limit's utilization as a share (empty where the tier has no such limit), monthly cost in USD, growth
 * headroom (empty for an empty scenario). The scenario's name is isolated (isolateUserText). When the scenario
 * sets a load profile, replicas or a timeline, an empty row and a block of plan figures follow (planCsvRows).
 * @example tiersCsv(evaluation, t, 'en', 'Team chat') // "\uFEFFScenario,SKU,Units,...\r\nTeam chat,Free,1,no,..."
 */
export function tiersCsv(
  evaluation: Evaluation,
  t: Translate,
  locale: string,
  scenarioName = '',
): string {
  const { delimiter, number } = csvDialect(locale);
  const yesNo = (value: boolean) => t(value ? 'exportImport.csv.yes' : 'exportImport.csv.no');
  const header = [
    t('exportImport.csv.scenario'),
    t('exportImport.csv.sku'),
    t('exportImport.csv.units'),
    t('exportImport.csv.recommended'),
    t('exportImport.csv.fits'),
    t('exportImport.csv.withinCapacity'),
    t('exportImport.csv.interpolated'),
    t('exportImport.csv.binding'),
    ...limitNames.map((limit: LimitName) =>
      t('exportImport.csv.utilization', { limit: t(`limit.${limit}`) }),
    ),
    t('exportImport.csv.serverConnections'),
    t('exportImport.csv.fitsOptimistic'),
    t('exportImport.csv.fitsConservative'),
    t('exportImport.csv.monthlyCost'),
    t('exportImport.csv.growthHeadroom'),
  ];
  const recommendedIndex = evaluation.recommended?.tierIndex ?? -1;
  const name = isolateUserText(scenarioName);
  const rows = evaluation.tiers.map((tier, index) => [
    name,
    t(`sku.${tier.sku}`),
    number(tier.units, 0),
    yesNo(index === recommendedIndex),
    yesNo(tier.fits),
    yesNo(tier.withinCapacity),
    yesNo(tier.capacity.interpolated),
    t(`limit.${tier.binding}`),
    ...limitNames.map((limit) => {
      const share = tier.utilization[limit];
      return share === null ? '' : number(share, shareDigits);
    }),
    number(tier.serverConnections, 0),
    yesNo(tier.readings.fitsOptimistic),
    yesNo(tier.readings.fitsConservative),
    number(tier.cost.totalUsd, moneyDigits),
    tier.growthHeadroom === null ? '' : number(tier.growthHeadroom, factorDigits),
  ]);
  const plan = planCsvRows(evaluation, t, locale, number);
  return csvText([header, ...rows, ...(plan.length > 0 ? [[], ...plan] : [])], delimiter);
}
