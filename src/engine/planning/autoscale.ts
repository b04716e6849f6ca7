/**
 * Premium autoscale over a day, hour by hour (vendor page "Automatically scale units of an Azure SignalR
 * Service", data/service-rules.json `autoscale`). The rule the engine follows:
 * - scale out: in the hour whose load the current units cannot carry within the rule's scale-out threshold (the
 *   ladder is built with it), to the fewest units that can (we assume the rule fires in time: an action takes
 *   3-5 minutes to apply);
 * - scale in: one step down per cool-down at most (30 minutes: two steps an hour), when at the current units both
 *   the connection quota utilization and the Server Load stand-in (the highest throughput utilization) are below
 *   the scale-in threshold (20%), and the step below still carries the hour (Azure Monitor autoscale does not
 *   scale in to a count that would scale straight back out);
 * - the day repeats: the simulation runs three days and reports the last, so the night starts where the
 *   previous evening left off.
 */
import { scaleMetricAt, stepFor, type LadderStep } from './unitLadder';

/** Days simulated before the reported one: enough for a scale-in of one step an hour to settle. */
const daysSimulated = 3;

/**
 * Units hour by hour under autoscale, as indices into the ladder; null when some hour needs more than the
 * ladder's largest step.
 * @example autoscaleSteps(ladder, businessHours, 0.2) // 10 units 8-17, then one step down an hour while below 20%
 */
export function autoscaleSteps(
  ladder: readonly LadderStep[],
  levels: readonly number[],
  scaleInBelow: number,
  scaleInStepsPerHour = 1,
): number[] | null {
  const needed = levels.map((level) => stepFor(ladder, level));
  if (needed.some((index) => index === -1)) return null;
  let current = needed[needed.length - 1] as number;
  let day: number[] = [];
  for (let dayIndex = 0; dayIndex < daysSimulated; dayIndex += 1) {
    day = [];
    for (let hour = 0; hour < levels.length; hour += 1) {
      const level = levels[hour] as number;
      const need = needed[hour] as number;
      if (need > current) current = need;
      for (let step = 0; step < scaleInStepsPerHour; step += 1) {
        if (current > need && scaleMetricAt(ladder[current] as LadderStep, level) < scaleInBelow) {
          current -= 1;
        }
      }
      day.push(current);
    }
  }
  return day;
}

/**
 * The lower bound: each hour exactly the fewest units that carry it.
 * @example idealSteps(ladder, [1, 0.1]) // [index of the peak's units, index of the units 10% needs]
 */
export function idealSteps(
  ladder: readonly LadderStep[],
  levels: readonly number[],
): number[] | null {
  const needed = levels.map((level) => stepFor(ladder, level));
  return needed.some((index) => index === -1) ? null : needed;
}
