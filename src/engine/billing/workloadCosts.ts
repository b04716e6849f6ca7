/**
 * Each workload's part of the plan's monthly bill, so that a change's cost can be told workload by workload (the
 * pull-request diff) without a second place that prices anything. The vendor bills the deployment, not its
 * workloads: how the bill is split is our assumption, chosen so that the parts add up to the bill exactly.
 *
 * - Units: the units are sized for the binding limit at the peak, so each workload carries the units' cost in
 *   proportion to its part of that limit's load on the deployed instance (its client connections for the
 *   connection quota, server connections spread with them; its load bytes for a bandwidth; its routed messages
 *   weighted by its routing table for routing; its billed messages for Free's daily quota).
 * - Messages: each region bills the messages beyond its units' included ones; the included ones are shared, so
 *   each workload carries the messages' cost in proportion to its billed messages (every region holds the same
 *   mix of clients, so the share is the same in each).
 * - Cross-region traffic: the bytes forwarded between regions are deliveries to clients connected elsewhere, so each
 *   workload carries that charge in proportion to its outbound bytes.
 */
import { routingSharePerMessage, type ReadingName } from '../sizing/readings';
import type { TierEvaluation } from '../sizing/tierEvaluation';
import type { LimitName } from '../sizing/utilization';
import type { WorkloadFigures } from '../sizing/workload';

/** One workload's part of the monthly bill (US dollars); the parts of every workload add up to the bill. */
export interface WorkloadCost {
  /** The workload's index in the scenario's list. */
  workload: number;
  /** Its share of the binding limit's load at the peak (0 to 1): the share of the units' cost it carries. */
  unitsShare: number;
  /** Its share of the billed messages (0 to 1): the share of the messages' cost it carries. */
  messagesShare: number;
  unitsUsd: number;
  messagesUsd: number;
  /** Its part of the data transfer between regions (0 without replicas). */
  crossRegionUsd: number;
  totalUsd: number;
}

/** What one workload adds to a limit of the deployed tier, in that limit's own measure. */
function loadOn(
  limit: LimitName,
  workload: WorkloadFigures,
  peak: TierEvaluation,
  reading: ReadingName,
): number {
  switch (limit) {
    case 'connections':
      return workload.connections;
    case 'inboundBandwidth':
      return workload.inboundLoadBytesPerSecond;
    case 'outboundBandwidth':
      return workload.outboundLoadBytesPerSecond;
    case 'routing':
      return (
        workload.routedMessagesPerSecond *
        routingSharePerMessage(workload.routing, peak.capacity, reading)
      );
    case 'dailyMessages':
      return workload.billedMessagesPerDay;
  }
}

/**
 * Shares of a whole, one per value, adding up to 1: the values over their sum; the fallback's shares when they
 * are all 0; equal shares when those are too.
 * @example sharesOf([3, 1]) // [0.75, 0.25]
 */
export function sharesOf(values: readonly number[], fallback?: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total > 0) return values.map((value) => value / total);
  if (fallback) return sharesOf(fallback);
  return values.map(() => 1 / values.length);
}

export interface WorkloadCostInput {
  /** The deployed instance's figures, workload by workload: what its units are sized for. */
  instanceFigures: readonly WorkloadFigures[];
  /** The whole scenario's figures: the messages it bills. */
  wholeFigures: readonly WorkloadFigures[];
  /** The deployed instance at its peak: the binding limit and the tier it reads. */
  peak: TierEvaluation;
  reading: ReadingName;
  unitsUsd: number;
  messagesUsd: number;
  crossRegionUsd: number;
}

/**
 * The bill split over the workloads (see above).
 * @example team chat (rooms of 10 and a presence broadcast, 20,000 connections each) on Standard_S1 × 40, bound by
 *   connections: units $1,959 split 50/50; messages $15,603 split 68.75/31.25 by their 380.2M and 172.8M billed
 *   messages a day: rooms $979 + $10,727 = $11,706, presence $979 + $4,876 = $5,855
 */
export function workloadCosts(input: WorkloadCostInput): WorkloadCost[] {
  const { instanceFigures, wholeFigures, peak, reading, unitsUsd, messagesUsd, crossRegionUsd } =
    input;
  const connections = instanceFigures.map((workload) => workload.connections);
  const unitsShares = sharesOf(
    instanceFigures.map((workload) => loadOn(peak.binding, workload, peak, reading)),
    connections,
  );
  const messagesShares = sharesOf(
    wholeFigures.map((workload) => workload.billedMessagesPerDay),
    connections,
  );
  const outboundShares = sharesOf(
    wholeFigures.map((workload) => workload.outboundLoadBytesPerSecond),
    connections,
  );
  return unitsShares.map((unitsShare, workload) => {
    const messagesShare = messagesShares[workload] as number;
    const units = unitsUsd * unitsShare;
    const messages = messagesUsd * messagesShare;
    const crossRegion = crossRegionUsd * (outboundShares[workload] as number);
    return {
      workload,
      unitsShare,
      messagesShare,
      unitsUsd: units,
      messagesUsd: messages,
      crossRegionUsd: crossRegion,
      totalUsd: units + messages + crossRegion,
    };
  });
}
