/** The guide's tables, per edition, with the guide's slips and contradictions. */
export const guideTables = {
  'guideTables.title': 'The guide’s tables',
  'guideTables.lead':
    'Every benchmark table of Microsoft’s performance guide for Azure SignalR Service, as the engine reads it. Values appear as printed; where a printed value contradicts the guide’s own formula, the cell is marked ⚠ and the engine uses the formula.',
  'guideTables.lead.webPubSub':
    'Every benchmark table of Microsoft’s performance guide for Azure Web PubSub, as the engine reads it. Values appear as printed; where a printed value contradicts the guide’s own formula, the cell is marked ⚠ and the engine uses the formula.',
  'guideTables.source.webPubSub':
    '{title} (MicrosoftDocs/azure-docs, {file}), {edition}: the page dated {date}, read at commit {commit}.',
  'guideTables.editions': 'Guide edition shown',
  'guideTables.source': {
    one: '{title}, {edition}: the {languages} translation.',
    other: '{title}, {edition}: the {languages} translations.',
  },
  'guideTables.source.dated': {
    one: '{title}, {edition}: the {languages} translation, dated {dates}.',
    other: '{title}, {edition}: the {languages} translations, dated {dates}.',
  },
  'guideTables.method':
    'Every benchmark sends messages of {bytes} B, each sender once every {interval}.',
  'guideTables.bandwidthUnits':
    'Bandwidths as the guide prints them: 1 KBps is {kbps} B/s and 1 MBps is {mbps} B/s, so 1,000 connections × 2,048 B/s read “2 MBps”.',
  'guideTables.quickSkipped':
    'The Quick evaluation tables repeat the echo and broadcast case studies and are not shown again.',
  'guideTables.slipCount': {
    one: '{count} printed value is marked ⚠ in this edition.',
    other: '{count} printed values are marked ⚠ in this edition.',
  },
  'guideTables.slipCount.none': 'No printed value contradicts the guide’s formula in this edition.',
  'guideTables.throughput': 'Throughput',
  'guideTables.throughput.lead': 'What the service carried at each unit count.',
  'guideTables.appServers': 'App servers',
  'guideTables.appServers.lead': 'How many app servers the benchmarks used at each unit count.',
  'guideTables.provenance': '{edition} · {section}',
  'guideTables.column.units': 'Units',
  'guideTables.row.connections': 'Connections',
  'guideTables.row.groupMemberCount': 'Group member count',
  'guideTables.row.groupCount': 'Group count',
  'guideTables.row.inboundMessagesPerSecond': 'Inbound messages per second',
  'guideTables.row.outboundMessagesPerSecond': 'Outbound messages per second',
  'guideTables.row.inboundBytesPerSecond': 'Inbound bandwidth',
  'guideTables.row.outboundBytesPerSecond': 'Outbound bandwidth',
  'guideTables.row.messagesPerSecond': 'Inbound/outbound messages per second',
  'guideTables.row.bytesPerSecond': 'Inbound/outbound bandwidth',
  'guideTables.row.appServers': 'App servers',
  'guideTables.table.quickEcho': 'Quick evaluation: echo',
  'guideTables.table.quickBroadcast': 'Quick evaluation: broadcast',
  'guideTables.table.echo': 'Echo',
  'guideTables.table.broadcast': 'Broadcast',
  'guideTables.table.smallGroup': 'Send to small group',
  'guideTables.table.bigGroup': 'Send to big group',
  'guideTables.table.connection': 'Send to connection',
  'guideTables.table.restBroadcast': 'REST broadcast',
  'guideTables.table.restUser': 'REST send to user',
  'guideTables.appServerTable.aspnetcore.echo': 'App servers for echo',
  'guideTables.appServerTable.aspnetcore.broadcast': 'App servers for broadcast',
  'guideTables.appServerTable.aspnetcore.smallGroup': 'App servers for send to small group',
  'guideTables.appServerTable.aspnetcore.bigGroup': 'App servers for send to big group',
  'guideTables.appServerTable.aspnetcore.connection': 'App servers for send to connection',
  'guideTables.appServerTable.aspnet.echo': 'ASP.NET SignalR app servers for echo',
  'guideTables.appServerTable.aspnet.broadcast': 'ASP.NET SignalR app servers for broadcast',
  'guideTables.appServerTable.aspnet.smallGroup':
    'ASP.NET SignalR app servers for send to small group',
  'guideTables.appServerTable.aspnet.bigGroup': 'ASP.NET SignalR app servers for send to big group',
  'guideTables.appServerTable.aspnet.connection':
    'ASP.NET SignalR app servers for send to connection',
  'guideTables.slip.printed': 'Slip: printed',
  'guideTables.slip.formula': 'formula: {value}',
  'guideTables.slip.notes': 'Slips in this table',
  'guideTables.slip.note':
    '{row} at unit {units}: printed {printed}; the guide’s formula gives {formula} ({formulaText}). The engine uses the formula value.',
  'guideTables.contradictions': 'Where the guide contradicts itself',
  'guideTables.contradictions.lead':
    'Each contradiction between tables, and the rule the engine follows.',
  'guideTables.contradiction.tables': 'Tables: {tables}.',
  'guideTables.contradiction.units': 'Units: {units}.',
  'guideTables.contradiction.engine': 'The engine:',
  'guideTables.notes': 'The guide’s notes',
  'guideTables.guideWords': 'The guide’s words:',
} as const;
