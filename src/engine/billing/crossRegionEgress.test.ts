// @vitest-environment node
/**
 * Issue 23, "Cross-region traffic is counted, not priced": the geo-replication page says "There will be egress fees
 * for cross region outbound traffic". The plan prices the bytes its replicas forward to each other at an editable
 * rate per GB (Azure's bandwidth pricing, data transfer between regions: 0.02 USD within North America or within
 * Europe, seen in 2026), in each region's bill and the total.
 */
import { describe, expect, it } from 'vitest';
import { twoReplicaChat } from '../../../tests/fixtures/moneyScenarios';
import { defaultTables } from '../guides/data';
import { dayCosts } from '../planning/dayCosts';
import { plan } from '../planning/plan';
import type { ScenarioInput } from '../scenario/scenario';
import { bytesPerGb } from './cost';

const daysPerMonth = 730 / 24;
/** Business hours: the peak 8 to 17 (10 hours), half at 7 and 18, a tenth the other 12 hours. */
const businessHoursMean = (10 * 1 + 2 * 0.5 + 12 * 0.1) / 24;

describe('issue 16’s rooms chat with two replicas (3 regions, a business-hours day)', () => {
  const planned = plan(twoReplicaChat);

  it('forwards 41.16 GB a day between the regions, and prices it: $25.04 a month at $0.02 per GB', () => {
    // 500 messages a second in rooms of 10, clients spread evenly over 3 regions: a message reaches each of the
    // 2 other regions with probability 1 - (2/3)^10, so 2 x 0.98266 = 1.9653 hops of 1,024 B each, at the day's
    // mean level 0.50833.
    const hops = 2 * (1 - (2 / 3) ** 10);
    const bytesPerDay = 500 * 86_400 * hops * 1024 * businessHoursMean;
    expect(planned.monthly?.crossRegionBytesPerDay).toBeCloseTo(bytesPerDay, 0);
    expect(bytesPerDay / bytesPerGb).toBeCloseTo(41.16, 2);
    const crossRegionUsd = (bytesPerDay / bytesPerGb) * 0.02 * daysPerMonth;
    expect(planned.monthly?.crossRegionPerGbUsd).toBe(0.02);
    expect(planned.monthly?.crossRegionUsd).toBeCloseTo(crossRegionUsd, 9);
    expect(planned.monthly?.crossRegionUsd).toBeCloseTo(25.04, 2);
    // The "31.7 TB a month" is the same bytes at the peak all day for a year: 86.94 GB x 365 = 31.7 TB. A
    // month of the business day is 44.19 GB x 30.42 = 1.34 TB.
    expect((bytesPerDay / businessHoursMean) * 365).toBeCloseTo(31.7e12, -11);
  });

  it('adds it to the total: $7,811.30 of units and messages, $7,836.34 in all', () => {
    const { monthly } = planned;
    expect((monthly?.unitsUsd ?? NaN) + (monthly?.messagesUsd ?? NaN)).toBeCloseTo(7811.3, 2);
    expect(monthly?.totalUsd).toBeCloseTo(
      (monthly?.unitsUsd ?? NaN) + (monthly?.messagesUsd ?? NaN) + (monthly?.crossRegionUsd ?? NaN),
      9,
    );
    expect(monthly?.totalUsd).toBeCloseTo(7836.34, 2);
    // Each region bills what it forwards: the three parts add up to the total.
    const regions = monthly?.regions ?? [];
    expect(regions.reduce((sum, region) => sum + region.crossRegionUsd, 0)).toBeCloseTo(
      monthly?.crossRegionUsd ?? NaN,
      9,
    );
    expect(regions.reduce((sum, region) => sum + region.totalUsd, 0)).toBeCloseTo(
      monthly?.totalUsd ?? NaN,
      9,
    );
    // The day's costs carry it too: the plan's own is the one the answer shows.
    const day = dayCosts(planned, defaultTables);
    expect(day.autoscale?.crossRegionUsd).toBeCloseTo(monthly?.crossRegionUsd ?? NaN, 9);
    expect(day.autoscale?.monthlyCostUsd).toBeCloseTo(monthly?.totalUsd ?? NaN, 9);
  });

  it('prices it at the scenario’s own rate: 0.05 USD per GB is 2.5 times the cost; 0 leaves it out', () => {
    const at = (perGbCrossRegion: number): ScenarioInput => ({
      ...twoReplicaChat,
      prices: { perGbCrossRegion },
    });
    const dearer = plan(at(0.05)).monthly;
    expect(dearer?.crossRegionPerGbUsd).toBe(0.05);
    expect(dearer?.crossRegionUsd).toBeCloseTo((planned.monthly?.crossRegionUsd ?? NaN) * 2.5, 9);
    expect(plan(at(0)).monthly?.totalUsd).toBeCloseTo(7811.3, 2);
  });
});

describe('one region', () => {
  it('forwards nothing and pays nothing for it', () => {
    const { replicas: _none, ...alone } = twoReplicaChat as ScenarioInput & { replicas?: unknown };
    const monthly = plan(alone).monthly;
    expect(monthly?.crossRegionBytesPerDay).toBe(0);
    expect(monthly?.crossRegionUsd).toBe(0);
  });
});

describe('prices in another currency, without a rate per GB of their own', () => {
  // Euro prices (a price list's, or typed in EUR): the catalog's 0.02 is US dollars and cannot stand in.
  const inEuros = {
    ...twoReplicaChat,
    prices: { Standard_S1: 1.5, Premium_P1: 1.9, perMillionExtraMessages: 0.95, currency: 'EUR' },
  } satisfies ScenarioInput;

  it('leaves the traffic between regions unpriced, and says so in the plan’s prices', () => {
    const planned = plan(inEuros);
    expect(planned.monthly?.crossRegionBytesPerDay).toBeGreaterThan(0);
    expect(planned.monthly?.crossRegionPerGbUsd).toBe(0);
    expect(planned.monthly?.crossRegionUsd).toBe(0);
    expect(planned.prices.crossRegionRateMissing).toBe(true);
  });

  it('prices it once a rate in that currency is given, and the flag goes', () => {
    const planned = plan({ ...inEuros, prices: { ...inEuros.prices, perGbCrossRegion: 0.018 } });
    expect(planned.prices.crossRegionRateMissing).toBe(false);
    expect(planned.monthly?.crossRegionPerGbUsd).toBe(0.018);
    expect(planned.monthly?.crossRegionUsd).toBeCloseTo(25.04 * (0.018 / 0.02), 2);
  });
});
