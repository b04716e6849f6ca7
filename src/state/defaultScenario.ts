import { serviceRules, type Scenario } from '../engine';

/**
 * The connection target of scenarios made in the page: the share of the connection quota at which the vendor's
 * autoscale example adds units (70%). A tier sized to it keeps room for a reconnect wave or a busy hour without
 * throttling new connections. Scenarios from links and files keep theirs (absent: 100%).
 */
export const pageConnectionTarget = serviceRules.autoscale.scaleOutAboveConnectionQuotaUtilization;

/**
 * What a first visit shows: team chat in rooms of ten, plus a live dashboard broadcast to the support floor.
 * Chosen so the page explains itself: a paid tier, room to grow, and both bandwidth and routing at play.
 */
export const defaultScenario: Scenario = {
  version: 2,
  name: 'Team chat',
  edition: 'current',
  targetUtilization: 0.7,
  connectionTarget: pageConnectionTarget,
  hubs: 1,
  countServerConnections: true,
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
