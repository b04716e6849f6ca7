/**
 * The sizing as a Markdown report for internal docs: the scenario, its workloads, totals, the plan's deployment
 * and monthly bill (`plan()`: the tier as deployed, its instances, regions and autoscale, the day and the year),
 * its warnings in words, the tiers around it, and a link back to the dashboard. Every piece of text,
 * the user's and the catalog's, goes through escapeMarkdown; only the structure is Markdown. Names are
 * isolated, so one written right to left cannot reorder the words around it.
 */
import { exportedUserText } from '../components/userText';
import {
  defaultGrowthOf,
  limitNames,
  planBilledMessagesPerDay,
  type Deployment,
  type Plan,
  type Scenario,
  type TierEvaluation,
} from '../engine';
import { leversFor } from '../engine/planning';
import type { Translate } from '../i18n/translate';
import {
  formatBytes,
  formatBytesPerSecond,
  formatCount,
  formatCurrency,
  formatPercent,
  formatRate,
  formatSeconds,
} from '../i18n/format';
import { describeLimit } from '../components/wording/describeLimit';
import { noFitAdvice } from '../components/wording/noFitAdvice';
import { pricesBasisSentence } from '../components/wording/pricesBasisText';
import { tierLabel } from '../components/wording/tierLabel';
import { warningText } from '../components/wording/warningText';
import { workloadName } from '../components/wording/workloadNames';
import { calibrationText } from '../components/wording/calibrationText';
import { setAndUsedText } from '../components/wording/usedValueText';
import { leverCost, leverTitle, leverWorkloadName } from '../components/wording/leverText';
import {
  escapeMarkdown as md,
  markdownLink,
  markdownTable,
  reportTierIndices,
  type ColumnAlign,
} from './markdown';
import { deployedTierIndex, planExtras, planSectionFacts } from './planExport';
import { deploymentFacts, growthText, upstreamText } from './planWords';
import { failoverLines, tierChangeFacts } from './changeFacts';

export interface ReportInput {
  /** The plan of the scenario (`plan()`): every figure of the report is its. */
  plan: Plan;
  t: Translate;
  locale: string;
  /** The share link to this scenario (shareUrlFor). */
  shareUrl: string;
}

/** What the sections read: the plan, its scenario with names isolated, and the reader's language. */
interface ReportContext extends ReportInput {
  scenario: Scenario;
}

function fact(t: Translate, label: string, value: string): string {
  return `- ${t('exportImport.md.fact', { label: `**${md(label)}**`, value: md(value) })}`;
}

function workloadsSection({ scenario, t, locale }: ReportContext): string {
  const { workloads } = scenario;
  if (workloads.length === 0) return md(t('exportImport.md.noWorkloads'));
  const none = t('headroom.table.notApplicable');
  const rows = workloads.map((workload, index) =>
    [
      workloadName(t, workloads, index),
      t(`pattern.${workload.pattern}`),
      formatCount(locale, workload.connections),
      setAndUsedText(t, locale, workload, 'senders'),
      formatBytes(locale, workload.messageBytes),
      formatSeconds(locale, workload.sendIntervalSeconds),
      workload.pattern === 'group' && workload.groupSize !== undefined
        ? setAndUsedText(t, locale, workload, 'groupSize')
        : none,
      t(`composer.transport.${workload.transport ?? 'webSockets'}`),
      t(`composer.growth.${workload.growth ?? defaultGrowthOf(workload.pattern)}`),
    ].map(md),
  );
  const header = [
    'composer.name',
    'composer.pattern',
    'composer.connections',
    'composer.senders',
    'composer.messageBytes',
    'composer.sendInterval',
    'composer.groupSize',
    'composer.transport',
    'composer.growth',
  ] as const;
  return markdownTable(
    header.map((key) => md(t(key))),
    rows,
    ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'left', 'left'],
  );
}

