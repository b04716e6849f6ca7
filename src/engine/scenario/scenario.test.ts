import { describe, expect, it } from 'vitest';
import { parseScenario, type ScenarioInput } from './scenario';

const chat: ScenarioInput = {
  version: 2,
  workloads: [
    {
      name: 'Chat',
      pattern: 'echo',
      connections: 1000,
      senders: 100,
      messageBytes: 2048,
      sendIntervalSeconds: 1,
    },
  ],
};

describe('parseScenario', () => {
  it('reads a negative zero as zero: "Senders -0" and "-$0.00" never reach the page', () => {
    const parsed = parseScenario({
      ...chat,
      workloads: [{ ...chat.workloads[0], senders: -0 }],
      prices: { Standard_S1: -0 },
      timeline: { monthlyGrowthPercent: -0 },
      measured: { connectionCount: -0, inboundTrafficBytes: -0 },
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { scenario } = parsed;
    expect(Object.is(scenario.workloads[0]?.senders, 0)).toBe(true);
    expect(Object.is(scenario.prices?.Standard_S1, 0)).toBe(true);
    expect(Object.is(scenario.timeline?.monthlyGrowthPercent, 0)).toBe(true);
    expect(Object.is(scenario.measured?.connectionCount, 0)).toBe(true);
    expect(Object.is(scenario.measured?.inboundTrafficBytes, 0)).toBe(true);
  });

  it('refuses a price between 0 and a hundredth of a cent, naming the field', () => {
    const parsed = parseScenario({ ...chat, prices: { Standard_S1: 5e-324 } });
    expect(parsed).toEqual({
      ok: false,
      issues: [
        {
          path: 'prices.Standard_S1',
          message: 'must be 0 or at least 0.0001',
          detail: { code: 'zeroOrAtLeast', minimum: 0.0001 },
        },
      ],
    });
  });

  it.each([0, 0.0001, 1.61, 1_000_000])('accepts a price of %d USD', (price) => {
    expect(parseScenario({ ...chat, prices: { Premium_P1: price } }).ok).toBe(true);
  });
});
