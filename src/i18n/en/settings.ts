/** The settings panel: guide edition, headroom target, app server framework. */
export const settings = {
  'settings.service': 'Service',
  'settings.service.signalr.hint':
    'Clients speak the SignalR protocol; your app servers (hub servers) hold server connections to the service.',
  'settings.service.webPubSub.hint':
    'Clients speak plain WebSocket or the Web PubSub subprotocol; client events go to your upstream (event handler), not to hub servers.',
  'settings.service.blocked':
    '{service}’s guide has no table for {patterns}, the “Pattern” of {names}: choose {allowed} there first.',
  'settings.edition': 'Guide edition',
  'settings.edition.current.hint':
    'Units up to 1,000 with Premium_P2 (the guide’s Japanese translation).',
  'settings.edition.2019.hint':
    'Units 1 to 100 (the Polish, German, French and Korean translations).',
  'settings.edition.webPubSub.current.hint':
    'Units up to 1,000 with Premium_P2 (the page Microsoft publishes now).',
  'settings.edition.webPubSub.2021.hint': 'Units 1 to 100 (the guide as first published, 2021).',
  'settings.target': 'Headroom target',
  'settings.target.hint':
    'The highest share of a throughput limit the recommended tier may use. The guide advises keeping Server Load under 70%.',
  'settings.connectionTarget': 'Connection target',
  'settings.connectionTarget.hint':
    'The highest share of the connection quota (clients and server connections) the recommended tier may use. The vendor’s autoscale example adds units above {scaleOut}: room for a reconnect wave or a busy hour.',
  'settings.reading': 'Reading of the guide',
  'settings.reading.hint':
    'Where the guide is silent (group sizes between those it measured, units between its columns), which reading sizes the answer. The page shows the range either way.',
  'settings.reading.optimistic': 'Most favourable',
  'settings.reading.optimistic.hint':
    'Groups of 2–9 at the better of send to connection and small groups.',
  'settings.reading.interpolated': 'Interpolated (default)',
  'settings.reading.interpolated.hint':
    'Linear between columns, groups log-interpolated: the guide’s own method, and every benchmark lands on its unit.',
  'settings.reading.conservative': 'Least favourable',
  'settings.reading.conservative.hint':
    'Only the capacity printed at or below the tier’s units; larger groups limited by their deliveries.',
  'settings.serverConnections': 'App servers and hubs',
  'settings.hubs': 'Hubs',
  'settings.hubs.hint': 'Each app server opens its server connections once per hub.',
  'settings.unit.hubs': 'hubs',
  'settings.unit.connections': 'connections',
  'settings.perHub': 'Server connections per hub',
  'settings.perHub.advice':
    'The guide’s advice for this mix: {advice} (15 as its benchmarks ran, 40 with a broadcast or big groups). The SDK opens 5 unless told otherwise.',
  'settings.perHub.chosen': 'Your own figure; the guide’s advice for this mix is {advice}.',
  'settings.perHub.reset': 'Use the guide’s advice ({advice})',
  'settings.countServerConnections': 'Count server connections against the connection quota',
  'settings.countServerConnections.on':
    'As the service does (Azure/azure-signalr issue 254): 1,000 clients on one hub need 2 units.',
  'settings.countServerConnections.off':
    'As the guide’s benchmarks ran: reproduces its tables, but the service counts them.',
  'settings.framework': 'App server framework',
  'settings.framework.hint':
    'Which app server tables to read. The 2019 guide has ASP.NET SignalR tables for echo, broadcast and small groups; other patterns use the ASP.NET Core ones.',
  'settings.framework.aspnetcore': 'ASP.NET Core',
  'settings.framework.aspnet': 'ASP.NET SignalR',
} as const;
