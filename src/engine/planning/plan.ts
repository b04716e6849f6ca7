/**
 * plan(scenario): the one answer for a scenario. Decides the deployment (SKU, units, instances, regions,
 * autoscale) and what the bill says for it; every view of the product renders this and computes no cost of
 * its own.
 */
import { pricesFor } from '../billing/cost';
import { replicaPlan } from '../billing/replicas';
import { defaultTables, type SizingTables } from '../guides/data';
import type { ScenarioInput } from '../scenario/scenario';
import { evaluate, type Evaluation } from '../sizing/evaluate';
import { dayCosts } from './dayCosts';
import { profileOrFlat } from './loadProfile';
import type { Deployment, MonthlyBill, Plan, PlanEnd } from './planTypes';

export type * from './planTypes';

function serviceModeOf(evaluation: Evaluation): Deployment['serviceMode'] {
  return evaluation.recommended && evaluation.recommended.appServers > 0 ? 'Default' : 'Serverless';
}

/**
 * The plan of an evaluated scenario (the page evaluates once and plans from it).
 * @example planOf(evaluate(chat)).deployment // { sku: 'Standard_S1', unitsPerInstance: 8, instances: 1, regions: [8], ... }
 */
export function planOf(evaluation: Evaluation, tables: SizingTables = defaultTables): Plan {
  const { scenario, recommended } = evaluation;
  const base = {
    service: 'signalr' as const,
    scenario,
    evaluation,
    noFit: evaluation.noFit,
    warnings: evaluation.warnings,
  };
  const end = (choice: Evaluation['range']['optimistic']): PlanEnd | null =>
    choice && {
      sku: choice.sku,
      unitsPerInstance: choice.units,
      instances: 1,
      totalUsd: choice.costUsd,
    };
  const range = {
    optimistic: end(evaluation.range.optimistic),
    conservative: end(evaluation.range.conservative),
    reasons: evaluation.range.reasons,
  };
  if (!recommended) {
    return { ...base, deployment: null, monthly: null, unitsByHour: null, range };
  }
  const prices = pricesFor(scenario, tables.skuCatalog);
  void prices;
  const common = {
    instances: 1,
    appServers: recommended.appServers,
    hubs: recommended.hubs,
    serverConnectionsPerHub: recommended.serverConnectionsPerAppServer,
    serviceMode: serviceModeOf(evaluation),
  };
  const replicas = scenario.replicas;
  if (replicas && replicas.count > 0) {
    const regionsPlan = replicaPlan(evaluation, tables);
    const regions = regionsPlan?.regions;
    if (regions && regionsPlan.totalMonthlyCostUsd !== null) {
      const first = regions[0] as (typeof regions)[number];
      const monthly: MonthlyBill = {
        unitsUsd: regions.reduce((sum, region) => sum + region.cost.unitsUsd, 0),
        messagesUsd: regions.reduce((sum, region) => sum + region.cost.extraMessagesUsd, 0),
        totalUsd: regionsPlan.totalMonthlyCostUsd,
        billedMessagesPerDay: regions.reduce((sum, region) => sum + region.billedMessagesPerDay, 0),
        includedMessagesPerDay: 0,
        extraMessagesPerDay: regions.reduce(
          (sum, region) => sum + region.cost.extraMessagesPerDay,
          0,
        ),
        regions: regions.map((region) => ({
          region: region.region,
          clientShare: region.share,
          unitsPerInstance: region.units,
          unitDaysPerDay: region.units,
          billedMessagesPerDay: region.billedMessagesPerDay,
          crossRegionMessagesPerDay: 0,
          includedMessagesPerDay: 0,
          unitsUsd: region.cost.unitsUsd,
          messagesUsd: region.cost.extraMessagesUsd,
          totalUsd: region.cost.totalUsd,
        })),
      };
      return {
        ...base,
        deployment: {
          ...common,
          sku: first.sku,
          unitsPerInstance: first.units,
          regions: regions.map((region) => region.units),
          autoscale: null,
          totalUnits: regions.reduce((sum, region) => sum + region.units, 0),
          reasons: recommended.sku === first.sku ? [] : ['replicasNeedPremium'],
        },
        monthly,
        unitsByHour: profileOrFlat(scenario.loadProfile).map(() => first.units),
        range,
      };
    }
  }
  const day = scenario.loadProfile ? dayCosts(evaluation, tables) : null;
  if (
    day?.autoscale &&
    day.autoscaleSku &&
    day.fixed &&
    day.autoscale.monthlyCostUsd < day.fixed.monthlyCostUsd - 1e-9
  ) {
    const units = day.autoscale.hours.map((hour) => hour.units);
    const maximum = Math.max(...units);
    const minimum = Math.min(...units);
    const rules = tables.serviceRules.autoscale;
    return {
      ...base,
      deployment: {
        ...common,
        sku: day.autoscaleSku,
        unitsPerInstance: maximum,
        regions: [maximum],
        autoscale: {
          minimum,
          maximum,
          metric: 'ConnectionQuotaUtilization',
          scaleOutAbove: rules.scaleOutAboveConnectionQuotaUtilization,
          scaleInBelow: rules.scaleInBelowConnectionQuotaUtilization,
          serverLoad: null,
          coolDownMinutes: 60,
        },
        totalUnits: maximum,
        reasons: ['autoscaleCheaper'],
      },
      monthly: {
        unitsUsd: day.autoscale.unitsUsd,
        messagesUsd: day.autoscale.extraMessagesUsd,
        totalUsd: day.autoscale.monthlyCostUsd,
        billedMessagesPerDay: day.billedMessagesPerDay,
        includedMessagesPerDay: 0,
        extraMessagesPerDay: day.autoscale.extraMessagesPerDay,
        regions: [],
      },
      unitsByHour: units,
      range,
    };
  }
  const cost = day?.fixed
    ? {
        unitsUsd: day.fixed.unitsUsd,
        messagesUsd: day.fixed.extraMessagesUsd,
        totalUsd: day.fixed.monthlyCostUsd,
        extraMessagesPerDay: day.fixed.extraMessagesPerDay,
      }
    : {
        unitsUsd: recommended.cost.unitsUsd,
        messagesUsd: recommended.cost.extraMessagesUsd,
        totalUsd: recommended.cost.totalUsd,
        extraMessagesPerDay: recommended.cost.extraMessagesPerDay,
      };
  return {
    ...base,
    deployment: {
      ...common,
      sku: recommended.sku,
      unitsPerInstance: recommended.units,
      regions: [recommended.units],
      autoscale: null,
      totalUnits: recommended.units,
      reasons: [],
    },
    monthly: {
      ...cost,
      billedMessagesPerDay: day ? day.billedMessagesPerDay : evaluation.totals.billedMessagesPerDay,
      includedMessagesPerDay: 0,
      regions: [],
    },
    unitsByHour: profileOrFlat(scenario.loadProfile).map(() => recommended.units),
    range,
  };
}

/**
 * The whole answer for a scenario: validates it (throws ScenarioError naming each bad field), evaluates every
 * tier and decides what to deploy and what it costs a month.
 * @example plan({ version: 2, workloads: [chat of 5,000 in rooms of 10] }).monthly.totalUsd
 */
export function plan(input: ScenarioInput, tables: SizingTables = defaultTables): Plan {
  return planOf(evaluate(input, tables), tables);
}
