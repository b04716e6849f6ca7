// @vitest-environment node
/**
 * Issue 24, section 1: "The monthly forecast as FOCUS rows: one row per meter (units, messages, cross-region
 * traffic) with FOCUS column names, so FinOps tools read the forecast beside actuals." Each example checks the rows
 * against the plan's own figures (`plan().monthly`, `plan().prices`), and that the rows' costs add up to its total.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plan, skuCatalog, type Plan, type Scenario, type ScenarioInput } from '../engine';
import { readPriceList } from '../engine/billing/retailPrices';
import { focusRows, type FocusRow } from './focus';
import { billingPeriodOf, type BillingPeriod } from './focusPeriod';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { roomsChatFixture } from '../../tests/fixtures/roomsChat';
import { planChatFixture } from '../../tests/fixtures/planChat';
import { webPubSubChatFixture } from '../../tests/fixtures/webPubSubChat';
import { failoverWebPubSubChat } from '../../tests/fixtures/failoverPlans';
import { manyInstances, webPubSubSmallRooms } from '../../tests/fixtures/moneyScenarios';

const december = billingPeriodOf('2026-12') as BillingPeriod;
const daysPerMonth = skuCatalog.hoursPerMonth / 24;

const euroPriceList = readFileSync(
  new URL(
    '../../tests/fixtures/retail-prices/signalr-eur-westeurope-northeurope.json',
    import.meta.url,
  ),
  'utf8',
);

/** The scenario priced with the fixture's West Europe euro list, as the page's prices panel and --prices price it. */
function inEuros(scenario: Scenario): Scenario {
  const read = readPriceList(euroPriceList, {
    service: 'signalr',
    region: 'westeurope',
    catalog: skuCatalog,
  });
  if (!read.ok) throw new Error('the euro price list reads');
  return { ...scenario, prices: read.prices };
}

const costOf = (rows: readonly FocusRow[]) =>
  rows.reduce((sum, row) => sum + (row.BilledCost ?? 0), 0);

function monthlyOf(planned: Plan) {
  if (!planned.monthly || !planned.deployment) throw new Error('the scenario deploys');
  return { monthly: planned.monthly, deployment: planned.deployment };
}

describe('Team chat (Standard_S1 x 40, one region, fixed units): a row for the units and one for the messages', () => {
  const planned = plan(teamChatFixture);
  const { monthly } = monthlyOf(planned);
  const [units, messages, ...more] = focusRows(planned, december);

  it('bills 40 units for the plan’s month: 40 x 730 h / 24 = 1,216.67 unit-days at the plan’s $1.61', () => {
    expect(more).toEqual([]);
    expect(units).toMatchObject({
      ChargeCategory: 'Usage',
      ChargeClass: null,
      ChargeFrequency: 'Recurring',
      ChargeDescription: 'Standard_S1 x 40 units per instance all month',
      ServiceName: 'Azure SignalR Service',
      ServiceCategory: 'Web',
      SkuId: 'Standard_S1',
      SkuMeter: 'Standard Unit',
      ConsumedUnit: 'Unit-Days',
      PricingUnit: 'Unit-Days',
      ListUnitPrice: planned.prices.rates.Standard_S1,
      ResourceName: 'team-chat',
      ResourceType: 'Microsoft.SignalRService/signalR',
      RegionId: null,
      x_Forecast: true,
      x_ScenarioName: 'Team chat',
      x_PriceSource: 'catalog:2026',
      x_PlanRegion: 'primary',
      x_Instances: 1,
    });
    expect(units?.ConsumedQuantity).toBeCloseTo(40 * daysPerMonth, 9);
    expect(units?.ConsumedQuantity).toBe(
      (monthly.regions[0]?.unitDaysPerDay ?? NaN) * daysPerMonth,
    );
    expect(units?.BilledCost).toBe(monthly.unitsUsd);
    expect(units?.BilledCost).toBeCloseTo(
      (units?.PricingQuantity ?? NaN) * (units?.ListUnitPrice ?? NaN),
      9,
    );
  });

  it('bills the messages beyond the included ones: the plan’s extra messages a day x 30.42 days, per million', () => {
    expect(messages).toMatchObject({
      ChargeFrequency: 'Usage-Based',
      SkuMeter: 'Standard Message',
      ConsumedUnit: 'Messages',
      PricingUnit: '1000000 Messages',
      ListUnitPrice: planned.prices.rates.perMillionExtraMessages,
    });
    expect(messages?.ConsumedQuantity).toBeCloseTo(monthly.extraMessagesPerDay * daysPerMonth, 3);
    expect(messages?.PricingQuantity).toBeCloseTo(
      (monthly.extraMessagesPerDay * daysPerMonth) / 1_000_000,
      9,
    );
    expect(messages?.BilledCost).toBe(monthly.messagesUsd);
    for (const row of [units, messages]) {
      expect([row?.EffectiveCost, row?.ListCost, row?.ContractedCost]).toEqual([
        row?.BilledCost,
        row?.BilledCost,
        row?.BilledCost,
      ]);
    }
  });

  it('adds up to the plan’s monthly total ($17,561.63)', () => {
    expect(costOf([units, messages].filter((row) => row !== undefined))).toBeCloseTo(
      monthly.totalUsd,
      9,
    );
    expect(monthly.totalUsd).toBeCloseTo(17561.63, 2);
  });

  it('is for the calendar month given, in ISO 8601 UTC', () => {
    expect(units).toMatchObject({
      BillingPeriodStart: '2026-12-01T00:00:00Z',
      BillingPeriodEnd: '2027-01-01T00:00:00Z',
      ChargePeriodStart: '2026-12-01T00:00:00Z',
      ChargePeriodEnd: '2027-01-01T00:00:00Z',
      BillingCurrency: 'USD',
    });
  });
});

