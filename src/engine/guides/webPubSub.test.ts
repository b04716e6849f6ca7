// @vitest-environment node
/**
 * data/webpubsub-guide.json against the Web PubSub guide as printed (tests/fixtures/webPubSubPrinted.ts, typed
 * from the page a second time): every cell of every table of both editions, the guide's own formulas, and the
 * slips and odd prints the data flags.
 */
import { describe, expect, it } from 'vitest';
import webPubSubGuideJson from '../../../data/webpubsub-guide.json' with { type: 'json' };
import { printedTables } from '../../../tests/fixtures/webPubSubPrinted';
import { webPubSubGuide } from './laterTables';
import {
  webPubSubEditions,
  webPubSubGuideSchema,
  webPubSubTableIds,
  type WebPubSubGuideEdition,
  type WebPubSubTable,
} from './webPubSubSchema';

const editionOf = (edition: string): WebPubSubGuideEdition => {
  const found = webPubSubGuide.editions.find((candidate) => candidate.edition === edition);
  if (!found) throw new Error(`no edition ${edition}`);
  return found;
};

const tableOf = (edition: string, id: string): WebPubSubTable => {
  const found = editionOf(edition).tables.find((table) => table.id === id);
  if (!found) throw new Error(`edition ${edition} has no ${id} table`);
  return found;
};

const cellsOf = (printedRow: string): string[] => printedRow.split('|').map((cell) => cell.trim());

/**
 * A printed cell's value: a count ("1,000"), or a bandwidth in the guide's KBps (1,024 B/s) and MBps (1,024,000
 * B/s). "MB" without "ps" is an odd print the data must flag (the caller checks).
 */
function valueOf(cell: string, units: WebPubSubGuideEdition['bandwidthUnits']): number {
  const match = /^([\d,.]+)\s*(KBps|MBps|MB)?$/.exec(cell);
  if (!match) throw new Error(`unreadable cell "${cell}"`);
  const number = Number((match[1] as string).replaceAll(',', ''));
  if (match[2] === undefined) return number;
  return Math.round(number * (match[2] === 'KBps' ? units.KBps : units.MBps));
}

const columns = webPubSubEditions.flatMap((edition) =>
  webPubSubTableIds.flatMap((table) =>
    editionOf(edition).units.map((unit, column) => ({ edition, table, unit, column })),
  ),
);

describe('every printed cell of the Web PubSub guide', () => {
  it('covers five tables at seven columns (2021) and at eight (current)', () => {
    expect(columns).toHaveLength(5 * 7 + 5 * 8);
  });

  it.each(
    webPubSubEditions.flatMap((edition) => webPubSubTableIds.map((table) => ({ edition, table }))),
  )(
    '$edition $table: the title, the unit columns and the row labels in printed order',
    ({ edition, table }) => {
      const printed = printedTables[edition][table];
      const data = tableOf(edition, table);
      expect(data.title).toBe(printed.title);
      expect(cellsOf(printed.columns).map((heading) => Number(/\d+$/.exec(heading)?.[0]))).toEqual(
        data.units,
      );
      expect(data.printedRows.map((row) => row.label)).toEqual(Object.keys(printed.rows));
    },
  );

  it.each(columns)('$edition $table unit $unit', ({ edition, table, column }) => {
    const guide = editionOf(edition);
    const data = tableOf(edition, table);
    for (const [label, printedRow] of Object.entries(printedTables[edition][table].rows)) {
      const cell = cellsOf(printedRow)[column] as string;
      const rows = data.printedRows.find((printed) => printed.label === label)?.rows ?? [];
      expect(rows, label).not.toHaveLength(0);
      for (const row of rows)
        expect(data[row]?.[column], `${label} (${row})`).toBe(valueOf(cell, guide.bandwidthUnits));
    }
  });

  it.each(webPubSubEditions)(
    '%s: a bandwidth printed "MB" is exactly a flagged odd print',
    (edition) => {
      const guide = editionOf(edition);
      const unitless = Object.entries(printedTables[edition]).flatMap(([table, printed]) =>
        Object.values(printed.rows).flatMap((printedRow) =>
          cellsOf(printedRow).flatMap((cell, column) =>
            cell.endsWith('MB') ? [`${table}@${guide.units[column]}`] : [],
          ),
        ),
      );
      const flagged = guide.typography
        .filter((odd) => odd.printed.replaceAll('*', '').endsWith('MB'))
        .map((odd) => `${odd.table}@${odd.unit}`);
      expect(unitless).toEqual(flagged);
    },
  );
});

