// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate, type Evaluation } from './evaluate';
import { scenarioArbitrary as scenarioArbitraryOf } from '../../../tests/fixtures/arbitraries';
import {
  isClientPattern,
  parseScenario,
  ScenarioError,
  scenarioLimits,
  type Workload,
} from '../scenario/scenario';

const scenarioArbitrary = scenarioArbitraryOf();

/** Recommended units as a number; nothing fitting counts as more than any tier. */
function recommendedUnits(result: Evaluation): number {
  return result.recommended?.units ?? Infinity;
}

function everyNumberIsFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(everyNumberIsFinite);
  if (value !== null && typeof value === 'object')
    return Object.values(value).every(everyNumberIsFinite);
  return true;
}

type Growth = (workload: Workload) => Workload;

const growths: [string, Growth][] = [
  [
    'more connections',
    (w) => ({ ...w, connections: Math.min(scenarioLimits.connections.max, w.connections * 2) }),
  ],
  [
    'more senders',
    (w) => {
      const cap = isClientPattern(w.pattern) ? w.connections : scenarioLimits.senders.max;
      return { ...w, senders: Math.min(cap, w.senders * 2 + 1) };
    },
  ],
  [
    'more bytes',
    (w) => ({ ...w, messageBytes: Math.min(scenarioLimits.messageBytes.max, w.messageBytes * 2) }),
  ],
  [
    'a shorter interval',
    (w) => ({ ...w, sendIntervalSeconds: Math.max(0.01, w.sendIntervalSeconds / 2) }),
  ],
];

