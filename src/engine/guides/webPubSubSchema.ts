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

/**
 * 2021: the tables of units 1 to 100 (ms.date 11/08/2021). current: the tables extended to units 200, 500 and
 * 1,000 (Premium_P2) by pull request 270189, whose page still prints ms.date 11/08/2021.
 */
export const webPubSubEditions = ['2021', 'current'] as const;
export type WebPubSubEdition = (typeof webPubSubEditions)[number];

export const webPubSubTableIds = [
  'bigGroup',
  'smallGroup',
  'echo',
  'restUser',
  'restBroadcast',
] as const;
export type WebPubSubTableId = (typeof webPubSubTableIds)[number];

/**
 * The guide's three use cases: clients publishing to groups over the json.webpubsub.azure.v1 subprotocol (no
 * server), client events answered by the upstream webhook (CloudEvents over HTTP), and the REST API.
 */
export const webPubSubRoutes = ['subprotocol', 'upstreamWebhook', 'restApi'] as const;
export type WebPubSubRoute = (typeof webPubSubRoutes)[number];

/** The guide's headings by their anchors (the localized pages print `<a name="small-group">` alike). */
export const webPubSubHeadings = [
  'quick-evaluation-using-metrics',
  'term-definitions',
  'overview',
  'performance-insight',
  'methodology',
  'performance-factors',
  'finding-a-proper-sku',
  'finding-a-proper-unit-size',
  'case-study',
  'send-to-groups-through-web-pubsub-subprotocol',
  'big-group',
  'small-group',
  'triggering-cloud-event',
  'echo',
  'rest-api',
  'send-to-user-through-rest-api',
  'broadcast-through-rest-api',
] as const;
export type WebPubSubHeading = (typeof webPubSubHeadings)[number];

export const webPubSubRowNames = [
  'connections',
  'groupMemberCount',
  'groupCount',
  'inboundMessagesPerSecond',
  'inboundBytesPerSecond',
  'outboundMessagesPerSecond',
  'outboundBytesPerSecond',
] as const;
export type WebPubSubRowName = (typeof webPubSubRowNames)[number];

/*
 * Words live in the message catalogs (`guideData.*`), as for the SignalR guides: the data keeps a key, the
 * numbers it quotes and, for the guide's own caveats, the English words as printed. Keys shared with the SignalR
 * guides mean the same there and already have their wording in every language.
 */
export const webPubSubSlipNoteKeys = ['bigGroupMembers'] as const;
export const webPubSubContradictionKeys = [
  'smallGroupOutboundExceedsBroadcast',
  'smallGroupPlateauContactSupport',
  'smallGroupPlateauThenPremiumP2',
  'sevenTiersSoldUnits',
  'premiumP2AtUnit100',
] as const;
export const webPubSubNoteKeys = [
  'serverLoad70',
  'smallGroupRoutingNotInServerLoad',
  'smallGroupContactSupport',
  'smallGroupPremiumP2',
  'groupCountsNotHardLimits',
  'bigGroupOutboundBound',
  'upstreamHttp11',
  'echoInboundEqualsOutbound',
  'restUserNamedClients',
  'restBroadcastSameAsBigGroup',
  'upstreamNotBottleneck',
  'messagesUnder1KB',
  'benchmarkDefaults',
  'notAHardLimit',
  'throttlingPerTier',
  'tablesStopAtUnit',
] as const;

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
