import type { Scenario } from '../engine';

/** What a first visit shows: a team chat with rooms, presence broadcast and direct messages. */
export const defaultScenario: Scenario = {
  version: 1,
  name: 'Team chat',
  edition: 'current',
  targetUtilization: 0.7,
  workloads: [
    {
      name: 'Chat rooms',
      pattern: 'group',
      connections: 20_000,
      senders: 2_000,
      messageBytes: 1_024,
      sendIntervalSeconds: 5,
      groupSize: 10,
    },
    {
      name: 'Presence updates',
      pattern: 'broadcast',
      connections: 20_000,
      senders: 1,
      messageBytes: 256,
      sendIntervalSeconds: 10,
    },
  ],
};
