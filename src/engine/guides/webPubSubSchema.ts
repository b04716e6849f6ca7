/**
 * Schema of data/webpubsub-guide.json: Azure Web PubSub's performance guide (MicrosoftDocs/azure-docs,
 * articles/azure-web-pubsub/concept-performance.md), every table of each stored edition as printed, with its
 * provenance, its slips, its contradictions and the guide's own caveats. Types come from these schemas.
 *
 * The rows keep the SignalR tables' names and units (ThroughputTable), so the engine can read both guides alike;
 * the headings, the editions and the notes are the Web PubSub guide's own.
 */
import * as z from 'zod/mini';
import { count, noteSchema, patterns, row, strictlyIncreasing, unitCount } from './guideSchema';

import {
  webPubSubEditions,
  webPubSubTableIds,
  webPubSubRoutes,
  webPubSubHeadings,
  webPubSubRowNames,
  webPubSubSlipNoteKeys,
  webPubSubContradictionKeys,
  webPubSubNoteKeys,
  type WebPubSubTableId,
  type WebPubSubHeading,
  type WebPubSubRowName,
} from './webPubSubNames';
// The names and limits the schemas are built from, in a module without zod: the page's first load uses them
// before it has loaded any schema (vite.config.ts).
export {
  webPubSubEditions,
  webPubSubTableIds,
  webPubSubRoutes,
  webPubSubHeadings,
  webPubSubRowNames,
  webPubSubSlipNoteKeys,
  webPubSubContradictionKeys,
  webPubSubNoteKeys,
} from './webPubSubNames';
export type {
  WebPubSubEdition,
  WebPubSubTableId,
  WebPubSubRoute,
  WebPubSubHeading,
  WebPubSubRowName,
} from './webPubSubNames';

const commit = z.string().check(z.regex(/^[0-9a-f]{40}$/, 'a commit is 40 lowercase hex digits'));
const guideFile = 'articles/azure-web-pubsub/concept-performance.md';
const text = z.string().check(z.minLength(1));

/** Where a table was read: the guide's file at a stored commit, its ms.date and the heading above the table. */
const provenanceSchema = z.strictObject({
  repository: z.literal('MicrosoftDocs/azure-docs'),
  file: z.literal(guideFile),
  commit,
  documentDate: z.iso.date(),
  anchor: z.enum(webPubSubHeadings),
});

/** One printed row: the guide's label, and the data rows it fills ("Inbound/outbound ..." fills two). */
const printedRowSchema = z.strictObject({
  label: text,
  rows: z.array(z.enum(webPubSubRowNames)).check(z.minLength(1)),
});

/** Every row has one value per unit column. */
function rowsMatchUnits(table: { units: number[]; [name: string]: unknown }): boolean {
  return webPubSubRowNames.every((name) => {
    const values = table[name];
    return values === undefined || (Array.isArray(values) && values.length === table.units.length);
  });
}

function rowsAreLabelled(table: {
  printedRows: { rows: WebPubSubRowName[] }[];
  [name: string]: unknown;
}): boolean {
  const labelled = table.printedRows.flatMap((printed) => printed.rows);
  const present = webPubSubRowNames.filter((name) => Array.isArray(table[name]));
  return (
    new Set(labelled).size === labelled.length &&
    labelled.length === present.length &&
    present.every((name) => labelled.includes(name))
  );
}

function sectionEndsAtAnchor(table: {
  section: WebPubSubHeading[];
  provenance: { anchor: WebPubSubHeading };
}): boolean {
  return table.section.at(-1) === table.provenance.anchor;
}

export const webPubSubTableSchema = z
  .strictObject({
    id: z.enum(webPubSubTableIds),
    pattern: z.enum(patterns),
    route: z.enum(webPubSubRoutes),
    /** The table's top-left cell, as the English guide prints it ("Send to big group"). */
    title: text,
    section: z.array(z.enum(webPubSubHeadings)).check(z.minLength(1)),
    provenance: provenanceSchema,
    printedRows: z.array(printedRowSchema).check(z.minLength(2)),
    units: z
      .array(unitCount)
      .check(z.minLength(2), z.refine(strictlyIncreasing, 'units must increase')),
    connections: row,
    inboundEqualsOutbound: z.optional(z.boolean()),
    groupMemberCount: z.optional(row),
    groupCount: z.optional(row),
    inboundMessagesPerSecond: row,
    inboundBytesPerSecond: row,
    outboundMessagesPerSecond: row,
    outboundBytesPerSecond: row,
  })
  .check(
    z.refine(rowsMatchUnits, 'every row must have one value per unit column'),
    z.refine(rowsAreLabelled, 'every row must be printed once, under one label'),
    z.refine(sectionEndsAtAnchor, 'the provenance anchor must be the heading above the table'),
  );
