/**
 * The warnings' titles, which the first view lists (their text, ./warnings, arrives with the warnings' folded text).
 * A new warning's title goes here: src/i18n/catalogs.test.ts checks that every title is. Each contradiction's own
 * title (what disagrees with what) arrives with the text, in ./warnings; until then the list shows the general one.
 */
export const warningsOnFirstView = {
  'warnings.heading': 'Check before you commit',
  'warnings.sendersCapped.title': 'More senders than connections (workload {position})',
  'warnings.groupSizeCapped.title': 'Groups larger than the connections (workload {position})',
  'warnings.routingCost.title': 'Routing cost',
  'warnings.upstreamEvents.title': 'Upstream webhook',
  'warnings.premiumP2.title': 'Beyond 100 units',
  'warnings.smallMessages.title': 'Small messages',
  'warnings.transportNotBenchmarked.title': 'Transport not benchmarked',
  'warnings.interpolated.title': 'Interpolated',
  'warnings.slip.title': 'A slip in the guide',
  'warnings.contradiction.title': 'The guide contradicts itself',
  'warnings.nearConnectionQuota.title': 'Close to the connection quota',
  'warnings.freeTierAssumption.title': 'Free tier assumed',
  'warnings.aspnetFallback.title': 'No ASP.NET table',
  'warnings.messageSizeLimit.title': 'Message size limit',
  'warnings.unitQuota.title': 'Regional unit quota',
  'warnings.slowReconnect.title': 'Reconnect storm',
  'warnings.appServersExtrapolated.title': 'Beyond the app-server tables',
} as const;
