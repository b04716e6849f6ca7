/** "What cuts the bill": changes to the scenario, each priced by the engine. */
export const levers = {
  'levers.heading': 'What cuts the bill',
  'levers.intro':
    'Each saving is the monthly cost of the answer now minus its cost with the change, both worked out by the engine. Apply one to try it; Undo takes it back.',
  'levers.none': 'Nothing here would lower the monthly cost of this scenario.',
  'levers.noFit': 'No tier fits this scenario yet, so there is no cost to cut.',
  'levers.chunkBoundary.title': '{bytes} bytes or less',
  'levers.chunkBoundary.cost':
    'Make each message {over} B shorter (shorter property names, fewer fields): billed in 2 KB chunks, it then counts once instead of twice. No cost in latency or features.',
  'levers.batching.title': 'Batch {count} messages into one',
  'levers.batching.cost':
    'Messages wait up to {delay} for their batch; each batch still fits one 2 KB chunk.',
  'levers.groups.title': 'Send to groups of {count} instead of {count} send-to-connection calls',
  'levers.groups.cost':
    'Only where one message goes to several connections; the app server has to keep the groups’ members up to date.',
  'levers.rest.broadcast.title': 'Broadcast from the server over the REST API',
  'levers.rest.connection.title': 'Send to users from the server over the REST API',
  'levers.rest.cost':
    'The message must start on your server, not in a client; each send is an HTTP call, slower than a hub call; no billed leg to the app server.',
  'levers.compactPayload.title': 'A compact payload: {share} of each message',
  'levers.compactPayload.cost':
    'MessagePack instead of JSON, or deltas instead of whole snapshots, assumed to keep {share} of each message ({from} B → {to} B; set the share below). Clients and the server must both speak it.',
  'levers.compactPayload.ratio': 'Share of its size a compact payload keeps',
  'levers.compactPayload.ratio.hint':
    'Our assumption unless you set it: {share}, from msgpack.org’s own example, where 27 B of JSON take 18 B in MessagePack. Deltas instead of whole snapshots often keep far less: set what your own payloads show.',
  'levers.compactPayload.ratio.reset': 'Back to our assumption ({share})',
  'levers.longerInterval.title': 'Broadcast every {interval}',
  'levers.longerInterval.cost':
    'Clients see each update up to {delay} later: half as many updates.',
  'levers.fewerReplicas.title': {
    one: '{count} replica, one fewer',
    other: '{count} replicas, one fewer',
  },
  'levers.fewerReplicas.none.title': 'No replica: the primary region alone',
  'levers.fewerReplicas.cost':
    'Clients far from the remaining regions wait longer for each message, and a region’s outage moves its clients farther away.',
  'levers.workload': 'Workload: {name}',
  'levers.saving': 'Saves {saving} a month ({before} → {after})',
  'levers.apply': 'Apply',
  'levers.applyLabel': 'Apply “{title}” to {name}',
  'levers.instance.title': 'Run {recommended} instead of your {instance}',
  'levers.instance.premium':
    'Standard has no autoscale, availability zones or geo-replication, which Premium offers. Change the tier in the Azure portal: the scenario already sizes for the recommended tier.',
  'levers.instance.same':
    'Less room above today’s peak than your instance has. Change the tier in the Azure portal: the scenario already sizes for the recommended tier.',
} as const;
