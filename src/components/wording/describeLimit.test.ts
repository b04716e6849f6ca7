import { describe, expect, it } from 'vitest';
import { evaluate, type Scenario, type Workload } from '../../engine';
import { en } from '../../i18n/en';
import { translate } from '../../i18n/translate';
import type { Translate } from '../../i18n/I18nProvider';
import { describeLimit } from './describeLimit';

const t: Translate = (key, params) => translate('en', en[key], params);

function tierAt(
  edition: Scenario['edition'],
  workload: Workload,
  sku: string,
  units: number,
  service: Scenario['service'] = undefined,
) {
  const evaluation = evaluate({
    version: 2,
    hubs: 1,
    ...(service === 'webPubSub' ? { service } : { countServerConnections: false }),
    edition,
    targetUtilization: 0.7,
    workloads: [workload],
  });
  const tier = evaluation.tiers.find((x) => x.sku === sku && x.units === units);
  if (!tier) throw new Error(`no ${sku} x ${units}`);
  return tier;
}

describe('describeLimit', () => {
  it("words outbound against broadcast's maximum: 27,200 msg/s is 68% of 2019 unit 20's 40,000 x 2,048 B", () => {
    const news: Workload = {
      name: 'News',
      pattern: 'broadcast',
      connections: 27_200,
      senders: 1,
      messageBytes: 2048,
      sendIntervalSeconds: 1,
    };
    expect(
      describeLimit(t, 'en', 'outboundBandwidth', tierAt('2019', news, 'Standard_S1', 20)),
    ).toBe(
      "Outbound bandwidth: 68% of unit 20's 78.1 MB/s (the broadcast table's maximum outbound)",
    );
  });

  it("words Free's daily quota: one echo every 10 s bills 17,280 of 20,000 messages a day", () => {
    const ping: Workload = {
      name: 'Ping',
      pattern: 'echo',
      connections: 1,
      senders: 1,
      messageBytes: 2048,
      sendIntervalSeconds: 10,
    };
    expect(describeLimit(t, 'en', 'dailyMessages', tierAt('current', ping, 'Free', 1))).toBe(
      "Daily messages: 86% of Free's quota of 20,000 billed messages a day",
    );
    expect(describeLimit(t, 'en', 'connections', tierAt('current', ping, 'Free', 1))).toBe(
      'Connections: 5% of the 20 connections this tier holds',
    );
  });

  it("words Web PubSub's outbound against its big group table: 15,000 msg/s is 50% of unit 10's 30,000 x 2,048 B", () => {
    const scores: Workload = {
      name: 'Scores',
      pattern: 'restBroadcast',
      connections: 10_000,
      senders: 3,
      messageBytes: 2048,
      sendIntervalSeconds: 2,
    };
    const tier = tierAt('current', scores, 'Standard_S1', 10, 'webPubSub');
    expect(describeLimit(t, 'en', 'outboundBandwidth', tier)).toBe(
      "Outbound bandwidth: 50% of unit 10's 58.6 MB/s (the big group table's maximum outbound)",
    );
  });
});