function totalsSection({ plan, t, locale }: ReportContext): string {
  const { totals } = plan.evaluation;
  const rate = (value: number) => t('unit.messagesPerSecond', { value: formatRate(locale, value) });
  return [
    fact(t, t('totals.connections'), formatCount(locale, totals.connections)),
    fact(t, t('totals.inboundMessages'), rate(totals.inboundMessagesPerSecond)),
    fact(t, t('totals.outboundMessages'), rate(totals.outboundMessagesPerSecond)),
    fact(
      t,
      t('totals.inboundBandwidth'),
      formatBytesPerSecond(locale, totals.inboundBytesPerSecond),
    ),
    fact(
      t,
      t('totals.outboundBandwidth'),
      formatBytesPerSecond(locale, totals.outboundBytesPerSecond),
    ),
    // The plan's bill: over the day as profiled and every region, the figure the page's totals state.
    fact(
      t,
      t('totals.billedMessages'),
      t('unit.messagesPerDay', { value: formatCount(locale, planBilledMessagesPerDay(plan)) }),
    ),
  ].join('\n');
}

/** The app servers and the server connections each opens, as the deployment needs them. */
function appServersText(
  { plan, t, locale }: ReportContext,
  deployment: Deployment,
  peak: TierEvaluation,
): string {
  const appServers =
    deployment.appServers === 0
      ? t('recommendation.appServers.none')
      : t('recommendation.appServers.value', {
          servers: t('unit.appServers', { count: deployment.appServers }),
          count: deployment.serverConnectionsPerHub,
        });
  const serverConnections = plan.scenario.countServerConnections
    ? t('recommendation.serverConnections.counted', {
        total: formatCount(locale, peak.serverConnections),
        hubs: t('recommendation.hubs', { count: deployment.hubs }),
      })
    : t('recommendation.serverConnections.notCounted');
  return `${appServers}. ${serverConnections}`;
}

/** The plan's deployment, its bill, and its peak hour: binding limit, reconnection, room to grow. */
function deployedFacts(input: ReportContext, deployment: Deployment, peak: TierEvaluation) {
  const { plan, t, locale } = input;
  const facts = deploymentFacts(t, locale, plan).map(({ label, value }) => fact(t, label, value));
  facts.push(
    // What the service needs besides, as the page's answer says it: SignalR's app servers, Web PubSub's upstream.
    plan.service === 'webPubSub'
      ? fact(t, t('recommendation.upstream'), upstreamText(t, locale, deployment))
      : fact(t, t('recommendation.appServers'), appServersText(input, deployment, peak)),
    fact(t, t('recommendation.binding'), describeLimit(t, locale, peak.binding, peak)),
  );
  const { totals } = plan.evaluation;
  if (totals.connections > 0 && plan.reconnect) {
    facts.push(
      fact(
        t,
        t('recommendation.reconnect'),
        t('recommendation.reconnect.value', {
          seconds: formatSeconds(locale, plan.reconnect.seconds),
          clients: formatCount(locale, totals.connections / deployment.instances),
          rate: formatCount(locale, plan.reconnect.connectionsPerSecond),
        }),
      ),
    );
  }
  const growth = growthText(t, locale, deployment, peak);
  if (growth !== null) facts.push(fact(t, t('recommendation.growth'), growth));
  return facts;
}

function recommendationSection(input: ReportContext): string {
  const { plan, t, locale } = input;
  const { evaluation, deployment, peak } = plan;
  if (evaluation.workloads.length === 0) return md(t('recommendation.empty'));
  if (deployment && peak) {
    const facts = deployedFacts(input, deployment, peak).join('\n');
    if (!evaluation.calibration) return facts;
    const factors = calibrationText(t, locale, evaluation.calibration);
    return `${md(t('recommendation.calibrated', { factors }))}\n\n${facts}`;
  }
  const advice = noFitAdvice(evaluation);
  const lines = [md(t('recommendation.headline.noFit'))];
  if (advice) {
    const tier = tierLabel(t, advice.closest.sku, advice.closest.units);
    lines.push(
      '',
      md(t('recommendation.noFit.closest', { count: advice.limits.length, tier })),
      '',
      ...advice.limits.map((limit) => `- ${md(describeLimit(t, locale, limit, advice.closest))}`),
    );
  }
  return lines.join('\n');
}

