/**
 * The scenario's figures when its audience grows by a factor k (the engine's growth model, as in
 * utilization.ts): every workload's connections grow by k, its senders by k where they grow with the audience
 * (`growth`), a broadcast's deliveries with both; the legs to the app servers with the senders.
 */
import type { WorkloadFigures } from './workload';

/**
 * @example grownFigures(broadcastOf 2 senders to 1,000, 2) // 2,000 connections, 2 senders (connectionsOnly), 4,000 deliveries/s
 */
export function grownFigures(figures: WorkloadFigures, growthFactor: number): WorkloadFigures {
  if (growthFactor === 1) return figures;
  const senders = figures.growth === 'connectionsAndSenders' ? growthFactor : 1;
  const deliveries = senders * (figures.fanOutFollowsConnections ? growthFactor : 1);
  // The legs to the servers grow with the senders, the deliveries with the deliveries: each day split in that ratio.
  const legShare =
    figures.serverLegMessagesPerSecond /
    Math.max(
      figures.outboundMessagesPerSecond + figures.serverLegMessagesPerSecond,
      Number.MIN_VALUE,
    );
  const grownDay = (perDay: number) =>
    perDay * (1 - legShare) * deliveries + perDay * legShare * senders;
  return {
    ...figures,
    connections: figures.connections * growthFactor,
    inboundMessagesPerSecond: figures.inboundMessagesPerSecond * senders,
    routedMessagesPerSecond: figures.routedMessagesPerSecond * senders,
    fanOut: (figures.fanOut * deliveries) / senders,
    outboundMessagesPerSecond: figures.outboundMessagesPerSecond * deliveries,
    inboundBytesPerSecond: figures.inboundBytesPerSecond * senders,
    outboundBytesPerSecond: figures.outboundBytesPerSecond * deliveries,
    inboundLoadBytesPerSecond: figures.inboundLoadBytesPerSecond * senders,
    outboundLoadBytesPerSecond: figures.outboundLoadBytesPerSecond * deliveries,
    serverLegMessagesPerSecond: figures.serverLegMessagesPerSecond * senders,
    billedMessagesPerDay: grownDay(figures.billedMessagesPerDay),
    wholeChunkBilledMessagesPerDay: grownDay(figures.wholeChunkBilledMessagesPerDay),
  };
}
