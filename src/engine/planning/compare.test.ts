// @vitest-environment node
/**
 * Side by side: a scenario planned on both services, each by its own rules, and the one switch between them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedPatternScenarioArbitrary } from '../../../tests/fixtures/arbitraries';
import {
  parseScenario,
  type Scenario,
  type ScenarioInput,
  type Workload,
} from '../scenario/scenario';
import { hasServerLeg, secondsPerDay } from '../sizing/workload';
import { usedWorkload } from '../scenario/usedInputs';
import { compareServices, scenarioOnService } from './compare';
import { plan } from './plan';

function parsed(input: ScenarioInput): Scenario {
  const result = parseScenario(input);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.scenario;
}

const roomsOf10: Workload = {
  name: 'Chat in groups of 10',
  pattern: 'group',
  connections: 10_000,
  senders: 1_000,
  messageBytes: 1_024,
  sendIntervalSeconds: 10,
  groupSize: 10,
};

describe('a chat in groups of 10 on both services', () => {
  const chat = parsed({ version: 2, workloads: [roomsOf10] });
  const comparison = compareServices(chat);

  it('sizes SignalR with its server connections and relayed messages, Web PubSub without', () => {
    const [signalr, webPubSub] = comparison.answers;
    // 10,000 clients and 2 app servers x 15 server connections: more than 10 units hold.
    expect(signalr).toMatchObject({
      service: 'signalr',
      sku: 'Standard_S1',
      unitsPerInstance: 20,
      binding: 'connections',
      appServers: 2,
      upstreamRequestsPerSecond: null,
    });
    expect(webPubSub).toMatchObject({
      service: 'webPubSub',
      sku: 'Standard_S1',
      unitsPerInstance: 10,
      binding: 'connections',
      appServers: 0,
      upstreamRequestsPerSecond: null,
      leftBehind: [],
    });
    // 100 messages a second to 10 members: 86.4 million deliveries a day on both. SignalR counts each 1 KB message
    // as one and bills the 8.64 million legs to its app servers too; Web PubSub bills the bytes, 1,024 / 2,048 of a
    // message each: 86,400,000 x 0.5 = 43,200,000.
    expect(signalr.plan?.monthly?.billedMessagesPerDay).toBe(95_040_000);
    expect(webPubSub.plan?.monthly?.billedMessagesPerDay).toBe(43_200_000);
    expect(comparison.cheaper).toBe('webPubSub');
    expect(comparison.monthlySavingUsd).toBeCloseTo(
      (signalr.monthlyUsd ?? NaN) - (webPubSub.monthlyUsd ?? NaN),
      9,
    );
    expect(comparison.canSwitch).toBe(true);
  });

  it('is the plan each service gives the scenario on its own', () => {
    const switched = scenarioOnService(chat, 'webPubSub');
    if (!switched.ok) throw new Error('a chat in groups switches');
    expect(comparison.answers[0].plan?.monthly).toEqual(plan(chat).monthly);
    expect(comparison.answers[1].plan?.monthly).toEqual(plan(switched.scenario).monthly);
  });
});

describe('the switch', () => {
  it('refuses a scenario with a client broadcast, naming the workload', () => {
    const withBroadcast = parsed({
      version: 2,
      workloads: [
        roomsOf10,
        {
          name: 'Dashboard',
          pattern: 'broadcast',
          connections: 2_000,
          senders: 1,
          messageBytes: 2_048,
          sendIntervalSeconds: 5,
        },
      ],
    });
    expect(scenarioOnService(withBroadcast, 'webPubSub')).toEqual({ ok: false, workloads: [1] });
    const comparison = compareServices(withBroadcast);
    expect(comparison.canSwitch).toBe(false);
    expect(comparison.answers[1]).toMatchObject({
      service: 'webPubSub',
      plan: null,
      unsupportedWorkloads: [1],
    });
    expect(comparison.cheaper).toBeNull();
    expect(comparison.monthlySavingUsd).toBeNull();
  });

  it('leaves SignalR’s hub-server settings and transports behind, and says which', () => {
    const signalr = parsed({
      version: 2,
      edition: '2019',
      hubs: 3,
      serverConnectionsPerHub: 20,
      appServerFramework: 'aspnet',
      countServerConnections: false,
      workloads: [{ ...roomsOf10, transport: 'longPolling' }],
    });
    const switched = scenarioOnService(signalr, 'webPubSub');
    expect(switched).toMatchObject({
      ok: true,
      leftBehind: [
        'appServerFramework',
        'hubs',
        'serverConnectionsPerHub',
        'countServerConnections',
        'transport',
      ],
    });
    if (!switched.ok) return;
    // What it becomes is a valid Web PubSub scenario on the matching edition.
    expect(parseScenario(switched.scenario)).toEqual({ ok: true, scenario: switched.scenario });
    expect(switched.scenario).toMatchObject({ service: 'webPubSub', edition: '2021', hubs: 1 });
    expect(switched.scenario.workloads[0]).not.toHaveProperty('transport');
  });

  it('comes back to the same SignalR scenario when nothing was left behind', () => {
    const chat = parsed({ version: 2, edition: '2019', workloads: [roomsOf10] });
    const there = scenarioOnService(chat, 'webPubSub');
    if (!there.ok) throw new Error('a chat in groups switches');
    expect(scenarioOnService(there.scenario, 'signalr')).toEqual({
      ok: true,
      scenario: chat,
      leftBehind: [],
    });
  });
});

/** SignalR counts a message once, one more per 2 KB beyond; Web PubSub divides its outbound bytes by 2 KB. */
const chunks = (bytes: number, service: 'signalr' | 'webPubSub') =>
  service === 'webPubSub' ? bytes / 2048 : Math.ceil(bytes / 2048);
