/**
 * Schemas of the files in data/: the guide's tables (one file per edition) and the SKU catalog.
 * The TypeScript types used by the engine are inferred from these schemas.
 */
import * as z from 'zod/mini';

import {
  editions,
  patterns,
  skuIds,
  throughputTableIds,
  appServerPatterns,
  appServerFrameworks,
  guideHeadings,
  slipNoteKeys,
  contradictionKeys,
  engineRuleKeys,
  guideNoteKeys,
} from './guideNames';
// The names and limits the schemas are built from, in a module without zod: the page's first load uses them
// before it has loaded any schema (vite.config.ts).
export {
  editions,
  patterns,
  skuIds,
  throughputTableIds,
  appServerPatterns,
  appServerFrameworks,
  guideHeadings,
  slipNoteKeys,
  contradictionKeys,
  engineRuleKeys,
  guideNoteKeys,
} from './guideNames';
export type {
  Edition,
  Pattern,
  SkuId,
  ThroughputTableId,
  AppServerPattern,
  AppServerFramework,
  GuideHeading,
} from './guideNames';

/**
 * What a note quotes, by placeholder name. Units live in the names: `…BytesPerSecond` is a bandwidth (shown in
 * the guide's KBps and MBps), `…Share` a fraction (shown as a percentage), any other number a count; a list is
 * a list of counts; a text is a source's verbatim English words, quoted as they are.
 */
const noteParamsSchema = z.record(
  z.string(),
  z.union([z.number(), z.array(z.number()), z.string().check(z.minLength(1))]),
);
export type NoteParams = z.infer<typeof noteParamsSchema>;

export function noteSchema<const Keys extends readonly [string, ...string[]]>(keys: Keys) {
  return z.strictObject({ key: z.enum(keys), params: z.optional(noteParamsSchema) });
}

export const count = z.int().check(z.gte(0));
export const unitCount = z.int().check(z.gte(1));
export const row = z.array(count);

/** Every row (an array beside `units`, apart from the section's headings) has one value per unit column. */
function rowsMatchUnits(table: { units: number[] } & Record<string, unknown>): boolean {
  const columnCount = table.units.length;
  return Object.entries(table).every(
    ([name, value]) => name === 'section' || !Array.isArray(value) || value.length === columnCount,
  );
}

export function strictlyIncreasing(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || value > (values[index - 1] ?? Infinity));
}

const tableShape = {
  section: z.array(z.enum(guideHeadings)).check(z.minLength(1)),
  units: z
    .array(unitCount)
    .check(z.minLength(2), z.refine(strictlyIncreasing, 'units must increase')),
  connections: row,
};

export const throughputTableSchema = z
  .strictObject({
    id: z.enum(throughputTableIds),
    pattern: z.enum(patterns),
    ...tableShape,
    inboundEqualsOutbound: z.optional(z.boolean()),
    groupMemberCount: z.optional(row),
    groupCount: z.optional(row),
    inboundMessagesPerSecond: z.optional(row),
    outboundMessagesPerSecond: z.optional(row),
    inboundBytesPerSecond: row,
    outboundBytesPerSecond: row,
  })
  .check(z.refine(rowsMatchUnits, 'every row must have one value per unit column'));
export type ThroughputTable = z.infer<typeof throughputTableSchema>;

export const appServerTableSchema = z
  .strictObject({
    id: z.string().check(z.minLength(1)),
    pattern: z.enum(appServerPatterns),
    server: z.enum(appServerFrameworks),
    ...tableShape,
    appServers: row,
  })
  .check(z.refine(rowsMatchUnits, 'every row must have one value per unit column'));
export type AppServerTable = z.infer<typeof appServerTableSchema>;

