/**
 * The three fields a metrics file sets in one step: what was measured (the peaks), the calibration its ratios
 * make, and the day's load profile. Kept apart from the file's reader (src/engine/metrics) so the scenario
 * store can apply them without loading it.
 */
import type { Calibration, Measured } from './measuredSchema';
import type { LoadProfile } from './planSchema';
import type { Scenario } from './scenario';

/** Each field's new value; `undefined` takes the field out of the scenario. */
export interface MetricsFields {
  measured: Measured | undefined;
  calibration: Calibration | undefined;
  loadProfile: LoadProfile | undefined;
}

/**
 * The scenario with the three fields replaced.
 * @example withMetricsFields(chat, { measured: { connectionCount: 44000 }, calibration: { connections: 1.1 }, loadProfile: undefined })
 *   // chat with those two fields and no load profile
 */
export function withMetricsFields(scenario: Scenario, fields: MetricsFields): Scenario {
  const {
    measured: _measured,
    calibration: _calibration,
    loadProfile: _profile,
    ...rest
  } = scenario;
  return {
    ...rest,
    ...(fields.loadProfile && { loadProfile: [...fields.loadProfile] }),
    ...(fields.measured && { measured: fields.measured }),
    ...(fields.calibration && { calibration: fields.calibration }),
  };
}
