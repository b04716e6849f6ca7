/** SignalR or Web PubSub: the scenario sized on both services, and the switch between them. */
export const services = {
  'services.lead':
    'The same workloads sized on Azure SignalR Service and on Azure Web PubSub, each by its own performance guide, billing and connection quota.',
  'services.own': '(this scenario)',
  'services.tier': 'Tier',
  'services.monthly': 'A month',
  'services.binding': 'What binds',
  'services.besides': 'Needs besides',
  'services.besides.appServers': {
    one: '{count} app server, with {perHub} server connections per hub to the service',
    other: '{count} app servers, each with {perHub} server connections per hub to the service',
  },
  'services.besides.noAppServers': 'No app server connected to the service (REST calls only)',
  'services.besides.upstream':
    'An upstream webhook (event handler) answering about {rate} requests a second',
  'services.besides.noUpstream': 'No upstream webhook: no client event goes to a server',
  'services.noFit': 'No tier fits: the answer beside the workloads says what would.',
  'services.cheaper': '{service} costs {saving} a month less.',
  'services.same': 'Both cost the same a month.',
  'services.tierChange':
    '{service} deploys {otherTier} where this scenario deploys {ownTier}. A switch of service is a new {service} resource beside the one you run, not a change of its tier: the downtime the vendor documents for moving a resource between Free and a paid tier does not apply, and your clients move when your app sends them to the new service.',
  'services.switch': 'Switch to {service}',
  'services.switch.hint': 'One step: Undo brings the scenario back as it was.',
  'services.leftBehind': 'Switching leaves behind what {service} does not have: {fields}.',
  'services.leftBehind.appServerFramework': 'the app-server framework',
  'services.leftBehind.hubs': 'the hubs the app servers serve',
  'services.leftBehind.serverConnectionsPerHub': 'the server connections per hub',
  'services.leftBehind.countServerConnections':
    'sizing as the benchmarks ran (server connections not counted)',
  'services.leftBehind.transport':
    'Server-Sent Events and long polling (its clients use WebSocket)',
} as const;
