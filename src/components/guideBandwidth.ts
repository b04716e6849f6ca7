/**
 * Bandwidth in the guide's own units, shared by the guide's tables and the reverse formula: its KBps is
 * 1,024 B/s and its MBps 1,000 of those (data/*.json, `bandwidthUnits`).
 */
import type { GuideEdition } from '../engine';

export type GuideBandwidthUnit = 'Bps' | 'KBps' | 'MBps';

/**
 * Bytes per second in the guide's units: MBps from 1 MBps up, KBps from 1 KBps up.
 * @example guideBandwidth(2_048_000, { KBps: 1024, MBps: 1_024_000 }) // { value: 2, unit: 'MBps' }
 * @example guideBandwidth(81_920, { KBps: 1024, MBps: 1_024_000 }) // { value: 80, unit: 'KBps' }
 */
export function guideBandwidth(
  bytesPerSecond: number,
  units: GuideEdition['bandwidthUnits'],
): { value: number; unit: GuideBandwidthUnit } {
  if (bytesPerSecond >= units.MBps) return { value: bytesPerSecond / units.MBps, unit: 'MBps' };
  if (bytesPerSecond >= units.KBps) return { value: bytesPerSecond / units.KBps, unit: 'KBps' };
  return { value: bytesPerSecond, unit: 'Bps' };
}
