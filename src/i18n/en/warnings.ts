/** The guide's warnings that apply at the recommended tier, one message per warning code. */
export const warnings = {
  'warnings.guideSays': 'The guide says:',
  'warnings.details': 'What the guide says, and what the engine does',
  'warnings.units': { one: 'unit {list}', other: 'units {list}' },
  'warnings.appServerTable': '{pattern} app-server',
  'warnings.sendersCapped':
    '{names} sets {set} senders but has {used} connections: it is sized with {used} senders. With {set} connections or more it is sized with the {set} set.',
  'warnings.groupSizeCapped':
    '{names} sets groups of {set} but has {used} connections: it is sized with groups of {used}. With {set} connections or more it is sized with groups of {set}.',
  'warnings.routingCost':
    'At 50 units and more, small groups (under 20 members) and send to connection carry a routing cost that Server Load does not show. Check the small-group and send-to-connection tables for {names}.',
  'warnings.routingCost.webPubSub':
    'At 50 units and more, small groups (under 20 members) carry a routing cost that Server Load does not show. Check the small-group table for {names}.',
  'warnings.upstreamEvents': {
    one: '{names} sends client events to the upstream webhook, which must answer about {rate} requests a second. The guide measured its echo over HTTP 1.1 and assumed the upstream is never the bottleneck; every event is also billed as an outbound message.',
    other:
      '{names} send client events to the upstream webhook, which must answer about {rate} requests a second. The guide measured its echo over HTTP 1.1 and assumed the upstream is never the bottleneck; every event is also billed as an outbound message.',
  },
  'warnings.premiumP2':
    'Beyond 100 units only Premium_P2 is sold: the guide says to scale up to it.',
  'warnings.smallMessages': {
    one: '{names} sends messages under 1 KB. The service is loaded by each of them as if it were 1,024 B, so it is sized that way.',
    other:
      '{names} send messages under 1 KB. The service is loaded by each of them as if it were 1,024 B, so they are sized that way.',
  },
  'warnings.transportNotBenchmarked': {
    one: '{names} uses Server-Sent Events or long polling; the guide benchmarked WebSocket only, so its throughput may be lower than sized.',
    other:
      '{names} use Server-Sent Events or long polling; the guide benchmarked WebSocket only, so their throughput may be lower than sized.',
  },
  'warnings.interpolated':
    "Unit {units} is not a column of the guide's tables: its capacities are interpolated between units {from}.",
  'warnings.slip':
    'The {table} table’s {row} at unit {unit} is a value its own formula contradicts, where this tier reads it.',
  // The row a slip is in, named in its sentence: two slips at one unit (2019's big group, inbound and outbound) differ
  // only there.
  'warnings.slip.row.inboundBytesPerSecond': 'inbound bandwidth',
  'warnings.slip.row.outboundBytesPerSecond': 'outbound bandwidth',
  'warnings.slip.row.groupMemberCount': 'group member count',
  // Each slip's title: its table, row and unit, so two at once are told apart. The first view lists
  // 'warnings.slip.title' until these arrive.
  'warnings.slip.title.bigGroup.inboundBytesPerSecond': 'Slip: big group in, unit {unit}',
  'warnings.slip.title.bigGroup.outboundBytesPerSecond': 'Slip: big group out, unit {unit}',
  'warnings.slip.title.bigGroup.groupMemberCount': 'Slip: big group members, unit {unit}',
  'warnings.slip.title.restUser.inboundBytesPerSecond': 'Slip: REST to user in, unit {unit}',
  'warnings.slip.title.restUser.outboundBytesPerSecond': 'Slip: REST to user out, unit {unit}',
  'warnings.slip.engine':
    'The engine uses the formula value, because the message rates are what the benchmarks measured:',
  'warnings.contradiction': {
    one: 'The guide contradicts itself about the {tables} table at {units}, where this tier reads it.',
    other:
      'The guide contradicts itself about the {tables} tables at {units}, where this tier reads them.',
  },
  'warnings.contradiction.general': 'Two parts of the guide disagree where this tier reads it.',
  'warnings.contradiction.appServers': {
    one: 'The guide contradicts itself about the {tables} table at {units}, where the app servers are read.',
    other:
      'The guide contradicts itself about the {tables} tables at {units}, where the app servers are read.',
  },
  'warnings.contradiction.serverConnectionsInQuota':
    'The guide’s benchmarks put a full quota of clients on each unit beside their server connections, but the service counts server connections against the same quota. You chose to size as the benchmarks ran, so this tier may refuse connections.',
  'warnings.contradiction.premiumP2Threshold':
    'The guide says both that more than 100 units need Premium_P2 and that only units above 200 do. Standard_S1 and Premium_P1 sell at most 100 units, so this tier is Premium_P2 either way.',
  // Each contradiction's title: what disagrees with what. The first view lists 'warnings.contradiction.title' until
  // these arrive, so they stay about as short, and the answer's chips do not wrap anew (tests/e2e/first-view.spec.ts).
  'warnings.contradiction.title.connectionUnit20Column': 'Send to connection: 20 vs 10',
  'warnings.contradiction.title.connectionP2Routing': 'Send to connection: P2 routing',
  'warnings.contradiction.title.broadcastAppServers': 'App servers: text 2, tables 1',
  'warnings.contradiction.title.smallGroupPlateauThenPremiumP2': 'Small-group plateau, then P2',
  'warnings.contradiction.title.serverConnectionsInQuota': 'Server connections vs quota',
  'warnings.contradiction.title.premiumP2Threshold': 'Premium_P2: over 100 or 200?',
  'warnings.contradiction.title.smallGroupOutboundExceedsBroadcast': 'Small groups over broadcast',
  'warnings.contradiction.title.smallGroupOutboundExceedsBigGroup': 'Small groups over big group',
  'warnings.contradiction.title.smallGroupPlateauContactSupport': 'Small-group plateau',
  'warnings.contradiction.title.connectionPlateau': 'Send-to-connection plateau',
  'warnings.contradiction.title.premiumP2AtUnit100': 'Unit 100: P1 or P2 column?',
  'warnings.contradiction.engine': 'What the engine does:',
  'warnings.nearConnectionQuota':
    'This tier uses {utilization} of its connection quota. The service refuses connections beyond the quota (HTTP 429, “Connection count reaches limit”), so a reconnect wave or a busy hour will fail connections: set a connection target, or plan autoscale.',
  'warnings.nearConnectionQuota.webPubSub':
    'This tier uses {utilization} of its connection quota. Connections beyond it are throttled (the guide), so a reconnect wave or a busy hour will fail connections: set a connection target, or plan autoscale.',
  'warnings.freeTierAssumption':
    "The guide has no Free column: Free is given unit 1's throughput and held to {connections} connections and {messages} messages a day. Free has no SLA: one app server is planned, opening the SDK's default {perHub} server connections per hub.",
  'warnings.freeTierAssumption.webPubSub':
    "The guide has no Free column: Free is given unit 1's throughput and held to {connections} connections and {messages} messages a day. Free has no SLA.",
  'warnings.aspnetFallback': {
    one: 'The guide has no ASP.NET app-server table for {names}: its app servers are counted from the ASP.NET Core table.',
    other:
      'The guide has no ASP.NET app-server table for {names}: their app servers are counted from the ASP.NET Core tables.',
  },
  // Which limit, so the three are told apart; the first view lists 'warnings.messageSizeLimit.title' until these arrive.
  'warnings.messageSizeLimit.title.hubReceive': 'Size limit: app server',
  'warnings.messageSizeLimit.title.sseLongPolling': 'Size limit: SSE, polling',
  'warnings.messageSizeLimit.title.restBody': 'Size limit: REST API',
  'warnings.messageSizeLimit.hubReceive': {
    one: '{names} sends messages over {limit}, more than the app server accepts from a client by default. Raise {setting} on the app server, or send smaller messages.',
    other:
      '{names} send messages over {limit}, more than the app server accepts from a client by default. Raise {setting} on the app server, or send smaller messages.',
  },
  'warnings.messageSizeLimit.sseLongPolling': {
    one: '{names} sends messages over {limit} from Server-Sent Events or long-polling clients, which the service does not accept from them. Use WebSocket, or send smaller messages.',
    other:
      '{names} send messages over {limit} from Server-Sent Events or long-polling clients, which the service does not accept from them. Use WebSocket, or send smaller messages.',
  },
  'warnings.messageSizeLimit.restBody': {
    one: '{names} sends messages over {limit} through the REST API, which takes at most 1 MB per message body. Send smaller messages.',
    other:
      '{names} send messages over {limit} through the REST API, which takes at most 1 MB per message body. Send smaller messages.',
  },
  'warnings.unitQuota':
    '{units} units is more than the {quota} units a subscription gets per region by default. Ask Azure support to raise the quota before you deploy.',
  'warnings.unitQuota.instances':
    '{instances} instances of {unitsPerInstance} units put {units} units in one region, more than the {quota} units a subscription gets per region by default. Ask Azure support to raise the quota to {units} units there before you deploy, or place the instances in {regions} regions ({perRegion} in each).',
  'warnings.unitQuota.instancesOverQuota':
    '{instances} instances of {unitsPerInstance} units put {units} units in one region, more than the {quota} units a subscription gets per region by default, and one instance alone is more than that. Ask Azure support to raise the quota to {units} units there before you deploy, or to {unitsPerInstance} units in each of {instances} regions.',
  'warnings.unitQuota.eachRegion': {
    one: 'The plan’s region needs as much.',
    other: 'Each of the plan’s {count} regions (the primary and its replicas) needs as much.',
  },
  'warnings.slowReconnect':
    'After a restart or a network blip, {connections} clients reconnect at about {rate} per second: {seconds}. The SignalR clients retry for {window} by default, so some would give up. Spread the reconnects with random delays, lengthen the retries, or split the clients across instances.',
  'warnings.slowReconnect.extrapolated':
    'No rate is published above unit 100: unit 100’s is assumed.',
  'warnings.appServersExtrapolated': {
    one: '{names} puts more load on the app servers than the guide’s app-server table measured: its app servers are scaled in proportion from the last column.',
    other:
      '{names} put more load on the app servers than the guide’s app-server tables measured: their app servers are scaled in proportion from the last column.',
  },
} as const;
