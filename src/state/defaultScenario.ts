import type { Scenario } from '../engine';

/**
 * What a first visit shows: team chat in rooms of ten, plus a live dashboard broadcast to the support floor.
 * Chosen so the page explains itself: a paid tier, room to grow, and both bandwidth and routing at play.
 */
export const defaultScenario: Scenario = {
  version: 1,
  name: 'Team chat',
  edition: 'current',
  targetUtilization: 0.7,
  workloads: [
    {
      name: 'Chat rooms',
      pattern: 'group',
      connections: 10_000,
      senders: 1_000,
      messageBytes: 1_024,
      sendIntervalSeconds: 10,
      groupSize: 10,
    },
    {
      name: 'Live dashboard',
      pattern: 'broadcast',
      connections: 2_000,
      senders: 1,
      messageBytes: 2_048,
      sendIntervalSeconds: 5,
    },
  ],
};
