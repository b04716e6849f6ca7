import { describe, expect, it } from 'vitest';
import { plan, scenarioOnService, skuCatalog, type Scenario, type Workload } from '../engine';
import { matchWorkloads, planDiff } from './planDiff';
import { plateauRoomsFixture } from '../../tests/fixtures/plateauRooms';
import { teamChatFixture, teamChatTwiceTheConnections } from '../../tests/fixtures/teamChat';
import { webPubSubChatFixture } from '../../tests/fixtures/webPubSubChat';

const daysPerMonth = skuCatalog.hoursPerMonth / 24;
const standardPerUnitPerDay = skuCatalog.prices.perUnitPerDay.Standard_S1;
const perMillion = skuCatalog.prices.perMillionExtraMessages;

/** Standard_S1 at `units` units, billing `billedPerSecond` messages a second: the bill by hand. */
function standardBill(units: number, billedPerSecond: number): number {
  const unitsUsd = units * standardPerUnitPerDay * daysPerMonth;
  const included = units * 1_000_000;
  const extra = billedPerSecond * 86_400 - included;
  return unitsUsd + (extra / 1_000_000) * perMillion * daysPerMonth;
}

describe('the diff of team chat and team chat with twice the connections', () => {
  const diff = planDiff(plan(teamChatFixture), plan(teamChatTwiceTheConnections));
  // Rooms: 400 messages a second to groups of 10 and to the app server: 4,400 billed a second, either side.
  // Presence: 0.1 a second to 20,000 clients (then 40,000) and to the app server: 2,000.1 (then 4,000.1).
  const before = standardBill(40, 4_400 + 2_000.1);
  const after = standardBill(80, 4_400 + 4_000.1);

  it('is 40 units of Standard_S1 before and 80 after, bound by connections on both sides', () => {
    expect(diff.before.deployment?.sku).toBe('Standard_S1');
    expect(diff.before.deployment?.totalUnits).toBe(40);
    expect(diff.after.deployment?.sku).toBe('Standard_S1');
    expect(diff.after.deployment?.totalUnits).toBe(80);
    expect(diff.unitsChange).toBe(40);
    expect(diff.before.peak?.binding).toBe('connections');
    expect(diff.after.peak?.binding).toBe('connections');
  });

  it('costs $17,562 before, $23,560 after: $5,998 (34%) more', () => {
    expect(before).toBeCloseTo(17_561.63, 2);
    expect(after).toBeCloseTo(23_559.8, 2);
    expect(diff.beforeUsd).toBeCloseTo(before, 6);
    expect(diff.afterUsd).toBeCloseTo(after, 6);
    expect(diff.changeUsd).toBeCloseTo(after - before, 6);
    expect(diff.changeShare).toBeCloseTo((after - before) / before, 9);
    expect(Math.round((diff.changeShare ?? 0) * 100)).toBe(34);
    expect(diff.serviceChanged).toBe(false);
  });

  it('puts the presence broadcast first: its deliveries doubled, the rooms’ did not', () => {
    const [presence, rooms] = diff.workloads;
    expect(presence).toMatchObject({ before: 1, after: 1, status: 'changed' });
    expect(rooms).toMatchObject({ before: 0, after: 0, status: 'changed' });
    // Units half each on both sides (equal connections); messages by billed messages a second.
    const messages = (bill: number, units: number) =>
      bill - units * standardPerUnitPerDay * daysPerMonth;
    const presenceBefore =
      20 * standardPerUnitPerDay * daysPerMonth + (messages(before, 40) * 2_000.1) / 6_400.1;
    const presenceAfter =
      40 * standardPerUnitPerDay * daysPerMonth + (messages(after, 80) * 4_000.1) / 8_400.1;
    expect(presence?.beforeUsd).toBeCloseTo(presenceBefore, 6);
    expect(presence?.afterUsd).toBeCloseTo(presenceAfter, 6);
    expect(presence?.changeUsd).toBeCloseTo(presenceAfter - presenceBefore, 6);
    expect(Math.round(presence?.changeUsd ?? 0)).toBe(5_457);
    expect(Math.round(rooms?.changeUsd ?? 0)).toBe(541);
    // The workloads' changes add up to the bill's.
    expect((presence?.changeUsd ?? 0) + (rooms?.changeUsd ?? 0)).toBeCloseTo(after - before, 6);
  });

  it('is the same change the other way round, with the signs turned', () => {
    const back = planDiff(plan(teamChatTwiceTheConnections), plan(teamChatFixture));
    expect(back.changeUsd).toBeCloseTo(before - after, 6);
    expect(back.unitsChange).toBe(-40);
    expect(back.changeShare).toBeCloseTo((before - after) / after, 9);
  });
});

