/** One-click presets: the guide's benchmarks, its worked examples and realistic mixes. */
export const presets = {
  'presets.heading': 'Presets',
  'presets.intro':
    'Start from a known scenario, then adjust it. Loading a preset replaces your workloads.',
  'presets.group.benchmarks': 'The guide’s benchmarks',
  'presets.group.benchmarks.hint':
    'Sized against the 2019 guide with a 100% target, so each lands on the unit the guide measured.',
  'presets.group.examples': 'The guide’s worked examples',
  'presets.group.examples.hint': 'The 2019 guide, 100% target: both land on unit 100.',
  'presets.group.webPubSubBenchmarks': 'Azure Web PubSub’s benchmarks',
  'presets.group.webPubSubBenchmarks.hint':
    'Its guide’s five tables at unit 10, current edition, 100% target: each lands on unit 10.',
  'presets.group.mixes': 'Realistic mixes',
  'presets.group.mixes.hint': 'The current guide with the 70% target.',
  'presets.applied': 'Loaded the preset “{name}”.',
  'presets.mismatch.title': '“{name}” was made for other settings than yours',
  'presets.mismatch.body':
    "This preset's settings: {presetEdition}, {presetTarget} headroom target. Yours: {yourEdition}, {yourTarget} headroom target. Your prices, app server framework, hubs, server connections per hub and guide reading stay as they are either way.",
  'presets.mismatch.takePreset': 'Load with its settings ({edition}, {target})',
  'presets.mismatch.keepMine': 'Load with my settings ({edition}, {target})',
  'presets.mismatch.connections': 'Connections, this preset: {preset}. Yours: {yours}.',
  'presets.connections.counted':
    'up to {target} of the connection quota, server connections counted',
  'presets.connections.notCounted':
    'up to {target} of the connection quota, server connections not counted (as the guide’s benchmarks ran)',
  'presets.mismatch.cancel': 'Cancel',
  'presets.benchmarkEcho.title': 'Echo at unit 10',
  'presets.benchmarkEcho.description':
    '10,000 connections, each sending 2 KB a second that comes back to itself.',
  'presets.benchmarkBroadcast.title': 'Broadcast at unit 100',
  'presets.benchmarkBroadcast.description':
    '2 messages of 2 KB a second, each delivered to all 100,000 connections.',
  'presets.benchmarkSmallGroups.title': 'Small groups at unit 20',
  'presets.benchmarkSmallGroups.description':
    '20,000 connections sending 4,000 messages a second to groups of 10.',
  'presets.benchmarkConnection.title': 'Send to connection at unit 10',
  'presets.benchmarkConnection.description':
    '10,000 connections, 8,000 messages a second, each to one other connection.',
  'presets.benchmarkRestUser.title': 'REST send to user at unit 10',
  'presets.benchmarkRestUser.description':
    '1,300 REST calls a second, each delivered to one of 10,000 connected users.',
  'presets.exampleBroadcast20KB.title': 'Broadcast 20 KB every 5 s',
  'presets.exampleBroadcast20KB.description':
    'One 20 KB message every 5 seconds to 100,000 connections.',
  'presets.exampleBroadcast256KB.title': 'Broadcast 256 KB every 5 s',
  'presets.exampleBroadcast256KB.description':
    'One 256 KB message every 5 seconds to 7,812 connections (the guide rounds it to 8,000).',
  'presets.webPubSubEcho.title': 'Web PubSub: echo through the upstream at unit 10',
  'presets.webPubSubEcho.description':
    '10,000 connections, 5,000 client events of 2 KB a second, each answered by the upstream (event handler).',
  'presets.webPubSubBigGroup.title': 'Web PubSub: big group at unit 10',
  'presets.webPubSubBigGroup.description':
    '30 messages of 2 KB a second into 10 groups of 1,000 members: 30,000 deliveries a second.',
  'presets.webPubSubSmallGroups.title': 'Web PubSub: small groups at unit 10',
  'presets.webPubSubSmallGroups.description':
    '10,000 connections publishing 2,000 messages a second to groups of 10 over the subprotocol.',
  'presets.webPubSubRestUser.title': 'Web PubSub: REST send to user at unit 10',
  'presets.webPubSubRestUser.description':
    '1,800 REST calls a second, each delivered to one of 10,000 connected users.',
  'presets.webPubSubRestBroadcast.title': 'Web PubSub: REST broadcast at unit 10',
  'presets.webPubSubRestBroadcast.description':
    '3 REST broadcasts of 2 KB a second, each to all 10,000 connections.',
  'presets.teamChat.title': 'Team chat with rooms',
  'presets.teamChat.description':
    'Messages to rooms of 10 people, plus a live dashboard broadcast to 2,000 screens.',
  'presets.liveDashboard.title': 'Live dashboard',
  'presets.liveDashboard.description':
    'One server pushes a 2 KB update every 2 seconds to 2,000 open dashboards.',
  'presets.stockTicker.title': 'Stock ticker',
  'presets.stockTicker.description':
    'Small price ticks, twice a second, broadcast to 5,000 traders.',
  'presets.restNotifications.title': 'Notifications over REST',
  'presets.restNotifications.description':
    'A serverless backend sends personal notifications to users and an occasional announcement to all.',
  'presets.multiplayerLobby.title': 'Multiplayer lobby',
  'presets.multiplayerLobby.description':
    'Lobby chat in groups of 8 plus player moves sent to one opponent five times a second.',
  'presets.webPubSubChat.title': 'Chat in groups of 10 on Web PubSub',
  'presets.webPubSubChat.description':
    'Plain WebSocket clients publish to their room of 10 over the subprotocol, no server involved: 10,000 people, one message each every 25 seconds.',
  'presets.webPubSubLiveScores.title': 'Live scores on Web PubSub',
  'presets.webPubSubLiveScores.description':
    'A match server posts each score update through the REST API every 5 seconds to 50,000 fans’ pages.',
} as const;
