import { describe, expect, it } from 'vitest';
import { evaluate, type Scenario, type Workload } from '../../engine';
import { noFitAdvice } from './noFitAdvice';

const rooms: Workload = {
  name: 'Rooms',
  pattern: 'group',
  connections: 100_000,
  senders: 10_000,
  messageBytes: 2048,
  sendIntervalSeconds: 1,
  groupSize: 10,
};

function scenarioOf(edition: Scenario['edition'], ...workloads: Workload[]): Scenario {
  return {
    version: 2,
    hubs: 1,
    countServerConnections: false,
    edition,
    targetUtilization: 0.7,
    workloads,
  };
}

describe('noFitAdvice', () => {
  it('2019 small groups above the 7,000 msg/s plateau: closest unit 100, the current tables fit, contact support', () => {
    const advice = noFitAdvice(evaluate(scenarioOf('2019', rooms)));
    expect(advice?.closest.sku).toBe('Standard_S1');
    expect(advice?.closest.units).toBe(100);
    expect(advice?.limits).toContain('routing');
    expect(advice?.fixes).toEqual([
      { kind: 'otherEdition', edition: 'current' },
      { kind: 'throughput' },
      { kind: 'routingPlateau2019' },
    ]);
  });

  it('more connections than 2019 unit 100 holds (100,000): split, since no 2019 tier is larger', () => {
    const crowd: Workload[] = [0, 1].map((i) => ({
      name: `Crowd ${i}`,
      pattern: 'echo',
      connections: 60_000,
      senders: 0,
      messageBytes: 2048,
      sendIntervalSeconds: 1,
    }));
    const advice = noFitAdvice(evaluate(scenarioOf('2019', ...crowd)));
    expect(advice?.limits).toEqual(['connections']);
    expect(advice?.fixes).toEqual([
      { kind: 'otherEdition', edition: 'current' },
      { kind: 'connections', maxConnections: 100_000 },
    ]);
  });

  it('is null when a tier fits, and for an empty scenario', () => {
    expect(noFitAdvice(evaluate(scenarioOf('current', rooms)))).toBeNull();
    expect(noFitAdvice(evaluate(scenarioOf('2019')))).toBeNull();
  });
});
