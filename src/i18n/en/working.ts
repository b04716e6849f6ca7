/** "Check our working": the guide's formulas with the scenario's numbers, and the cells they were compared with. */
export const working = {
  'working.heading': 'Check our working',
  'working.empty': "Add a workload to see the guide's formulas with its numbers.",
  'working.intro.fit':
    "The guide's formulas with your numbers, compared with the recommended tier, {tier}, in the {edition} tables.",
  'working.intro.noFit':
    'No tier fits, so each workload is compared with the closest one, {tier}, in the {edition} tables.',
  'working.intro.fit.webPubSub':
    "The guide's formulas with your numbers, compared with the recommended tier, {tier}, in Azure Web PubSub's {edition} tables.",
  'working.intro.noFit.webPubSub':
    "No tier fits, so each workload is compared with the closest one, {tier}, in Azure Web PubSub's {edition} tables.",
  'working.intro.instance': {
    other:
      'The plan splits the clients over {count} instances: each figure below is one instance’s share of the load.',
  },
  'working.summary': '{name} ({pattern})',
  'working.ceilings': 'Ceilings at {tier}',
  'working.ceiling.connections': 'Connections: {capacity} ({perUnit} per unit).',
  'working.ceiling.serverConnections':
    '{server} of them are server connections, which leaves {clients} for clients.',
  'working.ceiling.inbound':
    'Maximum inbound: the {table} table at unit {units}, {rate} msg/s × {tableBytes} = {bandwidth}.',
  'working.ceiling.outbound':
    'Maximum outbound: the {table} table at unit {units}, {rate} msg/s × {tableBytes} = {bandwidth}.',
  'working.ceiling.dailyMessages': "Daily messages: Free's quota of {quota}.",
  'working.ceiling.atOrBelow':
    'By the least favourable reading (Settings), this tier’s bandwidth and routing are read at unit {column}, the printed column at or below its {units} units.',
  'working.interpolated':
    'The {table} table has no unit {units} column: interpolated between units {from} and {to}.',
  'working.formulas': 'Formulas',
  'working.inbound':
    'Inbound: {senders} senders ÷ {interval} = {rate} msg/s × {messageBytes} = {bandwidth}',
  'working.outbound.single':
    'Outbound: {rate} msg/s × 1 recipient = {outRate} msg/s × {messageBytes} = {bandwidth}',
  'working.outbound.broadcast':
    'Outbound: {rate} msg/s × {fanOut} connections = {outRate} msg/s × {messageBytes} = {bandwidth}',
  'working.outbound.group':
    'Outbound: {rate} msg/s × {fanOut} members = {outRate} msg/s × {messageBytes} = {bandwidth}',
  'working.load.small':
    'Load: messages under 1 KB count as {loadBytes}, so the service carries {inLoad} in and {outLoad} out.',
  'working.chunks': {
    one: '{count} chunk of {chunkBytes}',
    other: '{count} chunks of {chunkBytes}',
  },
  'working.chunks.bytes': '{messageBytes} ÷ {chunkBytes}',
  'working.billed.client':
    'Billed: ({outRate} delivered + {legRate} to the app server) msg/s × {chunks} × {secondsPerDay} s = {billed} messages/day',
  'working.billed.serverless':
    'Billed: {outRate} delivered msg/s × {chunks} × {secondsPerDay} s = {billed} messages/day (serverless: no leg to an app server)',
  'working.billed.upstream':
    'Billed: ({outRate} delivered + {legRate} to the upstream) msg/s × {chunks} × {secondsPerDay} s = {billed} messages/day',
  'working.billed.noUpstream':
    'Billed: {outRate} delivered msg/s × {chunks} × {secondsPerDay} s = {billed} messages/day (no server sees these messages: no call to the upstream)',
  'working.billed.webPubSub.source':
    'Vendor page “Billing model of Azure Web PubSub service”: the message count is “the size of outbound traffic (bytes) divided in 2 KB” (100 KB of traffic is 50 messages), the messages sent to the upstream webhooks included; inbound is not billed.',
  'working.shares': 'Its share of {tier}',
  'working.share.connections': 'Connections: {value} of {capacity} = {share}',
  'working.share.inbound':
    "Inbound bandwidth: {load} of the {table} table's {capacity} at unit {units} = {share}",
  'working.share.outbound':
    "Outbound bandwidth: {load} of the {table} table's {capacity} at unit {units} = {share}",
  'working.share.routing':
    "Routing: {rate} msg/s of the {table} table's {capacity} msg/s at unit {units} = {share}",
  'working.share.routedLarge': '{rate} msg/s × {messageBytes} ÷ 2,048 B = {routed}',
  'working.share.routingGroup': 'Routing: {rate} msg/s of {capacity} msg/s = {share}',
  'working.share.routingNone':
    'Routing: no routing table limits this pattern; its cost shows in bandwidth.',
  'working.share.dailyMessages': "Daily messages: {billed} of Free's {quota} = {share}",
  'working.groupRule.one':
    'A group of 1 routes like send to connection: the {table} table at unit {units}, {capacity} msg/s.',
  'working.groupRule.small':
    'Groups of 10 members or more read the {table} table at unit {units}: {capacity} msg/s.',
  'working.groupRule.between':
    'A group of {size} lies between send to connection (1 member, {connectionRate} msg/s) and small groups (10 members, {smallGroupRate} msg/s), interpolated on a log scale: {connectionRate} + ({smallGroupRate} − {connectionRate}) × log10({size}) = {capacity} msg/s.',
  'working.groupRule.smallOnly':
    'Web PubSub’s guide measured no group under 10 members: every group reads the {table} table at unit {units}, {capacity} msg/s.',
  'working.groupRule.better':
    'A group of {size} lies between send to connection (1 member, {connectionRate} msg/s) and small groups (10 members, {smallGroupRate} msg/s); the most favourable reading takes the better of the two: {capacity} msg/s.',
  'working.groupRule.worse':
    'A group of {size} lies between send to connection (1 member, {connectionRate} msg/s) and small groups (10 members, {smallGroupRate} msg/s); the least favourable reading takes the worse of the two: {capacity} msg/s.',
  'working.groupRule.deliveries':
    'The least favourable reading limits groups of {size} by their deliveries, interpolated on a log scale between the small-group benchmark ({smallDeliveries} deliveries/s at 10 members) and the big group’s ({bigDeliveries} deliveries/s at {bigMembers} members): {deliveries} deliveries/s ÷ {size} members = {capacity} msg/s.',
  'working.appServers': 'App servers',
  'working.appServers.rule':
    'Each app-server table pairs a benchmark’s load with the app servers it ran. A workload is read at its own load, not at the units the rest of the mix needs: echo, small groups and send to connection by the messages per second their hub handles; broadcasts and big groups, whose benchmarks always sent 2 and 20 messages per second, by their deliveries per second.',
  'working.appServers.messages': '{value} msg/s through the app server',
  'working.appServers.deliveries': '{value} deliveries/s',
  'working.appServers.table': 'the {pattern} app-server table ({framework})',
  'working.appServers.column': '{table}, at the benchmark of unit {units}: {figure}',
  'working.appServers.between':
    '{table}, between the benchmarks of units {from} and {to}: {figure}',
  'working.appServers.beyond':
    '{table}, beyond its largest benchmark (unit {units}), in proportion: {figure}',
  'working.appServers.read': '{name}: {load} on {reading}. Alone: {servers}.',
  'working.appServers.fasterThanBenchmark':
    'It sends faster than the {measured} msg/s its benchmark sent, so the table of the same hub call is read at its rate; its own table gives {own}. The larger counts.',
  'working.appServers.mix':
    'Together: the loads on one table added up and read once ({loads}); the figures added and rounded up: {combined}. Alone they need {alone} in all, and the mix never needs more; at least {minimum} (the guide: two suffice for the SLA): {servers}.',
  'working.appServers.clients':
    'Its {clients} clients: at most {perServer} on one app server, the most the guide’s benchmarks of this pattern ran (a column’s connections ÷ its app servers): {figure}.',
  'working.appServers.clients.bigGroup':
    'Its {clients} clients: at most {perServer} on one app server, the most a group benchmark of the guide ran (big groups, sending at most {measured} msg/s, as this workload does; every group size reads one bound, so a larger group never gets fewer app servers): {figure}.',
  'working.appServers.clients.smallGroup':
    'Its {clients} clients: at most {perServer} on one app server, the most the guide’s small-group benchmarks ran (it sends faster than the {measured} msg/s of the big-group benchmark, so every group size reads the small groups’ bound, and a larger group never gets fewer app servers): {figure}.',
  'working.appServers.clientsMix':
    'The clients of the whole mix need {figure}, and no app server holds more clients than the benchmarks ran.',
  'working.appServers.free':
    'Free has no SLA and holds at most 20 connections: {servers}, opening the SDK’s default server connections (our assumption: the guide’s advice is for load Free never carries).',
  'working.appServers.none': 'No app servers: every workload is serverless (REST API).',
  'working.upstream': 'The upstream (event handler)',
  'working.upstream.requests':
    '{names}: each client event is an HTTP POST (CloudEvents) to your upstream, which must answer it: {requests} requests a second at the peak, each billed as an outbound message besides the answer the client receives.',
  'working.upstream.source':
    'Vendor pages “CloudEvents extension for Azure Web PubSub event handler” (the service invokes the upstream for every WebSocket message frame and sends its response to the client) and “Billing model of Azure Web PubSub service”. The guide’s echo benchmark ran over HTTP 1.1 and assumed the upstream is not the bottleneck: size it for this rate yourself.',
  'working.upstream.none':
    'No upstream to size: groups go over the Web PubSub subprotocol and REST calls come from your own server, so no client event goes to a server.',
  'working.serverConnections': 'Server connections',
  'working.serverConnections.counted':
    '{servers} app servers × {hubs} hubs × {perHub} server connections per hub = {total}, counted against the connection quota with the clients.',
  'working.serverConnections.aspnet':
    '{servers} app servers × ({hubs} hubs + the default hub ASP.NET SignalR adds) × {perHub} server connections per hub = {total}, counted against the connection quota with the clients.',
  'working.serverConnections.source':
    'The quota holds server and client connections alike (Azure/azure-signalr issue 254; the vendor page “Messages and connections in Azure SignalR Service”).',
  'working.serverConnections.notCounted':
    'Not counted against the connection quota, as the guide’s benchmarks ran; the vendor counts them (Azure/azure-signalr issue 254).',
  'working.serverConnections.serverless':
    'None: in serverless mode no app server connects to the service.',
  'working.serverConnections.webPubSub':
    'None: Web PubSub has no hub servers, so its connection quota (1,000 per unit) holds the clients alone.',
  'working.reconnect.heading': 'Reconnecting everyone',
  'working.reconnect.webPubSub':
    'Web PubSub publishes no connection-open rate, so the time every client takes to reconnect at once is not computed.',
  'working.reconnect':
    '{clients} clients ÷ {rate} connections per second that {tier} accepts = {seconds}. The SignalR clients’ default automatic reconnect keeps trying for {window}.',
  'working.reconnect.source':
    'Connections per second by instance size, from the service’s maintainers (Azure/azure-signalr issue 1282): Free {free}; {points}; linear between them.',
  'working.reconnect.point': 'unit {units}: {rate}',
  'working.reconnect.slip':
    'Unit {units}: the thread prints {printed} a second, but its own time (25 s for 100,000 connections) gives {used}, and every other row’s time matches its rate: the engine uses {used}.',
  'working.reconnect.extrapolated': 'Nothing is published above unit 100: its rate is held.',
  'working.limits.heading': 'Other limits of the service',
  'working.limits.messageSize':
    'Message sizes: the largest here is {largest}. The app server accepts client messages up to {hub} by default ({setting} raises it); long-polling and Server-Sent Events clients, and the REST API, take at most {rest}.',
  'working.limits.messageSize.source':
    'Vendor page “Messages and connections in Azure SignalR Service” (Message size). “1MB” is read as 1,000,000 B, the stricter reading.',
  'working.limits.unitQuota':
    'Units: {units} of the {quota} a subscription gets per region by default; more on request.',
  'working.limits.unitQuota.source': 'Vendor page “Azure SignalR Service limits”.',
  'working.limits.unitQuota.source.webPubSub':
    'Vendor pages “Azure Web PubSub limits” and “Scale an Azure Web PubSub service instance”: 150 units per subscription per region by default, a soft limit raised on request.',
  'working.plan.heading': 'How the plan deploys and bills it',
  'working.plan.deploys': 'The plan deploys {deployment}.',
  'working.plan.routedSize':
    'A routed message larger than 2,048 B (send to connection, REST send to user, groups) counts as its size ÷ 2,048 of its routing table’s messages, besides the bandwidth it takes.',
  'working.plan.routedSize.source':
    'The guide’s tables were measured with 2 KB messages (Quick evaluation), and the guide reads a pattern’s capacity off that pattern’s own table.',
  'working.plan.routedSize.webPubSub':
    'A routed message larger than 2,048 B (REST send to user, groups) counts as its size ÷ 2,048 of its routing table’s messages, besides the bandwidth it takes.',
  'working.plan.routedSize.source.webPubSub':
    'The guide’s tables were measured with 2,048-byte messages (“the default message size is 2,048 bytes”), and each pattern reads its own table. Our assumption, as for SignalR.',
  'working.plan.oneInstance.webPubSub':
    'One instance: Web PubSub does not spread its clients over several instances, so a load one instance cannot carry fits nothing, and the answer says so.',
  'working.plan.instances.source.webPubSub':
    'Microsoft Q&A 739830: several instances are “not applicable for the PubSub WebSocket clients using the PubSub subprotocol”.',
  'working.plan.oneInstance':
    'One instance carries the load. Where one cannot, the plan splits the clients over the fewest identical instances that can: each then receives every message but the echoes and delivers to its own clients, and every app server connects to every instance.',
  'working.plan.instances': {
    other:
      '{count} identical instances, because one cannot carry the load: each holds about {clients} clients, receives every message but the echoes (the SDK sends broadcasts and group, user and connection messages to every instance) and delivers to its own clients; every app server connects to every instance, so each counts {serverConnections} server connections against its quota. Instances in one region share its unit quota.',
  },
  'working.plan.instances.source':
    'Vendor pages “Scale SignalR Service with multiple instances” (the SDK picks an instance for each client at random) and “Azure SignalR Service limits” (add instances when one is not enough; the 150-unit quota is per subscription and region).',
  'working.plan.replicas':
    '{regions} regions, holding {shares} of the clients: each region bills its own units and the messages delivered to its own clients, so the {billed} messages billed a day are as many as one region would bill.',
  'working.plan.replicas.source':
    'Vendor page “Geo-replication in Azure SignalR”: each replica is billed for its own units and outbound traffic, with its own free message quota; a message forwarded to another replica is billed as outbound when it is delivered there.',
  'working.plan.crossRegion':
    'Messages forwarded between the regions: {bytes} a day × {days} days × {rate} per GB = {cost} a month on Azure’s data transfer meter (its bandwidth pricing between regions, seen in {date}; set yours in Prices), part of the monthly cost.',
  'working.plan.crossRegion.assumption':
    'Our assumption: the clients are spread evenly over the regions, app servers connect to the nearest replica, and a message crosses once to each other region holding a recipient (a group of g members reaches a region with a share s of the clients with probability 1 − (1 − s)^g).',
  'working.plan.replicas.source.webPubSub':
    'Vendor page “Geo-replication in Azure Web PubSub”: each replica is billed separately for its own units and outbound traffic, with its own free message quota; a message transferred across replicas and delivered is billed as an outbound message.',
  'working.plan.crossRegion.webPubSub':
    'Messages forwarded between the regions: {bytes} a day × {days} days × {rate} per GB = {cost} a month on Azure’s data transfer meter (“egress fees for cross region outbound traffic”; its bandwidth pricing between regions, seen in {date}; set yours in Prices), part of the monthly cost.',
  'working.plan.crossRegion.assumption.webPubSub':
    'Our assumption: the clients are spread evenly over the regions, and a message crosses once to each other region holding a recipient (a group of g members reaches a region with a share s of the clients with probability 1 − (1 − s)^g).',
  'working.plan.crossRegion.sharesGiven.webPubSub':
    'Our assumption: the clients are spread by the shares you gave, and a message crosses once to each other region holding a recipient (a group of g members reaches a region with a share s of the clients with probability 1 − (1 − s)^g).',
  'working.plan.crossRegion.sharesGiven':
    'Our assumption: the clients are spread by the shares you gave, app servers connect to the nearest replica, and a message crosses once to each other region holding a recipient (a group of g members reaches a region with a share s of the clients with probability 1 − (1 − s)^g).',
  'working.plan.autoscale': 'Autoscale: {rule}',
  'working.plan.autoscale.source':
    'Vendor page “Automatically scale units of an Azure SignalR Service”: Premium only; its example scales out above {out} and in below {in} of Connection Quota Utilization, and it advises {coolDown} between scale actions. The hour-by-hour simulation is our assumption.',
  'working.plan.autoscale.source.webPubSub':
    'Vendor page “Automatically scale units of an Azure Web PubSub service”: Premium only; its example scales out above {out} and in below {in} of Connection Quota Utilization, and it advises {coolDown} between scale actions. The hour-by-hour simulation is our assumption.',
  'working.range.heading': 'Where the guide is silent',
  'working.range.none':
    'Every limit here reads a column the guide printed and a group size it measured: the readings agree.',
  'working.range.groupSize':
    'Groups of {size} lie between the group sizes the guide measured, {lower} and {upper} members.',
  'working.range.bigGroup':
    'Groups of {size} are bigger than the biggest group the guide measured, {measured} members.',
  'working.range.units': 'Unit {units} lies between the guide’s columns {lower} and {upper}.',
  'working.range.billedBytes':
    'Web PubSub bills “the size of outbound traffic (bytes) divided in 2 KB” (its billing page: 100 KB of traffic is 50 messages). Read per message, every message of {names} would count as whole 2 KB messages: the engine bills the bytes, the least favourable reading whole messages.',
  'working.range.optimistic':
    'Most favourable reading: linear between columns, groups of 2–9 at the better of send to connection and small groups: {tier}.',
  'working.range.interpolated':
    'The engine’s reading: linear between columns, groups of 2–9 log-interpolated, larger groups routed like small groups with their fan-out paid in outbound bandwidth.',
  'working.range.conservative':
    'Least favourable reading: each tier at its printed column at or below its units, groups of 2–9 at the worse rate, larger groups limited by deliveries log-interpolated between the small- and big-group benchmarks: {tier}.',
  'working.range.optimistic.webPubSub':
    'Most favourable reading: linear between columns, groups of 2–9 at the small-group rate (the guide measured no smaller group): {tier}.',
  'working.range.interpolated.webPubSub':
    'The engine’s reading: linear between columns, groups of 2–9 at the small-group rate, larger groups routed like small groups with their fan-out paid in outbound bandwidth.',
  'working.range.conservative.webPubSub':
    'Least favourable reading: each tier at its printed column at or below its units, groups of 2–9 at the small-group rate, larger groups limited by deliveries log-interpolated between the small- and big-group benchmarks: {tier}.',
  'working.caveats': 'What Web PubSub’s guide warns about',
  'working.caveats.lead':
    'The guide’s own caveats for the tables this scenario reads, with its words.',
  'working.range.nothingFits': 'no tier fits',
  'working.range.sizedBy.interpolated':
    'The recommendation uses the engine’s reading (the setting “Reading of the guide”).',
  'working.range.sizedBy.optimistic':
    'The recommendation uses the most favourable reading (the setting “Reading of the guide”).',
  'working.range.sizedBy.conservative':
    'The recommendation uses the least favourable reading (the setting “Reading of the guide”).',
  'working.framework.aspnetcore': 'ASP.NET Core',
  'working.framework.aspnet': 'ASP.NET',
} as const;
