/**
 * The capacity of every (SKU, units) the service sells, read from one edition's tables.
 * Built once per edition and reused by every evaluation.
 */
import { readCell, readCellAtOrBelow, type CellReading } from './columns';
import type {
  GuideEdition,
  SkuCatalog,
  SkuId,
  ThroughputTable,
  ThroughputTableId,
} from './guideSchema';

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

export function findTable(guide: GuideEdition, id: ThroughputTableId): ThroughputTable {
  const table = guide.tables.find((candidate) => candidate.id === id);
  if (!table) throw new Error(`edition ${guide.edition} has no ${id} table`);
  return table;
}

function rowOf(table: ThroughputTable, row: CapacityCell['row']): number[] {
  const values = table[row];
  if (!values) throw new Error(`${table.id} has no ${row} row`);
  return values;
}

/** Reads a message-rate row of a table at any unit count within the printed range (interpolating). */
export function readCapacityAt(
  guide: GuideEdition,
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
  guide: GuideEdition,
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

const capacityRows = {
  inbound: ['echo', 'inboundMessagesPerSecond'],
  outbound: ['broadcast', 'outboundMessagesPerSecond'],
  smallGroup: ['smallGroup', 'inboundMessagesPerSecond'],
  connection: ['connection', 'inboundMessagesPerSecond'],
  restUser: ['restUser', 'inboundMessagesPerSecond'],
  bigGroupDeliveries: ['bigGroup', 'outboundMessagesPerSecond'],
} as const satisfies Record<keyof CapacityRates, [ThroughputTableId, CapacityCell['row']]>;

type CapacityCells = Record<keyof CapacityRates, CapacityCell>;

/** The guide defines a big group as (maximum connections) / 10 members; its connections row gives them. */
function bigGroupMembersOf(guide: GuideEdition, guideUnits: number) {
  const table = findTable(guide, 'bigGroup');
  const exact = readCell(table.units, table.connections, guideUnits);
  const below = readCellAtOrBelow(table.units, table.connections, guideUnits);
  if (!exact || !below)
    throw new Error(`edition ${guide.edition}: bigGroup has no unit ${guideUnits}`);
  return { bigGroupMembers: exact.value / 10, bigGroupMembersAtOrBelow: below.value / 10 };
}

function buildTier(
  guide: GuideEdition,
  sku: SkuCatalog['skus'][number],
  units: number,
): TierCapacity {
  const guideUnits = sku.id === 'Free' ? 1 : units;
  const cells = {} as CapacityCells;
  const rates = {} as CapacityRates;
  const ratesAtOrBelow = {} as CapacityRates;
  for (const [name, [tableId, row]] of Object.entries(capacityRows) as [
    keyof CapacityRates,
    [ThroughputTableId, CapacityCell['row']],
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

function buildTiers(guide: GuideEdition, catalog: SkuCatalog): TierCapacity[] {
  const largestPrintedUnits = Math.max(...guide.units);
  const tiers: TierCapacity[] = [];
  for (const sku of catalog.skus) {
    if (sku.editions && !sku.editions.includes(guide.edition)) continue;
    for (const units of sku.units) {
      if (units > largestPrintedUnits) continue;
      tiers.push(buildTier(guide, sku, units));
    }
  }
  return tiers;
}

const tierCache = new WeakMap<SkuCatalog, WeakMap<GuideEdition, TierCapacity[]>>();

/**
 * Every (SKU, units) the catalog sells that the edition knows and its tables cover, with its capacities.
 * Units beyond the edition's largest column (1,000 current, 100 in 2019) are left out: the guide has no data;
 * so is Premium_P2 in the 2019 edition, which predates it.
 * @example tiersFor(guides.current, skuCatalog).length // 1 Free + 19 Standard_S1 + 19 Premium_P1 + 10 Premium_P2 = 49
 */
export function tiersFor(guide: GuideEdition, catalog: SkuCatalog): readonly TierCapacity[] {
  let byGuide = tierCache.get(catalog);
  if (!byGuide) {
    byGuide = new WeakMap();
    tierCache.set(catalog, byGuide);
  }
  let tiers = byGuide.get(guide);
  if (!tiers) {
    tiers = buildTiers(guide, catalog);
    byGuide.set(guide, tiers);
  }
  return tiers;
}
