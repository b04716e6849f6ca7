// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plan, type Scenario } from '../../engine';
import { translatorFor } from '../../i18n/allCatalogs';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { pricesBasisText } from './pricesBasisText';
import { formatPriceDay, pricesBasisShort } from './pricesText';

const t = translatorFor('en');
const euros: Scenario['prices'] = {
  Standard_S1: 1.5517,
  Premium_P1: 1.9276,
  perMillionExtraMessages: 0.9638,
  currency: 'EUR',
  priceList: { service: 'signalr', region: 'westeurope', effectiveDate: '2025-04-01' },
};
/** Team chat ten times over: 400,000 connections, more than Premium_P1's 100 units hold. */
const large: Scenario = {
  ...teamChatFixture,
  workloads: teamChatFixture.workloads.map((workload) => ({
    ...workload,
    connections: workload.connections * 10,
    senders: workload.pattern === 'group' ? workload.senders * 10 : workload.senders,
  })),
};

describe('what a total is priced with, in words', () => {
  it('says the traffic between regions is not priced where euro prices give no rate per GB', () => {
    const replicated: Scenario = {
      ...teamChatFixture,
      replicas: { count: 1, sizing: 'split' },
      prices: euros,
    };
    const planned = plan(replicated);
    expect(planned.monthly?.crossRegionBytesPerDay).toBeGreaterThan(0);
    expect(pricesBasisText(t, 'en', planned)).toBe(
      'Azure’s retail prices for westeurope, in EUR, effective April 1, 2025. The traffic between regions is not priced: these prices give no rate per GB in EUR.',
    );
    const withRate = plan({ ...replicated, prices: { ...euros, perGbCrossRegion: 0.0193 } });
    expect(pricesBasisText(t, 'en', withRate)).not.toContain('not priced');
    // One region: nothing crosses, nothing to say.
    expect(pricesBasisText(t, 'en', plan({ ...teamChatFixture, prices: euros }))).not.toContain(
      'not priced',
    );
  });

  it('flags Premium_P2 priced like Premium_P1 where the plan deploys it, until a price list gives it its own', () => {
    const onP2 = plan({ ...large, prices: euros });
    expect(onP2.deployment?.sku).toBe('Premium_P2');
    expect(pricesBasisText(t, 'en', onP2)).toBe(
      'Azure’s retail prices for westeurope, in EUR, effective April 1, 2025. Premium_P2 is priced like Premium_P1: no price list gives it a price of its own.',
    );
    const ownP2 = plan({ ...large, prices: { ...euros, Premium_P2: 3.8 } });
    expect(pricesBasisText(t, 'en', ownP2)).toBe(
      'Azure’s retail prices for westeurope, in EUR, effective April 1, 2025.',
    );
    // Not deployed, not said: team chat runs on Standard_S1.
    expect(pricesBasisText(t, 'en', plan({ ...teamChatFixture, prices: euros }))).not.toContain(
      'Premium_P2',
    );
  });

  it('says the service whose prices they are when the scenario has moved to the other one', () => {
    const switched = plan({
      ...teamChatFixture,
      service: 'webPubSub',
      countServerConnections: true,
      workloads: [teamChatFixture.workloads[0] as Scenario['workloads'][number]],
      prices: euros,
    });
    expect(pricesBasisText(t, 'en', switched)).toContain(
      'They are Azure SignalR Service’s prices; this scenario is sized on Azure Web PubSub.',
    );
  });

  it('says it in a few words for tight places, in the reader’s language', () => {
    const priced = plan({ ...teamChatFixture, prices: euros });
    expect(pricesBasisShort(t, 'en', priced.prices)).toBe('EUR · westeurope · April 1, 2025');
    expect(pricesBasisShort(translatorFor('de'), 'de', priced.prices)).toBe(
      'EUR · westeurope · 1. April 2025',
    );
    expect(pricesBasisShort(t, 'en', plan(teamChatFixture).prices)).toBe('USD · defaults 2026');
    // The day itself, whatever the reader's time zone.
    expect(formatPriceDay('en', '2025-04-01')).toBe('April 1, 2025');
  });
});