describe('Rooms chat (Premium_P1 autoscaled, a primary and 2 replicas): units, messages and data transfer in each region', () => {
  const planned = plan(roomsChatFixture);
  const { monthly, deployment } = monthlyOf(planned);
  const rows = focusRows(planned, december);

  it('has three rows in each of the three regions, each named as the Deploy view names the resource', () => {
    expect(
      rows.map((row) => [row.x_PlanRegion, row.SkuMeter, row.ResourceName, row.RegionId]),
    ).toEqual([
      ['primary', 'Premium Unit', 'rooms-chat', null],
      ['primary', 'Premium Message', 'rooms-chat', null],
      ['primary', 'Data Transfer Between Regions', 'rooms-chat', null],
      ['replica 1', 'Premium Unit', 'rooms-chat-westus2', 'westus2'],
      ['replica 1', 'Premium Message', 'rooms-chat-westus2', 'westus2'],
      ['replica 1', 'Data Transfer Between Regions', 'rooms-chat-westus2', 'westus2'],
      ['replica 2', 'Premium Unit', 'rooms-chat-northeurope', 'northeurope'],
      ['replica 2', 'Premium Message', 'rooms-chat-northeurope', 'northeurope'],
      ['replica 2', 'Data Transfer Between Regions', 'rooms-chat-northeurope', 'northeurope'],
    ]);
  });

  it('bills each region’s unit-days on its autoscale rule, its messages and its data transfer, as the plan does', () => {
    monthly.regions.forEach((region, index) => {
      const [units, messages, transfer] = rows.slice(index * 3, index * 3 + 3);
      const rule = deployment.regionDeployments[index]?.autoscale;
      expect(rule).not.toBeNull();
      expect(units?.ChargeDescription).toContain(
        `units on the autoscale rule, ${String(rule?.minimum)} to ${String(rule?.maximum)} per instance`,
      );
      expect(units?.ConsumedQuantity).toBe(region.unitDaysPerDay * daysPerMonth);
      // Fewer unit-days than 8 units all day: the rule scales in outside business hours.
      expect(region.unitDaysPerDay).toBeLessThan(8);
      expect(units?.BilledCost).toBe(region.unitsUsd);
      expect(units?.ListUnitPrice).toBe(planned.prices.rates.Premium_P1);
      expect(messages?.BilledCost).toBe(region.messagesUsd);
      expect(messages?.ListUnitPrice).toBe(planned.prices.rates.perMillionExtraMessagesPremium);
      expect(messages?.ConsumedQuantity).toBeCloseTo(
        (region.billedMessagesPerDay - region.includedMessagesPerDay) * daysPerMonth,
        3,
      );
      expect(transfer).toMatchObject({
        ServiceName: 'Bandwidth',
        ServiceCategory: 'Networking',
        ConsumedUnit: 'GiB',
        ListUnitPrice: monthly.crossRegionPerGbUsd,
        BilledCost: region.crossRegionUsd,
        x_Note: null,
      });
      expect(transfer?.ConsumedQuantity).toBeCloseTo(
        (region.crossRegionBytesPerDay / 1024 ** 3) * daysPerMonth,
        9,
      );
      expect(region.crossRegionUsd).toBeGreaterThan(0);
    });
  });

  it('adds up to the plan’s monthly total, data transfer included', () => {
    expect(costOf(rows)).toBeCloseTo(monthly.totalUsd, 9);
    expect(monthly.crossRegionUsd).toBeGreaterThan(0);
  });
});

