/** The sizing engine's public surface: pure functions and the data they read. No React, no DOM. */
export { evaluate } from './evaluate';
export type {
  Evaluation,
  GuideRange,
  NoFit,
  Recommendation,
  Reconnect,
  TierChoice,
  TierEvaluation,
  Totals,
} from './evaluate';
export { fitWorkload } from './normalize';
export type { ReverseInput, ReverseResult, ReverseUnknown } from './reverse';
export {
  clientPatterns,
  currentScenarioVersion,
  defaultGroupSize,
  defaultGrowthOf,
  guideReadings,
  isClientPattern,
  parseScenario,
  ScenarioError,
  scenarioLimits,
  scenarioSchema,
  transports,
  workloadGrowths,
  workloadSchema,
} from './scenario';
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
} from './scenario';
export { defaultTables, guides, serviceRules, skuCatalog } from './data';
export type { ServiceRules } from './serviceRulesSchema';
export { connectionOpenRate, reconnectWindowSeconds } from './reconnect';
export type { SilentPoint } from './readings';
export type { AppServerReading, AppServerSource } from './appServers';
export type { SizingTables } from './data';
export { appServerFrameworks, editions, patterns, skuIds } from './guideSchema';
export { minimumAppServers, serverConnectionsAdvice, smallGroupMaxSize } from './appServers';
export { minimumLoadBytes, routingCapacity, secondsPerDay, smallGroupShare } from './workload';
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
} from './guideSchema';
export { limitNames, termsAt, thresholdOf, utilizationAt } from './utilization';
export type { LimitName, LimitTerms, Thresholds, Utilization } from './utilization';
export type { MessageSizeLimit, SizingWarning } from './warnings';
export type { WorkloadFigures } from './workload';
export type { DayCosts, DayPlanCost } from './dayCosts';
export { billedMessagesPerDayOf, unitDays } from './unitBilling';
export { presetOf, profileOf, profileOrFlat, profilePresets } from './loadProfile';
export type { ProfilePreset } from './loadProfile';
export { hoursPerDay, planLimits, replicaSizings } from './planSchema';
export type { LoadProfile, ReplicaSizing, Replicas, Timeline } from './planSchema';
export { regionShares, replicaPlan } from './replicas';
export type { RegionPlan, ReplicaPlan } from './replicas';
export type { TierStop, TimelineMonth, TimelinePlan } from './timeline';
export { calibratedLoad, calibrationFactor, isCalibrating } from './calibration';
export type { MeasuredMetric, MetricComparison } from './measured';
export {
  calibratedLimits,
  calibrationSchema,
  defaultTrafficGrainSeconds,
  measuredLimits,
  measuredSchema,
  trafficGrainsSeconds,
} from './measuredSchema';
export type { Calibration, CalibratedLimit, Measured, TrafficGrainSeconds } from './measuredSchema';
export type { Lever, LeverKind } from './levers';
export { instanceSavingOf } from './instanceSaving';
export type { InstanceSaving } from './instanceSaving';
