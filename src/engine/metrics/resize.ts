/**
 * The scenario re-sized from what was measured: the file's peaks replace the metrics typed in "What you
 * measured" (the SKU and units typed there stay: the file does not say them), their ratios to the engine's
 * prediction become the calibration, exactly as "Size with the measured ratios" makes it, and the day the file
 * gives becomes the load profile (a file without a load metric leaves the profile as it was).
 */
import { defaultTables, type SizingTables } from '../guides/data';
import { calibrationFrom, compareMeasured } from '../planning/measured';
import type { Measured } from '../scenario/measuredSchema';
import { withMetricsFields, type MetricsFields } from '../scenario/metricsFields';
import type { Scenario } from '../scenario/scenario';
import type { MeasuredDay } from './measuredDay';

/**
 * @example metricsFieldsFor(teamChat, dayOf(azCliJson)).calibration // { connections: 1.1, messages: 1.25, ... }
 */
export function metricsFieldsFor(
  scenario: Scenario,
  day: MeasuredDay,
  tables: SizingTables = defaultTables,
): MetricsFields {
  const typed = scenario.measured;
  const measured: Measured = {
    ...(typed?.sku !== undefined && { sku: typed.sku }),
    ...(typed?.units !== undefined && { units: typed.units }),
    ...day.measured,
  };
  const calibration = calibrationFrom(compareMeasured({ ...scenario, measured }, tables));
  return {
    measured: Object.keys(measured).length > 0 ? measured : undefined,
    calibration: calibration ?? undefined,
    loadProfile: day.profile ?? scenario.loadProfile,
  };
}

/** The scenario as the re-size leaves it (the command line's `--metrics`; the page's store applies the same fields). */
export function scenarioResizedFrom(
  scenario: Scenario,
  day: MeasuredDay,
  tables: SizingTables = defaultTables,
): Scenario {
  return withMetricsFields(scenario, metricsFieldsFor(scenario, day, tables));
}
