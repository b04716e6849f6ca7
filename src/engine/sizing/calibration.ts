/** Calibration: the engine's predicted load multiplied by what a team measured over what the engine predicted. */
import type { Calibration, CalibratedLimit } from '../scenario/measuredSchema';
import type { LimitTerms, ScenarioLoad } from './utilization';

/**
 * The factor a calibration applies to one limit: 1 when it sets none.
 * @example calibrationFactor({ outbound: 1.25 }, 'outbound') // 1.25
 * @example calibrationFactor(undefined, 'connections') // 1
 */
export function calibrationFactor(
  calibration: Calibration | undefined,
  limit: CalibratedLimit,
): number {
  return calibration?.[limit] ?? 1;
}

/** True when a calibration changes anything: some factor other than 1. */
export function isCalibrating(calibration: Calibration | undefined): calibration is Calibration {
  if (!calibration) return false;
  return Object.values(calibration).some((factor) => factor !== undefined && factor !== 1);
}

function times(terms: LimitTerms, factor: number): LimitTerms {
  if (factor === 1) return terms;
  return {
    constant: terms.constant * factor,
    linear: terms.linear * factor,
    quadratic: terms.quadratic * factor,
  };
}

/**
 * The scenario's load with each limit's factor applied: connections (client and server connections, as the
 * portal's Connection Count counts both), inbound and outbound load bytes, billed messages a day. Routing is
 * not measured by any metric and is left as predicted.
 * @example calibratedLoad(load, { outbound: 2 }).outboundLoadBytesPerSecond // twice load's
 */
export function calibratedLoad(load: ScenarioLoad, calibration: Calibration): ScenarioLoad {
  const connections = calibrationFactor(calibration, 'connections');
  return {
    ...load,
    clientConnections: load.clientConnections * connections,
    serverConnections: load.serverConnections * connections,
    inboundLoadBytesPerSecond: times(
      load.inboundLoadBytesPerSecond,
      calibrationFactor(calibration, 'inbound'),
    ),
    outboundLoadBytesPerSecond: times(
      load.outboundLoadBytesPerSecond,
      calibrationFactor(calibration, 'outbound'),
    ),
    billedMessagesPerDay: times(
      load.billedMessagesPerDay,
      calibrationFactor(calibration, 'messages'),
    ),
    wholeChunkBilledMessagesPerDay: times(
      load.wholeChunkBilledMessagesPerDay,
      calibrationFactor(calibration, 'messages'),
    ),
  };
}