describe.each(webPubSubEditions)('edition %s against the guide’s own formulas', (edition) => {
  const guide = editionOf(edition);

  it.each(webPubSubTableIds)('%s: bandwidth = messages/s × 2,048 B, inbound and outbound', (id) => {
    const table = tableOf(edition, id);
    expect(guide.messageBytes).toBe(2048);
    expect(table.inboundBytesPerSecond).toEqual(
      table.inboundMessagesPerSecond.map((messages) => messages * guide.messageBytes),
    );
    expect(table.outboundBytesPerSecond).toEqual(
      table.outboundMessagesPerSecond.map((messages) => messages * guide.messageBytes),
    );
  });

  it.each(webPubSubTableIds)('%s: 1,000 connections per unit', (id) => {
    const table = tableOf(edition, id);
    expect(table.connections).toEqual(table.units.map((units) => units * 1000));
  });

  it('echo and REST send to user print one inbound/outbound row: inbound equals outbound', () => {
    for (const id of ['echo', 'restUser'] as const) {
      const table = tableOf(edition, id);
      expect(table.inboundEqualsOutbound).toBe(true);
      expect(table.outboundMessagesPerSecond).toEqual(table.inboundMessagesPerSecond);
    }
  });

  it('small groups: 10 members, connections / 10 groups, each message delivered to 10', () => {
    const small = tableOf(edition, 'smallGroup');
    expect(small.groupMemberCount).toEqual(small.units.map(() => 10));
    expect(small.groupCount).toEqual(small.connections.map((connections) => connections / 10));
    expect(small.outboundMessagesPerSecond).toEqual(
      small.inboundMessagesPerSecond.map((messages) => messages * 10),
    );
  });

  it('big groups: 10 groups, and outbound = 30 messages/s × connections / 10 members (the definition)', () => {
    const big = tableOf(edition, 'bigGroup');
    expect(big.groupCount).toEqual(big.units.map(() => 10));
    expect(big.outboundMessagesPerSecond).toEqual(
      big.connections.map(
        (connections, column) => (big.inboundMessagesPerSecond[column] ?? 0) * (connections / 10),
      ),
    );
  });

  it('REST broadcast: every connection receives each message, with big group’s outbound bandwidth', () => {
    const broadcast = tableOf(edition, 'restBroadcast');
    expect(broadcast.outboundMessagesPerSecond).toEqual(
      broadcast.connections.map(
        (connections, column) => (broadcast.inboundMessagesPerSecond[column] ?? 0) * connections,
      ),
    );
    expect(broadcast.outboundBytesPerSecond).toEqual(
      tableOf(edition, 'bigGroup').outboundBytesPerSecond,
    );
  });

  it('every big-group member count that is not connections / 10 is a flagged slip, and only those', () => {
    const big = tableOf(edition, 'bigGroup');
    const found = big.units.filter(
      (_unit, column) => big.groupMemberCount?.[column] !== (big.connections[column] ?? 0) / 10,
    );
    expect(guide.slips.map((slip) => slip.unit)).toEqual(found);
    for (const slip of guide.slips) {
      const column = big.units.indexOf(slip.unit);
      expect(slip).toMatchObject({ table: 'bigGroup', row: 'groupMemberCount' });
      expect(big.groupMemberCount?.[column]).toBe(slip.printed);
      expect(slip.formula).toBe((big.connections[column] ?? 0) / 10);
    }
  });

  it('every odd print reads as the value the data holds', () => {
    for (const odd of guide.typography) {
      const table = tableOf(edition, odd.table);
      const column = table.units.indexOf(odd.unit);
      const held = odd.row === 'heading' ? table.units[column] : table[odd.row]?.[column];
      expect(held, odd.id).toBe(odd.readAs);
    }
  });

  it('every table cites the guide file, the edition’s commit and ms.date, and the heading above it', () => {
    for (const table of guide.tables) {
      expect(table.provenance).toEqual({
        repository: 'MicrosoftDocs/azure-docs',
        file: 'articles/azure-web-pubsub/concept-performance.md',
        commit: guide.commits[0],
        documentDate: '2021-11-08',
        anchor: table.section.at(-1),
      });
    }
  });
});

