/** Keeps an edited workload inside the scenario format's ranges, so the UI can never hold an invalid one. */
import { type Workload } from './scenario';
import { isClientPattern, scenarioLimits } from './scenarioLimits';

function clamp(value: number, limits: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, value));
}

/**
 * Clamps every number into its range, rounds the whole-number fields, keeps senders within connections
 * (client patterns) and the group within the connections.
 * @example fitWorkload({ ...w, connections: 100, senders: 500 }) // senders: 100
 */
export function fitWorkload(workload: Workload): Workload {
  const connections = Math.round(clamp(workload.connections, scenarioLimits.connections));
  const senderLimit = isClientPattern(workload.pattern)
    ? { min: 0, max: Math.min(connections, scenarioLimits.senders.max) }
    : scenarioLimits.senders;
  const fitted: Workload = {
    ...workload,
    name: workload.name.slice(0, scenarioLimits.nameLength.max),
    connections,
    senders: Math.round(clamp(workload.senders, senderLimit)),
    messageBytes: Math.round(clamp(workload.messageBytes, scenarioLimits.messageBytes)),
    sendIntervalSeconds: clamp(workload.sendIntervalSeconds, scenarioLimits.sendIntervalSeconds),
  };
  if (workload.groupSize !== undefined) {
    fitted.groupSize = Math.round(clamp(workload.groupSize, { min: 1, max: connections }));
  }
  return fitted;
}
