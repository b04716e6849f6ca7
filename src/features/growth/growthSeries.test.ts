import { describe, expect, it } from 'vitest';
import { evaluate, utilizationAt, type Scenario, type Workload } from '../../engine';
import { crossingIn, growthRange, growthSeries, growthToReach } from './growthSeries';

function scenarioOf(workload: Workload, targetUtilization = 0.7): Scenario {
  return {
    version: 2,
    hubs: 1,
    // The growth arithmetic of the guide's own numbers: server connections (a constant term) are tested apart.
    countServerConnections: false,
    edition: 'current',
    targetUtilization,
    workloads: [workload],
  };
}

function recommendedTier(scenario: Scenario) {
  const evaluation = evaluate(scenario);
  const index = evaluation.recommended?.tierIndex ?? -1;
  const tier = evaluation.tiers[index];
  if (!tier) throw new Error('nothing recommended');
  return { evaluation, tier };
}

const echo: Workload = {
  name: 'Echo',
  pattern: 'echo',
  connections: 1000,
  senders: 1000,
  messageBytes: 2048,
  sendIntervalSeconds: 1,
};

/** Every new screen also broadcasts: deliveries grow with the square of the audience. */
const broadcast: Workload = {
  name: 'Broadcast',
  pattern: 'broadcast',
  connections: 10_000,
  senders: 1,
  messageBytes: 2048,
  sendIntervalSeconds: 1,
  growth: 'connectionsAndSenders',
};

describe('growthToReach', () => {
  it('solves a linear limit exactly: k = threshold / utilization', () => {
    expect(growthToReach({ constant: 0, linear: 0.5, quadratic: 0 }, 0.7)).toBe(0.7 / 0.5);
  });

  it('solves a quadratic limit: linear k + quadratic k² = threshold', () => {
    const k = growthToReach({ constant: 0, linear: 0.1, quadratic: 0.2 }, 0.7) ?? NaN;
    expect(0.1 * k + 0.2 * k * k).toBeCloseTo(0.7, 12);
    expect(k).toBeCloseTo((-0.1 + Math.sqrt(0.01 + 4 * 0.2 * 0.7)) / (2 * 0.2), 12);
  });

  it('has no answer for a limit without load', () => {
    expect(growthToReach({ constant: 0, linear: 0, quadratic: 0 }, 0.7)).toBeNull();
  });

  it('counts what does not grow: 30 server connections of 1,000 leave 970 for clients', () => {
    expect(growthToReach({ constant: 0.03, linear: 0.5, quadratic: 0 }, 1)).toBeCloseTo(1.94, 12);
    expect(growthToReach({ constant: 1.2, linear: 0.5, quadratic: 0 }, 1)).toBe(0);
  });

  it('keeps crossings inside ×0.5 to ×10', () => {
    expect(crossingIn({ constant: 0, linear: 0.01, quadratic: 0 }, 0.7)).toBeNull(); // ×70
    expect(crossingIn({ constant: 0, linear: 3, quadratic: 0 }, 0.7)).toBe(growthRange.min); // already above at ×0.5
    expect(crossingIn({ constant: 0, linear: 0.07, quadratic: 0 }, 0.7)).toBeCloseTo(10, 12);
  });
});

describe('growthSeries', () => {
  it('crosses an echo-only scenario at target / utilization exactly', () => {
    // 1,000 msg/s of 2 KB: Standard_S1 x 2 (echo maximum 2,000 msg/s), inbound at 50%
    const { evaluation, tier } = recommendedTier(scenarioOf(echo));
    expect(evaluation.recommended).toMatchObject({ sku: 'Standard_S1', units: 2 });
    const inbound = tier.utilization.inboundBandwidth;
    expect(inbound).toBe(0.5);
    const { crossings } = growthSeries(tier, { targetUtilization: 0.7, connectionTarget: 1 });
    expect(crossings[0]).toEqual({
      limit: 'inboundBandwidth',
      threshold: 0.7,
      growthFactor: 0.7 / inbound,
    });
    // connections 1,000 of 2,000 reach the hard 100% limit at x2
    expect(crossings.find((crossing) => crossing.limit === 'connections')).toEqual({
      limit: 'connections',
      threshold: 1,
      growthFactor: 2,
    });
    // echo does not route: routing never crosses, and is listed last
    expect(crossings.at(-1)).toEqual({ limit: 'routing', threshold: 0.7, growthFactor: null });
  });

  it('crosses a broadcast where the quadratic reaches the target', () => {
    const { tier } = recommendedTier(scenarioOf(broadcast));
    expect(tier.terms.outboundBandwidth?.quadratic).toBeGreaterThan(0);
    const { crossings } = growthSeries(tier, { targetUtilization: 0.7, connectionTarget: 1 });
    const crossing = crossings.find((candidate) => candidate.limit === 'outboundBandwidth');
    const k = crossing?.growthFactor ?? NaN;
    expect(utilizationAt(tier.terms, k).outboundBandwidth).toBeCloseTo(0.7, 12);
    // faster than linear: below target / utilization
    expect(k).toBeLessThan(0.7 / tier.utilization.outboundBandwidth);
    // the earliest crossing is the engine's growth headroom (here the connections limit, 10,000 of 10,000)
    expect(crossings[0]?.growthFactor).toBeCloseTo(tier.growthHeadroom ?? NaN, 12);
  });

  it('samples ×0.5 to ×10 on a log scale with the engine’s values, crossings included', () => {
    const { tier } = recommendedTier(scenarioOf(echo));
    const { points, crossings } = growthSeries(tier, {
      targetUtilization: 0.7,
      connectionTarget: 1,
    });
    expect(points[0]?.growthFactor).toBe(0.5);
    expect(points.at(-1)?.growthFactor).toBe(10);
    expect(
      growthSeries(tier, { targetUtilization: 0.7, connectionTarget: 1 }).atTicks.map(
        (point) => point.growthFactor,
      ),
    ).toEqual([0.5, 1, 2, 5, 10]);
    const factors = points.map((point) => point.growthFactor);
    expect(factors).toEqual([...factors].sort((a, b) => a - b));
    for (const crossing of crossings) {
      if (crossing.growthFactor !== null) expect(factors).toContain(crossing.growthFactor);
    }
    for (const point of points) {
      const expected = utilizationAt(tier.terms, point.growthFactor);
      expect(point.utilization.inboundBandwidth).toBe(expected.inboundBandwidth);
      expect(point.utilization.outboundBandwidth).toBe(expected.outboundBandwidth);
      expect(point.utilization.connections).toBe(expected.connections);
    }
  });

  it('includes Free’s daily messages when Free is recommended', () => {
    const tiny = scenarioOf({ ...echo, connections: 10, senders: 1, sendIntervalSeconds: 60 });
    const { evaluation, tier } = recommendedTier(tiny);
    expect(evaluation.recommended?.sku).toBe('Free');
    const series = growthSeries(tier, { targetUtilization: 0.7, connectionTarget: 1 });
    expect(series.limits).toContain('dailyMessages');
    expect(series.points[0]?.utilization.dailyMessages).toBeGreaterThan(0);
  });

  it('leaves daily messages out for tiers that bill extra messages', () => {
    const { tier } = recommendedTier(scenarioOf(echo));
    expect(growthSeries(tier, { targetUtilization: 0.7, connectionTarget: 1 }).limits).toEqual([
      'connections',
      'inboundBandwidth',
      'outboundBandwidth',
      'routing',
    ]);
  });
});
