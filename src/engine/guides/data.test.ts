// @vitest-environment node
import { describe, expect, it } from 'vitest';
import guide2019Json from '../../../data/guide-2019.json' with { type: 'json' };
import guideCurrentJson from '../../../data/guide-current.json' with { type: 'json' };
import serviceRulesJson from '../../../data/service-rules.json' with { type: 'json' };
import skuCatalogJson from '../../../data/skus.json' with { type: 'json' };
import { guides, serviceRules, skuCatalog } from './data';
import { serviceRulesSchema } from './serviceRulesSchema';
import { editions, guideEditionSchema, skuCatalogSchema, type GuideEdition } from './guideSchema';

const bandwidthRows = [
  ['inboundBytesPerSecond', 'inboundMessagesPerSecond'],
  ['outboundBytesPerSecond', 'outboundMessagesPerSecond'],
] as const;

/** Every cell where the guide's printed value differs from what its own formula gives. */
function findSlips(guide: GuideEdition): string[] {
  const found: string[] = [];
  for (const table of guide.tables) {
    table.units.forEach((units, column) => {
      for (const [bytesRow, messagesRow] of bandwidthRows) {
        const messages = table[messagesRow]?.[column];
        const printed = table[bytesRow][column];
        if (messages !== undefined && printed !== messages * guide.messageBytes) {
          found.push(`${table.id}.${bytesRow}@${units}`);
        }
      }
      const members = table.groupMemberCount?.[column];
      const connections = table.connections[column] as number;
      if (table.id === 'bigGroup' && members !== connections / 10) {
        found.push(`${table.id}.groupMemberCount@${units}`);
      }
    });
  }
  return found.sort();
}

describe('data files', () => {
  it.each([
    ['guide-2019.json', guide2019Json],
    ['guide-current.json', guideCurrentJson],
  ])('%s parses against the guide schema', (_name, json) => {
    expect(guideEditionSchema.safeParse(json).success).toBe(true);
  });

  it('skus.json parses against the catalog schema', () => {
    expect(skuCatalogSchema.safeParse(skuCatalogJson).success).toBe(true);
  });

  it('service-rules.json parses, and every rule names its source', () => {
    expect(serviceRulesSchema.safeParse(serviceRulesJson).success).toBe(true);
    const sources = JSON.stringify(serviceRules).match(/"source":"[^"]+"/g) ?? [];
    expect(sources.length).toBeGreaterThanOrEqual(6);
    expect(serviceRules.connectionQuota.source).toMatch(/issue 254/);
    expect(serviceRules.connectionOpenRates.source).toMatch(/issue 1282/);
  });

  it('flags the connection-open slip of issue 1282: 100,000 connections at 8,000/s take 12.5 s, not the 25 printed', () => {
    const [slip] = serviceRules.connectionOpenRates.slips;
    const unit100 = serviceRules.connectionOpenRates.points.find((point) => point.units === 100);
    expect(unit100?.perSecond).toBe(8000);
    expect(100_000 / (unit100?.perSecond ?? 0)).toBe(12.5);
    // The engine uses the reading consistent with the row's own time: 100,000 / 25 s.
    expect(slip).toMatchObject({ units: 100, engineUses: 'time', usedPerSecond: 100_000 / 25 });
  });

  it('rejects a table whose row is shorter than its unit columns', () => {
    const broken = structuredClone(guide2019Json);
    broken.tables[0]?.connections.pop();
    expect(guideEditionSchema.safeParse(broken).success).toBe(false);
  });

  it('holds the units each edition prints', () => {
    expect(guides['2019'].units).toEqual([1, 2, 5, 10, 20, 50, 100]);
    expect(guides.current.units).toEqual([1, 2, 10, 50, 100, 200, 500, 1000]);
    const currentConnection = guides.current.tables.find((t) => t.id === 'connection');
    expect(currentConnection?.units).toEqual([1, 2, 20, 50, 100, 200, 500, 1000]);
  });

  it('the SKU catalog sells Free x1, Standard and Premium_P1 at 1-10 then 20-100, Premium_P2 at 100-1,000', () => {
    const units = Object.fromEntries(skuCatalog.skus.map((sku) => [sku.id, sku.units]));
    expect(units.Free).toEqual([1]);
    expect(units.Standard_S1).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100,
    ]);
    expect(units.Premium_P1).toEqual(units.Standard_S1);
    expect(units.Premium_P2).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(skuCatalog.billingChunkBytes).toBe(2048);
  });
});