export type WebPubSubTable = z.infer<typeof webPubSubTableSchema>;

export const webPubSubSlipSchema = z.strictObject({
  id: text,
  table: z.enum(webPubSubTableIds),
  row: z.enum(['inboundBytesPerSecond', 'outboundBytesPerSecond', 'groupMemberCount']),
  unit: unitCount,
  printed: count,
  /** The guide's own formula at this cell: messages/s x message size, or connections / 10 members. */
  formula: count,
  engineUses: z.literal('formula'),
  note: noteSchema(webPubSubSlipNoteKeys),
});
export type WebPubSubSlip = z.infer<typeof webPubSubSlipSchema>;

/** A cell printed oddly (a stray "ps", a cut-off heading) whose value is not in doubt: kept verbatim. */
export const webPubSubTypographySchema = z.strictObject({
  id: text,
  table: z.enum(webPubSubTableIds),
  row: z.enum([...webPubSubRowNames, 'heading'] as const),
  unit: unitCount,
  /** The cell's markdown, verbatim. */
  printed: text,
  /** The value the data holds for it (bytes/s for a bandwidth, the unit count for a heading). */
  readAs: count,
  /** The stored commit that prints it, where other stored texts of the edition do not. */
  commit: z.optional(commit),
});
export type WebPubSubTypography = z.infer<typeof webPubSubTypographySchema>;

export const webPubSubContradictionSchema = z.strictObject({
  id: text,
  tables: z.array(z.enum(webPubSubTableIds)),
  units: z.array(unitCount),
  description: noteSchema(webPubSubContradictionKeys),
  /** The guide's words the contradiction rests on, verbatim. */
  quotes: z.array(text).check(z.minLength(1)),
});
export type WebPubSubContradiction = z.infer<typeof webPubSubContradictionSchema>;

/** One of the guide's own caveats: a key for the catalogs, its numbers, and the English words as printed. */
export const webPubSubNoteSchema = z.strictObject({
  id: text,
  text: noteSchema(webPubSubNoteKeys),
  quote: text,
  anchor: z.enum(webPubSubHeadings),
  /** The tables the caveat qualifies; empty: the whole guide. */
  tables: z.array(z.enum(webPubSubTableIds)),
});
export type WebPubSubNote = z.infer<typeof webPubSubNoteSchema>;

function everyTableOnce(edition: { tables: { id: WebPubSubTableId }[] }): boolean {
  const ids = edition.tables.map((table) => table.id);
  return (
    ids.length === webPubSubTableIds.length && webPubSubTableIds.every((id) => ids.includes(id))
  );
}

function tablesPrintEditionUnits(edition: {
  units: number[];
  tables: { units: number[] }[];
}): boolean {
  return edition.tables.every((table) => table.units.join() === edition.units.join());
}

export const webPubSubEditionSchema = z
  .strictObject({
    edition: z.enum(webPubSubEditions),
    /** The page's ms.date. */
    documentDate: z.iso.date(),
    /** Stored commits of the guide that print this edition's tables; the first is the one each table cites. */
    commits: z.array(commit).check(z.minLength(1)),
    /** How the edition was found and what differs between its stored texts. */
    sourceNote: text,
    bandwidthUnits: z.strictObject({ note: text, KBps: unitCount, MBps: unitCount }),
    messageBytes: unitCount,
    sendIntervalSeconds: z.number().check(z.gt(0)),
    units: z.array(unitCount).check(z.refine(strictlyIncreasing, 'units must increase')),
    tables: z.array(webPubSubTableSchema),
    slips: z.array(webPubSubSlipSchema),
    typography: z.array(webPubSubTypographySchema),
    contradictions: z.array(webPubSubContradictionSchema),
    notes: z.array(webPubSubNoteSchema),
  })
  .check(
    z.refine(
      everyTableOnce,
      'every table (big and small group, echo, REST user, REST broadcast) once',
    ),
    z.refine(tablesPrintEditionUnits, 'every table prints the edition’s unit columns'),
    z.refine(
      (edition) => edition.tables.every((table) => edition.commits[0] === table.provenance.commit),
      'every table cites the edition’s first commit',
    ),
  );
export type WebPubSubGuideEdition = z.infer<typeof webPubSubEditionSchema>;

export const webPubSubGuideSchema = z
  .strictObject({
    service: z.literal('webPubSub'),
    title: text,
    repository: z.literal('MicrosoftDocs/azure-docs'),
    file: z.literal(guideFile),
    editions: z.array(webPubSubEditionSchema),
  })
  .check(
    z.refine(
      (guide) =>
        guide.editions.map((edition) => edition.edition).join() === webPubSubEditions.join(),
      'the editions, once each, oldest first: 2021, current',
    ),
  );
export type WebPubSubGuide = z.infer<typeof webPubSubGuideSchema>;
