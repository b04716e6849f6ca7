/**
 * The share link's positional form (./shareLink): a scenario as a JSON array by position, and back. It travels
 * with the link's compression (./deflate, loaded by ./linkCodec): nothing packs or unpacks a link before the codec
 * is here, so the page's first load carries neither.
 */
import {
  appServerFrameworks,
  guideReadings,
  patterns,
  replicaSizings,
  services,
  transports,
  workloadGrowths,
  type Scenario,
  type ScenarioEdition,
} from '../engine';

/**
 * A link's edition by position: SignalR's two editions where format 1 put them, then Web PubSub's 2021 edition
 * (a new value at a new position, so every older link reads as it did).
 */
export const linkEditions: readonly ScenarioEdition[] = ['2019', 'current', '2021'];

/** Positional form of a scenario: trailing optional entries are dropped. */
export function pack(scenario: Scenario): unknown[] {
  const workloads = scenario.workloads.map((w) => {
    const row: unknown[] = [
      w.name,
      patterns.indexOf(w.pattern),
      w.connections,
      w.senders,
      w.messageBytes,
      w.sendIntervalSeconds,
      w.groupSize ?? null,
      w.transport === undefined ? null : transports.indexOf(w.transport),
      w.growth === undefined ? null : workloadGrowths.indexOf(w.growth),
    ];
    while (row.length > 6 && row[row.length - 1] === null) row.pop();
    return row;
  });
  const packed: unknown[] = [
    linkEditions.indexOf(scenario.edition),
    scenario.targetUtilization,
    workloads,
    scenario.name ?? null,
    scenario.appServerFramework === undefined
      ? null
      : appServerFrameworks.indexOf(scenario.appServerFramework),
    scenario.prices ?? null,
    scenario.hubs === 1 ? null : scenario.hubs,
    scenario.serverConnectionsPerHub ?? null,
    scenario.countServerConnections ? null : 0,
    scenario.connectionTarget ?? null,
    scenario.guideReading === undefined ? null : guideReadings.indexOf(scenario.guideReading),
    scenario.loadProfile ?? null,
    scenario.replicas === undefined
      ? null
      : [
          scenario.replicas.count,
          replicaSizings.indexOf(scenario.replicas.sizing),
          ...(scenario.replicas.shares ? [scenario.replicas.shares] : []),
        ],
    scenario.timeline === undefined
      ? null
      : scenario.timeline.monthlyGrowthPercent !== undefined
        ? [scenario.timeline.monthlyGrowthPercent]
        : [null, scenario.timeline.targetConnections, scenario.timeline.targetMonth],
    scenario.measured ?? null,
    scenario.calibration ?? null,
    scenario.autoscale === undefined
      ? null
      : [
          scenario.autoscale.scaleOutAbove,
          scenario.autoscale.scaleInBelow,
          ...(scenario.autoscale.coolDownMinutes === undefined
            ? []
            : [scenario.autoscale.coolDownMinutes]),
        ],
    scenario.compactPayloadRatio ?? null,
    scenario.service === undefined ? null : services.indexOf(scenario.service),
  ];
  while (packed.length > 3 && packed[packed.length - 1] === null) packed.pop();
  return packed;
}

function pick<T>(values: readonly T[], index: unknown): T | undefined {
  return typeof index === 'number' ? values[index] : undefined;
}

const present = (value: unknown) => value !== undefined && value !== null;

function unpackReplicas(packed: unknown): unknown {
  if (!Array.isArray(packed)) return packed;
  const [count, sizing, shares] = packed as unknown[];
  const replicas: Record<string, unknown> = {
    count,
    sizing: pick(replicaSizings, sizing) ?? sizing,
  };
  if (present(shares)) replicas.shares = shares;
  return replicas;
}

function unpackAutoscale(packed: unknown): unknown {
  if (!Array.isArray(packed)) return packed;
  const [scaleOutAbove, scaleInBelow, coolDownMinutes] = packed as unknown[];
  return present(coolDownMinutes)
    ? { scaleOutAbove, scaleInBelow, coolDownMinutes }
    : { scaleOutAbove, scaleInBelow };
}

function unpackTimeline(packed: unknown): unknown {
  if (!Array.isArray(packed)) return packed;
  const [growth, targetConnections, targetMonth] = packed as unknown[];
  if (present(growth)) return { monthlyGrowthPercent: growth };
  return { targetConnections, targetMonth };
}

/** Back to the scenario format's field names; values are left as found for the schema to judge. */
export function unpack(packed: unknown, version: number): unknown {
  if (!Array.isArray(packed)) return packed;
  const [
    edition,
    targetUtilization,
    workloads,
    name,
    framework,
    prices,
    hubs,
    perHub,
    counted,
    connectionTarget,
    reading,
    loadProfile,
    replicas,
    timeline,
    measured,
    calibration,
    autoscale,
    compactPayloadRatio,
    service,
  ] = packed as unknown[];
  const scenario: Record<string, unknown> = {
    version,
    edition: pick(linkEditions, edition) ?? edition,
    targetUtilization,
    workloads: Array.isArray(workloads)
      ? workloads.map((row: unknown) => {
          if (!Array.isArray(row)) return row;
          const [
            wName,
            pattern,
            connections,
            senders,
            messageBytes,
            interval,
            groupSize,
            transport,
            growth,
          ] = row as unknown[];
          const workload: Record<string, unknown> = {
            name: wName,
            pattern: pick(patterns, pattern) ?? pattern,
            connections,
            senders,
            messageBytes,
            sendIntervalSeconds: interval,
          };
          if (groupSize !== undefined && groupSize !== null) workload.groupSize = groupSize;
          if (transport !== undefined && transport !== null) {
            workload.transport = pick(transports, transport) ?? transport;
          }
          if (present(growth)) workload.growth = pick(workloadGrowths, growth) ?? growth;
          return workload;
        })
      : workloads,
  };
  if (name !== undefined && name !== null) scenario.name = name;
  if (framework !== undefined && framework !== null) {
    scenario.appServerFramework = pick(appServerFrameworks, framework) ?? framework;
  }
  if (prices !== undefined && prices !== null) scenario.prices = prices;
  if (present(hubs)) scenario.hubs = hubs;
  if (present(perHub)) scenario.serverConnectionsPerHub = perHub;
  if (present(counted)) scenario.countServerConnections = counted === 0 ? false : counted;
  if (present(connectionTarget)) scenario.connectionTarget = connectionTarget;
  if (present(reading)) scenario.guideReading = pick(guideReadings, reading) ?? reading;
  if (present(loadProfile)) scenario.loadProfile = loadProfile;
  if (present(replicas)) scenario.replicas = unpackReplicas(replicas);
  if (present(timeline)) scenario.timeline = unpackTimeline(timeline);
  if (present(measured)) scenario.measured = measured;
  if (present(calibration)) scenario.calibration = calibration;
  if (present(autoscale)) scenario.autoscale = unpackAutoscale(autoscale);
  if (present(compactPayloadRatio)) scenario.compactPayloadRatio = compactPayloadRatio;
  if (present(service)) scenario.service = pick(services, service) ?? service;
  return scenario;
}
