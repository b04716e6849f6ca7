/**
 * The guide's tables as rows of cells, as printed, each cell carrying the slip flagged on it (if any), and
 * bandwidths in the guide's own units (its KBps is 1,024 B/s, its MBps 1,000 of those).
 */
import type {
  AppServerTable,
  GuideEdition,
  Slip,
  ThroughputTable,
  WebPubSubGuideEdition,
} from '../../engine';
import type { AnySlip } from '../../components/wording/guideDataText';

type ThroughputTableId = ThroughputTable['id'];

/** The case-study tables, in the guide's order; the Quick evaluation tables repeat echo and broadcast. */
export const caseStudyTableIds = [
  'echo',
  'broadcast',
  'smallGroup',
  'bigGroup',
  'connection',
  'restBroadcast',
  'restUser',
] as const satisfies readonly ThroughputTableId[];

/** Rows of a throughput table, in the order the guide prints them. */
export const throughputRowNames = [
  'connections',
  'groupMemberCount',
  'groupCount',
  'inboundMessagesPerSecond',
  'outboundMessagesPerSecond',
  'inboundBytesPerSecond',
  'outboundBytesPerSecond',
] as const;
type ThroughputRowName = (typeof throughputRowNames)[number];

/** Where the guide prints one row for identical inbound and outbound figures (echo, send to connection ...). */
export type MergedRowName = 'messagesPerSecond' | 'bytesPerSecond';
export type RowName = ThroughputRowName | MergedRowName | 'appServers';
export type CellKind = 'count' | 'bytesPerSecond';

export interface GuideCell {
  units: number;
  /** As printed: a count, or bytes per second. */
  value: number;
  slip: AnySlip | null;
}

export interface GuideRow {
  name: RowName;
  kind: CellKind;
  cells: GuideCell[];
}

function kindOf(name: RowName): CellKind {
  return name === 'inboundBytesPerSecond' ||
    name === 'outboundBytesPerSecond' ||
    name === 'bytesPerSecond'
    ? 'bytesPerSecond'
    : 'count';
}

function sameValues(a: readonly number[] | undefined, b: readonly number[] | undefined): boolean {
  return !!a && !!b && a.length === b.length && a.every((value, index) => value === b[index]);
}

function rowOf(
  table: ThroughputTable,
  name: RowName,
  values: readonly number[],
  slipRows: readonly Slip['row'][],
  slips: readonly Slip[],
): GuideRow {
  return {
    name,
    kind: kindOf(name),
    cells: values.map((value, index) => {
      const units = table.units[index] as number;
      const slip =
        slips.find(
          (candidate) =>
            candidate.table === table.id &&
            candidate.unit === units &&
            slipRows.includes(candidate.row),
        ) ?? null;
      return { units, value, slip };
    }),
  };
}

/**
 * A throughput table's rows as printed, with each slip on its cell. Inbound and outbound rows the guide
 * prints as one (`inboundEqualsOutbound`, identical values) become one "inbound/outbound" row.
 * @example throughputRows(bigGroup2019, guides['2019'].slips)[...].cells[0] // { units: 1, value: 81920, slip: { printed: 81920, formula: 40960, ... } }
 */
export function throughputRows(table: ThroughputTable, slips: readonly Slip[]): GuideRow[] {
  const merge =
    table.inboundEqualsOutbound === true &&
    sameValues(table.inboundMessagesPerSecond, table.outboundMessagesPerSecond) &&
    sameValues(table.inboundBytesPerSecond, table.outboundBytesPerSecond);
  const rows: GuideRow[] = [];
  for (const name of throughputRowNames) {
    const values = table[name];
    if (!values) continue;
    if (merge && (name === 'outboundMessagesPerSecond' || name === 'outboundBytesPerSecond')) {
      continue;
    }
    if (merge && name === 'inboundMessagesPerSecond') {
      rows.push(rowOf(table, 'messagesPerSecond', values, [], slips));
    } else if (merge && name === 'inboundBytesPerSecond') {
      const slipRows = ['inboundBytesPerSecond', 'outboundBytesPerSecond'] as const;
      rows.push(rowOf(table, 'bytesPerSecond', values, slipRows, slips));
    } else {
      const slipRows: Slip['row'][] =
        name === 'inboundBytesPerSecond' ||
        name === 'outboundBytesPerSecond' ||
        name === 'groupMemberCount'
          ? [name]
          : [];
      rows.push(rowOf(table, name, values, slipRows, slips));
    }
  }
  return rows;
}

/** An app-server table's rows: connections and app servers, per unit column. */
export function appServerRows(table: AppServerTable): GuideRow[] {
  const cells = (values: readonly number[]) =>
    values.map((value, index) => ({ units: table.units[index] as number, value, slip: null }));
  return [
    { name: 'connections', kind: 'count', cells: cells(table.connections) },
    { name: 'appServers', kind: 'count', cells: cells(table.appServers) },
  ];
}

/** The case-study throughput tables of an edition, in the guide's order. */
export function caseStudyTables(guide: GuideEdition): ThroughputTable[] {
  return caseStudyTableIds.flatMap((id) => guide.tables.filter((table) => table.id === id));
}

/** The slips of one table, in the order of its rows and columns. */
export function slipsOfTable(rows: readonly GuideRow[]): AnySlip[] {
  const found: AnySlip[] = [];
  for (const row of rows) {
    for (const cell of row.cells) {
      if (cell.slip && !found.includes(cell.slip)) found.push(cell.slip);
    }
  }
  return found;
}

type WebPubSubTable = WebPubSubGuideEdition['tables'][number];
type WebPubSubSlip = WebPubSubGuideEdition['slips'][number];

/**
 * A Web PubSub table's rows in the order and under the labels its guide prints them: a printed row that fills two
 * data rows ("Inbound/outbound messages per second") becomes one merged row; each slip sits on its cell.
 * @example webPubSubRows(bigGroupCurrent, slips)[1].cells[5] // { units: 200, value: 5000, slip: { formula: 20000, ... } }
 */
export function webPubSubRows(table: WebPubSubTable, slips: readonly WebPubSubSlip[]): GuideRow[] {
  return table.printedRows.map((printed): GuideRow => {
    const [first] = printed.rows;
    const merged = printed.rows.length > 1;
    const name: RowName = !merged
      ? (first ?? 'connections')
      : first === 'inboundBytesPerSecond' || first === 'outboundBytesPerSecond'
        ? 'bytesPerSecond'
        : 'messagesPerSecond';
    const values = (first && table[first]) ?? [];
    return {
      name,
      kind: kindOf(name),
      cells: values.map((value, index) => {
        const units = table.units[index] as number;
        const slip =
          slips.find(
            (candidate) =>
              candidate.table === table.id &&
              candidate.unit === units &&
              (printed.rows as readonly string[]).includes(candidate.row),
          ) ?? null;
        return { units, value, slip };
      }),
    };
  });
}
