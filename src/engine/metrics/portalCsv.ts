/**
 * The CSV the Azure portal's metrics chart downloads. Microsoft publishes no sample of it, so the layout read
 * here is our assumption, with the variants a spreadsheet or another portal language makes: any lines before
 * a header line whose first cell names the time (`Time`, `Timestamp`, `Date`, `Time (UTC)` ...); then one row
 * per time grain, the time first and one column per chart line, headed by the metric's portal or REST name
 * with its aggregation (`Connection Count (Max)`, `Sum Message Count`, `InboundTraffic`), optionally a resource
 * name and a unit (`[Bytes]`). Cells are separated by commas, semicolons or tabs and may be quoted; a number may
 * use a decimal comma where cells are separated by semicolons or tabs. An empty cell is a gap.
 */
import type { Service } from '../scenario/services';
import { azureMetrics, type Aggregation, type MetricKey } from './azureMetrics';
import type { MetricsProblem } from './metricsProblems';
import { readCsvTime, slashOrderOf } from './metricsTime';
import type { RawPoint, RawRead, RawSeries } from './rawMetrics';

const separators = [',', ';', '\t'] as const;
type Separator = (typeof separators)[number];

/** Cells of one line, quotes removed (`""` inside quotes is one `"`). */
export function csvCells(line: string, separator: Separator): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index] as string;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** The separator used most outside quotes; a comma when none is. */
function separatorOf(line: string): Separator {
  let best: Separator = ',';
  let bestCount = 0;
  for (const separator of separators) {
    const count = csvCells(line, separator).length - 1;
    if (count > bestCount) [best, bestCount] = [separator, count];
  }
  return best;
}

/** A time column's header, in the languages the portal is offered in that this page speaks. */
const timeHeader = /time|date|utc|zeit|datum|heure|czas|data|時|시간|일시/i;

const namePatterns: readonly { metric: MetricKey; pattern: RegExp; service: Service | null }[] = [
  { metric: 'connectionCount', pattern: /total\s*connection\s*count/i, service: 'webPubSub' },
  {
    metric: 'connectionQuotaUtilization',
    pattern: /connection\s*quota\s*utili[sz]ation/i,
    service: null,
  },
  { metric: 'connectionCount', pattern: /connection\s*count/i, service: null },
  { metric: 'messageCount', pattern: /message\s*count/i, service: 'signalr' },
  { metric: 'inboundTraffic', pattern: /inbound\s*traffic/i, service: null },
  { metric: 'outboundTraffic', pattern: /outbound\s*traffic/i, service: null },
  { metric: 'serverLoad', pattern: /server\s*load/i, service: null },
];

const aggregationWords: Record<string, Aggregation> = {
  max: 'maximum',
  maximum: 'maximum',
  sum: 'total',
  total: 'total',
  avg: 'average',
  average: 'average',
  mean: 'average',
  min: 'minimum',
  minimum: 'minimum',
};

const unitWords: Record<string, string> = {
  bytes: 'Bytes',
  byte: 'Bytes',
  percent: 'Percent',
  percentage: 'Percent',
  '%': 'Percent',
  kb: 'KB',
  kib: 'KiB',
  mb: 'MB',
  mib: 'MiB',
  gb: 'GB',
  gib: 'GiB',
  tb: 'TB',
  milliseconds: 'Milliseconds',
  ms: 'Milliseconds',
  seconds: 'Seconds',
};

interface Column {
  index: number;
  header: string;
  metric: MetricKey | null;
  service: Service | null;
  aggregation: Aggregation | null;
  unit: string | null;
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+|%/g) ?? [];
}

/** What a header says besides the metric: its aggregation and unit, read in brackets first. */
function qualifiers(rest: string): { aggregation: Aggregation | null; unit: string | null } {
  const bracketed = (rest.match(/[([][^)\]]*[)\]]/g) ?? []).join(' ');
  const read = (text: string) => {
    const words = wordsOf(text);
    const aggregation = words.map((word) => aggregationWords[word]).find(Boolean) ?? null;
    let unit = words.map((word) => unitWords[word]).find(Boolean) ?? null;
    // "Count" is the Count aggregation, or the Count unit beside another aggregation.
    if (words.includes('count')) unit ??= aggregation ? 'Count' : null;
    return { aggregation: aggregation ?? (words.includes('count') ? 'count' : null), unit };
  };
  const inBrackets = read(bracketed);
  const anywhere = read(rest);
  return {
    aggregation: inBrackets.aggregation ?? anywhere.aggregation,
    unit: inBrackets.unit ?? anywhere.unit,
  };
}

/**
 * A column's header read.
 * @example columnOf('Sum Message Count, my-signalr', 3) // { metric: 'messageCount', aggregation: 'total', ... }
 */
export function columnOf(header: string, index: number): Column {
  const match = namePatterns.find(({ pattern }) => pattern.test(header));
  if (!match) return { index, header, metric: null, service: null, aggregation: null, unit: null };
  const rest = header.replace(match.pattern, ' ');
  return { index, header, metric: match.metric, service: match.service, ...qualifiers(rest) };
}

