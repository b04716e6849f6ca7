/**
 * The scenario file: the public scenario format (version 2) as pretty-printed JSON, and the way back,
 * validated by the engine's schema. Reading never throws: every failure is a reason the panel words.
 */
import {
  currentScenarioVersion,
  type Scenario,
  type ScenarioIssue,
  type Workload,
} from '../engine';
import { parseScenario } from './parsersSlot';

/** Largest file or pasted text accepted (1 MB): a 50-workload scenario takes about 15 KB. */
export const maxImportBytes = 1024 * 1024;

export type ImportFailure =
  | { reason: 'tooLarge'; bytes: number }
  | { reason: 'empty' }
  | { reason: 'unreadable' }
  | { reason: 'syntax'; detail: string }
  | { reason: 'notObject' }
  | { reason: 'newerVersion'; version: number }
  | { reason: 'invalid'; issues: ScenarioIssue[] };

export type ImportResult = { ok: true; scenario: Scenario } | ({ ok: false } & ImportFailure);

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
 * the order of docs/scenario-format.md's example, two-space indent, a final newline.
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
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The JSON engine's own words, without a stack or a repeated "SyntaxError" prefix. */
function syntaxDetail(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads a scenario from a file's or a paste's text: size, JSON syntax, an object, the version, then the
 * schema, which names every bad field (`workloads[0].connections: must be at most 1000000`).
 * A leading byte-order mark (some editors save one) is ignored.
 */
export function readScenarioText(text: string): ImportResult {
  const bytes = utf8Bytes(text);
  if (bytes > maxImportBytes) return { ok: false, reason: 'tooLarge', bytes };
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch (error) {
    return { ok: false, reason: 'syntax', detail: syntaxDetail(error) };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, reason: 'notObject' };
  }
  const version = (json as { version?: unknown }).version;
  if (
    typeof version === 'number' &&
    Number.isInteger(version) &&
    version > currentScenarioVersion
  ) {
    return { ok: false, reason: 'newerVersion', version };
  }
  const parsed = parseScenario(json);
  return parsed.ok ? parsed : { ok: false, reason: 'invalid', issues: parsed.issues };
}

/** Reads a chosen file: refused unread when over the size limit, so a huge file never reaches memory. */
export async function readScenarioFile(file: Blob): Promise<ImportResult> {
  if (file.size > maxImportBytes) return { ok: false, reason: 'tooLarge', bytes: file.size };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return readScenarioText(text);
}
