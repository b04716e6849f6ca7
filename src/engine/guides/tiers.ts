/**
 * The capacity of every (SKU, units) the service sells, read from one edition's tables.
 * Built once per edition and reused by every evaluation. Azure SignalR Service's and Azure Web PubSub's guides
 * are read alike (the same rows, the same method); only which table gives each capacity differs (`capacityRows`).
 */
import { readCell, readCellAtOrBelow, type CellReading } from './columns';
import type { SkuCatalog, SkuId, ThroughputTableId } from './guideSchema';

/** A guide table as the capacities read it: SignalR's and Web PubSub's tables share these rows. */
export interface CapacityTable {
  id: ThroughputTableId;
  units: number[];
  connections: number[];
  inboundMessagesPerSecond?: number[] | undefined;
  outboundMessagesPerSecond?: number[] | undefined;
}

/** One edition of a guide as the capacities read it. */
export interface CapacityGuide<Table extends CapacityTable = CapacityTable> {
  edition: string;
  messageBytes: number;
  units: number[];
  tables: Table[];
}

export interface CapacityCell extends CellReading {
  tableId: ThroughputTableId;
  row: 'inboundMessagesPerSecond' | 'outboundMessagesPerSecond';
  /** Unit column read: the tier's units, or 1 for Free, which the guide does not list. */
  guideUnits: number;
}

/** The message rates a tier's limits are read from (messages per second at 2,048 B). */
export interface CapacityRates {
  /** Echo: the maximum inbound. */
  inbound: number;
  /** Broadcast: the maximum outbound. */
  outbound: number;
  /** Routing: small groups, send to connection, REST send to user (messages sent per second). */
  smallGroup: number;
  connection: number;
  restUser: number;
  /** Big group: deliveries per second (its outbound messages). */
  bigGroupDeliveries: number;
}

export interface TierCapacity {
  sku: SkuId;
  units: number;
  /** Unit column of the guide's tables this tier reads (Free reads unit 1). */
  guideUnits: number;
  maxConnections: number;
  /** Messages a day the tier may send at all (Free), or null where extra messages are billed. */
  dailyMessageQuota: number | null;
  includedMessagesPerDay: number;
  /** The guide's maximum inbound: echo messages/s x 2,048 B. */
  maxInboundBytesPerSecond: number;
  /** The guide's maximum outbound: broadcast outbound messages/s x 2,048 B. */
  maxOutboundBytesPerSecond: number;
  inbound: CapacityCell;
  outbound: CapacityCell;
  /** Routing capacities in messages sent per second: small groups, send to connection, REST send to user. */
  smallGroup: CapacityCell;
  connection: CapacityCell;
  restUser: CapacityCell;
  bigGroupDeliveries: CapacityCell;
  /** The same rates, interpolated between printed columns (the engine's reading). */
  rates: CapacityRates;
  /** The same rates read at the printed column at or below the tier's units (the least favourable reading). */
  ratesAtOrBelow: CapacityRates;
  /** Members of the guide's big group at this unit column: its connections / 10 (the guide's definition). */
  bigGroupMembers: number;
  /** The same at the printed column at or below the tier's units. */
  bigGroupMembersAtOrBelow: number;
  /** Size of the benchmarks' messages (2,048 B): the rates above times this are the bandwidth limits. */
  benchmarkMessageBytes: number;
  /** True when any capacity of this tier lies between two printed columns. */
  interpolated: boolean;
}

/** True when a tier's rates are the same at or below its units as interpolated (it reads printed columns). */
export function readsPrintedColumns(tier: TierCapacity): boolean {
  return tier.rates === tier.ratesAtOrBelow;
}

export function findTable<Table extends CapacityTable>(
  guide: CapacityGuide<Table>,
  id: ThroughputTableId,
): Table {
  const table = guide.tables.find((candidate) => candidate.id === id);
  if (!table) throw new Error(`edition ${guide.edition} has no ${id} table`);
  return table;
}

function rowOf(table: CapacityTable, row: CapacityCell['row']): number[] {
  const values = table[row];
  if (!values) throw new Error(`${table.id} has no ${row} row`);
  return values;
}

/** Reads a message-rate row of a table at any unit count within the printed range (interpolating). */
export function readCapacityAt(
  guide: CapacityGuide,
  tableId: ThroughputTableId,
  row: CapacityCell['row'],
  guideUnits: number,
): CapacityCell {
  const table = findTable(guide, tableId);
  const cell = readCell(table.units, rowOf(table, row), guideUnits);
  if (!cell)
    throw new Error(`edition ${guide.edition}: ${tableId}.${row} has no unit ${guideUnits}`);
  return { ...cell, tableId, row, guideUnits };
}

function readAtOrBelow(
  guide: CapacityGuide,
  tableId: ThroughputTableId,
  row: CapacityCell['row'],
  guideUnits: number,
): number {
  const table = findTable(guide, tableId);
  const cell = readCellAtOrBelow(table.units, rowOf(table, row), guideUnits);
  if (!cell)
    throw new Error(`edition ${guide.edition}: ${tableId}.${row} has no unit ${guideUnits}`);
  return cell.value;
}

/** Which table and row each capacity is read from. */
export type CapacityRows = Readonly<
  Record<keyof CapacityRates, readonly [ThroughputTableId, CapacityCell['row']]>
>;

