/**
 * The day of a region sized for all the traffic, as recurring autoscale profiles: each profile's minimum is the
 * units the plan runs that hour (sized so that the region can take over every other region's clients), so a
 * regional failure finds the units already there instead of climbing one step per cool-down.
 */
import { maxAutoscaleProfiles } from './azureRules';

export interface ScheduleStep {
  /** The hour (0-23, in the setting's time zone) the profile starts at; it runs until the next one starts. */
  startHour: number;
  /** Units the region keeps from then on at least. */
  minimum: number;
}

export interface FailoverSchedule {
  steps: ScheduleStep[];
  /**
   * Unit-hours a day the schedule holds above the plan's day: zero unless the day changes more often than the
   * profiles an autoscale setting may hold, when neighbouring hours share the larger minimum (the safe side).
   */
  extraUnitHoursPerDay: number;
}

/** Recurring profiles a setting may hold beside its default profile. */
const maxRecurringProfiles = maxAutoscaleProfiles - 1;

interface Segment {
  startHour: number;
  hours: number;
  minimum: number;
}

/** Unit-hours added by raising two neighbouring segments to the larger minimum. */
function mergeCost(first: Segment, second: Segment): number {
  const minimum = Math.max(first.minimum, second.minimum);
  return (minimum - first.minimum) * first.hours + (minimum - second.minimum) * second.hours;
}

/**
 * The plan's units hour by hour as the fewest recurring profiles that hold them: one where the units change,
 * the evening's profile running on through midnight when the morning starts at the same units.
 * @example failoverSchedule([5 x 8 hours, 20 x 10 hours, 5 x 6 hours]).steps
 *   // [{ startHour: 8, minimum: 20 }, { startHour: 18, minimum: 5 }]
 */
export function failoverSchedule(unitsByHour: readonly number[]): FailoverSchedule {
  const segments: Segment[] = [];
  unitsByHour.forEach((units, hour) => {
    const last = segments.at(-1);
    if (last && last.minimum === units) last.hours += 1;
    else segments.push({ startHour: hour, hours: 1, minimum: units });
  });
  const first = segments[0];
  const last = segments.at(-1);
  if (segments.length > 1 && first && last && first.minimum === last.minimum) {
    last.hours += first.hours;
    segments.shift();
  }
  while (segments.length > maxRecurringProfiles) {
    let best = 0;
    let bestCost = Infinity;
    segments.forEach((segment, index) => {
      const next = segments[(index + 1) % segments.length] as Segment;
      const cost = mergeCost(segment, next);
      if (cost < bestCost) {
        best = index;
        bestCost = cost;
      }
    });
    const segment = segments[best] as Segment;
    const nextIndex = (best + 1) % segments.length;
    const next = segments[nextIndex] as Segment;
    segment.minimum = Math.max(segment.minimum, next.minimum);
    segment.hours += next.hours;
    segments.splice(nextIndex, 1);
  }
  const steps = segments
    .map(({ startHour, minimum }) => ({ startHour, minimum }))
    .sort((a, b) => a.startHour - b.startHour);
  return { steps, extraUnitHoursPerDay: extraUnitHours(steps, unitsByHour) };
}

/** The minimum a schedule holds at an hour: the last step started at or before it (the evening's, before the first). */
export function scheduledMinimumAt(steps: readonly ScheduleStep[], hour: number): number {
  const started = steps.filter((step) => step.startHour <= hour).at(-1) ?? steps.at(-1);
  return started?.minimum ?? 0;
}

function extraUnitHours(steps: readonly ScheduleStep[], unitsByHour: readonly number[]): number {
  return unitsByHour.reduce((sum, units, hour) => sum + scheduledMinimumAt(steps, hour) - units, 0);
}