const fanOut = (workload: Workload) =>
  workload.pattern === 'restBroadcast'
    ? workload.connections
    : workload.pattern === 'group'
      ? (workload.groupSize ?? 10)
      : 1;

describe('property: the side-by-side comparison prices each service by its own rules', () => {
  it('plans each service as that service plans the scenario, and bills each by its own legs', () => {
    fc.assert(
      fc.property(sharedPatternScenarioArbitrary(4), (scenario) => {
        const comparison = compareServices(scenario);
        const switched = scenarioOnService(scenario, 'webPubSub');
        expect(switched.ok).toBe(true);
        if (!switched.ok) return;
        expect(comparison.canSwitch).toBe(true);
        const [signalr, webPubSub] = comparison.answers;
        expect(signalr.plan?.monthly).toEqual(plan(scenario).monthly);
        expect(webPubSub.plan?.monthly).toEqual(plan(switched.scenario).monthly);
        for (const answer of comparison.answers) {
          const expected = scenario.workloads.reduce((sum, asSet) => {
            // Senders and groups above the connections are billed as the connections.
            const workload = usedWorkload(asSet);
            const inbound = workload.senders / workload.sendIntervalSeconds;
            const leg = hasServerLeg(workload.pattern, answer.service) ? 1 : 0;
            return (
              sum +
              inbound * (fanOut(workload) + leg) * chunks(workload.messageBytes, answer.service)
            );
          }, 0);
          const billed = answer.plan?.evaluation.totals.billedMessagesPerDay ?? NaN;
          expect(Math.abs(billed - expected * secondsPerDay)).toBeLessThanOrEqual(
            1e-9 * Math.max(1, billed),
          );
        }
        // Web PubSub's quota holds no server connections, and its tiers read its own guide (500 echo events a
        // second per unit, SignalR's echo table reads 1,000).
        expect(webPubSub.plan?.evaluation.appServerPlans.paid.serverConnections).toBe(0);
        const unitOne = (answer: typeof signalr) =>
          answer.plan?.evaluation.tiers.find((t) => t.sku === 'Standard_S1' && t.units === 1);
        expect(unitOne(webPubSub)?.capacity.rates.inbound).toBe(500);
        expect(unitOne(signalr)?.capacity.rates.inbound).toBe(1000);
        // The cheaper one is the one whose own plan costs less.
        const [a, b] = [signalr.monthlyUsd, webPubSub.monthlyUsd];
        if (a !== null && b !== null && Math.abs(a - b) >= 0.01) {
          expect(comparison.cheaper).toBe(a < b ? 'signalr' : 'webPubSub');
          expect(comparison.monthlySavingUsd).toBeCloseTo(Math.abs(a - b), 9);
        } else {
          expect(comparison.monthlySavingUsd).toBeNull();
        }
      }),
      { numRuns: 40 },
    );
  });
});