const workload = (name: string, connections = 1_000): Workload => ({
  name,
  pattern: 'echo',
  connections,
  senders: 10,
  messageBytes: 512,
  sendIntervalSeconds: 1,
});

describe('matching the workloads of two scenarios', () => {
  it('matches by name, whatever the order; what is left was added or removed', () => {
    const a = workload('A');
    const b = workload('B');
    const c = workload('C');
    expect(matchWorkloads([a, b], [b, c])).toEqual([
      [1, 0],
      [null, 1],
      [0, null],
    ]);
  });

  it('pairs workloads of the same name in order, and unnamed ones by their place', () => {
    const twin = workload('Twin');
    const blank = workload('  ');
    expect(matchWorkloads([twin, twin, blank], [twin, blank, twin])).toEqual([
      [0, 0],
      [null, 1],
      [1, 2],
      [2, null],
    ]);
  });

  it('reads a renamed workload as one removed and one added, each with its part of the bill', () => {
    const beforeScenario: Scenario = { ...teamChatFixture };
    const afterScenario: Scenario = {
      ...teamChatFixture,
      workloads: [
        { ...(teamChatFixture.workloads[0] as Workload), name: 'Rooms' },
        teamChatFixture.workloads[1] as Workload,
      ],
    };
    const diff = planDiff(plan(beforeScenario), plan(afterScenario));
    expect(diff.changeUsd).toBe(0);
    const byStatus = Object.fromEntries(diff.workloads.map((w) => [w.status, w]));
    expect(byStatus.added).toMatchObject({ before: null, after: 0, beforeUsd: null });
    expect(byStatus.removed).toMatchObject({ before: 0, after: null, afterUsd: null });
    expect(byStatus.added?.changeUsd).toBeCloseTo(byStatus.added?.afterUsd ?? NaN, 9);
    expect(byStatus.removed?.changeUsd).toBeCloseTo(-(byStatus.removed?.beforeUsd ?? NaN), 9);
    expect(byStatus.kept).toMatchObject({ before: 1, after: 1, changeUsd: 0 });
  });
});

describe('sides the bill cannot be read from', () => {
  it('has no change when nothing fits one side, and no part of it per workload', () => {
    const diff = planDiff(plan(teamChatFixture), plan(plateauRoomsFixture));
    expect(diff.after.deployment).toBeNull();
    expect(diff.afterUsd).toBeNull();
    expect(diff.changeUsd).toBeNull();
    expect(diff.changeShare).toBeNull();
    expect(diff.unitsChange).toBeNull();
    expect(diff.workloads.every((w) => w.changeUsd === null)).toBe(true);
  });

  it('counts a scenario without workloads (a file added) as $0 and 0 units, and the rise as no share', () => {
    const diff = planDiff(plan({ version: 2, workloads: [] }), plan(teamChatFixture));
    expect(diff.beforeUsd).toBe(0);
    expect(diff.unitsChange).toBe(40);
    expect(diff.changeUsd).toBeCloseTo(diff.afterUsd ?? NaN, 9);
    expect(diff.changeShare).toBeNull();
    expect(diff.workloads.map((w) => w.status)).toEqual(['added', 'added']);
  });

  it('sees no change of service in a file added on Web PubSub', () => {
    const diff = planDiff(plan({ version: 2, workloads: [] }), plan(webPubSubChatFixture));
    expect(diff.before.service).toBe('signalr');
    expect(diff.serviceChanged).toBe(false);
  });

  it('says when the service changes', () => {
    const onSignalr = scenarioOnService(webPubSubChatFixture, 'signalr');
    if (!onSignalr.ok) throw new Error('the Web PubSub chat reads on SignalR');
    const diff = planDiff(plan(onSignalr.scenario), plan(webPubSubChatFixture));
    expect(diff.serviceChanged).toBe(true);
    expect(diff.before.service).toBe('signalr');
    expect(diff.after.service).toBe('webPubSub');
    expect(diff.workloads.every((w) => w.status === 'kept')).toBe(true);
    expect(diff.changeUsd).toBeCloseTo((diff.afterUsd ?? NaN) - (diff.beforeUsd ?? NaN), 9);
  });
});
