/**
 * Units billed for the time they run. Azure SignalR Service's pages do not say how a unit count that changes
 * during a day is billed; its sibling Azure Web PubSub's billing page counts unit usage by the seconds the
 * units run, billed daily (data/service-rules.json `unitBilling`). The engine follows it: an assumption.
 */
import { hoursPerDay } from '../scenario/planLimits';

/**
 * Unit-days of a day whose unit count is given hour by hour: `sum of units x hours / 24`.
 * @example unitDays([...Array(18).fill(5), ...Array(6).fill(10)]) // 6.25 (5 units for 18 hours and 10 for 6)
 */
export function unitDays(unitsByHour: readonly number[]): number {
  let unitHours = 0;
  for (const units of unitsByHour) unitHours += units;
  return unitHours / hoursPerDay;
}

/**
 * Messages billed in a day when each hour carries `level` of the peak's traffic: `peak per day x mean level`.
 * @example billedMessagesPerDayOf(2_400_000, [1, 0, ... 0]) // 100,000: one hour at the peak
 */
export function billedMessagesPerDayOf(
  peakBilledMessagesPerDay: number,
  levels: readonly number[],
): number {
  let sum = 0;
  for (const level of levels) sum += level;
  return (peakBilledMessagesPerDay * sum) / hoursPerDay;
}
