/** "Check our working": the guide's formulas with the scenario's numbers, and the cells they were compared with. */
export const working = {
  'working.heading': 'Check our working',
  'working.empty': "Add a workload to see the guide's formulas with its numbers.",
  'working.intro.fit':
    "The guide's formulas with your numbers, compared with the recommended tier, {tier}, in the {edition} tables.",
  'working.intro.noFit':
    'No tier fits, so each workload is compared with the closest one, {tier}, in the {edition} tables.',
  'working.unnamedWorkload': 'Workload {number}',
  'working.summary': '{name} ({pattern})',
  'working.bytes': '{value} B',
  'working.ceilings': 'Ceilings at {tier}',
  'working.ceiling.connections': 'Connections: {capacity} ({perUnit} per unit).',
  'working.ceiling.inbound':
    'Maximum inbound: the {table} table at unit {units}, {rate} msg/s × {tableBytes} = {bandwidth}.',
  'working.ceiling.outbound':
    'Maximum outbound: the {table} table at unit {units}, {rate} msg/s × {tableBytes} = {bandwidth}.',
  'working.ceiling.dailyMessages': "Daily messages: Free's quota of {quota}.",
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
  'working.billed.client':
    'Billed: ({outRate} delivered + {legRate} to the app server) msg/s × {chunks} × {secondsPerDay} s = {billed} messages/day',
  'working.billed.serverless':
    'Billed: {outRate} delivered msg/s × {chunks} × {secondsPerDay} s = {billed} messages/day (serverless: no leg to an app server)',
  'working.shares': 'Its share of {tier}',
  'working.share.connections': 'Connections: {value} of {capacity} = {share}',
  'working.share.inbound':
    "Inbound bandwidth: {load} of the {table} table's {capacity} at unit {units} = {share}",
  'working.share.outbound':
    "Outbound bandwidth: {load} of the {table} table's {capacity} at unit {units} = {share}",
  'working.share.routing':
    "Routing: {rate} msg/s of the {table} table's {capacity} msg/s at unit {units} = {share}",
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
  'working.appServers': 'App servers',
  'working.appServers.source':
    '{name}: the {pattern} app-server table ({framework}) at unit {units}: {servers}.',
  'working.appServers.sourceInterpolated':
    '{name}: the {pattern} app-server table ({framework}) at unit {units}, interpolated and rounded up: {servers}.',
  'working.appServers.result':
    'The largest of these, and at least {minimum} (the guide: two suffice for the SLA): {servers}.',
  'working.appServers.none': 'No app servers: every workload is serverless (REST API).',
  'working.appServerPattern.echo': 'echo',
  'working.appServerPattern.broadcast': 'broadcast',
  'working.appServerPattern.smallGroup': 'small group',
  'working.appServerPattern.bigGroup': 'big group',
  'working.appServerPattern.connection': 'send to connection',
  'working.framework.aspnetcore': 'ASP.NET Core',
  'working.framework.aspnet': 'ASP.NET',
  'working.table.quickEcho': 'quick evaluation (echo)',
  'working.table.quickBroadcast': 'quick evaluation (broadcast)',
  'working.table.echo': 'echo',
  'working.table.broadcast': 'broadcast',
  'working.table.smallGroup': 'small group',
  'working.table.bigGroup': 'big group',
  'working.table.connection': 'send to connection',
  'working.table.restBroadcast': 'REST broadcast',
  'working.table.restUser': 'REST send to user',
} as const;
