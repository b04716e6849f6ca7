/**
 * A change to a scenario as JSON for tools and pipelines (`signalr-sizing diff --format json`): each side's
 * deployment, bill, binding limit and room to grow, the change, and each workload's part of the bill before and
 * after. Money in the prices' currency (`currency`; US dollars by default, the `…Usd` fields too) rounded to the
 * cent, shares as fractions (0.34 = 34%) to 6 significant digits, as the plan's JSON writes them.
 */
import type { Plan } from '../engine';
import { forMachines } from './planJson';
import { deployedUnits, type PlanDiff } from './planDiff';

/** Names the document, so a reader can tell it from a plan or a scenario file. */
export const diffJsonFormat = 'signalr-sizing-diff';
/** Raised when a field changes meaning or goes away; new fields may appear within a version. */
export const diffJsonVersion = 1;

function money(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}

/** A share as the plan's JSON writes one: a fraction to 6 significant digits (planJson's forMachines). */
function fraction(value: number | null): number | null {
  return value === null ? null : forMachines('share', value);
}

function side(plan: Plan, link: string) {
  const { deployment, monthly, peak } = plan;
  return {
    link,
    name: plan.scenario.name ?? null,
    service: plan.service,
    workloads: plan.scenario.workloads.length,
    deployment: deployment && {
      sku: deployment.sku,
      unitsPerInstance: deployment.unitsPerInstance,
      instances: deployment.instances,
      regions: deployment.regions,
      totalUnits: deployedUnits(plan),
    },
    monthly: monthly && {
      totalUsd: money(monthly.totalUsd),
      unitsUsd: money(monthly.unitsUsd),
      messagesUsd: money(monthly.messagesUsd),
    },
    binding: peak && deployment ? peak.binding : null,
    bindingUtilization: peak && deployment ? fraction(peak.utilization[peak.binding]) : null,
    growthHeadroom: peak && deployment ? fraction(peak.growthHeadroom) : null,
    noFit: plan.noFit && { closest: plan.noFit.closest, limits: plan.noFit.limits },
  };
}

/** The document as an object, before it is written (the tests read it). */
export function diffDocument(
  diff: PlanDiff,
  links: { before: string; after: string },
  crossed: readonly string[] = [],
) {
  const nameOf = (plan: Plan, index: number | null) =>
    index === null ? null : (plan.scenario.workloads[index]?.name ?? null);
  return {
    format: diffJsonFormat,
    version: diffJsonVersion,
    /** Every amount's currency (the `…Usd` fields too): the prices' of both sides. */
    currency: diff.currency,
    before: side(diff.before, links.before),
    after: side(diff.after, links.after),
    change: {
      monthlyUsd: money(diff.changeUsd),
      monthlyShare: fraction(diff.changeShare),
      units: diff.unitsChange,
      serviceChanged: diff.serviceChanged,
    },
    /** The limits the change crosses, in words; empty when none is given or crossed. */
    limitsCrossed: crossed,
    workloads: diff.workloads.map((workload) => ({
      name: nameOf(diff.after, workload.after) ?? nameOf(diff.before, workload.before),
      status: workload.status,
      before: workload.before,
      after: workload.after,
      beforeUsd: money(workload.beforeUsd),
      afterUsd: money(workload.afterUsd),
      changeUsd: money(workload.changeUsd),
    })),
  };
}

/**
 * The JSON text, two-space indented, ending with a newline.
 * @example JSON.parse(diffJson(planDiff(plan(teamChat), plan(twice)), links)).change.monthlyUsd // 5998.17
 */
export function diffJson(
  diff: PlanDiff,
  links: { before: string; after: string },
  crossed: readonly string[] = [],
): string {
  return `${JSON.stringify(diffDocument(diff, links, crossed), null, 2)}\n`;
}