describe('properties over random scenarios', () => {
  it('every generated scenario is valid by the schema', () => {
    fc.assert(fc.property(scenarioArbitrary, (scenario) => parseScenario(scenario).ok));
  });

  it.each(growths)('%s never lowers the recommended units', (_label, grow) => {
    fc.assert(
      fc.property(scenarioArbitrary, fc.nat(), (scenario, pick) => {
        fc.pre(scenario.workloads.length > 0);
        const index = pick % scenario.workloads.length;
        const grown = {
          ...scenario,
          workloads: scenario.workloads.map((w, i) => (i === index ? grow(w) : w)),
        };
        expect(recommendedUnits(evaluate(grown))).toBeGreaterThanOrEqual(
          recommendedUnits(evaluate(scenario)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("a mix's totals are the sum of its parts", () => {
    fc.assert(
      fc.property(scenarioArbitrary, scenarioArbitrary, (a, b) => {
        const mixed = evaluate({ ...a, workloads: [...a.workloads, ...b.workloads] }).totals;
        const first = evaluate(a).totals;
        const second = evaluate(b).totals;
        for (const key of Object.keys(mixed) as (keyof typeof mixed)[]) {
          const sum = first[key] + second[key];
          // Relative: beyond 2^52 (billed messages a day reach 4.5e15) doubles are 1 apart, so no absolute
          // tolerance under 1 can hold there; a part in a billion is far below any figure the page shows.
          expect(Math.abs(mixed[key] - sum), key).toBeLessThanOrEqual(
            1e-9 * Math.max(1, Math.abs(sum)),
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('no NaN or Infinity anywhere in a result, for any valid input', () => {
    fc.assert(
      fc.property(scenarioArbitrary, (scenario) => {
        expect(everyNumberIsFinite(evaluate(scenario))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('invalid scenarios are rejected with an issue that names the bad field', () => {
    const breakages = [
      ['connections', 0],
      ['connections', 1_000_001],
      ['connections', 1.5],
      ['senders', -1],
      ['messageBytes', 15],
      ['messageBytes', 2_000_000],
      ['sendIntervalSeconds', 0],
      ['sendIntervalSeconds', 3601],
      ['sendIntervalSeconds', 'soon'],
      ['pattern', 'multicast'],
      ['name', 'x'.repeat(81)],
    ] as const;
    fc.assert(
      fc.property(
        scenarioArbitrary,
        fc.nat(),
        fc.constantFrom(...breakages),
        (scenario, pick, [field, value]) => {
          fc.pre(scenario.workloads.length > 0);
          const index = pick % scenario.workloads.length;
          const broken = structuredClone(scenario) as unknown as {
            workloads: Record<string, unknown>[];
          };
          (broken.workloads[index] as Record<string, unknown>)[field] = value;
          const parsed = parseScenario(broken);
          expect(parsed.ok).toBe(false);
          if (!parsed.ok) {
            expect(parsed.issues.map((issue) => issue.path)).toContain(
              `workloads[${index}].${field}`,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counting server connections never lowers the units', () => {
    fc.assert(
      fc.property(scenarioArbitrary, (scenario) => {
        const counted = evaluate({ ...scenario, countServerConnections: true });
        const uncounted = evaluate({ ...scenario, countServerConnections: false });
        expect(recommendedUnits(counted)).toBeGreaterThanOrEqual(recommendedUnits(uncounted));
      }),
      { numRuns: 200 },
    );
  });

  it('more hubs never lower the units', () => {
    fc.assert(
      fc.property(scenarioArbitrary, fc.integer({ min: 1, max: 50 }), (scenario, more) => {
        const fewer = evaluate(scenario);
        const grown = evaluate({ ...scenario, hubs: Math.min(1000, scenario.hubs + more) });
        expect(recommendedUnits(grown)).toBeGreaterThanOrEqual(recommendedUnits(fewer));
      }),
      { numRuns: 200 },
    );
  });

  it('the conservative reading never needs fewer units, nor costs less, than the optimistic one', () => {
    fc.assert(
      fc.property(scenarioArbitrary, (scenario) => {
        const { range, recommended } = evaluate(scenario);
        const units = (choice: { units: number } | null) => choice?.units ?? Infinity;
        const cost = (choice: { costUsd: number } | null) => choice?.costUsd ?? Infinity;
        expect(units(range.conservative)).toBeGreaterThanOrEqual(units(range.optimistic));
        expect(cost(range.conservative)).toBeGreaterThanOrEqual(cost(range.optimistic) - 1e-9);
        // Whatever reading sizes the recommendation, it lies within the range.
        const recommendedCost = recommended?.cost.totalUsd ?? Infinity;
        expect(recommendedCost).toBeGreaterThanOrEqual(cost(range.optimistic) - 1e-9);
        expect(recommendedCost).toBeLessThanOrEqual(cost(range.conservative) + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it("evaluate accepts the schema's own output, and parsing it again gives the same scenario", () => {
    fc.assert(
      fc.property(scenarioArbitrary, (scenario) => {
        const parsed = parseScenario(scenario);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(parseScenario(parsed.scenario)).toEqual(parsed);
        expect(evaluate(parsed.scenario).scenario).toEqual(parsed.scenario);
      }),
      { numRuns: 200 },
    );
  });

  it('evaluate rejects what the schema rejects, naming the same fields in the same words', () => {
    fc.assert(
      fc.property(
        scenarioArbitrary,
        fc.nat(),
        fc.constantFrom(
          ['sendIntervalSeconds', 0],
          ['connections', -500],
          ['messageBytes', 0],
          ['pattern', 'multicast'],
        ),
        (scenario, pick, [field, value]) => {
          fc.pre(scenario.workloads.length > 0);
          const index = pick % scenario.workloads.length;
          const broken = structuredClone(scenario) as unknown as {
            workloads: Record<string, unknown>[];
          };
          (broken.workloads[index] as Record<string, unknown>)[field] = value;
          const parsed = parseScenario(broken);
          if (parsed.ok) throw new Error('the schema accepted a broken scenario');
          let thrown: unknown;
          try {
            evaluate(broken as never);
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(ScenarioError);
          expect((thrown as ScenarioError).issues).toEqual(parsed.issues);
        },
      ),
      { numRuns: 200 },
    );
  });
});
