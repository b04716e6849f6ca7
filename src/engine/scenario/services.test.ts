// @vitest-environment node
/**
 * The scenario names its service. Absent, it is Azure SignalR Service, so every older document means what it
 * meant; on Azure Web PubSub, a pattern or setting its guide does not have is refused, naming the field.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, ScenarioError, type ScenarioInput, type Workload } from './scenario';
import { requireValidScenario } from './validate';
import { serviceOf } from './services';

const chat: Workload = {
  name: 'Chat in groups of 10',
  pattern: 'group',
  connections: 5_000,
  senders: 500,
  messageBytes: 512,
  sendIntervalSeconds: 5,
  groupSize: 10,
};

const { groupSize: _groupSize, ...ungrouped } = chat;

const onWebPubSub = (fields: Partial<ScenarioInput> = {}): ScenarioInput => ({
  version: 2,
  service: 'webPubSub',
  workloads: [chat],
  ...fields,
});

describe('the service field', () => {
  it('is absent in every scenario written before it, and absent means Azure SignalR Service', () => {
    const parsed = parseScenario({ version: 2, workloads: [chat] });
    expect(parsed.ok && parsed.scenario).not.toHaveProperty('service');
    expect(parsed.ok && serviceOf(parsed.scenario)).toBe('signalr');
  });

  it('accepts the four patterns Web PubSub’s guide measures, on its 2021 and current editions', () => {
    const workloads: Workload[] = [
      { ...ungrouped, name: 'Echo through the upstream', pattern: 'echo' },
      { ...chat, name: 'Rooms' },
      { ...ungrouped, name: 'Alerts', pattern: 'restUser', senders: 10 },
      { ...ungrouped, name: 'News', pattern: 'restBroadcast', senders: 1 },
    ];
    for (const edition of ['2021', 'current'] as const) {
      const parsed = parseScenario(onWebPubSub({ edition, workloads }));
      expect(parsed).toMatchObject({ ok: true, scenario: { service: 'webPubSub', edition } });
    }
  });

  it.each([
    ['broadcast', 'workloads[0].pattern'],
    ['connection', 'workloads[0].pattern'],
  ] as const)(
    'refuses a client %s on Web PubSub (its guide prints no table for it), at %s',
    (pattern, path) => {
      const parsed = parseScenario(
        onWebPubSub({ workloads: [{ ...chat, pattern, groupSize: undefined }] }),
      );
      expect(parsed.ok).toBe(false);
      if (parsed.ok) return;
      expect(parsed.issues).toEqual([
        {
          path,
          message: `Azure Web PubSub's guide has no table for ${pattern} (it measures echo, group, restUser, restBroadcast)`,
          detail: { code: 'notForService', service: 'webPubSub' },
        },
      ]);
    },
  );

  it('names every SignalR-only setting of a Web PubSub scenario, each at its field', () => {
    const parsed = parseScenario(
      onWebPubSub({
        appServerFramework: 'aspnet',
        hubs: 3,
        serverConnectionsPerHub: 20,
        countServerConnections: false,
        workloads: [{ ...chat, transport: 'longPolling' }],
      }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues.map((issue) => issue.path)).toEqual([
      'appServerFramework',
      'hubs',
      'serverConnectionsPerHub',
      'countServerConnections',
      'workloads[0].transport',
    ]);
    for (const issue of parsed.issues) {
      expect(issue.detail).toEqual({ code: 'notForService', service: 'webPubSub' });
    }
  });

  it('keeps each service to its own guide’s editions', () => {
    const wrongWebPubSub = parseScenario(onWebPubSub({ edition: '2019' }));
    expect(wrongWebPubSub).toMatchObject({
      ok: false,
      issues: [{ path: 'edition', detail: { code: 'notForService', service: 'webPubSub' } }],
    });
    const wrongSignalr = parseScenario({ version: 2, edition: '2021', workloads: [chat] });
    expect(wrongSignalr).toMatchObject({
      ok: false,
      issues: [{ path: 'edition', detail: { code: 'notForService', service: 'signalr' } }],
    });
  });

  it('takes WebSocket, said or left unsaid, as Web PubSub’s transport', () => {
    expect(
      parseScenario(onWebPubSub({ workloads: [{ ...chat, transport: 'webSockets' }] })).ok,
    ).toBe(true);
  });
});

describe('the engine’s gate', () => {
  it('refuses a Web PubSub broadcast from clients even when the workload alone is valid', () => {
    const workload: Workload = { ...ungrouped, pattern: 'broadcast' };
    let thrown: unknown;
    try {
      requireValidScenario(onWebPubSub({ workloads: [workload] }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ScenarioError);
    expect((thrown as ScenarioError).issues.map((issue) => issue.path)).toEqual([
      'workloads[0].pattern',
    ]);
  });
});
