/**
 * The words of data/guide-*.json: the data names each heading and note by a key and keeps only the numbers a
 * note quotes, so these sentences exist once per language and never twice in the page's first download.
 */
export const guideData = {
  'guideData.title': 'Performance guide for Azure SignalR Service',
  'guideData.title.webPubSub': 'Performance guide for Azure Web PubSub Service',

  // The guide's headings, by their anchors (the English guide's own words).
  'guideData.heading.finding-a-proper-sku': 'Finding a proper SKU',
  'guideData.heading.quick-evaluation': 'Quick evaluation',
  'guideData.heading.case-study': 'Case study',
  'guideData.heading.default-mode': 'Default mode',
  'guideData.heading.serverless-mode': 'Serverless mode',
  'guideData.heading.echo': 'Echo',
  'guideData.heading.broadcast': 'Broadcast',
  'guideData.heading.send-to-group': 'Send to group',
  'guideData.heading.small-group': 'Small group',
  'guideData.heading.big-group': 'Big group',
  'guideData.heading.send-to-connection': 'Send to connection',
  'guideData.heading.aspnet-signalr-echo-broadcast-and-send-to-small-group':
    'ASP.NET SignalR echo, broadcast, and send to small group',
  'guideData.heading.broadcast-through-rest-api': 'Broadcast through REST API',
  'guideData.heading.send-to-user-through-rest-api': 'Send to user through REST API',
  'guideData.heading.send-to-groups-through-web-pubsub-subprotocol':
    'Send to groups through Web PubSub subprotocol',
  'guideData.heading.triggering-cloud-event': 'Triggering Cloud Event',
  'guideData.heading.rest-api': 'REST API',

  // Slips: why a printed value is one, and the guide's own formula at that cell.
  'guideData.slip.sameRateAtOtherUnits':
    'Prints {printed} for the same {messagesPerSecond} messages/s that give {formula} at units {units}.',
  'guideData.slip.twiceTheRateAndBroadcast':
    'Prints {printed}, twice what its {messagesPerSecond} outbound messages/s give, and twice broadcast’s maximum outbound at unit {unit} ({broadcastBytesPerSecond}).',
  'guideData.slip.halfTheRate':
    'Prints {printed} for {messagesPerSecond} messages/s; every other column of the table is messages/s × {messageBytes} B.',
  'guideData.slip.sameSlipOutbound': 'Same slip in the outbound row.',
  'guideData.slip.bigGroupMembers':
    'The guide defines a big group as (maximum connections) / 10 members, and the table’s own outbound messages/s ({messagesPerSecond} × {formula}) agree with that, not with the printed member count.',
  'guideData.slipFormula.bytesPerSecond':
    '{messagesPerSecond} messages/s × {messageBytes} B = {formula}',
  'guideData.slipFormula.groupMemberCount': 'connections / 10 = {connections} / 10 = {formula}',

  // Contradictions: what the guide says in two places.
  'guideData.contradiction.connectionUnit20Column':
    'The send-to-connection table prints a unit {unit} column ({connections} connections) where every other table prints unit {otherUnit}.',
  'guideData.contradiction.connectionP2Routing':
    'The text says more units do not help send to connection beyond unit {unit} unless you move to Premium_P2 (units {premiumP2Units} and more), which strengthens routing; yet the table prints {messagesPerSecond} messages/s at units {units} alike.',
  'guideData.contradiction.broadcastAppServers':
    'The broadcast text says two app servers suffice for SLA and performance, but the app-server tables print {appServers} at units {broadcastFrom} to {broadcastTo} (broadcast) and {appServers} at units {bigGroupUnits} (big group).',
  'guideData.contradiction.smallGroupPlateauThenPremiumP2':
    'Small groups plateau at {messagesPerSecond} inbound messages/s at units {units} (the routing-cost limit), then grow again on Premium_P2 at units {premiumP2From} to {premiumP2To}.',
  'guideData.contradiction.sevenTiersEightColumns':
    'The overview speaks of seven Standard tiers while the tables print eight columns ({columns}).',
  'guideData.contradiction.serverConnectionsInQuota':
    'Every benchmark puts as many client connections on a unit as its quota allows ({connectionsPerUnit} per unit) while its app servers also hold {benchmark} server connections each ({broadcastAndBigGroup} for broadcast and big groups), yet the vendor counts server connections against the same quota (Azure/azure-signalr issue 254: “{quote}”).',
  'guideData.contradiction.premiumP2Threshold':
    'The quick-evaluation note says a unit size above {units} needs Premium_P2, and the send-to-connection text calls Premium_P2 “unit >= {units}”, while the vendor’s English page of the same edition adds: “{quote}”.',
  'guideData.contradiction.smallGroupOutboundExceedsBroadcast':
    'At unit {unit}, small groups print {smallGroupMessagesPerSecond} outbound messages/s ({smallGroupBytesPerSecond}), more than broadcast’s {broadcastMessagesPerSecond} ({broadcastBytesPerSecond}), which the guide calls the maximum outbound bandwidth.',
  'guideData.contradiction.smallGroupPlateauContactSupport':
    'Small groups plateau at {messagesPerSecond} inbound messages/s from unit {fromUnit}; the guide says unit {toUnit} cannot improve it by design and to contact support for more.',
  'guideData.contradiction.connectionPlateau':
    'Send to connection plateaus at {messagesPerSecond} messages/s from unit {fromUnit} (the guide: unit {fromUnit} reached the limit, unit {toUnit} cannot improve further).',
  'guideData.contradiction.sevenTiersSoldUnits':
    'The overview speaks of seven Standard tiers (the table columns {columns}), while the service sells units {smallFrom} to {smallTo} and {largeFrom} to {largeTo} in steps of {largeStep}.',
  'guideData.contradiction.smallGroupOutboundExceedsBigGroup':
    'At unit {unit}, small groups print {smallGroupMessagesPerSecond} outbound messages/s ({smallGroupBytesPerSecond}), more than big group’s {broadcastMessagesPerSecond} ({broadcastBytesPerSecond}), whose table the guide says lists the maximum outbound bandwidth.',
  'guideData.contradiction.premiumP2AtUnit100':
    'The tables print one “Unit {units}” column, while {units} units are sold both as Standard_S1 or Premium_P1 and as Premium_P2 ({premiumP2From} to {premiumP2To} units); the small-group text sends more inbound to Premium_P2 above unit {units}, so which SKU the column measured is not said.',

  // What the engine does about each contradiction.
  'guideData.engineRule.connectionUnit20Column':
    'Unit {unit} is read as printed; unit {otherUnit} is interpolated between units {below} and {unit} ({messagesPerSecond} messages/s). Elsewhere unit {unit} is interpolated between units {otherUnit} and {above}.',
  'guideData.engineRule.connectionP2Routing':
    'The engine follows the table: {messagesPerSecond} messages/s at unit {unit} for every SKU, rising only from unit {risingFrom}.',
  'guideData.engineRule.atLeastTwoAppServers':
    'The engine recommends at least two app servers for any default-mode workload (the SLA advice), and the table’s figure where it is larger.',
  'guideData.engineRule.smallGroupFlat':
    'Routing capacity is read as printed: flat between units {fromUnit} and {toUnit}.',
  'guideData.engineRule.everySoldUnitCount':
    'The engine evaluates every unit count the service sells and interpolates between the printed columns.',
  'guideData.engineRule.serverConnectionsInQuota':
    'Server connections count against the connection quota by default (countServerConnections: true), so {clients} clients on one hub need {units} units. countServerConnections: false reproduces the benchmarks as printed, and the result flags this contradiction.',
  'guideData.engineRule.premiumP2Threshold':
    'The engine follows the vendor’s limits page, which agrees with the first reading: Standard_S1 and Premium_P1 sell {standardFrom} to {standardTo} units, Premium_P2 {premiumP2From} to {premiumP2To}. A recommendation of Premium_P2 at {flaggedUpTo} units or fewer flags this contradiction.',
  'guideData.engineRule.broadcastIsOutboundCeiling':
    'Broadcast is the outbound ceiling for every pattern (the guide’s own rule: do not exceed the highlighted echo and broadcast values), so the small-group benchmark at unit {unit} loads outbound bandwidth to {outboundShare}; the engine sizes it at unit {sizedAtUnit}. This errs on the safe side.',
  'guideData.engineRule.smallGroupPlateauFitsNoTier':
    'Routing capacity stays at {messagesPerSecond} messages/s at units {fromUnit} to {toUnit}; a workload above that fits no tier, and the engine says to contact support or use the current edition’s tables.',
  'guideData.engineRule.connectionPlateau':
    'Routing capacity stays at {messagesPerSecond} messages/s at units {fromUnit} to {toUnit}.',
  'guideData.engineRule.bigGroupIsOutboundCeiling':
    'Big group’s outbound is the ceiling for every pattern (the guide says its table lists the maximum outbound bandwidth), so the small-group benchmarks at units {units} need more units than their columns.',
  'guideData.engineRule.unit100EverySku':
    'The engine reads the Unit {units} column for Standard_S1, Premium_P1 and Premium_P2 alike at {units} units, and Premium_P2’s own columns above.',

  // The guide's notes worth keeping beside its tables.
  'guideData.note.serverLoad70':
    'Latency inside the service stays low while Server Load is under {serverLoadShare}.',
  'guideData.note.routingCostAt50':
    'At unit {unit} and more, scenarios that send to small groups (group size < {groupSize}) or to single connections carry a large routing cost that Server Load does not show; check the small-group and send-to-connection tables.',
  'guideData.note.premiumP2Beyond100': 'Beyond {units} units, scale up to Premium_P2.',
  'guideData.note.groupSizesNotHardLimits':
    'The group counts and member counts are not hard limits; one connection per group performs close to send to connection.',
  'guideData.note.smallGroupContactSupport':
    'Small groups reach the routing-cost limit at unit {unit}; unit {maxUnit} cannot improve it. For more inbound bandwidth, contact customer support.',
  'guideData.note.smallGroupRoutingNotInServerLoad':
    'At units {units}, a scenario that mainly sends to small groups (fewer than {groupSize} members) carries a large routing cost that Server Load does not include: check the small-group table.',
  'guideData.note.smallGroupPremiumP2':
    'Small groups reach the routing-cost limit at unit {unit}; unit {maxUnit} cannot improve it. For more inbound bandwidth, scale up to Premium_P2 (more than {premiumP2AboveUnits} units).',
  'guideData.note.groupCountsNotHardLimits':
    'The group counts and member counts in the tables are not hard limits: they were chosen for a stable benchmark.',
  'guideData.note.bigGroupOutboundBound':
    'Sending to big groups, outbound bandwidth runs out before the routing cost does: the big-group table gives the maximum outbound bandwidth.',
  'guideData.note.upstreamHttp11':
    'The upstream (event handler) benchmark ran over HTTP 1.1; an upstream that speaks HTTP 2.0 does better.',
  'guideData.note.echoInboundEqualsOutbound':
    'In echo, the upstream writes each message back in its HTTP response, so the maximum inbound bandwidth equals the maximum outbound.',
  'guideData.note.restUserNamedClients':
    'The REST send-to-user benchmark gave every client a user name before it connected.',
  'guideData.note.restBroadcastSameAsBigGroup':
    'REST broadcast has the same bandwidth as sending to a big group.',
  'guideData.note.upstreamNotBottleneck':
    'The tables assume the upstream is powerful enough not to be the bottleneck.',
  'guideData.note.messagesUnder1KB':
    'A message under {messageBytes} B loads the service like a {messageBytes}-byte one.',
  'guideData.note.benchmarkDefaults':
    'Every benchmark sends messages of {messageBytes} B, each sender once every {sendIntervalSeconds} s.',
  'guideData.note.notAHardLimit':
    'The maximum throughput is the highest at which {messageShare} of messages arrive within {latencySeconds} s; it is not a hard limit.',
  'guideData.note.throttlingPerTier':
    'Each tier has its own throughput throttling policy: its maximum is the highest throughput at which {messageShare} of messages arrive within {latencySeconds} s.',
  'guideData.note.tablesStopAtUnit':
    'The tables stop at unit {units}: this edition has nothing to say about more units.',
} as const;