/** A number as the cell writes it, or null for an empty cell; undefined when it cannot be read. */
export function cellNumber(text: string, separator: Separator): number | null | undefined {
  const cell = text.replace(/[\s\u00a0\u202f']/g, '');
  if (cell === '' || /^(-|null|n\/a|nan)$/i.test(cell)) return null;
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(cell)) return Number(cell);
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(cell)) return Number(cell.replace(/,/g, ''));
  if (separator !== ',') {
    if (/^[+-]?\d+,\d+$/.test(cell)) return Number(cell.replace(',', '.'));
    if (/^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(cell))
      return Number(cell.replace(/\./g, '').replace(',', '.'));
  }
  return undefined;
}

/** The columns the page reads: each metric's, with the aggregation it reads, or a problem naming the column. */
function chosenColumns(columns: readonly Column[], line: number, problems: MetricsProblem[]) {
  const chosen = new Map<MetricKey, Column>();
  for (const column of columns) {
    if (column.header === '') continue;
    if (!column.metric) {
      problems.push({ kind: 'otherMetric', name: column.header, line });
      continue;
    }
    const expected = azureMetrics[column.metric];
    if (column.unit && column.unit.toLowerCase() !== expected.unit.toLowerCase()) {
      problems.push({
        kind: 'unit',
        name: column.header,
        found: column.unit,
        expected: expected.unit,
        line,
      });
      continue;
    }
    const readable = column.aggregation === null || column.aggregation === expected.aggregation;
    const previous = chosen.get(column.metric);
    if (!readable) continue;
    if (previous) problems.push({ kind: 'duplicate', name: column.header, line });
    else chosen.set(column.metric, column);
  }
  // A metric only in another aggregation (Avg, Min): say which one the page reads.
  for (const column of columns) {
    if (!column.metric || chosen.has(column.metric) || column.header === '') continue;
    const expected = azureMetrics[column.metric];
    if (column.unit && column.unit.toLowerCase() !== expected.unit.toLowerCase()) continue;
    problems.push({
      kind: 'aggregation',
      name: column.header,
      expected: expected.aggregation,
      found: column.aggregation,
      line,
    });
    chosen.set(column.metric, column);
  }
  return [...chosen.values()];
}

/** A readable time in either order of day and month. */
function isTime(cell: string): boolean {
  return readCsvTime(cell, 'monthFirst') !== null || readCsvTime(cell, 'dayFirst') !== null;
}

/**
 * The header: the first line whose first cell names the time and whose next line starts with a time (so a
 * line above it such as "Time range: last 24 hours" is not taken for it); -1 when there is none.
 */
function headerIndexOf(lines: readonly string[]): number {
  return lines.findIndex((line, index) => {
    const cells = csvCells(line, separatorOf(line));
    if (cells.length < 2 || !timeHeader.test(cells[0] ?? '')) return false;
    const next = lines.slice(index + 1).find((other) => other.trim() !== '');
    return next !== undefined && isTime(csvCells(next, separatorOf(line))[0] ?? '');
  });
}

interface Row {
  line: number;
  cells: string[];
}

/**
 * Reads the portal's metrics chart CSV.
 * @example readPortalCsv('Time,Connection Count (Max)\n2026-03-02 00:00,1200\n...')
 *   // { ok: true, raw: { format: 'csv', series: [{ metric: 'connectionCount', ... }], ... } }
 */
export function readPortalCsv(text: string): RawRead {
  const lines = text.split(/\r\n|\n|\r/);
  const headerIndex = headerIndexOf(lines);
  if (headerIndex === -1) return { ok: false, problems: [{ kind: 'noHeader' }] };
  const headerLine = lines[headerIndex] as string;
  const separator = separatorOf(headerLine);
  const line = headerIndex + 1;
  const problems: MetricsProblem[] = [];
  const columns = csvCells(headerLine, separator)
    .slice(1)
    .map((header, index) => columnOf(header, index + 1));
  const chosen = chosenColumns(columns, line, problems);
  if (problems.length > 0) return { ok: false, problems };
  const rows: Row[] = lines
    .map((content, index) => ({ line: index + 1, cells: csvCells(content, separator) }))
    .slice(headerIndex + 1)
    .filter((row) => row.cells.some((cell) => cell !== ''));
  const order = slashOrderOf(rows.map((row) => row.cells[0] ?? ''));
  const series: RawSeries[] = chosen.map((column) => ({
    metric: column.metric as MetricKey,
    name: column.header,
    points: [],
    line,
  }));
  let allZoned = true;
  for (const row of rows) {
    const timeText = row.cells[0] ?? '';
    const time = readCsvTime(timeText, order);
    if (!time) return { ok: false, problems: [{ kind: 'time', text: timeText, line: row.line }] };
    allZoned &&= time.zoned;
    for (const [index, column] of chosen.entries()) {
      const cell = row.cells[column.index] ?? '';
      const value = cellNumber(cell, separator);
      if (value === undefined || (value !== null && value < 0)) {
        problems.push({ kind: 'number', name: column.header, text: cell, line: row.line });
        continue;
      }
      const point: RawPoint = { ms: time.ms, text: timeText, value, line: row.line };
      series[index]?.points.push(point);
    }
    if (problems.length > 0) return { ok: false, problems };
  }
  const service = chosen.map((column) => column.service).find((one) => one !== null) ?? null;
  return {
    ok: true,
    raw: { format: 'csv', series, zoned: allZoned, interval: null, span: null, service },
  };
}
