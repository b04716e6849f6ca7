/**
 * The capacity of every (SKU, units) the service sells, read from one edition's tables.
 * Built once per edition and reused by every evaluation.
 */
import { readCell, type CellReading } from './columns';
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
  /** True when any capacity of this tier lies between two printed columns. */
  interpolated: boolean;
}

export function findTable(guide: GuideEdition, id: ThroughputTableId): ThroughputTable {
  const table = guide.tables.find((candidate) => candidate.id === id);
  if (!table) throw new Error(`edition ${guide.edition} has no ${id} table`);
  return table;
}

/** Reads a message-rate row of a table at any unit count within the printed range (interpolating). */
export function readCapacityAt(
  guide: GuideEdition,
  tableId: ThroughputTableId,
  row: CapacityCell['row'],
  guideUnits: number,
): CapacityCell {
  const table = findTable(guide, tableId);
  const values = table[row];
  const cell = values ? readCell(table.units, values, guideUnits) : undefined;
  if (!cell)
    throw new Error(`edition ${guide.edition}: ${tableId}.${row} has no unit ${guideUnits}`);
  return { ...cell, tableId, row, guideUnits };
}

function buildTiers(guide: GuideEdition, catalog: SkuCatalog): TierCapacity[] {
  const largestPrintedUnits = Math.max(...guide.units);
  const tiers: TierCapacity[] = [];
  for (const sku of catalog.skus) {
    for (const units of sku.units) {
      if (units > largestPrintedUnits) continue;
      const guideUnits = sku.id === 'Free' ? 1 : units;
      const inbound = readCapacityAt(guide, 'echo', 'inboundMessagesPerSecond', guideUnits);
      const outbound = readCapacityAt(guide, 'broadcast', 'outboundMessagesPerSecond', guideUnits);
      const smallGroup = readCapacityAt(
        guide,
        'smallGroup',
        'inboundMessagesPerSecond',
        guideUnits,
      );
      const connection = readCapacityAt(
        guide,
        'connection',
        'inboundMessagesPerSecond',
        guideUnits,
      );
      const restUser = readCapacityAt(guide, 'restUser', 'inboundMessagesPerSecond', guideUnits);
      tiers.push({
        sku: sku.id,
        units,
        guideUnits,
        maxConnections: sku.connectionsPerUnit * units,
        dailyMessageQuota: sku.messageQuotaIsHard
          ? sku.includedMessagesPerUnitPerDay * units
          : null,
        includedMessagesPerDay: sku.includedMessagesPerUnitPerDay * units,
        maxInboundBytesPerSecond: inbound.value * guide.messageBytes,
        maxOutboundBytesPerSecond: outbound.value * guide.messageBytes,
        inbound,
        outbound,
        smallGroup,
        connection,
        restUser,
        interpolated: [inbound, outbound, smallGroup, connection, restUser].some(
          (cell) => cell.interpolated,
        ),
      });
    }
  }
  return tiers;
}

const tierCache = new WeakMap<SkuCatalog, WeakMap<GuideEdition, TierCapacity[]>>();

/**
 * Every (SKU, units) the catalog sells that the edition's tables cover, with its capacities.
 * Units beyond the edition's largest column (1,000 current, 100 in 2019) are left out: the guide has no data.
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
