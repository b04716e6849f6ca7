/**
 * The names the guide's data uses: editions, patterns, SKUs, its tables and headings, the keys of its notes. A
 * module without zod (./guideSchema builds the schemas from them), so the page's first load holds them alone.
 */
export const editions = ['2019', 'current'] as const;
export type Edition = (typeof editions)[number];

export const patterns = [
  'echo',
  'broadcast',
  'group',
  'connection',
  'restBroadcast',
  'restUser',
] as const;
export type Pattern = (typeof patterns)[number];

export const skuIds = ['Free', 'Standard_S1', 'Premium_P1', 'Premium_P2'] as const;
export type SkuId = (typeof skuIds)[number];

export const throughputTableIds = [
  'quickEcho',
  'quickBroadcast',
  'echo',
  'broadcast',
  'smallGroup',
  'bigGroup',
  'connection',
  'restBroadcast',
  'restUser',
] as const;
export type ThroughputTableId = (typeof throughputTableIds)[number];

/** Patterns of the app-server tables: the group pattern has one table for small and one for big groups. */
export const appServerPatterns = [
  'echo',
  'broadcast',
  'smallGroup',
  'bigGroup',
  'connection',
] as const;
export type AppServerPattern = (typeof appServerPatterns)[number];

export const appServerFrameworks = ['aspnetcore', 'aspnet'] as const;
export type AppServerFramework = (typeof appServerFrameworks)[number];

/**
 * The guide's headings, by the anchors every translation of it shares (`<a name="small-group">`). A table's
 * section is the path of headings above it; the page names them in the reader's language.
 */
export const guideHeadings = [
  'finding-a-proper-sku',
  'quick-evaluation',
  'case-study',
  'default-mode',
  'serverless-mode',
  'echo',
  'broadcast',
  'send-to-group',
  'small-group',
  'big-group',
  'send-to-connection',
  'aspnet-signalr-echo-broadcast-and-send-to-small-group',
  'broadcast-through-rest-api',
  'send-to-user-through-rest-api',
] as const;
export type GuideHeading = (typeof guideHeadings)[number];

/*
 * The project's own notes on the guide (why a slip is one, what two tables contradict, what the engine does about
 * it, the guide's advice worth keeping) are sentences in every language of the page. The data names each by a
 * key and keeps only the numbers it quotes; the words live in the message catalogs (`guideData.*`).
 */
export const slipNoteKeys = [
  'sameRateAtOtherUnits',
  'twiceTheRateAndBroadcast',
  'halfTheRate',
  'sameSlipOutbound',
  'bigGroupMembers',
] as const;
export const contradictionKeys = [
  'connectionUnit20Column',
  'connectionP2Routing',
  'broadcastAppServers',
  'smallGroupPlateauThenPremiumP2',
  'sevenTiersEightColumns',
  'serverConnectionsInQuota',
  'premiumP2Threshold',
  'smallGroupOutboundExceedsBroadcast',
  'smallGroupPlateauContactSupport',
  'connectionPlateau',
  'sevenTiersSoldUnits',
] as const;
export const engineRuleKeys = [
  'connectionUnit20Column',
  'connectionP2Routing',
  'atLeastTwoAppServers',
  'smallGroupFlat',
  'everySoldUnitCount',
  'serverConnectionsInQuota',
  'premiumP2Threshold',
  'broadcastIsOutboundCeiling',
  'smallGroupPlateauFitsNoTier',
  'connectionPlateau',
] as const;
export const guideNoteKeys = [
  'serverLoad70',
  'routingCostAt50',
  'premiumP2Beyond100',
  'groupSizesNotHardLimits',
  'smallGroupContactSupport',
] as const;
