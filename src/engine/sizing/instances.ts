/**
 * One instance's load when the clients are split over several identical instances (vendor page "Scale SignalR
 * Service with multiple instances": the SDK picks an endpoint at random for each client, so each instance holds
 * 1/N of them; every app server connects to every instance). The SDK's router sends a broadcast, a group or a
 * user message to every endpoint, and a message to a connection to every endpoint unless the connection is on the
 * sending app server; only an echo goes back to the one instance its client is on. So each instance receives
 * every message but echoes, and delivers its share of the deliveries.
 */
import type { WorkloadFigures } from './workload';

/**
 * A workload's figures as one of `instances` identical instances carries them: connections, deliveries and
 * billed messages divided by the instances; the messages it receives divided only for echo.
 * @example a broadcast of 1 message a second to 100,000 clients over 2 instances: each holds 50,000 clients,
 *   receives 1 message a second and delivers 50,000
 */
export function instanceShare(figures: WorkloadFigures, instances: number): WorkloadFigures {
  if (instances === 1) return figures;
  const receivedShare = figures.pattern === 'echo' ? 1 / instances : 1;
  const deliveredShare = 1 / instances;
  return {
    ...figures,
    connections: figures.connections / instances,
    inboundMessagesPerSecond: figures.inboundMessagesPerSecond * receivedShare,
    routedMessagesPerSecond: figures.routedMessagesPerSecond * receivedShare,
    fanOut: (figures.fanOut * deliveredShare) / receivedShare,
    outboundMessagesPerSecond: figures.outboundMessagesPerSecond * deliveredShare,
    inboundBytesPerSecond: figures.inboundBytesPerSecond * receivedShare,
    outboundBytesPerSecond: figures.outboundBytesPerSecond * deliveredShare,
    inboundLoadBytesPerSecond: figures.inboundLoadBytesPerSecond * receivedShare,
    outboundLoadBytesPerSecond: figures.outboundLoadBytesPerSecond * deliveredShare,
    // A client's message reaches the app servers from the instance it is on: each instance sends 1/N of the legs.
    serverLegMessagesPerSecond: figures.serverLegMessagesPerSecond * deliveredShare,
    billedMessagesPerDay: figures.billedMessagesPerDay * deliveredShare,
    wholeChunkBilledMessagesPerDay: figures.wholeChunkBilledMessagesPerDay * deliveredShare,
  };
}

/** Every workload's share of one instance. */
export function instanceFigures(
  figures: readonly WorkloadFigures[],
  instances: number,
): WorkloadFigures[] {
  return figures.map((workload) => instanceShare(workload, instances));
}
