/** Where the guide is silent for a scenario: the reasons its answer is a range rather than one tier. */
import type { SilentPoint } from './readings';
import { type Scenario } from '../scenario/scenario';
import { defaultGroupSize } from '../scenario/scenarioLimits';
import type { TierEvaluation } from './tierEvaluation';

/**
 * SignalR's guide measured groups of 1 (send to connection), 10 and its big group; Web PubSub's only 10 and its big
 * group, and the engine routes its smaller groups at the small-group rate in every reading (no range there). Groups
 * bigger than the big group were not measured either.
 */
function groupPoints(
  scenario: Scenario,
  bigGroupMembers: number,
  smallerGroupsSilent: boolean,
): SilentPoint[] {
  const bySize = new Map<number, number[]>();
  scenario.workloads.forEach((workload, index) => {
    if (workload.pattern !== 'group') return;
    const size = workload.groupSize ?? defaultGroupSize;
    const silent =
      (smallerGroupsSilent && size > 1 && size < 10) || (size > 10 && size !== bigGroupMembers);
    if (!silent) return;
    bySize.set(size, [...(bySize.get(size) ?? []), index]);
  });
  return [...bySize].map(([groupSize, workloads]): SilentPoint =>
    groupSize > bigGroupMembers
      ? { kind: 'bigGroup', workloads, groupSize, measured: bigGroupMembers }
      : {
          kind: 'groupSize',
          workloads,
          groupSize,
          lower: groupSize < 10 ? 1 : 10,
          upper: groupSize < 10 ? 10 : bigGroupMembers,
        },
  );
}

function unitPoints(
  guide: { units: readonly number[] },
  tiers: readonly TierEvaluation[],
): SilentPoint[] {
  const points: SilentPoint[] = [];
  const seen = new Set<number>();
  for (const tier of tiers) {
    const units = tier.capacity.guideUnits;
    if (seen.has(units) || guide.units.includes(units)) continue;
    seen.add(units);
    const lower = Math.max(...guide.units.filter((column) => column < units));
    const upper = Math.min(...guide.units.filter((column) => column > units));
    points.push({ kind: 'units', units, lower, upper });
  }
  return points.sort((a, b) => (a.kind === 'units' && b.kind === 'units' ? a.units - b.units : 0));
}

/**
 * The group sizes between the guide's measured points (1, 10 and its big group of connections / 10 members at
 * the first of `tiers`) and the unit counts of `tiers` between its printed columns.
 * @example groups of 84 at Standard_S1 x 80 (2019): [{ kind: 'groupSize', groupSize: 84, lower: 10, upper: 8,000 },
 *   { kind: 'units', units: 80, lower: 50, upper: 100 }]
 */
export function silentPointsOf(
  scenario: Scenario,
  guide: { units: readonly number[] },
  tiers: readonly TierEvaluation[],
  smallerGroupsSilent = true,
): SilentPoint[] {
  const first = tiers[0];
  // With nothing fitting, the smallest big group the guide measured (unit 1: 100 members) bounds the sizes.
  const bigGroupMembers = first ? first.capacity.bigGroupMembers : 100;
  return [
    ...groupPoints(scenario, bigGroupMembers, smallerGroupsSilent),
    ...unitPoints(guide, tiers),
  ];
}

/**
 * Web PubSub's billing page defines the billed message count as "the size of outbound traffic (bytes) divided in
 * 2 KB", which the engine bills; a reader who counts each message as whole 2 KB chunks bills more wherever a message
 * is not a multiple of 2 KB. That reading is the range's conservative end, and these are the workloads it bills more.
 * @example billingPoints(webPubSubEchoOf256Bytes, 2048) // [{ kind: 'billedBytes', workloads: [0] }]
 */
export function billingPoints(scenario: Scenario, billingChunkBytes: number): SilentPoint[] {
  const workloads = scenario.workloads.flatMap((workload, index) =>
    workload.messageBytes % billingChunkBytes === 0 ? [] : [index],
  );
  return workloads.length > 0 ? [{ kind: 'billedBytes', workloads }] : [];
}
