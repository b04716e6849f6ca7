/**
 * Two plans side by side: the rows of the comparison table, each with both values and B − A. Values that depend
 * on the deployment (what it is, its monthly bill, its app servers, its tier's utilization at the peak) are null
 * on a side where nothing fits.
 */
import type { Deployment, LimitName, Plan, Totals } from '../../engine';

export type TotalKey =
  | 'connections'
  | 'inboundMessages'
  | 'outboundMessages'
  | 'inboundBandwidth'
  | 'outboundBandwidth'
  | 'billedMessages';

/** The limits compared; daily messages apply to Free only and are left out. */
export const comparedLimits = [
  'connections',
  'inboundBandwidth',
  'outboundBandwidth',
  'routing',
] as const satisfies readonly LimitName[];
export type ComparedLimit = (typeof comparedLimits)[number];

export type CompareRowKey =
  TotalKey | 'monthlyCost' | 'appServers' | `utilization.${ComparedLimit}`;

export type ValueUnit =
  | 'count'
  | 'messagesPerSecond'
  | 'bytesPerSecond'
  | 'messagesPerDay'
  | 'usdPerMonth'
  /** A share of a limit: 1 = the guide's maximum. */
  | 'share';

export type Direction = 'higher' | 'lower' | 'same';

export interface CompareNumberRow {
  kind: 'number';
  key: CompareRowKey;
  unit: ValueUnit;
  /** The limit of a utilization row, else null. */
  limit: ComparedLimit | null;
  a: number | null;
  b: number | null;
  /** B − A; null when either side has no value, or their money is in two currencies. */
  difference: number | null;
  direction: Direction | null;
  /** Each side's currency, for money (`usdPerMonth`: in the plan's currency, whatever the name says). */
  currencies?: { a: string; b: string };
}

/** What a side deploys, as its plan says it. */
export type TierRef = Deployment;

export interface CompareTierRow {
  kind: 'tier';
  key: 'tier';
  /** Null: no tier fits that side. */
  a: TierRef | null;
  b: TierRef | null;
  direction: 'same' | 'different' | null;
}

export type CompareRow = CompareTierRow | CompareNumberRow;

const totalFields: readonly [TotalKey, keyof Totals, ValueUnit][] = [
  ['connections', 'connections', 'count'],
  ['inboundMessages', 'inboundMessagesPerSecond', 'messagesPerSecond'],
  ['outboundMessages', 'outboundMessagesPerSecond', 'messagesPerSecond'],
  ['inboundBandwidth', 'inboundBytesPerSecond', 'bytesPerSecond'],
  ['outboundBandwidth', 'outboundBytesPerSecond', 'bytesPerSecond'],
  ['billedMessages', 'billedMessagesPerDay', 'messagesPerDay'],
];

/** Differences within floating-point noise of the larger value count as none. */
function directionOf(a: number, b: number): Direction {
  const tolerance = 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  if (b - a > tolerance) return 'higher';
  if (a - b > tolerance) return 'lower';
  return 'same';
}

function numberRow(
  key: CompareRowKey,
  unit: ValueUnit,
  a: number | null,
  b: number | null,
  limit: ComparedLimit | null = null,
): CompareNumberRow {
  const row = { kind: 'number', key, unit, limit, a, b } as const;
  if (a === null || b === null) return { ...row, difference: null, direction: null };
  const direction = directionOf(a, b);
  return { ...row, difference: direction === 'same' ? 0 : b - a, direction };
}

/** The fields that make two deployments the same: SKU, units in each region, instances and autoscale's bounds. */
function deploymentKey(deployment: Deployment): string {
  const { sku, regions, instances, autoscale } = deployment;
  return JSON.stringify([sku, regions, instances, autoscale?.minimum, autoscale?.maximum]);
}

function tierRow(a: Plan, b: Plan): CompareTierRow {
  const tierA = a.deployment;
  const tierB = b.deployment;
  const direction =
    tierA && tierB ? (deploymentKey(tierA) === deploymentKey(tierB) ? 'same' : 'different') : null;
  return { kind: 'tier', key: 'tier', a: tierA, b: tierB, direction };
}

/**
 * The comparison of A and B: totals, the deployment, its monthly bill and app servers, and each limit's
 * utilization at each side's deployed tier at its peak.
 * @example compareRows(planOf(evaluate(chat)), planOf(evaluate(chatWithTwiceTheConnections)))
 *   // [{ key: 'connections', a: 20000, b: 40000, difference: 20000, direction: 'higher' }, ...]
 */
export function compareRows(a: Plan, b: Plan): CompareRow[] {
  const rows: CompareRow[] = totalFields.map(([key, field, unit]) =>
    numberRow(key, unit, a.evaluation.totals[field], b.evaluation.totals[field]),
  );
  rows.push(tierRow(a, b));
  // Bills in two currencies are shown each in its own, never subtracted.
  const currencies = { a: a.prices.currency, b: b.prices.currency };
  const cost = numberRow(
    'monthlyCost',
    'usdPerMonth',
    a.monthly?.totalUsd ?? null,
    b.monthly?.totalUsd ?? null,
  );
  rows.push(
    currencies.a === currencies.b
      ? { ...cost, currencies }
      : { ...cost, currencies, difference: null, direction: null },
  );
  rows.push(
    numberRow(
      'appServers',
      'count',
      a.deployment?.appServers ?? null,
      b.deployment?.appServers ?? null,
    ),
  );
  for (const limit of comparedLimits) {
    rows.push(
      numberRow(
        `utilization.${limit}`,
        'share',
        a.peak?.utilization[limit] ?? null,
        b.peak?.utilization[limit] ?? null,
        limit,
      ),
    );
  }
  return rows;
}
