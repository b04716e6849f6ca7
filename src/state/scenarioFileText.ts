/**
 * The scenario file as written: the public scenario format (version 2) as pretty-printed JSON. Its own module,
 * apart from the reading (scenarioFile.ts), so a download in the page's first load carries no parser.
 */
import type { Scenario, Workload } from '../engine';
import { jsonWithoutRawControls } from '../components/controlText';

/** A workload with its fields in the format's order, optional ones only when set. */
function orderedWorkload(workload: Workload): Workload {
  const ordered: Workload = {
    name: workload.name,
    pattern: workload.pattern,
    connections: workload.connections,
    senders: workload.senders,
    messageBytes: workload.messageBytes,
    sendIntervalSeconds: workload.sendIntervalSeconds,
  };
  if (workload.groupSize !== undefined) ordered.groupSize = workload.groupSize;
  if (workload.transport !== undefined) ordered.transport = workload.transport;
  if (workload.growth !== undefined) ordered.growth = workload.growth;
  return ordered;
}

/**
 * The file's text: the scenario object only (the schema rejects unknown keys, so no `$schema`), fields in
 * the order of docs/scenario-format.md's example, two-space indent, a final newline; control characters in a
 * name written as `\uXXXX` escapes (the same value), so printing the file in a terminal runs none of them.
 * @example scenarioFileText({ version: 2, edition: 'current', targetUtilization: 0.7, hubs: 1, countServerConnections: true, workloads: [] })
 *   // '{\n  "version": 2,\n  "edition": "current",\n  "targetUtilization": 0.7,\n  "hubs": 1, ...'
 */
export function scenarioFileText(scenario: Scenario): string {
  const ordered: Scenario = {
    version: scenario.version,
    ...(scenario.name !== undefined && { name: scenario.name }),
    ...(scenario.service !== undefined && { service: scenario.service }),
    edition: scenario.edition,
    targetUtilization: scenario.targetUtilization,
    ...(scenario.connectionTarget !== undefined && { connectionTarget: scenario.connectionTarget }),
    hubs: scenario.hubs,
    ...(scenario.serverConnectionsPerHub !== undefined && {
      serverConnectionsPerHub: scenario.serverConnectionsPerHub,
    }),
    countServerConnections: scenario.countServerConnections,
    ...(scenario.guideReading !== undefined && { guideReading: scenario.guideReading }),
    ...(scenario.appServerFramework !== undefined && {
      appServerFramework: scenario.appServerFramework,
    }),
    ...(scenario.prices !== undefined && { prices: scenario.prices }),
    workloads: scenario.workloads.map(orderedWorkload),
    ...(scenario.loadProfile !== undefined && { loadProfile: scenario.loadProfile }),
    ...(scenario.replicas !== undefined && { replicas: scenario.replicas }),
    ...(scenario.autoscale !== undefined && { autoscale: scenario.autoscale }),
    ...(scenario.timeline !== undefined && { timeline: scenario.timeline }),
    ...(scenario.compactPayloadRatio !== undefined && {
      compactPayloadRatio: scenario.compactPayloadRatio,
    }),
    ...(scenario.measured !== undefined && { measured: scenario.measured }),
    ...(scenario.calibration !== undefined && { calibration: scenario.calibration }),
  };
  return `${jsonWithoutRawControls(JSON.stringify(ordered, null, 2))}\n`;
}
