import type { Scenario } from '../../engine';

/**
 * A fixed scenario for the chart tests (independent of the page's default): 20,000 connections in rooms of
 * ten plus a presence broadcast. On the current edition it needs Standard_S1 x 40 and fills its 40,000
 * connections exactly.
 */
export const teamChat: Scenario = {
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