describe('a price list in euros', () => {
  it('bills in EUR at the list’s rates, in its region, and says where the prices come from', () => {
    const planned = plan(inEuros(teamChatFixture));
    const rows = focusRows(planned, december);
    expect(rows[0]).toMatchObject({
      BillingCurrency: 'EUR',
      ListUnitPrice: planned.prices.rates.Standard_S1,
      RegionId: 'westeurope',
      RegionName: 'West Europe',
      x_PriceSource: 'priceList:westeurope:2025-04-01',
    });
    expect(planned.prices.rates.Standard_S1).not.toBe(skuCatalog.prices.perUnitPerDay.Standard_S1);
    expect(costOf(rows)).toBeCloseTo(monthlyOf(planned).monthly.totalUsd, 9);
  });

  it('leaves the data transfer between regions unpriced, and says so, where the list has no rate per GB', () => {
    const planned = plan(inEuros(roomsChatFixture));
    expect(planned.prices.crossRegionRateMissing).toBe(true);
    const rows = focusRows(planned, december);
    const transfers = rows.filter((row) => row.ServiceName === 'Bandwidth');
    expect(transfers).toHaveLength(3);
    for (const transfer of transfers) {
      expect(transfer).toMatchObject({
        BilledCost: null,
        EffectiveCost: null,
        ListCost: null,
        ContractedCost: null,
        ListUnitPrice: null,
        ContractedUnitPrice: null,
        x_Note: 'Not priced: the prices are in EUR and give no rate per GB between regions',
      });
      expect(transfer.ConsumedQuantity).toBeGreaterThan(0);
    }
    // The primary is in the list's region, the replicas in the Deploy view's placeholder regions.
    expect(rows.map((row) => row.RegionId)).not.toContain(null);
    expect(costOf(rows)).toBeCloseTo(monthlyOf(planned).monthly.totalUsd, 9);
  });
});

describe('Web PubSub bills its outbound traffic in 2 KB messages', () => {
  it.each([
    ['one region, fixed units', webPubSubChatFixture, 2],
    ['a primary and two replicas sized for all traffic', failoverWebPubSubChat, 9],
  ] as const)('%s', (_, scenario, rowCount) => {
    const planned = plan(scenario);
    const { monthly } = monthlyOf(planned);
    const rows = focusRows(planned, december);
    expect(rows).toHaveLength(rowCount);
    const messages = rows.filter((row) => row.ConsumedUnit === 'Messages');
    for (const row of messages) {
      expect(row.ServiceName).toBe('Azure Web PubSub');
      expect(row.ResourceType).toMatch(/^Microsoft\.SignalRService\/webPubSub/);
      expect(row.ChargeDescription).toBe(
        'Outbound traffic beyond the included 2000000 KB per unit-day, counted in 2 KB messages',
      );
    }
    expect(messages.reduce((sum, row) => sum + row.ConsumedQuantity, 0)).toBeCloseTo(
      monthly.extraMessagesPerDay * daysPerMonth,
      3,
    );
    expect(costOf(rows)).toBeCloseTo(monthly.totalUsd, 9);
  });
});

describe('shapes without a message meter or a single resource', () => {
  it('Free bills no messages (its daily messages are a quota): one row, at no cost', () => {
    const planned = plan(webPubSubSmallRooms);
    expect(planned.deployment?.sku).toBe('Free');
    const rows = focusRows(planned, december);
    expect(rows.map((row) => [row.SkuMeter, row.BilledCost])).toEqual([['Free Unit', 0]]);
  });

  it('several instances: one row per meter over all of them, no single resource name', () => {
    const planned = plan(manyInstances);
    const { deployment, monthly } = monthlyOf(planned);
    expect(deployment.instances).toBeGreaterThan(1);
    const rows = focusRows(planned, december);
    expect(rows.map((row) => [row.ResourceName, row.x_Instances])).toEqual(
      rows.map(() => [null, deployment.instances]),
    );
    expect(costOf(rows)).toBeCloseTo(monthly.totalUsd, 9);
  });

  it('nothing fits: no rows', () => {
    const tooMany: ScenarioInput = {
      version: 2,
      service: 'webPubSub',
      workloads: [
        {
          name: 'Everyone',
          pattern: 'restBroadcast',
          connections: 1_000_000,
          senders: 1000,
          messageBytes: 2048,
          sendIntervalSeconds: 1,
        },
      ],
    };
    const planned = plan(tooMany);
    expect(planned.deployment).toBeNull();
    expect(focusRows(planned, december)).toEqual([]);
  });
});

describe('the rows add up to the plan’s monthly total', () => {
  it.each([
    ['Team chat', teamChatFixture],
    ['Team chat in euros', inEuros(teamChatFixture)],
    ['Plan (Premium, a replica, typed prices)', planChatFixture],
    ['Rooms chat', roomsChatFixture],
    ['Rooms chat in euros', inEuros(roomsChatFixture)],
    ['Web PubSub chat', webPubSubChatFixture],
    ['Web PubSub with two replicas', failoverWebPubSubChat],
    ['Millions of echo clients', manyInstances],
  ] as const)('%s', (_, scenario) => {
    const planned = plan(scenario);
    expect(costOf(focusRows(planned, december))).toBeCloseTo(
      monthlyOf(planned).monthly.totalUsd,
      9,
    );
  });
});
