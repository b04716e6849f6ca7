/** The sizing engine's public surface: pure functions and the data they read. No React, no DOM. */
export { evaluate, evaluateValid } from './sizing/evaluate';
export type {
  Evaluation,
  GuideRange,
  NoFit,
  Recommendation,
  Reconnect,
  TierChoice,
  TierEvaluation,
  Totals,
} from './sizing/evaluate';
export { fitWorkload } from './scenario/normalize';
export { cappedInputsOf, usedWorkload } from './scenario/usedInputs';
export type { CappedField, CappedInput } from './scenario/usedInputs';
export type { ReverseInput, ReverseResult, ReverseUnknown } from './sizing/reverse';
export {
  clientPatterns,
  currentScenarioVersion,
  defaultGroupSize,
  defaultGrowthOf,
  guideReadings,
  isClientPattern,
  scenarioLimits,
  transports,
  workloadGrowths,
} from './scenario/scenarioLimits';
// The scenario format's boundary (zod): here for Node; the page loads it after its first load (./format), and
// reads a boundary through src/state/parsersSlot.ts (eslint.config.js keeps these names out of the page's code).
export {
  calibrationSchema,
  measuredSchema,
  parseScenario,
  ScenarioError,
  scenarioSchema,
  workloadSchema,
} from './format';
export { formatReady, hasFormat } from './scenario/formatSlot';
export type {
  GuideReading,
  IssueDetail,
  Scenario,
  ScenarioInput,
  ScenarioIssue,
  ScenarioParseResult,
  Transport,
  Workload,
  WorkloadGrowth,
} from './scenario/scenario';
export { defaultTables, guides, serviceRules, skuCatalog, webPubSubGuideOf } from './guides/data';
export { hasLaterTables, laterTablesReady, needsLaterTables } from './guides/laterTablesSlot';
export { webPubSubEditions } from './guides/webPubSubNames';
export type { WebPubSubEdition, WebPubSubGuideEdition } from './guides/webPubSubSchema';
export {
  scenarioEditions,
  serviceEditions,
  serviceIssues,
  serviceOf,
  servicePatterns,
  services,
  signalrEditionOf,
  webPubSubEditionOf,
} from './scenario/services';
export type { ScenarioEdition, Service } from './scenario/services';
export type { ServiceRules } from './guides/serviceRulesSchema';
export { connectionOpenRate, reconnectWindowSeconds } from './sizing/reconnect';
export { webPubSubTablesUsedBy } from './sizing/webPubSubWarnings';
export type { ReadingName, RoutingReading, SilentPoint } from './sizing/readings';
export { routingReadingOf } from './sizing/readings';
export { bandwidthLimitsOf } from './sizing/tierEvaluation';
export type { BandwidthLimits } from './sizing/tierEvaluation';
export type { AppServerReading, AppServerSource } from './sizing/appServers';
export type { SizingTables } from './guides/data';
export { appServerFrameworks, editions, patterns, skuIds } from './guides/guideNames';
export { minimumAppServers, serverConnectionsAdvice, smallGroupMaxSize } from './sizing/appServers';
export { minimumLoadBytes, secondsPerDay, smallGroupShare } from './sizing/workload';
export type {
  AppServerFramework,
  Edition,
  GuideEdition,
  Pattern,
  SkuId,
  Slip,
  Contradiction,
  GuideHeading,
  GuideNote,
  NoteParams,
  ThroughputTable,
  AppServerTable,
} from './guides/guideSchema';
export { limitNames, termsAt, thresholdOf, utilizationAt } from './sizing/utilization';
export type { LimitName, LimitTerms, Thresholds, Utilization } from './sizing/utilization';
export type { MessageSizeLimit, SizingWarning } from './sizing/warnings';
export type { WorkloadFigures } from './sizing/workload';
export type { DayCosts, DayPlanCost } from './planning/dayCosts';
export { billedMessagesPerDayOf, unitDays } from './billing/unitBilling';
export { priceBasisOf } from './billing/priceBasis';
export type { PriceBasis, PriceOrigin } from './billing/priceBasis';
export { priceKeys, priceLimits, ratesNeededWithoutDefaults } from './scenario/priceNames';
export type { PriceKey } from './scenario/priceNames';
export type { PriceList, ScenarioPrices } from './scenario/pricesSchema';
export { presetOf, profileOf, profileOrFlat, profilePresets } from './planning/loadProfile';
export type { ProfilePreset } from './planning/loadProfile';
export { hoursPerDay, planLimits, replicaSizings } from './scenario/planLimits';
export type { LoadProfile, ReplicaSizing, Replicas, Timeline } from './scenario/planSchema';
export { regionShares } from './billing/regionTraffic';
export { replicaPlan } from './billing/replicas';
export type { RegionPlan, ReplicaPlan } from './billing/replicas';
export type { TierStop, TimelineMonth, TimelinePlan } from './planning/timeline';
export type {
  CatchUp,
  FailedRegion,
  Failover,
  FailoverMoment,
  FailoverSizing,
  LoadAt,
  SurvivorLoad,
} from './planning/failover';
export type {
  AlternativeChange,
  AlternativeKind,
  ScaleChange,
  TierPoint,
} from './planning/scaleChange';
export type { GrowthStep, TimelineChange } from './planning/tierChange';
export type { FailoverRules } from './guides/failoverRulesSchema';
export { calibratedLoad, calibrationFactor, isCalibrating } from './sizing/calibration';
export type { MeasuredMetric, MetricComparison } from './planning/measured';
export {
  calibratedLimits,
  defaultTrafficGrainSeconds,
  measuredLimits,
  trafficGrainsSeconds,
} from './scenario/measuredLimits';
export type {
  Calibration,
  CalibratedLimit,
  Measured,
  TrafficGrainSeconds,
} from './scenario/measuredSchema';
export type { Lever, LeverKind } from './planning/levers';
export { pricesFor } from './billing/cost';
export type { Prices } from './billing/cost';
export { instanceSavingOf } from './billing/instanceSaving';
export type { WorkloadCost } from './billing/workloadCosts';
export type { InstanceSaving } from './billing/instanceSaving';
export { plan, planBilledMessagesPerDay, planOf } from './planning/plan';
// compareServices is in ./planning (the panels' barrel): the side by side plans a second service after the start.
export { scenarioOnService } from './planning/serviceSwitch';
export type {
  LeftBehind,
  ServiceAnswer,
  ServiceComparison,
  ServiceSwitch,
} from './planning/compare';
export type {
  AutoscaleRule,
  Deployment,
  DeploymentReason,
  MonthlyBill,
  Plan,
  PlanEnd,
  RegionBill,
} from './planning/planTypes';
