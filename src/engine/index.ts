/** The sizing engine's public surface: pure functions and the data they read. No React, no DOM. */
export { evaluate } from './evaluate';
export type { Evaluation, NoFit, Recommendation, TierEvaluation, Totals } from './evaluate';
export { fitWorkload } from './normalize';
export { reverseSolve } from './reverse';
export type { ReverseInput, ReverseResult, ReverseUnknown } from './reverse';
export {
  clientPatterns,
  defaultGroupSize,
  isClientPattern,
  parseScenario,
  scenarioLimits,
  scenarioSchema,
  transports,
  workloadSchema,
} from './scenario';
export type {
  IssueDetail,
  Scenario,
  ScenarioInput,
  ScenarioIssue,
  ScenarioParseResult,
  Transport,
  Workload,
} from './scenario';
export { defaultTables, guides, skuCatalog } from './data';
export type { SizingTables } from './data';
export { appServerFrameworks, editions, patterns, skuIds } from './guideSchema';
export { minimumAppServers, smallGroupMaxSize } from './appServers';
export { minimumLoadBytes, routingCapacity, secondsPerDay, smallGroupShare } from './workload';
export type {
  AppServerFramework,
  Edition,
  GuideEdition,
  Pattern,
  SkuId,
  Slip,
  Contradiction,
  ThroughputTable,
  AppServerTable,
} from './guideSchema';
export { limitNames, thresholdOf, utilizationAt } from './utilization';
export type { LimitName, Utilization } from './utilization';
export type { SizingWarning } from './warnings';
export type { WorkloadFigures } from './workload';
