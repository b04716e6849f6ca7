/**
 * The two services a scenario can be sized on: Azure SignalR Service (the default, and the only one before
 * scenario field `service` existed) and Azure Web PubSub. What each one's guide measures decides what a scenario
 * on it may hold: a pattern or a setting the other service's guide has and its own has not is refused, by field.
 */
import { editions, patterns, type Edition, type Pattern } from '../guides/guideNames';
import { webPubSubEditions, type WebPubSubEdition } from '../guides/webPubSubNames';

export const services = ['signalr', 'webPubSub'] as const;
export type Service = (typeof services)[number];

/** Every guide edition a scenario may name: SignalR's 2019, Web PubSub's 2021, and either service's current one. */
export const scenarioEditions = ['2019', '2021', 'current'] as const;
export type ScenarioEdition = (typeof scenarioEditions)[number];

/** The editions each service's guide has (data/guide-*.json; data/webpubsub-guide.json). */
export const serviceEditions: Readonly<Record<Service, readonly (Edition | WebPubSubEdition)[]>> = {
  signalr: editions,
  webPubSub: webPubSubEditions,
};

/**
 * The patterns each service's guide has a table for. Web PubSub's guide measures groups over its subprotocol (small
 * and big), client events answered by the upstream webhook (echo), REST send to user and REST broadcast; it names
 * client broadcast and send to connection but prints no table for them.
 */
export const servicePatterns: Readonly<Record<Service, readonly Pattern[]>> = {
  signalr: patterns,
  webPubSub: ['echo', 'group', 'restUser', 'restBroadcast'],
};

/**
 * The scenario's service: `service` absent means Azure SignalR Service, so every link, file and saved scenario
 * written before the field existed keeps its meaning.
 * @example serviceOf({ workloads: [] }) // 'signalr'
 */
export function serviceOf(scenario: { service?: Service | undefined }): Service {
  return scenario.service ?? 'signalr';
}

/** What a scenario holds that its service's guide does not have: the field, and the English words for scripts. */
export interface ServiceIssue {
  path: (string | number)[];
  message: string;
}

/** The fields of a scenario the service check reads (the parsed scenario, or one being parsed). */
export interface ServiceFields {
  service?: Service | undefined;
  edition: ScenarioEdition;
  hubs: number;
  serverConnectionsPerHub?: number | undefined;
  countServerConnections: boolean;
  appServerFramework?: string | undefined;
  workloads: readonly { pattern: Pattern; transport?: string | undefined }[];
}

const serviceNames: Record<Service, string> = {
  signalr: 'Azure SignalR Service',
  webPubSub: 'Azure Web PubSub',
};

/**
 * Every field that does not belong to the scenario's service, each named: an edition its guide does not have; on
 * Web PubSub, a pattern its guide has no table for, a transport other than WebSocket, and the settings of the hub
 * servers SignalR connects to the service (their framework, hubs and server connections: Web PubSub has none).
 * @example serviceIssues({ service: 'webPubSub', hubs: 2, ... }) // [{ path: ['hubs'], message: '...' }]
 */
export function serviceIssues(scenario: ServiceFields): ServiceIssue[] {
  const service = serviceOf(scenario);
  const name = serviceNames[service];
  const issues: ServiceIssue[] = [];
  if (!(serviceEditions[service] as readonly string[]).includes(scenario.edition)) {
    issues.push({
      path: ['edition'],
      message: `${name}'s guide has no ${scenario.edition} edition (it has ${serviceEditions[service].join(', ')})`,
    });
  }
  if (service === 'signalr') return issues;
  const notUsed = (field: string) => `${name} does not use ${field}: it has no hub servers`;
  if (scenario.appServerFramework !== undefined) {
    issues.push({ path: ['appServerFramework'], message: notUsed('an app-server framework') });
  }
  if (scenario.hubs !== 1) {
    issues.push({ path: ['hubs'], message: notUsed('hubs served by app servers') });
  }
  if (scenario.serverConnectionsPerHub !== undefined) {
    issues.push({ path: ['serverConnectionsPerHub'], message: notUsed('server connections') });
  }
  if (!scenario.countServerConnections) {
    issues.push({ path: ['countServerConnections'], message: notUsed('server connections') });
  }
  scenario.workloads.forEach((workload, index) => {
    if (!servicePatterns[service].includes(workload.pattern)) {
      issues.push({
        path: ['workloads', index, 'pattern'],
        message: `${name}'s guide has no table for ${workload.pattern} (it measures ${servicePatterns[service].join(', ')})`,
      });
    }
    if (workload.transport !== undefined && workload.transport !== 'webSockets') {
      issues.push({
        path: ['workloads', index, 'transport'],
        message: `${name} clients connect over WebSocket only`,
      });
    }
  });
  return issues;
}

/**
 * The SignalR edition a SignalR-only view reads for a scenario's edition: the same one, or for Web PubSub's 2021
 * edition the older of SignalR's (a SignalR scenario never holds 2021: the schema refuses it).
 * @example signalrEditionOf('2021') // '2019'
 */
export function signalrEditionOf(edition: ScenarioEdition): Edition {
  return edition === '2021' ? '2019' : edition;
}

/**
 * The Web PubSub edition a scenario's edition names: the same one, or for SignalR's 2019 edition the older of Web
 * PubSub's (a Web PubSub scenario never holds 2019: the schema refuses it).
 * @example webPubSubEditionOf('current') // 'current'
 */
export function webPubSubEditionOf(edition: ScenarioEdition): WebPubSubEdition {
  return edition === '2019' ? '2021' : edition;
}