export const slipSchema = z.strictObject({
  id: z.string(),
  table: z.enum(throughputTableIds),
  row: z.enum(['inboundBytesPerSecond', 'outboundBytesPerSecond', 'groupMemberCount']),
  unit: unitCount,
  printed: count,
  /** The guide's own formula at this cell: messages/s x message size, or connections / 10 members. */
  formula: count,
  engineUses: z.literal('formula'),
  note: noteSchema(slipNoteKeys),
});
export type Slip = z.infer<typeof slipSchema>;

export const contradictionSchema = z.strictObject({
  id: z.string(),
  tables: z.array(z.string()),
  units: z.array(unitCount),
  description: noteSchema(contradictionKeys),
  engineRule: noteSchema(engineRuleKeys),
});
export type Contradiction = z.infer<typeof contradictionSchema>;

/** One of the guide's own notes worth keeping beside its tables ("Server Load under 70%"). */
export const guideNoteSchema = z.strictObject({ id: z.string(), text: noteSchema(guideNoteKeys) });
export type GuideNote = z.infer<typeof guideNoteSchema>;

export const workedExampleSchema = z.strictObject({
  id: z.string(),
  pattern: z.enum(patterns),
  units: unitCount,
  messageBytes: unitCount,
  inboundMessagesPerSecond: count,
  connections: unitCount,
  sendIntervalSeconds: z.number().check(z.gt(0)),
  printedConnections: unitCount,
  note: z.optional(z.string()),
});
export type WorkedExample = z.infer<typeof workedExampleSchema>;

export const guideEditionSchema = z
  .strictObject({
    edition: z.enum(editions),
    documentDates: z.array(z.iso.date()),
    translations: z.array(z.string()),
    bandwidthUnits: z.strictObject({ note: z.string(), KBps: unitCount, MBps: unitCount }),
    messageBytes: unitCount,
    sendIntervalSeconds: z.number().check(z.gt(0)),
    units: z.array(unitCount),
    tables: z.array(throughputTableSchema),
    appServerTables: z.array(appServerTableSchema),
    serverConnections: z.strictObject({
      default: unitCount,
      benchmark: unitCount,
      broadcastAndBigGroup: unitCount,
    }),
    workedExamples: z.array(workedExampleSchema),
    slips: z.array(slipSchema),
    contradictions: z.array(contradictionSchema),
    notes: z.array(guideNoteSchema),
  })
  .check(
    z.refine(
      (guide) => throughputTableIds.every((id) => guide.tables.some((table) => table.id === id)),
      'every throughput table (echo, broadcast, small and big group, connection, REST) must be present',
    ),
  );
export type GuideEdition = z.infer<typeof guideEditionSchema>;

const price = z.number().check(z.gte(0), z.lte(1_000_000));

export const skuCatalogSchema = z.strictObject({
  source: z.string(),
  billingChunkBytes: unitCount,
  hoursPerMonth: z.number().check(z.gt(0)),
  serverConnectionsPerHubDefault: unitCount,
  prices: z.strictObject({
    currency: z.literal('USD'),
    sourceDate: z.string(),
    source: z.string(),
    perUnitPerDay: z.record(z.enum(skuIds), price),
    perMillionExtraMessages: price,
    /** Azure's data transfer between regions, per GB (1,073,741,824 B): geo-replicas forward messages across. */
    perGbCrossRegion: price,
    perGbCrossRegionSourceDate: z.string(),
    perGbCrossRegionSource: z.string(),
  }),
  skus: z.array(
    z.strictObject({
      id: z.enum(skuIds),
      units: z.array(unitCount).check(z.minLength(1), z.refine(strictlyIncreasing)),
      connectionsPerUnit: unitCount,
      includedMessagesPerUnitPerDay: unitCount,
      messageQuotaIsHard: z.boolean(),
      /** Editions of the guide that know this SKU; absent: every edition. */
      editions: z.optional(z.array(z.enum(editions))),
      note: z.optional(z.string()),
    }),
  ),
});
export type SkuCatalog = z.infer<typeof skuCatalogSchema>;
export type Sku = SkuCatalog['skus'][number];
