/** Reading one row of a guide table at any unit count. */

export interface CellReading {
  value: number;
  /** True when the unit count is not a printed column and the value lies between two neighbours. */
  interpolated: boolean;
  /** The printed columns the value was read from (one, or the two neighbours). */
  fromUnits: readonly number[];
}

/**
 * Reads `row` at `units`: the printed value when the table has that column, else linear interpolation
 * between the neighbouring columns. Returns undefined outside the printed range (no extrapolation).
 * @example readCell([1, 2, 5], [1000, 2000, 5000], 3) // { value: 3000, interpolated: true, fromUnits: [2, 5] }
 */
export function readCell(
  tableUnits: readonly number[],
  row: readonly number[],
  units: number,
): CellReading | undefined {
  for (let index = 0; index < tableUnits.length; index += 1) {
    const columnUnits = tableUnits[index] as number;
    if (columnUnits === units) {
      return { value: row[index] as number, interpolated: false, fromUnits: [columnUnits] };
    }
    if (columnUnits > units) {
      if (index === 0) return undefined;
      const lowerUnits = tableUnits[index - 1] as number;
      const lowerValue = row[index - 1] as number;
      const upperValue = row[index] as number;
      const share = (units - lowerUnits) / (columnUnits - lowerUnits);
      return {
        value: lowerValue + (upperValue - lowerValue) * share,
        interpolated: true,
        fromUnits: [lowerUnits, columnUnits],
      };
    }
  }
  return undefined;
}

/**
 * Reads `row` at `units` without interpolating up: the printed value at the largest column at or below
 * `units`, the capacity the guide measured on no more units than these (the least favourable reading
 * between two columns). Undefined below the first column.
 * @example readCellAtOrBelow([1, 2, 5], [1000, 2000, 5000], 3) // { value: 2000, interpolated: false, fromUnits: [2] }
 */
export function readCellAtOrBelow(
  tableUnits: readonly number[],
  row: readonly number[],
  units: number,
): CellReading | undefined {
  let found: CellReading | undefined;
  for (let index = 0; index < tableUnits.length; index += 1) {
    const columnUnits = tableUnits[index] as number;
    if (columnUnits > units) break;
    found = { value: row[index] as number, interpolated: false, fromUnits: [columnUnits] };
  }
  return found;
}