describe.each(editions)('edition %s: printed values against the guide formulas', (edition) => {
  const guide = guides[edition];

  it('no message rate falls as units grow (so a lower column is never the more favourable reading)', () => {
    for (const table of guide.tables) {
      for (const row of [table.inboundMessagesPerSecond, table.outboundMessagesPerSecond]) {
        row?.forEach((value, column) => {
          if (column > 0) expect(value).toBeGreaterThanOrEqual(row[column - 1] as number);
        });
      }
    }
  });

  it('names the contradiction of its benchmarks with the connection quota', () => {
    expect(guide.contradictions.map((c) => c.id)).toContain(
      `${edition}-server-connections-in-quota`,
    );
  });

  it('every table has one connection count of 1,000 per unit', () => {
    for (const table of [...guide.tables, ...guide.appServerTables]) {
      expect(table.connections).toEqual(table.units.map((units) => units * 1000));
    }
  });

  it('every printed slip is flagged, and every flag is a real slip', () => {
    const flagged = guide.slips.map((slip) => `${slip.table}.${slip.row}@${slip.unit}`).sort();
    expect(findSlips(guide)).toEqual(flagged);
  });

  it('every flagged slip records the printed value and the formula value', () => {
    for (const slip of guide.slips) {
      const table = guide.tables.find((t) => t.id === slip.table);
      const column = table?.units.indexOf(slip.unit) ?? -1;
      expect(table?.[slip.row]?.[column]).toBe(slip.printed);
      expect(slip.printed).not.toBe(slip.formula);
    }
  });

  it('every slip’s formula value is the guide’s own formula at that cell', () => {
    for (const slip of guide.slips) {
      const table = guide.tables.find((t) => t.id === slip.table);
      const column = table?.units.indexOf(slip.unit) ?? -1;
      const messagesRow =
        slip.row === 'inboundBytesPerSecond'
          ? 'inboundMessagesPerSecond'
          : 'outboundMessagesPerSecond';
      const expected =
        slip.row === 'groupMemberCount'
          ? (table?.connections[column] ?? 0) / 10
          : (table?.[messagesRow]?.[column] ?? 0) * guide.messageBytes;
      expect(slip.formula, slip.id).toBe(expected);
    }
  });

  it('the quick-evaluation tables repeat the case-study echo and broadcast tables', () => {
    const byId = (id: string) => guide.tables.find((t) => t.id === id);
    for (const [quick, full] of [
      ['quickEcho', 'echo'],
      ['quickBroadcast', 'broadcast'],
    ] as const) {
      expect(byId(quick)?.inboundBytesPerSecond).toEqual(byId(full)?.inboundBytesPerSecond);
      expect(byId(quick)?.outboundBytesPerSecond).toEqual(byId(full)?.outboundBytesPerSecond);
    }
  });

  it('small groups have 10 members and connections / 10 groups', () => {
    const small = guide.tables.find((t) => t.id === 'smallGroup');
    expect(small?.groupMemberCount?.every((members) => members === 10)).toBe(true);
    expect(small?.groupCount).toEqual(small?.connections.map((c) => c / 10));
  });

  it('small-group outbound is inbound x 10 and big-group outbound is inbound x connections / 10', () => {
    const small = guide.tables.find((t) => t.id === 'smallGroup');
    const big = guide.tables.find((t) => t.id === 'bigGroup');
    expect(small?.outboundMessagesPerSecond).toEqual(
      small?.inboundMessagesPerSecond?.map((m) => m * 10),
    );
    expect(big?.outboundMessagesPerSecond).toEqual(
      big?.connections.map((c, i) => (big.inboundMessagesPerSecond?.[i] ?? 0) * (c / 10)),
    );
  });
});

describe('the slips the issue names', () => {
  const slip = (edition: 'current' | '2019', id: string) =>
    guides[edition].slips.find((candidate) => candidate.id === id);

  it('2019 big group prints 80 KBps at unit 1 and 20 KBps at unit 10 for 20 messages/s of 2 KB', () => {
    expect(slip('2019', '2019-bigGroup-inbound-unit1')).toMatchObject({
      printed: 81_920,
      formula: 40_960,
    });
    expect(slip('2019', '2019-bigGroup-inbound-unit10')).toMatchObject({
      printed: 20_480,
      formula: 40_960,
    });
  });

  it('2019 big group prints 8 MBps outbound at unit 1 for 2,000 messages/s', () => {
    expect(slip('2019', '2019-bigGroup-outbound-unit1')).toMatchObject({
      printed: 8_192_000,
      formula: 4_096_000,
    });
  });

  it('2019 REST send to user prints 10 MBps at unit 50 for 10,000 messages/s', () => {
    expect(slip('2019', '2019-restUser-inbound-unit50')).toMatchObject({
      printed: 10_240_000,
      formula: 20_480_000,
    });
  });

  it('current big-group member counts stop being connections / 10 from unit 10', () => {
    expect(guides.current.slips.map((s) => s.unit)).toEqual([10, 50, 100, 200, 500, 1000]);
    expect(slip('current', 'current-bigGroup-members-unit1000')).toMatchObject({
      printed: 20_000,
      formula: 100_000,
    });
  });
});
