/**
 * A change to a scenario as Markdown for a pull request's comment: what is deployed before and after, the monthly
 * bill and its change, the binding limit and the room to grow on each side, and the workloads that moved the cost
 * most. Every figure is one of the two plans' (planDiff); every piece of text goes through escapeMarkdown (user
 * names isolated), only the structure is Markdown.
 */
import { isolateUserText } from '../components/userText';
import type { Plan } from '../engine';
import { describeLimit } from '../components/wording/describeLimit';
import { deploymentLabel } from '../components/wording/deploymentText';
import { workloadName } from '../components/wording/workloadNames';
import { formatCurrency, formatPercent } from '../i18n/format';
import type { Translate } from '../i18n/translate';
import { escapeMarkdown as md, markdownLink, markdownTable } from './markdown';
import type { PlanDiff, WorkloadDiff } from './planDiff';
import { growthText, monthlyText } from './planWords';

export interface DiffMarkdownInput {
  diff: PlanDiff;
  t: Translate;
  locale: string;
  /** The heading (a file's path in the repository); null: the scenario's name. */
  label: string | null;
  /** Whole links to each scenario in the dashboard; null where only a fragment is known (no link is written). */
  links: { before: string | null; after: string | null };
  /** The limits the change crosses, each in words (the command line's `--max-increase-…`); none by default. */
  crossed?: readonly string[];
}

/** The workloads table shows this many; the rest are counted in one line. */
export const diffWorkloadRows = 10;

/** A change in dollars under half a cent is no change. */
const centUsd = 0.005;

/** A magnitude written with the change's sign: "+40 units", "-40 units". */
function signed(text: string, value: number): string {
  if (value > 0) return `+${text}`;
  return value < 0 && !text.startsWith('-') ? `-${text}` : text;
}

/** "+$5,998" / "-$120" / "$0" (in `currency`, US dollars by default: "+€5,998"). */
export function changeMoney(locale: string, changeUsd: number, currency = 'USD'): string {
  const rounded = Math.abs(changeUsd) < centUsd ? 0 : changeUsd;
  return signed(formatCurrency(locale, rounded, currency), rounded);
}

/** "+$5,998 (+34%)", or the dollars alone when the bill rises from $0. */
export function changeText(t: Translate, locale: string, diff: PlanDiff): string {
  const money = changeMoney(locale, diff.changeUsd ?? 0, diff.currency);
  if (diff.changeShare === null) return money;
  const percent = signed(formatPercent(locale, diff.changeShare), diff.changeShare);
  return t('cli.diff.change', { money, percent });
}

function scenarioName(t: Translate, plan: Plan): string {
  const name = plan.scenario.name?.trim();
  if (name) return isolateUserText(name);
  return t(
    plan.service === 'webPubSub'
      ? 'exportImport.md.untitled.webPubSub'
      : 'exportImport.md.untitled',
  );
}

/** The sentence under the heading: the scenario, and its bill before and after. */
export function diffSummary(t: Translate, locale: string, diff: PlanDiff): string {
  const name = scenarioName(t, diff.after.scenario.name?.trim() ? diff.after : diff.before);
  const { beforeUsd, afterUsd, changeUsd } = diff;
  const money = (amount: number) => formatCurrency(locale, amount, diff.currency);
  if (beforeUsd === null && afterUsd === null) return t('cli.diff.summary.noFitBoth', { name });
  if (beforeUsd === null) {
    return t('cli.diff.summary.noFitBefore', {
      name,
      after: money(afterUsd ?? 0),
    });
  }
  if (afterUsd === null) {
    return t('cli.diff.summary.noFitAfter', { name, before: money(beforeUsd) });
  }
  const before = money(beforeUsd);
  const after = money(afterUsd);
  if (Math.abs(changeUsd ?? 0) < centUsd) return t('cli.diff.summary.same', { name, cost: after });
  const key = (changeUsd ?? 0) > 0 ? 'cli.diff.summary.up' : 'cli.diff.summary.down';
  return t(key, { name, before, after, change: changeText(t, locale, diff) });
}

/** What a side deploys, in the report's words; no workloads, or nothing that fits, said as the page says it. */
function deploymentCell(t: Translate, locale: string, plan: Plan): string {
  if (plan.evaluation.workloads.length === 0) return t('exportImport.md.noWorkloads');
  if (!plan.deployment) return t('recommendation.headline.noFit');
  return deploymentLabel(t, locale, plan.deployment);
}

function figureCell(t: Translate, plan: Plan, figure: (plan: Plan) => string | null): string {
  if (plan.evaluation.workloads.length === 0) return t('headroom.table.notApplicable');
  return figure(plan) ?? t('headroom.table.notApplicable');
}

