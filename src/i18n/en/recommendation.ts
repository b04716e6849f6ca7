/** The recommendation panel: the tier, app servers, cost, binding limit, growth room, and what to do when nothing fits. */
export const recommendation = {
  'recommendation.heading': 'Recommendation',
  'recommendation.headline.empty': 'No workloads yet',
  'recommendation.headline.noFit': 'No tier fits this scenario',
  'recommendation.empty': 'Add a workload to see the tier, app servers and monthly cost it needs.',
  'recommendation.tier': 'Service tier',
  'recommendation.deployment.instances': {
    one: '{count} instance of {tier}',
    other: '{count} instances of {tier}',
  },
  'recommendation.deployment.regions': '{deployment} in each of {count} regions',
  'recommendation.deployment.regionsSplit': {
    one: '{deployment} in the primary region, {units} units in its replica',
    other: '{deployment} in the primary region, {units} units in its {count} replicas',
  },
  'recommendation.deployment.autoscale': '{deployment}, autoscaling {minimum}–{maximum} units',
  'recommendation.why.replicasNeedPremium':
    'Premium, because geo-replicas run only on Premium: in one region, {cheapest} would do.',
  'recommendation.why.replicasNeedPremium.alone':
    'Premium, because geo-replicas run only on Premium.',
  'recommendation.why.autoscale':
    'Autoscaled, because your day’s load profile leaves hours quieter than the peak: the units follow the load, and you pay for the units each hour runs.',
  'recommendation.why.autoscaleCheaper':
    'Premium with autoscale, because your day’s load profile leaves hours quieter than the peak: the units follow the load, which costs less than {cheapest} at its peak all day.',
  'recommendation.why.fixedRuleNeverScales':
    'Fixed units, though your day has quieter hours: at its scale-out threshold the autoscale rule would hold {units} units in every hour ({cost}/month), a rule that never scales. Fixed at your targets costs less.',
  'recommendation.why.fixedCheaperThanAutoscale':
    'Fixed units, though your day has quieter hours: autoscaling {minimum}–{maximum} units at the rule’s scale-out threshold would cost {cost}/month, more than the units your targets need all day.',
  'recommendation.why.severalInstances': {
    other:
      '{count} instances, because no single instance carries this load: the clients are split between them, and each receives every message but the echoes.',
  },
  'recommendation.why.severalInstancesCheaper': {
    other:
      '{count} instances, because they cost less than one larger instance: the clients are split between them, and each receives every message but the echoes.',
  },
  'recommendation.alternative.severalInstances':
    'Cheaper: {deployment} at {cost}/month, {saving} less. It asks that your clients be split between the instances and that every app server connect to every instance.',
  'recommendation.autoscale': 'Autoscale',
  'recommendation.autoscale.rule':
    'Scales out above {out} and in below {in} of the connection quota, at most one step every {coolDown}, between {minimum} and {maximum} units.',
  'recommendation.autoscale.eachRegion': 'Each region has its own rule, sized for its own load.',
  'recommendation.autoscale.aboveTarget.connections':
    'The rule scales out above {out} of the connection quota, above your connection target of {target}: at the peak hour {tier} runs at {peak}.',
  'recommendation.autoscale.aboveTarget.throughput':
    'The rule scales out above {out}, above your throughput target of {target}: at the peak hour {tier} runs its busiest throughput limit at {peak}.',
  'recommendation.autoscale.atTarget': 'Scale out at {target}',
  'recommendation.range.end': '{tier} ({cost}/month)',
  'recommendation.regions.allTraffic': {
    one: '{regions} regions (the primary and {count} replica), each {tier}, sized for all traffic so that one can take over: {each}/month each, {total}/month in all.',
    other:
      '{regions} regions (the primary and {count} replicas), each {tier}, sized for all traffic so that one can take over: {each}/month each, {total}/month in all.',
  },
  'recommendation.regions.split': {
    one: '{regions} regions (the primary and {count} replica), each sized for its share of the clients: {total}/month in all.',
    other:
      '{regions} regions (the primary and {count} replicas), each sized for its share of the clients: {total}/month in all.',
  },
  'recommendation.regions.billing':
    'Each region bills its own units and the messages delivered to its own clients.',
  'recommendation.cost.profile':
    'With your day’s load profile: the units follow the autoscale rule hour by hour and the messages follow the profile. Day and year compares it with the peak all day.',
  'recommendation.cost.profileFixed':
    'With your day’s load profile: the units stay at the peak’s and the messages follow the profile. Day and year compares it with Premium autoscale.',
  'recommendation.range': 'Between {from} and {to}, because {because}.',
  'recommendation.range.noConservative':
    'From {from} to no tier at all, because {because}: under the least favourable reading nothing fits.',
  'recommendation.range.reason.groupSize':
    'groups of {size} lie between the group sizes the guide measured ({lower} and {upper} members)',
  'recommendation.range.reason.units':
    'unit {units} lies between the guide’s columns {lower} and {upper}',
  'recommendation.range.reason.billedBytes':
    'Web PubSub’s billing page counts outbound bytes in 2 KB messages, and read per message each message would count as a whole 2 KB',
  'recommendation.range.hint':
    'The guide is silent there; the setting “Reading of the guide” chooses which end sizes the answer.',
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
  'recommendation.appServers': 'App servers',
  'recommendation.upstream': 'Upstream',
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
  'recommendation.cost': 'Monthly cost',
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
  'recommendation.calibrated':
    'Calibrated with what you measured: the predicted load is multiplied by {factors}.',
  'recommendation.binding': 'Binding limit',
  'recommendation.binding.hint':
    'The limit closest to its ceiling decides the tier: the {connectionTarget} connection target, 100% of daily messages, the {target} headroom target for throughput.',
  'recommendation.binding.hintAutoscale':
    'The limit closest to its ceiling decides the units: at its peak hour autoscale holds every limit at or below its scale-out threshold, {out}.',
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
  'recommendation.metric.perMonth': 'per month',
  'recommendation.metric.target': 'limit {target}',
  'recommendation.metric.perHub': '{count} server connections per hub each',
  'recommendation.metric.requestsPerSecond': 'requests/s',
  'recommendation.details': 'Why, and what it costs',
} as const;