describe('what the editions print, and what they leave out', () => {
  it('2021 stops at unit 100 and says so; current adds Premium_P2’s units 200, 500 and 1,000', () => {
    expect(editionOf('2021').units).toEqual([1, 2, 5, 10, 20, 50, 100]);
    expect(editionOf('2021').notes.find((note) => note.id === 'tablesStopAtUnit')?.text).toEqual({
      key: 'tablesStopAtUnit',
      params: { units: 100 },
    });
    expect(editionOf('current').units).toEqual([1, 2, 10, 50, 100, 200, 500, 1000]);
  });

  it('current big groups print 5,000, 10,000 and 20,000 members at units 200, 500 and 1,000 (the formula: 20,000, 50,000, 100,000)', () => {
    expect(
      editionOf('current').slips.map(({ unit, printed, formula }) => [unit, printed, formula]),
    ).toEqual([
      [200, 5000, 20000],
      [500, 10000, 50000],
      [1000, 20000, 100000],
    ]);
    expect(editionOf('2021').slips).toEqual([]);
  });

  it('small groups stop scaling at unit 50: 15,000 messages/s (2021), 10,000 (current) until Premium_P2', () => {
    const small2021 = tableOf('2021', 'smallGroup').inboundMessagesPerSecond;
    const smallCurrent = tableOf('current', 'smallGroup').inboundMessagesPerSecond;
    expect(small2021.slice(-2)).toEqual([15000, 15000]);
    expect(smallCurrent.slice(3)).toEqual([10000, 10000, 20000, 50000, 100000]);
  });

  it('2021 small groups send more out at units 1 to 20 than big groups’ maximum outbound: flagged', () => {
    const small = tableOf('2021', 'smallGroup');
    const big = tableOf('2021', 'bigGroup');
    const above = small.units.filter(
      (_unit, column) =>
        (small.outboundBytesPerSecond[column] ?? 0) > (big.outboundBytesPerSecond[column] ?? 0),
    );
    const flagged = editionOf('2021').contradictions.find(
      (contradiction) => contradiction.id === '2021-smallGroup-outbound-exceeds-bigGroup',
    );
    expect(above).toEqual([1, 2, 5, 10, 20]);
    expect(flagged?.units).toEqual(above);
  });

  it('the guide’s caveats keep its words: Server Load under 70%, routing cost outside it, HTTP 1.1 upstream', () => {
    for (const edition of webPubSubEditions) {
      const quotes = editionOf(edition)
        .notes.map((note) => note.quote)
        .join('\n');
      expect(quotes).toContain('if the Server Load is below 70%');
      expect(quotes).toContain('large routing cost which is not included in the Server Load');
      expect(quotes).toContain('The below result is tested using HTTP 1.1');
    }
  });
});

describe('the Web PubSub guide’s schema', () => {
  it('accepts the data file, and data.ts holds it as parsed', () => {
    expect(webPubSubGuideSchema.safeParse(webPubSubGuideJson).success).toBe(true);
    expect(webPubSubGuide).toEqual(webPubSubGuideJson);
  });

  it('rejects a row shorter than its unit columns', () => {
    const broken = structuredClone(webPubSubGuideJson);
    broken.editions[0]?.tables[0]?.outboundBytesPerSecond.pop();
    expect(webPubSubGuideSchema.safeParse(broken).success).toBe(false);
  });

  it('rejects a row no printed label holds', () => {
    const broken = structuredClone(webPubSubGuideJson);
    broken.editions[1]?.tables[2]?.printedRows.pop();
    expect(webPubSubGuideSchema.safeParse(broken).success).toBe(false);
  });

  it('rejects an edition without one of the five tables', () => {
    const broken = structuredClone(webPubSubGuideJson);
    broken.editions[1]?.tables.pop();
    expect(webPubSubGuideSchema.safeParse(broken).success).toBe(false);
  });

  it('rejects a table citing a commit other than its edition’s', () => {
    const broken = structuredClone(webPubSubGuideJson);
    const table = broken.editions[0]?.tables[1];
    if (table) table.provenance.commit = '2aad85cad70e25e90df0f44e232ca8d5fcc4af6f';
    expect(webPubSubGuideSchema.safeParse(broken).success).toBe(false);
  });
});