function comparisonTable(t: Translate, locale: string, diff: PlanDiff): string {
  const { before, after } = diff;
  const none = t('headroom.table.notApplicable');
  const rows: string[][] = [];
  if (diff.serviceChanged || before.service === 'webPubSub' || after.service === 'webPubSub') {
    const service = (plan: Plan) =>
      plan.evaluation.workloads.length === 0 ? none : t(`service.${plan.service}`);
    rows.push([t('exportImport.plan.service'), service(before), service(after), '']);
  }
  const units = diff.unitsChange;
  rows.push([
    t('recommendation.tier'),
    deploymentCell(t, locale, before),
    deploymentCell(t, locale, after),
    units === null || units === 0 ? '' : signed(t('unit.units', { count: Math.abs(units) }), units),
  ]);
  rows.push([
    t('recommendation.cost'),
    figureCell(t, before, (plan) => monthlyText(t, locale, plan)),
    figureCell(t, after, (plan) => monthlyText(t, locale, plan)),
    diff.changeUsd === null ? none : changeText(t, locale, diff),
  ]);
  const binding = (plan: Plan) =>
    plan.deployment && plan.peak ? describeLimit(t, locale, plan.peak.binding, plan.peak) : null;
  rows.push([
    t('recommendation.binding'),
    figureCell(t, before, binding),
    figureCell(t, after, binding),
    '',
  ]);
  const growth = (plan: Plan) =>
    plan.deployment && plan.peak ? growthText(t, locale, plan.deployment, plan.peak) : null;
  rows.push([
    t('recommendation.growth'),
    figureCell(t, before, growth),
    figureCell(t, after, growth),
    '',
  ]);
  const header = [
    '',
    t('cli.diff.column.before'),
    t('cli.diff.column.after'),
    t('cli.diff.column.change'),
  ];
  return markdownTable(
    header.map(md),
    rows.map((row) => row.map(md)),
    ['left', 'left', 'left', 'right'],
  );
}

function workloadLabel(t: Translate, diff: PlanDiff, workload: WorkloadDiff): string {
  if (workload.after !== null) {
    const name = isolateUserText(workloadName(t, diff.after.scenario.workloads, workload.after));
    return workload.status === 'added' ? t('cli.diff.workload.added', { name }) : name;
  }
  const name = isolateUserText(
    workloadName(t, diff.before.scenario.workloads, workload.before ?? 0),
  );
  return t('cli.diff.workload.removed', { name });
}

function workloadsSection(t: Translate, locale: string, diff: PlanDiff): string {
  const heading = `**${md(t('cli.diff.workloads'))}**`;
  if (diff.before.workloadCosts === null || diff.after.workloadCosts === null) {
    return `${heading}\n\n${md(t('cli.diff.workloads.unknown'))}`;
  }
  const moved = diff.workloads.filter(
    (workload) =>
      workload.status === 'added' ||
      workload.status === 'removed' ||
      Math.abs(workload.changeUsd ?? 0) >= centUsd,
  );
  if (moved.length === 0) return `${heading}\n\n${md(t('cli.diff.workloads.none'))}`;
  const none = t('headroom.table.notApplicable');
  const money = (value: number | null) =>
    value === null ? none : formatCurrency(locale, value, diff.currency);
  const rows = moved
    .slice(0, diffWorkloadRows)
    .map((workload) =>
      [
        workloadLabel(t, diff, workload),
        money(workload.beforeUsd),
        money(workload.afterUsd),
        changeMoney(locale, workload.changeUsd ?? 0, diff.currency),
      ].map(md),
    );
  const header = [
    t('cli.diff.workloads.column'),
    t('cli.diff.column.before'),
    t('cli.diff.column.after'),
    t('cli.diff.column.change'),
  ].map(md);
  const parts = [heading, markdownTable(header, rows, ['left', 'right', 'right', 'right'])];
  const rest = moved.slice(diffWorkloadRows);
  if (rest.length > 0) {
    const change = rest.reduce((sum, workload) => sum + (workload.changeUsd ?? 0), 0);
    parts.push(
      md(
        t('cli.diff.workloads.more', {
          count: rest.length,
          change: changeMoney(locale, change, diff.currency),
        }),
      ),
    );
  }
  parts.push(md(t('cli.diff.workloads.how')));
  return parts.join('\n\n');
}

function linksLine(t: Translate, links: DiffMarkdownInput['links']): string | null {
  const parts = [
    links.before === null ? null : markdownLink(t('cli.diff.open.before'), links.before),
    links.after === null ? null : markdownLink(t('cli.diff.open.after'), links.after),
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}

/**
 * The change as Markdown, ending with a newline.
 * @example diffMarkdown({ diff: planDiff(plan(teamChat), plan(twiceTheConnections)), t, locale: 'en', label: 'sizing/team-chat.json', links })
 *   // "### sizing/team-chat.json\n\nTeam chat: the monthly bill rises from $17,562 to $23,560, +$5,998 (+34%).\n\n| ..."
 */
export function diffMarkdown(input: DiffMarkdownInput): string {
  const { diff, t, locale, label, links, crossed = [] } = input;
  const heading = label === null ? scenarioName(t, diff.after) : label;
  const summary = [diffSummary(t, locale, diff)];
  if (diff.serviceChanged) {
    summary.push(
      t('cli.diff.service', {
        before: t(`service.${diff.before.service}`),
        after: t(`service.${diff.after.service}`),
      }),
    );
  }
  const sections = [`### ${md(heading)}`, md(summary.join(' '))];
  // What fails the check, where the reviewer reads first.
  if (crossed.length > 0) sections.push(crossed.map((line) => `> ${md(line)}`).join('\n>\n'));
  sections.push(comparisonTable(t, locale, diff), workloadsSection(t, locale, diff));
  const open = linksLine(t, links);
  if (open !== null) sections.push(open);
  return `${sections.join('\n\n')}\n`;
}