function warningsSection({ scenario, plan, t, locale }: ReportContext): string | null {
  const empty = plan.evaluation.workloads.length === 0;
  if (empty || !plan.deployment || plan.warnings.length === 0) return null;
  return plan.warnings
    .map((warning) => {
      const { title, text } = warningText(
        t,
        locale,
        warning,
        scenario.workloads,
        scenario.edition,
        plan.service,
      );
      return fact(t, title, text);
    })
    .join('\n');
}

function tiersSection({ plan, t, locale }: ReportContext): string {
  const evaluation = plan.instanceEvaluation;
  const none = t('headroom.table.notApplicable');
  const deployedIndex = deployedTierIndex(plan);
  const rows = reportTierIndices(evaluation, deployedIndex).flatMap((index) => {
    const tier = evaluation.tiers[index];
    if (!tier) return [];
    const label = tierLabel(t, tier.sku, tier.units);
    return [
      [
        index === deployedIndex ? t('headroom.table.recommendedTier', { tier: label }) : label,
        t(tier.fits ? 'headroom.tooltip.fits' : 'headroom.tooltip.doesNotFit'),
        t(`limit.${tier.binding}`),
        ...limitNames.map((limit) => {
          const share = tier.utilization[limit];
          return share === null ? none : formatPercent(locale, share);
        }),
        formatCurrency(locale, tier.cost.totalUsd, plan.prices.currency),
        tier.growthHeadroom === null
          ? none
          : t('exportImport.md.growth', { factor: formatCount(locale, tier.growthHeadroom) }),
      ].map(md),
    ];
  });
  const header = [
    t('headroom.table.tier'),
    t('headroom.table.verdict'),
    t('recommendation.binding'),
    ...limitNames.map((limit) => t(`limit.${limit}`)),
    t('exportImport.md.tierCost'),
    t('recommendation.growth'),
  ].map(md);
  const align = header.map((_, column): ColumnAlign => (column < 3 ? 'left' : 'right'));
  const lead = evaluation.tiers.some((tier) => tier.sku === 'Premium_P2')
    ? t('exportImport.md.tiers.lead')
    : t('exportImport.md.tiers.lead.noP2');
  const instances =
    plan.deployment && plan.deployment.instances > 1
      ? ` ${t('exportImport.md.tiers.perInstance', { count: plan.deployment.instances })}`
      : '';
  return `${md(`${lead}${instances}`)}\n\n${markdownTable(header, rows, align)}`;
}

/** The levers of "What cuts the bill", biggest saving first, as the page lists them; null when none saves. */
function leversSection({ plan, t, locale }: ReportContext): string | null {
  const { scenario } = plan;
  const levers = leversFor(scenario);
  if (levers.length === 0) return null;
  const { currency } = plan.prices;
  return levers
    .map((lever) => {
      const oldBytes =
        lever.target === 'workload'
          ? (scenario.workloads[lever.workloadIndex]?.messageBytes ?? lever.messageBytes)
          : 0;
      // The lever names the workload as the plan's scenario has it: coded and isolated like every other name.
      const leverName = leverWorkloadName(lever);
      const name = leverName === null ? null : exportedUserText(leverName);
      const saving = t('levers.saving', {
        saving: formatCurrency(locale, lever.monthlySavingUsd, currency),
        before: formatCurrency(locale, lever.costUsd, currency),
        after: formatCurrency(locale, lever.leverCostUsd, currency),
      });
      return fact(
        t,
        leverTitle(t, locale, lever),
        `${name === null ? '' : `${t('levers.workload', { name })}. `}${saving}. ${leverCost(t, locale, lever, oldBytes)}`,
      );
    })
    .join('\n');
}

