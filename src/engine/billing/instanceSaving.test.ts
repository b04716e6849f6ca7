// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultTables } from '../guides/data';
import { evaluate } from '../sizing/evaluate';
import { instanceSavingOf } from './instanceSaving';
import { parseScenario, type Scenario } from '../scenario/scenario';

function scenarioWith(measured: unknown): Scenario {
  const parsed = parseScenario({
    version: 2,
    workloads: [
      {
        name: 'Notifications',
        pattern: 'broadcast',
        connections: 4500,
        senders: 1,
        messageBytes: 256,
        sendIntervalSeconds: 60,
      },
    ],
    ...(measured === undefined ? {} : { measured }),
  });
  if (!parsed.ok) throw new Error('bad test scenario');
  return parsed.scenario;
}

const daysPerMonth = defaultTables.skuCatalog.hoursPerMonth / 24;

describe('tier choice against the instance you run', () => {
  it('Premium_P1 x 5 where Standard_S1 x 5 fits saves 5 x (2.00 - 1.61) USD a day', () => {
    const scenario = scenarioWith({ sku: 'Premium_P1', units: 5 });
    const evaluation = evaluate(scenario);
    expect(evaluation.recommended).toMatchObject({ sku: 'Standard_S1', units: 5 });
    const saving = instanceSavingOf(scenario, evaluation);
    expect(saving?.leavesPremium).toBe(true);
    expect(saving?.monthlySavingUsd).toBeCloseTo(5 * (2.0 - 1.61) * daysPerMonth, 9);
  });

  it('says nothing when the instance is the recommendation, unknown, or not entered', () => {
    for (const measured of [
      { sku: 'Standard_S1', units: 5 },
      { sku: 'Premium_P2', units: 7 },
      undefined,
    ]) {
      const scenario = scenarioWith(measured);
      expect(instanceSavingOf(scenario, evaluate(scenario))).toBeNull();
    }
  });
});
