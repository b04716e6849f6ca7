/**
 * The scenario format as JSON Schema (draft 2020-12), generated from `scenarioSchema` and published as
 * public/scenario.schema.json. Not imported by the app: only the generator script and its test use it.
 */
import * as z from 'zod/mini';
import { scenarioSchema } from './scenario';

export function scenarioJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(scenarioSchema, { io: 'input' });
  return {
    ...generated,
    $id: 'scenario.schema.json',
    title:
      'Azure SignalR Service or Azure Web PubSub sizing scenario, version 2 (version 1 documents are read as version 2)',
    description:
      'A workload mix to size on Azure SignalR Service or Azure Web PubSub. Inbound messages/s = senders / sendIntervalSeconds; ' +
      'outbound = inbound x fan-out (1 for echo, connection and restUser; connections for broadcast and ' +
      'restBroadcast; groupSize for group). senders above connections (client patterns: echo, broadcast, group, ' +
      'connection) and groupSize above connections are kept as set and sized as the connections, with a warning. ' +
      'A rule JSON Schema cannot state: a price override is 0 or at least 0.0001. Absent: connectionTarget ' +
      'means 1 (the whole connection quota), serverConnectionsPerHub the guide advice (15, or 40 with a broadcast or ' +
      'a group of 20 or more members), guideReading "interpolated", growth connectionsAndSenders for echo, group and ' +
      'connection and connectionsOnly for the others. service absent means "signalr" (Azure SignalR Service); a ' +
      '"webPubSub" scenario (Azure Web PubSub) holds only echo, group, restUser and restBroadcast workloads over ' +
      'webSockets, no appServerFramework, serverConnectionsPerHub, hubs other than 1 or countServerConnections ' +
      'false, and edition "2021" or "current"; edition "2021" belongs to webPubSub only, "2019" to signalr only.',
  };
}

export function scenarioJsonSchemaText(): string {
  return `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`;
}
