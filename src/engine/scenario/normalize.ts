/**
 * Keeps an edited workload inside the scenario format's ranges, so the UI can never hold an invalid one. Each field
 * is fitted on its own: a field capped by another (senders by the connections) keeps what the user set, and the
 * engine uses the capped value (./usedInputs).
 */
import { type Workload } from './scenario';
import { scenarioLimits } from './scenarioLimits';

function clamp(value: number, limits: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, value));
}

/**
 * Clamps every number into the format's range and rounds the whole-number fields; never lowers one field to
 * another (5,000 senders stay 5,000 at 2,000 connections).
 * @example fitWorkload({ ...w, connections: 0, senders: 500 }) // connections: 1, senders: 500
 */
export function fitWorkload(workload: Workload): Workload {
  const fitted: Workload = {
    ...workload,
    name: workload.name.slice(0, scenarioLimits.nameLength.max),
    connections: Math.round(clamp(workload.connections, scenarioLimits.connections)),
    senders: Math.round(clamp(workload.senders, scenarioLimits.senders)),
    messageBytes: Math.round(clamp(workload.messageBytes, scenarioLimits.messageBytes)),
    sendIntervalSeconds: clamp(workload.sendIntervalSeconds, scenarioLimits.sendIntervalSeconds),
  };
  if (workload.groupSize !== undefined) {
    fitted.groupSize = Math.round(clamp(workload.groupSize, scenarioLimits.groupSize));
  }
  return fitted;
}
