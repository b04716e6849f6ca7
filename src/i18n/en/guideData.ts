/**
 * The words of data/guide-*.json: the data names each heading and note by a key and keeps only the numbers a
 * note quotes, so these sentences exist once per language and never twice in the page's first download.
 */
export const guideData = {
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
} as const;
