/**
 * Two plans side by side, as a pull request changes a scenario: the bill before and after and its change, the
 * units, and each workload's part of the bill (`plan().workloadCosts`) before and after. Nothing here prices
 * anything: every dollar is a plan's, and the changes are their differences.
 *
 * A workload is the same one on both sides when it keeps its name (the scenario format has no workload id); a
 * workload without a name is matched by its place in the list. A renamed workload reads as one removed and one
 * added.
 */
import type { Plan, Workload } from '../engine';

export type WorkloadStatus = 'kept' | 'changed' | 'added' | 'removed';

/** One workload across the change: its index on each side (null where it is not) and its part of each bill. */
export interface WorkloadDiff {
  before: number | null;
  after: number | null;
  status: WorkloadStatus;
  /** Its part of the bill before (US dollars a month); null when it is not there or that side has no bill. */
  beforeUsd: number | null;
  afterUsd: number | null;
  /** After minus before, a missing workload counting as 0; null when a side has no bill. */
  changeUsd: number | null;
}

export interface PlanDiff {
  before: Plan;
  after: Plan;
  /**
   * The currency of every amount (the `…Usd` fields too): the prices' of the side with workloads (an added or
   * deleted file's empty side costs nothing in any currency). Two sides priced in different currencies cannot be
   * compared: `currenciesDiffer` says so, and the caller refuses them.
   */
  currency: string;
  currenciesDiffer: boolean;
  /** The monthly bill (in `currency`) on each side; null when nothing fits that side. */
  beforeUsd: number | null;
  afterUsd: number | null;
  changeUsd: number | null;
  /** The change as a share of the bill before (0.34 = 34%); null when unknown or when the bill rises from $0. */
  changeShare: number | null;
  /** Units in all, after minus before; null when a side deploys nothing. */
  unitsChange: number | null;
  /** Both sides have workloads, on different services. */
  serviceChanged: boolean;
  /** Every workload of either side, the biggest change first (unknown changes last, in the head's order). */
  workloads: WorkloadDiff[];
}

/** The key a workload is matched by: its name, or its place in the list when it has none. */
function matchKey(workload: Workload, index: number): string {
  const name = workload.name.trim();
  return name === '' ? `\u0000${index}` : `name:${name}`;
}

/**
 * Pairs the workloads of two scenarios: each head workload with the first base workload of the same key not yet
 * taken; what is left on the base side was removed.
 * @example matchWorkloads([a, b], [b, c]) // [[1, 0], [null, 1], [0, null]]
 */
export function matchWorkloads(
  before: readonly Workload[],
  after: readonly Workload[],
): [number | null, number | null][] {
  const taken = new Set<number>();
  const pairs: [number | null, number | null][] = after.map((workload, afterIndex) => {
    const key = matchKey(workload, afterIndex);
    const beforeIndex = before.findIndex(
      (candidate, index) => !taken.has(index) && matchKey(candidate, index) === key,
    );
    if (beforeIndex === -1) return [null, afterIndex];
    taken.add(beforeIndex);
    return [beforeIndex, afterIndex];
  });
  before.forEach((_, index) => {
    if (!taken.has(index)) pairs.push([index, null]);
  });
  return pairs;
}

function statusOf(pair: [number | null, number | null], before: Plan, after: Plan) {
  const [from, to] = pair;
  if (from === null) return 'added';
  if (to === null) return 'removed';
  const same =
    JSON.stringify(before.scenario.workloads[from]) ===
    JSON.stringify(after.scenario.workloads[to]);
  return same ? 'kept' : 'changed';
}

/** A workload's part of a side's bill: 0 where it is not and the side has a bill, null without a bill. */
function partOf(plan: Plan, index: number | null): number | null {
  if (!plan.workloadCosts) return null;
  if (index === null) return 0;
  return plan.workloadCosts[index]?.totalUsd ?? null;
}

function workloadDiff(pair: [number | null, number | null], before: Plan, after: Plan) {
  const [from, to] = pair;
  const beforePart = partOf(before, from);
  const afterPart = partOf(after, to);
  return {
    before: from,
    after: to,
    status: statusOf(pair, before, after),
    beforeUsd: from === null ? null : beforePart,
    afterUsd: to === null ? null : afterPart,
    changeUsd: beforePart === null || afterPart === null ? null : afterPart - beforePart,
  } satisfies WorkloadDiff;
}

/** Units in all: none for a scenario without workloads (a file the change adds or deletes); null when nothing fits. */
export function deployedUnits(plan: Plan): number | null {
  if (plan.evaluation.workloads.length === 0) return 0;
  return plan.deployment?.totalUnits ?? null;
}

/**
 * The change from one plan to another.
 * @example planDiff(plan(teamChat), plan(teamChatWithTwiceTheConnections)).changeUsd // 5,998.17: $17,561.63 -> $23,559.80
 */
export function planDiff(before: Plan, after: Plan): PlanDiff {
  const hasWorkloads = (plan: Plan) => plan.scenario.workloads.length > 0;
  const currency = (hasWorkloads(before) ? before : after).prices.currency;
  const currenciesDiffer =
    hasWorkloads(before) && hasWorkloads(after) && before.prices.currency !== after.prices.currency;
  const beforeUsd = before.monthly?.totalUsd ?? null;
  const afterUsd = after.monthly?.totalUsd ?? null;
  const changeUsd = beforeUsd === null || afterUsd === null ? null : afterUsd - beforeUsd;
  let changeShare: number | null = null;
  if (changeUsd !== null && beforeUsd !== null) {
    if (beforeUsd > 0) changeShare = changeUsd / beforeUsd;
    else if (changeUsd === 0) changeShare = 0;
  }
  const beforeUnits = deployedUnits(before);
  const afterUnits = deployedUnits(after);
  const workloads = matchWorkloads(before.scenario.workloads, after.scenario.workloads).map(
    (pair) => workloadDiff(pair, before, after),
  );
  const size = (change: number | null) => (change === null ? -1 : Math.abs(change));
  // Stable: equal changes keep the head's order, the removed ones after.
  workloads.sort((a, b) => size(b.changeUsd) - size(a.changeUsd));
  return {
    before,
    after,
    currency,
    currenciesDiffer,
    beforeUsd,
    afterUsd,
    changeUsd,
    changeShare,
    unitsChange: beforeUnits === null || afterUnits === null ? null : afterUnits - beforeUnits,
    // A file added or deleted is an empty scenario on one side: no service to change from or to.
    serviceChanged:
      before.service !== after.service &&
      before.evaluation.workloads.length > 0 &&
      after.evaluation.workloads.length > 0,
    workloads,
  };
}
