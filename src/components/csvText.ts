/**
 * CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order mark (so Excel reads the file as
 * UTF-8), cells that a spreadsheet would run as a formula neutralised, and the locale's dialect. Shared by
 * every feature that exports a table.
 */

export const byteOrderMark = '\uFEFF';

/**
 * First characters that make Excel, LibreOffice or Google Sheets read a cell as a formula (OWASP), with their
 * full-width forms (U+FF1D, U+FF0B, U+FF0D, U+FF20), which a spreadsheet may fold to ASCII.
 */
const formulaStarts = new Set(['=', '+', '-', '@', '\uff1d', '\uff0b', '\uff0d', '\uff20']);

/** A tab or a carriage return first is itself a formula start (OWASP), even before any trimming. */
const controlStarts = /^[\t\r]/;

/**
 * What a spreadsheet may skip before a formula: spaces of every width (U+0020, U+00A0, the ideographic
 * U+3000 ...) and invisible format characters (direction marks, isolates).
 */
const leadingSkipped = /^[\p{White_Space}\p{Cf}]+/u;

/**
 * One cell: a leading apostrophe when it would start a formula once trimmed (looking past spaces and invisible
 * direction marks), then quoted when it holds the delimiter, a quote or a line break (quotes doubled).
 * @example csvCell('=HYPERLINK("http://x")', ',') // "'=HYPERLINK(""http://x"")" in quotes
 * @example csvCell(' \uff1d1+1', ',') // "' \uff1d1+1"
 * @example csvCell('a, b', ',') // '"a, b"'
 */
export function csvCell(value: string, delimiter: string): string {
  const visibleStart = value.replace(leadingSkipped, '').charAt(0);
  const formula = controlStarts.test(value) || formulaStarts.has(visibleStart);
  const safe = formula ? `'${value}` : value;
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
