/**
 * The plan as plain text for a terminal: the title, what to deploy, the limit that sets its size, what it costs,
 * each region, the day, the year, the caveats, and the link back. The same facts as the Markdown report, without its markup.
 */
import type { Plan, Scenario } from '../engine';
import type { Translate } from '../i18n/translate';
import { terminalText } from '../components/controlText';
import { describeLimit } from '../components/wording/describeLimit';
import { warningText } from '../components/wording/warningText';
import { planExtras, planSectionFacts } from './planExport';
import { deploymentFacts, upstreamText } from './planWords';
import { failoverLines, tierChangeFacts } from './changeFacts';

/**
 * The scenario's and workloads' names as a terminal may show them (terminalText): a name's escape sequence,
 * carriage return or line break is shown as its code, so it can neither paint over the bill nor start a line.
 */
function withTerminalNames(scenario: Scenario): Scenario {
  return {
    ...scenario,
    ...(scenario.name !== undefined && { name: terminalText(scenario.name) }),
    workloads: scenario.workloads.map((workload) => ({
      ...workload,
      name: terminalText(workload.name),
    })),
  };
}

/**
 * @example planText(plan(chat), t, 'en', url) // "Chat\nService tier: Standard_S1 × 8 units per instance, ...\n"
 */
export function planText(plan: Plan, t: Translate, locale: string, shareUrl: string): string {
  const { evaluation, peak } = plan;
  const scenario = withTerminalNames(plan.scenario);
  const webPubSub = plan.service === 'webPubSub';
  const title =
    scenario.name?.trim() ||
    t(webPubSub ? 'exportImport.md.untitled.webPubSub' : 'exportImport.md.untitled');
  const line = ({ label, value }: { label: string; value: string }) =>
    t('exportImport.md.fact', { label, value });
  const lines = [title, ''];
  // SignalR is the default and the tool's name; a Web PubSub plan says which service it deploys.
  if (webPubSub) {
    lines.push(line({ label: t('exportImport.plan.service'), value: t('service.webPubSub') }));
  }
  if (evaluation.workloads.length === 0) lines.push(t('recommendation.empty'));
  else if (!plan.deployment) lines.push(t('recommendation.headline.noFit'));
  lines.push(...deploymentFacts(t, locale, plan).map(line));
  if (plan.deployment && peak) {
    // The limit that sets the size, at the peak hour, as the report and the page's answer say it.
    const binding = describeLimit(t, locale, peak.binding, peak);
    lines.push(line({ label: t('recommendation.binding'), value: binding }));
    if (webPubSub) {
      const upstream = upstreamText(t, locale, plan.deployment);
      lines.push(line({ label: t('recommendation.upstream'), value: upstream }));
    }
  }
  const extras = planExtras(plan);
  lines.push(...planSectionFacts(t, locale, plan, extras).map(line));
  lines.push(...tierChangeFacts(t, locale, plan, extras).map(line));
  const failover = failoverLines(t, locale, plan);
  if (failover) {
    lines.push('', t('plan.failover.title'), ...failover.lead);
    for (const region of failover.regions) {
      lines.push(`- ${region.lead}`, ...region.survivors.map((survivor) => `  - ${survivor}`));
    }
    lines.push(failover.sizing, ...failover.notes);
  }
  if (plan.deployment && plan.warnings.length > 0) {
    lines.push('', t('warnings.heading'));
    for (const warning of plan.warnings) {
      const { title: label, text } = warningText(
        t,
        locale,
        warning,
        scenario.workloads,
        scenario.edition,
        plan.service,
      );
      lines.push(`- ${line({ label, value: text })}`);
    }
  }
  lines.push('', t('cli.link', { url: shareUrl }));
  return `${lines.join('\n')}\n`;
}
