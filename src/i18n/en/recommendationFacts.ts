/**
 * The words of the answer's folded facts (why, and what it costs) and of a scenario nothing fits: drawn only when
 * asked or when it happens, they arrive after the start (./later), with the parts that draw them.
 */
export const recommendationFacts = {
  'recommendation.autoscale': 'Autoscale',
  'recommendation.autoscale.eachRegion': 'Each region has its own rule, sized for its own load.',
  'recommendation.autoscale.aboveTarget.connections':
    'The rule scales out above {out} of the connection quota, above your connection target of {target}: at the peak hour {tier} runs at {peak}.',
  'recommendation.autoscale.aboveTarget.throughput':
    'The rule scales out above {out}, above your throughput target of {target}: at the peak hour {tier} runs its busiest throughput limit at {peak}.',
  'recommendation.autoscale.atTarget': 'Scale out at {target}',
  'recommendation.chosenForCost':
    'Chosen for cost, not for a limit: its included messages make it cheaper than {smallest}, the smallest tier that fits.',
  'recommendation.serverConnections.counted':
    '{total} server connections in all ({hubs}), counted with the clients against the connection quota.',
  'recommendation.serverConnections.eachInstance':
    '{total} server connections on each instance ({hubs}): every app server connects to every instance, and each instance counts them with its clients against its connection quota.',
  'recommendation.serverConnections.notCounted':
    'Server connections are not counted against the connection quota, as the guide’s benchmarks ran; the service counts them.',
  'recommendation.hubs': { one: '{count} hub', other: '{count} hubs' },
  'recommendation.reconnect': 'Reconnecting everyone',
  'recommendation.reconnect.value': '{seconds} for {clients} clients at about {rate} per second',
  'recommendation.reconnect.hint':
    'After a restart, a scale operation or a network blip, every client reconnects at once; the rates are the service maintainers’ (issue 1282). The SignalR clients retry for {window} by default.',
  'recommendation.tier.edition': 'Sized against the {edition} tables.',
  'recommendation.upstream.value':
    'About {rate} requests a second at the peak: each client event (echo) is an HTTP POST (CloudEvents) your upstream (event handler) answers.',
  'recommendation.upstream.hint':
    'Each request is billed as an outbound message besides the answer the client receives; the guide assumed an upstream that is not the bottleneck, over HTTP 1.1.',
  'recommendation.upstream.none':
    'None: no client event goes to a server (groups go over the subprotocol, REST calls come from your server).',
  'recommendation.appServers.value': {
    one: '{servers}, each with {count} server connection per hub',
    other: '{servers}, each with {count} server connections per hub',
  },
  'recommendation.appServers.none':
    'None: every workload is serverless (REST API), so no app server connects to the service.',
  'recommendation.appServers.minimum':
    "At least two (the guide: two suffice for the SLA), more where the guide's app-server tables ask for more at the load each workload puts on them.",
  'recommendation.appServers.free':
    'One is enough on Free: it has no SLA and holds at most 20 connections (our assumption).',
  'recommendation.appServers.benchmark':
    "The SDK opens {default} server connections per hub by default; the guide's benchmarks ran with {count}, so set it to {count} to get their throughput.",
  'recommendation.appServers.fanOut':
    'The SDK opens {default} server connections per hub by default; the guide asks for {count} when you broadcast or send to big groups (20 members or more), so the fan-out spreads over enough connections.',
  'recommendation.binding.hint':
    'The limit closest to its ceiling decides the tier: the {connectionTarget} connection target, 100% of daily messages, the {target} headroom target for throughput.',
  'recommendation.binding.hintAutoscale':
    'The limit closest to its ceiling decides the units: at its peak hour autoscale holds every limit at or below its scale-out threshold, {out}.',
  'recommendation.growth': 'Room to grow',
  'recommendation.growth.value': '×{factor} ({percent} more audience) before {tier} stops fitting',
  'recommendation.growth.none': 'None: any more audience needs a bigger tier than {tier}.',
  'recommendation.growth.hint':
    'The audience grows each workload’s connections, and its senders where they grow with it (set per workload); server connections stay as they are.',
  'recommendation.growth.broadcast':
    'A broadcast whose senders grow with its audience grows with the square: more senders, each reaching more connections.',
  'recommendation.noFit.closest': {
    one: 'Even the closest tier, {tier}, breaks one limit:',
    other: 'Even the closest tier, {tier}, breaks {count} limits:',
  },
  'recommendation.noFit.ceiling':
    'A recommended tier may use up to {target} of each throughput limit and {connectionTarget} of its connections.',
  'recommendation.noFit.fixes': 'What would fit',
  'recommendation.noFit.otherEdition':
    'The {edition} tables fit this scenario: they print more capacity where this one runs out.',
  'recommendation.noFit.switch': 'Size with the {edition} tables',
  'recommendation.noFit.throughput':
    'Less throughput: fewer senders, a longer send interval, or smaller messages (down to 1 KB; smaller ones load the service like 1 KB).',
  'recommendation.noFit.connections':
    'Split the connections across several service instances: one holds at most {max} connections in these tables.',
  'recommendation.noFit.routingPlateau2019':
    'The 2019 tables for small groups and send to connection stop growing from unit 50, and that guide says to contact support for more: split the routed traffic across several instances, or contact Azure support.',
  'recommendation.noFit.routingSplit':
    'Split the routed traffic (groups, send to connection, REST send to user) across several service instances, or contact Azure support.',
  // The bill's split, the replicas and the binding limit in words: the folded facts, the panels and the exports.
  'recommendation.tier': 'Service tier',
  'recommendation.cost.profile':
    'With your day’s load profile: the units follow the autoscale rule hour by hour and the messages follow the profile. Day and year compares it with the peak all day.',
  'recommendation.cost.profileFixed':
    'With your day’s load profile: the units stay at the peak’s and the messages follow the profile. Day and year compares it with Premium autoscale.',
  'recommendation.cost.split':
    'Units: {unitsCost}. Messages beyond the {included} included a day ({extra} a day): {extraCost}.',
  'recommendation.cost.noExtra':
    'Units: {unitsCost}. No extra messages: the {billed} billed a day fit in the {included} included.',
  'recommendation.cost.crossRegion':
    'Data transfer between the regions: {cost} ({gigabytes} a month at {rate} per GB, Azure’s bandwidth pricing).',
  'recommendation.cost.free':
    'Free costs nothing; its {quota} messages a day are a hard limit, not a billing threshold.',
  'recommendation.replicas.allTraffic': {
    one: '× {regions} regions (primary + {count} replica), each on {tier} at {each} a month, sized for all traffic: total monthly cost {cost}.',
    other:
      '× {regions} regions (primary + {count} replicas), each on {tier} at {each} a month, sized for all traffic: total monthly cost {cost}.',
  },
  'recommendation.replicas.split': {
    one: '× {regions} regions (primary + {count} replica), each sized for its share of the traffic: total monthly cost {cost}.',
    other:
      '× {regions} regions (primary + {count} replicas), each sized for its share of the traffic: total monthly cost {cost}.',
  },
  'recommendation.replicas.noFit': {
    one: 'With {count} replica: a region’s share fits no Premium tier, so there is no total.',
    other: 'With {count} replicas: a region’s share fits no Premium tier, so there is no total.',
  },
  'recommendation.replicas.profile':
    'Each region’s messages follow the day’s load profile (see the plan).',
  'recommendation.limit.connections':
    'Connections: {percent} of the {capacity} connections this tier holds',
  'recommendation.limit.connectionsWithServer':
    'Connections: {percent} of the {capacity} connections this tier holds, server connections included',
  'recommendation.limit.inboundBandwidth':
    "Inbound bandwidth: {percent} of unit {units}'s {capacity} (the echo table's maximum inbound)",
  'recommendation.limit.outboundBandwidth':
    "Outbound bandwidth: {percent} of unit {units}'s {capacity} (the broadcast table's maximum outbound)",
  'recommendation.limit.outboundBandwidth.bigGroup':
    "Outbound bandwidth: {percent} of unit {units}'s {capacity} (the big group table's maximum outbound)",
  'recommendation.limit.routing':
    "Routing: {percent} of what the routing tables allow at unit {units} (each group, send-to-connection and REST send-to-user workload's message rate as a share of its own table, added up)",
  'recommendation.limit.routing.webPubSub':
    "Routing: {percent} of what the routing tables allow at unit {units} (each group and REST send-to-user workload's message rate as a share of its own table, added up)",
  'recommendation.limit.dailyMessages':
    "Daily messages: {percent} of Free's quota of {quota} billed messages a day",
} as const;
