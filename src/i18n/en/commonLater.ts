/**
 * Shared words that only what arrives after the start draws (the tooltip, the folded facts, the fields of the
 * settings and panels, the exports): ./later, so the first view carries none of them.
 */
export const commonLater = {
  'unit.messagesPerDay': '{value} messages/day',
  'unit.appServers': { one: '{count} app server', other: '{count} app servers' },
  'field.named': '{field}: {message}',
  'settings.unit.percent': '%',
} as const;