/** Azure SignalR Service: echo's inbound, broadcast's outbound, each routing table its own. */
export const signalrCapacityRows: CapacityRows = {
  inbound: ['echo', 'inboundMessagesPerSecond'],
  outbound: ['broadcast', 'outboundMessagesPerSecond'],
  smallGroup: ['smallGroup', 'inboundMessagesPerSecond'],
  connection: ['connection', 'inboundMessagesPerSecond'],
  restUser: ['restUser', 'inboundMessagesPerSecond'],
  bigGroupDeliveries: ['bigGroup', 'outboundMessagesPerSecond'],
};

/**
 * Azure Web PubSub: echo's inbound (its echo answered by the upstream); big group's outbound, the table the guide
 * says "lists the maximum outbound bandwidth" (REST broadcast prints the same); small groups and REST send to user
 * route as measured. Its guide has no send-to-connection table: groups under 10 members are routed at the
 * small-group rate (our assumption: no credit for a group smaller than any it measured).
 */
export const webPubSubCapacityRows: CapacityRows = {
  inbound: ['echo', 'inboundMessagesPerSecond'],
  outbound: ['bigGroup', 'outboundMessagesPerSecond'],
  smallGroup: ['smallGroup', 'inboundMessagesPerSecond'],
  connection: ['smallGroup', 'inboundMessagesPerSecond'],
  restUser: ['restUser', 'inboundMessagesPerSecond'],
  bigGroupDeliveries: ['bigGroup', 'outboundMessagesPerSecond'],
};

type CapacityCells = Record<keyof CapacityRates, CapacityCell>;

/** The guide defines a big group as (maximum connections) / 10 members; its connections row gives them. */
function bigGroupMembersOf(guide: CapacityGuide, guideUnits: number) {
  const table = findTable(guide, 'bigGroup');
  const exact = readCell(table.units, table.connections, guideUnits);
  const below = readCellAtOrBelow(table.units, table.connections, guideUnits);
  if (!exact || !below)
    throw new Error(`edition ${guide.edition}: bigGroup has no unit ${guideUnits}`);
  return { bigGroupMembers: exact.value / 10, bigGroupMembersAtOrBelow: below.value / 10 };
}

function buildTier(
  guide: CapacityGuide,
  sku: SkuCatalog['skus'][number],
  units: number,
  capacityRows: CapacityRows,
): TierCapacity {
  const guideUnits = sku.id === 'Free' ? 1 : units;
  const cells = {} as CapacityCells;
  const rates = {} as CapacityRates;
  const ratesAtOrBelow = {} as CapacityRates;
  for (const [name, [tableId, row]] of Object.entries(capacityRows) as [
    keyof CapacityRates,
    readonly [ThroughputTableId, CapacityCell['row']],
  ][]) {
    cells[name] = readCapacityAt(guide, tableId, row, guideUnits);
    rates[name] = cells[name].value;
    ratesAtOrBelow[name] = readAtOrBelow(guide, tableId, row, guideUnits);
  }
  const samePrinted = (Object.keys(rates) as (keyof CapacityRates)[]).every(
    (name) => rates[name] === ratesAtOrBelow[name],
  );
  return {
    sku: sku.id,
    units,
    guideUnits,
    maxConnections: sku.connectionsPerUnit * units,
    dailyMessageQuota: sku.messageQuotaIsHard ? sku.includedMessagesPerUnitPerDay * units : null,
    includedMessagesPerDay: sku.includedMessagesPerUnitPerDay * units,
    maxInboundBytesPerSecond: rates.inbound * guide.messageBytes,
    maxOutboundBytesPerSecond: rates.outbound * guide.messageBytes,
    ...cells,
    rates,
    // One object where both readings agree, so the conservative reading can reuse the interpolated terms.
    ratesAtOrBelow: samePrinted ? rates : ratesAtOrBelow,
    ...bigGroupMembersOf(guide, guideUnits),
    benchmarkMessageBytes: guide.messageBytes,
    interpolated: Object.values(cells).some((cell) => cell.interpolated),
  };
}

function buildTiers(
  guide: CapacityGuide,
  catalog: SkuCatalog,
  capacityRows: CapacityRows,
): TierCapacity[] {
  const largestPrintedUnits = Math.max(...guide.units);
  const tiers: TierCapacity[] = [];
  for (const sku of catalog.skus) {
    if (sku.editions && !(sku.editions as readonly string[]).includes(guide.edition)) continue;
    for (const units of sku.units) {
      if (units > largestPrintedUnits) continue;
      tiers.push(buildTier(guide, sku, units, capacityRows));
    }
  }
  return tiers;
}

const tierCache = new WeakMap<SkuCatalog, WeakMap<CapacityGuide, TierCapacity[]>>();

/**
 * Every (SKU, units) the catalog sells that the edition knows and its tables cover, with its capacities.
 * Units beyond the edition's largest column (1,000 current, 100 in 2019 and Web PubSub's 2021) are left out: the
 * guide has no data; so is Premium_P2 in the 2019 and 2021 editions, which predate it (the catalog's `editions`).
 * A guide object is always read with the same rows (its service's), so the cache keys on the guide.
 * @example tiersFor(guides.current, skuCatalog).length // 1 Free + 19 Standard_S1 + 19 Premium_P1 + 10 Premium_P2 = 49
 */
export function tiersFor(
  guide: CapacityGuide,
  catalog: SkuCatalog,
  capacityRows: CapacityRows = signalrCapacityRows,
): readonly TierCapacity[] {
  let byGuide = tierCache.get(catalog);
  if (!byGuide) {
    byGuide = new WeakMap();
    tierCache.set(catalog, byGuide);
  }
  let tiers = byGuide.get(guide);
  if (!tiers) {
    tiers = buildTiers(guide, catalog, capacityRows);
    byGuide.set(guide, tiers);
  }
  return tiers;
}
