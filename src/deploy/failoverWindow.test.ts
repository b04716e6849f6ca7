// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { failoverRules } from '../engine/guides/failoverRules';
import { metricWindow } from './azureRules';

describe('"If a region fails" reads the window the generated autoscale rules use', () => {
  it('the engine’s 10-minute metric window is the rules’ PT10M', () => {
    expect(metricWindow.timeWindow).toBe(
      `PT${String(failoverRules.failover.metricWindowMinutes)}M`,
    );
  });
});
