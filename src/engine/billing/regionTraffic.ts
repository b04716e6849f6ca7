/**
 * Where the messages are billed when the scenario has geo-replicas (vendor page "Geo-replication in Azure
 * SignalR", Pricing and resource unit): "Each replica is billed separately according to its own unit and outbound
 * traffic"; "If a message is transferred across replicas and successfully sent to a client or server after the
 * transfer, it will be billed as an outbound message." A delivery is made, and billed, once, by the replica its
 * recipient is connected to; the leg of a client's message to the app server by the replica the client is on.
 * Sizing a region for all the traffic doubles its units, never its messages.
 *
 * Our assumptions, where the pages are silent: clients (and the senders among them, REST callers too) are spread
 * over the regions by the replicas' shares, evenly unless shares are given; app servers connect to the nearest
 * replica (the page: server connections fail over like client connections); a message crosses to another region
 * once for each other region holding a recipient (the page: "Messages sent to one replica are forwarded to other
 * replicas when necessary"). Those hops carry no message charge of their own, but Azure bills cross-region data
 * transfer ("egress fees"), which is not part of the SignalR bill: the plan reports their bytes.
 */
import type { Replicas } from '../scenario/planSchema';
import { defaultGroupSize } from '../scenario/scenarioLimits';
import type { WorkloadFigures } from '../sizing/workload';
import { secondsPerDay } from '../sizing/workload';

/** Each region's share: all of it, the given shares, or equal shares. */
export function regionShares(replicas: Replicas): number[] {
  const regions = replicas.count + 1;
  if (replicas.sizing === 'allTraffic') return Array.from({ length: regions }, () => 1);
  return replicas.shares ?? Array.from({ length: regions }, () => 1 / regions);
}

export interface RegionTraffic {
  /** Share of the clients (and senders) on each region: the primary first. */
  clientShares: number[];
  /** Share of the peak load each region is sized for: 1 for `allTraffic`, its client share for `split`. */
  sizingLevels: number[];
  /** Messages each region bills a day at the peak (2 KB chunks): its deliveries and its clients' legs. */
  billedMessagesPerDay: number[];
  /** Messages that leave each region for another a day at the peak. */
  crossRegionMessagesPerDay: number[];
  crossRegionBytesPerDay: number[];
}

/**
 * Other regions a message from region `from` reaches, by pattern: none for an echo; the other regions' shares
 * for one recipient; every other region for a broadcast; for a group of g members, each other region holding at
 * least one (1 - (1 - share)^g).
 * @example two even regions, groups of 10: 1 - 0.5^10 = 0.999 hops per message
 */
export function hopsPerMessage(
  workload: Pick<WorkloadFigures, 'pattern' | 'fanOut'>,
  shares: readonly number[],
  from: number,
): number {
  let hops = 0;
  shares.forEach((share, region) => {
    if (region === from) return;
    switch (workload.pattern) {
      case 'echo':
        return;
      case 'connection':
      case 'restUser':
        hops += share;
        return;
      case 'broadcast':
      case 'restBroadcast':
        hops += 1;
        return;
      case 'group': {
        const members = Math.max(1, Math.round(workload.fanOut || defaultGroupSize));
        hops += 1 - (1 - share) ** members;
        return;
      }
    }
  });
  return hops;
}

/**
 * Each region's billed messages and cross-region hops at the peak; one region when the scenario has no replicas.
 * `messagesFactor` is the calibration of billed messages (1 when none); `wholeChunks` counts every message as whole
 * 2 KB chunks (Web PubSub's billing page read per message: the conservative reading).
 * @example a chat in groups of 10 on a primary and one replica: each region bills half the deliveries and legs
 */
export function regionTraffic(
  figures: readonly WorkloadFigures[],
  replicas: Replicas | undefined,
  messagesFactor: number,
  wholeChunks = false,
): RegionTraffic {
  const active = replicas && replicas.count > 0 ? replicas : undefined;
  const clientShares = active ? regionShares({ ...active, sizing: 'split' }) : [1];
  const sizingLevels = active ? regionShares(active) : [1];
  const billedMessagesPerDay = clientShares.map(() => 0);
  const crossRegionMessagesPerDay = clientShares.map(() => 0);
  const crossRegionBytesPerDay = clientShares.map(() => 0);
  for (const workload of figures) {
    clientShares.forEach((share, region) => {
      billedMessagesPerDay[region] =
        (billedMessagesPerDay[region] as number) +
        (wholeChunks ? workload.wholeChunkBilledMessagesPerDay : workload.billedMessagesPerDay) *
          share *
          messagesFactor;
      if (clientShares.length === 1) return;
      const sentPerDay = workload.inboundMessagesPerSecond * share * secondsPerDay;
      const hops = sentPerDay * hopsPerMessage(workload, clientShares, region);
      crossRegionMessagesPerDay[region] =
        (crossRegionMessagesPerDay[region] as number) +
        hops * (wholeChunks ? workload.wholeChunksPerMessage : workload.billedChunksPerMessage);
      crossRegionBytesPerDay[region] =
        (crossRegionBytesPerDay[region] as number) + hops * workload.messageBytes;
    });
  }
  return {
    clientShares,
    sizingLevels,
    billedMessagesPerDay,
    crossRegionMessagesPerDay,
    crossRegionBytesPerDay,
  };
}
