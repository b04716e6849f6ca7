/**
 * The names Azure Web PubSub's guide data uses: its editions, tables, routes, headings, rows and the keys of its
 * notes. A module without zod (./webPubSubSchema builds the schemas from them).
 */
/**
 * 2021: the tables of units 1 to 100 (ms.date 11/08/2021). current: the tables extended to units 200, 500 and
 * 1,000 (Premium_P2) by pull request 270189, whose page still prints ms.date 11/08/2021.
 */
export const webPubSubEditions = ['2021', 'current'] as const;
export type WebPubSubEdition = (typeof webPubSubEditions)[number];

export const webPubSubTableIds = [
  'bigGroup',
  'smallGroup',
  'echo',
  'restUser',
  'restBroadcast',
] as const;
export type WebPubSubTableId = (typeof webPubSubTableIds)[number];

/**
 * The guide's three use cases: clients publishing to groups over the json.webpubsub.azure.v1 subprotocol (no
 * server), client events answered by the upstream webhook (CloudEvents over HTTP), and the REST API.
 */
export const webPubSubRoutes = ['subprotocol', 'upstreamWebhook', 'restApi'] as const;
export type WebPubSubRoute = (typeof webPubSubRoutes)[number];

/** The guide's headings by their anchors (the localized pages print `<a name="small-group">` alike). */
export const webPubSubHeadings = [
  'quick-evaluation-using-metrics',
  'term-definitions',
  'overview',
  'performance-insight',
  'methodology',
  'performance-factors',
  'finding-a-proper-sku',
  'finding-a-proper-unit-size',
  'case-study',
  'send-to-groups-through-web-pubsub-subprotocol',
  'big-group',
  'small-group',
  'triggering-cloud-event',
  'echo',
  'rest-api',
  'send-to-user-through-rest-api',
  'broadcast-through-rest-api',
] as const;
export type WebPubSubHeading = (typeof webPubSubHeadings)[number];

export const webPubSubRowNames = [
  'connections',
  'groupMemberCount',
  'groupCount',
  'inboundMessagesPerSecond',
  'inboundBytesPerSecond',
  'outboundMessagesPerSecond',
  'outboundBytesPerSecond',
] as const;
export type WebPubSubRowName = (typeof webPubSubRowNames)[number];

/*
 * Words live in the message catalogs (`guideData.*`), as for the SignalR guides: the data keeps a key, the
 * numbers it quotes and, for the guide's own caveats, the English words as printed. Keys shared with the SignalR
 * guides mean the same there and already have their wording in every language.
 */
export const webPubSubSlipNoteKeys = ['bigGroupMembers'] as const;
export const webPubSubContradictionKeys = [
  'smallGroupOutboundExceedsBroadcast',
  'smallGroupPlateauContactSupport',
  'smallGroupPlateauThenPremiumP2',
  'sevenTiersSoldUnits',
  'premiumP2AtUnit100',
] as const;
export const webPubSubNoteKeys = [
  'serverLoad70',
  'smallGroupRoutingNotInServerLoad',
  'smallGroupContactSupport',
  'smallGroupPremiumP2',
  'groupCountsNotHardLimits',
  'bigGroupOutboundBound',
  'upstreamHttp11',
  'echoInboundEqualsOutbound',
  'restUserNamedClients',
  'restBroadcastSameAsBigGroup',
  'upstreamNotBottleneck',
  'messagesUnder1KB',
  'benchmarkDefaults',
  'notAHardLimit',
  'throttlingPerTier',
  'tablesStopAtUnit',
] as const;
