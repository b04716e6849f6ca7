// @vitest-environment node
/**
 * Issue 23, "Web PubSub bills bytes, not messages". Its billing page ("Billing model of Azure Web PubSub service",
 * concept-billing-model.md) defines the billed message count as "the size of outbound traffic (bytes) divided in
 * 2 KB": "100-KB traffic is counted as 50 messages"; 4 KB to the upstream plus 4 KB to each of 10 connections is
 * 44 KB, 22 messages; the free quota is "2,000,000-KB outbound traffic (1,000,000 messages) per unit/day". SignalR
 * keeps its own rule: a message counts once, and once more for each 2 KB beyond.
 */
import { describe, expect, it } from 'vitest';
import { webPubSubEcho, webPubSubSmallRooms } from '../../../tests/fixtures/moneyScenarios';
import { plan } from '../planning/plan';
import type { ScenarioInput } from '../scenario/scenario';
import { billedChunksOf, secondsPerDay } from '../sizing/workload';

const daysPerMonth = 730 / 24;
const standardUnitDay = 1.61;
const perMillion = 1;

describe('the billing page’s own examples', () => {
  it('100 KB of traffic is 50 messages; 4 KB to the upstream and to 10 connections is 22', () => {
    expect(billedChunksOf(100 * 1024, 2048, 'webPubSub')).toBe(50);
    // 4 KB + 4 KB x 10 = 44 KB; 44 KB / 2 KB = 22
    expect(11 * billedChunksOf(4096, 2048, 'webPubSub')).toBe(22);
    // A 256 B message is an eighth of a billed message on Web PubSub, a whole one on SignalR.
    expect(billedChunksOf(256, 2048, 'webPubSub')).toBe(0.125);
    expect(billedChunksOf(256, 2048, 'signalr')).toBe(1);
  });
});

describe('an echo of 5,000 clients at 256 B a second (the issue: $26,428 billed where the page’s rule gives about $3,433)', () => {
  const planned = plan(webPubSubEcho);

  it('bills the bytes: (5,000 answers + 5,000 events to the upstream) x 256 B / 2,048 B x 86,400 s = 108,000,000 a day', () => {
    expect(planned.monthly?.billedMessagesPerDay).toBe(
      (5000 + 5000) * (256 / 2048) * secondsPerDay,
    );
    expect(planned.monthly?.billedMessagesPerDay).toBe(108_000_000);
  });

  it('costs $3,433.43 a month on Standard_S1 x 8, not $26,428.43', () => {
    // 8 units: the inbound load (5,000 events/s, each loading like 1,024 B) over 500 events/s per unit at 70%.
    expect(planned.deployment).toMatchObject({ sku: 'Standard_S1', unitsPerInstance: 8 });
    const unitsUsd = 8 * standardUnitDay * daysPerMonth; // 391.77
    // 108,000,000 billed - 8 x 1,000,000 included = 100,000,000 a day at $1 a million
    const messagesUsd = ((108_000_000 - 8_000_000) / 1_000_000) * perMillion * daysPerMonth; // 3,041.67
    expect(planned.monthly?.unitsUsd).toBeCloseTo(unitsUsd, 6);
    expect(planned.monthly?.messagesUsd).toBeCloseTo(messagesUsd, 6);
    expect(planned.monthly?.totalUsd).toBeCloseTo(3433.43, 2);
  });

  it('keeps the per-message reading as the conservative end of the range, not the answer', () => {
    // Read per message, every 256 B counts as 2 KB: 10,000 a second x 86,400 = 864,000,000 a day. The
    // conservative reading also reads unit 8 at the printed column below it (2), so it needs 10 units.
    const conservative = planned.range.conservative;
    expect(conservative).toMatchObject({ sku: 'Standard_S1', unitsPerInstance: 10 });
    const unitsUsd = 10 * standardUnitDay * daysPerMonth;
    const messagesUsd = ((864_000_000 - 10_000_000) / 1_000_000) * perMillion * daysPerMonth;
    expect(conservative?.totalUsd).toBeCloseTo(unitsUsd + messagesUsd, 6); // $26,465.54
    expect(planned.range.reasons).toContainEqual({ kind: 'billedBytes', workloads: [0] });
  });

  it('bills whole messages when the scenario is sized by the least favourable reading', () => {
    const conservative = plan({ ...webPubSubEcho, guideReading: 'conservative' });
    expect(conservative.monthly?.billedMessagesPerDay).toBe(864_000_000);
  });

  it('SignalR keeps its rule: each 256 B message counts once', () => {
    const onSignalr: ScenarioInput = { ...webPubSubEcho, service: 'signalr' };
    // 5,000 deliveries + 5,000 legs to the app server, a whole message each
    expect(plan(onSignalr).monthly?.billedMessagesPerDay).toBe(10_000 * secondsPerDay);
  });
});

describe('20 clients in 4 groups of 5, one 500 B message a minute in each group (the issue: Standard instead of Free)', () => {
  const planned = plan(webPubSubSmallRooms);

  it('28,800 deliveries a day are 7,031.25 two-KB pieces, within Free’s 20,000', () => {
    // 4 messages a minute x 1,440 minutes x 5 members = 28,800 deliveries of 500 B
    const deliveries = 4 * 1440 * 5;
    expect(deliveries).toBe(28_800);
    expect(planned.monthly?.billedMessagesPerDay).toBeCloseTo((deliveries * 500) / 2048, 9);
    expect(planned.monthly?.billedMessagesPerDay).toBeCloseTo(7031.25, 9);
    expect(planned.deployment).toMatchObject({ sku: 'Free', unitsPerInstance: 1 });
    expect(planned.monthly?.totalUsd).toBe(0);
  });

  it('read per message, 28,800 exceed Free’s quota: the conservative end is Standard_S1 x 1', () => {
    expect(planned.range.conservative).toMatchObject({ sku: 'Standard_S1', unitsPerInstance: 1 });
    expect(planned.range.conservative?.totalUsd).toBeCloseTo(1 * standardUnitDay * daysPerMonth, 6);
  });
});

describe('levers follow the billing page', () => {
  it('offers no “2,048 bytes or less” on Web PubSub: a trimmed byte saves one byte there', () => {
    const justOver: ScenarioInput = {
      version: 2,
      service: 'webPubSub',
      workloads: [
        {
          name: 'Echo',
          pattern: 'echo',
          connections: 1000,
          senders: 1000,
          messageBytes: 2049,
          sendIntervalSeconds: 1,
        },
      ],
    };
    const planned = plan(justOver);
    // (1,000 + 1,000) x 2,049 / 2,048 x 86,400: one byte more than 2 KB is a 2,048th more, not a second message
    expect(planned.monthly?.billedMessagesPerDay).toBeCloseTo(
      (2000 * 2049 * secondsPerDay) / 2048,
      3,
    );
  });
});
