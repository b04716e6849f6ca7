/**
 * The engine's planning answers, for the panels that load after the first view: the cost levers, the day's
 * and the year's costs under autoscale, measured metrics against the prediction, the guide's reverse formula.
 * A barrel of its own, so the page's first code (which imports ./index) carries only what the answer needs.
 * Their types are exported from ./index too.
 */
export { dayCosts, dayPlanCost } from './planning/dayCosts';
export { autoscaleSteps, idealSteps } from './planning/autoscale';
export { monthlyGrowthOf, timelineMonths, timelinePlan } from './planning/timeline';
export {
  calibratedLimitOf,
  calibrationFrom,
  compareMeasured,
  measuredMetrics,
  predictedMetrics,
} from './planning/measured';
export {
  batchMessagesFor,
  defaultCompactPayloadRatio,
  leverKinds,
  leversFor,
  trimmedMessageBytes,
} from './planning/levers';
export { reverseSolve } from './sizing/reverse';
export { compareServices } from './planning/compare';
export { failoverReplicas, regionFailover } from './planning/failover';
export { alternativeChanges, scaleChangeOf } from './planning/scaleChange';
export { growthStepFactors, growthTierChanges, timelineChanges } from './planning/tierChange';