/** "If a region fails" at the peak hour, as the page says it; null without replicas. */
function failoverSection({ plan, t, locale }: ReportContext): string | null {
  const lines = failoverLines(t, locale, plan);
  if (!lines) return null;
  return [
    ...lines.lead.map(md),
    lines.regions
      .map(({ lead, survivors }) =>
        [`- ${md(lead)}`, ...survivors.map((line) => `  - ${md(line)}`)].join('\n'),
      )
      .join('\n'),
    md(lines.sizing),
    ...lines.notes.map((note) => `_${md(note)}_`),
  ].join('\n\n');
}

/**
 * The scenario's and workloads' names with their control characters as codes, and isolated (exportedUserText): the
 * report is plain text for others, and is printed in terminals too.
 */
function withIsolatedNames(scenario: Scenario): Scenario {
  return {
    ...scenario,
    ...(scenario.name !== undefined && { name: exportedUserText(scenario.name) }),
    workloads: scenario.workloads.map((workload) => ({
      ...workload,
      name: exportedUserText(workload.name),
    })),
  };
}

/**
 * The report, ending with a newline. Its deployment, bill, range, day and year are the plan's.
 * @example markdownReport({ plan: plan(teamChat), t, locale: 'en', shareUrl })
 *   // "# Team chat\n\nAzure SignalR Service sizing against the Current guide tables ..."
 */
export function markdownReport(given: ReportInput): string {
  const input: ReportContext = { ...given, scenario: withIsolatedNames(given.plan.scenario) };
  const { scenario, plan, t, locale, shareUrl } = input;
  const { evaluation } = plan;
  const webPubSub = plan.service === 'webPubSub';
  const title =
    scenario.name?.trim() ||
    t(webPubSub ? 'exportImport.md.untitled.webPubSub' : 'exportImport.md.untitled');
  const warnings = warningsSection(input);
  const extras = planExtras(plan);
  const planFacts = [
    ...planSectionFacts(t, locale, plan, extras),
    ...tierChangeFacts(t, locale, plan, extras),
  ].map(({ label, value }) => fact(t, label, value));
  const failover = failoverSection(input);
  const levers = leversSection(input);
  const sections = [
    `# ${md(title)}`,
    md(
      t(webPubSub ? 'exportImport.md.lead.webPubSub' : 'exportImport.md.lead', {
        edition: t(`edition.${evaluation.edition}`),
        target: formatPercent(locale, evaluation.thresholds.targetUtilization),
        connectionTarget: formatPercent(locale, evaluation.thresholds.connectionTarget),
        reading: t(`settings.reading.${evaluation.guideReading}`),
      }),
    ),
    `## ${md(t('exportImport.md.workloads'))}`,
    workloadsSection(input),
    `## ${md(t('totals.heading'))}`,
    totalsSection(input),
    `## ${md(t('recommendation.heading'))}`,
    recommendationSection(input),
    ...(warnings ? [`## ${md(t('warnings.heading'))}`, warnings] : []),
    ...(planFacts.length > 0 ? [`## ${md(t('plan.title'))}`, planFacts.join('\n')] : []),
    ...(failover ? [`## ${md(t('plan.failover.title'))}`, failover] : []),
    ...(levers ? [`## ${md(t('levers.heading'))}`, levers] : []),
    // An empty scenario fits every tier at 0%: the page shows no table for it, and neither does the report.
    ...(evaluation.workloads.length > 0
      ? [`## ${md(t('exportImport.md.tiers'))}`, tiersSection(input)]
      : []),
    markdownLink(t('exportImport.md.link'), shareUrl),
    `_${md(
      `${t(webPubSub ? 'exportImport.md.source.webPubSub' : 'exportImport.md.source')} ${pricesBasisSentence(t, locale, plan)}`,
    )}_`,
  ];
  return `${sections.join('\n\n')}\n`;
}
