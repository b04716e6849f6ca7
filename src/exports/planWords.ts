/**
 * The plan's deployment and bill in words, for everything that leaves the page: the Markdown report, the print
 * summary and the image card say the same sentences, each from `plan()` and nothing else, and the deployment and
 * its range as the page's answer says them (../components/wording/deploymentText).
 */
import type { Deployment, Plan, PlanEnd } from '../engine';
import { deploymentLabel, planRangeText } from '../components/wording/deploymentText';
import { formatCount, formatCurrency, formatPercent } from '../i18n/format';
import type { Translate } from '../i18n/translate';
import { formatList } from '../components/wording/formatList';
import { tierLabel } from '../components/wording/tierLabel';

export interface PlanFact {
  label: string;
  value: string;
}

/** The autoscale rule of each region: its bounds, thresholds and cool-down; null when the units are fixed. */
export function autoscaleText(t: Translate, locale: string, deployment: Deployment): string | null {
  const rule = deployment.autoscale;
  if (!rule) return null;
  const text = t('exportImport.plan.autoscale.value', {
    minimum: formatCount(locale, rule.minimum),
    maximum: formatCount(locale, rule.maximum),
    out: formatPercent(locale, rule.scaleOutAbove),
    in: formatPercent(locale, rule.scaleInBelow),
    minutes: formatCount(locale, rule.coolDownMinutes),
  });
  const serverLoad = rule.serverLoad
    ? ` ${t('exportImport.plan.autoscale.serverLoad', {
        out: formatPercent(locale, rule.serverLoad.scaleOutAbove),
        in: formatPercent(locale, rule.serverLoad.scaleInBelow),
      })}`
    : '';
  const source = rule.fromScenario ? '' : ` ${t('exportImport.plan.autoscale.example')}`;
  return `${text}${serverLoad}${source}`;
}

/** "$6,535/month: units $2,383, messages beyond the included ones $4,152". */
export function monthlyText(t: Translate, locale: string, plan: Plan): string | null {
  if (!plan.monthly) return null;
  const { totalUsd, unitsUsd, messagesUsd } = plan.monthly;
  return t('exportImport.plan.monthly.value', {
    total: t('unit.perMonth', { value: formatCurrency(locale, totalUsd) }),
    units: formatCurrency(locale, unitsUsd),
    messages: formatCurrency(locale, messagesUsd),
  });
}

function endText(t: Translate, locale: string, end: PlanEnd): string {
  return t('exportImport.plan.end', {
    tier: tierLabel(t, end.sku, end.unitsPerInstance),
    count: end.instances,
    cost: formatCurrency(locale, end.totalUsd),
  });
}

/** The headline facts: what to deploy, why that shape, its autoscale, its range, and what it costs a month. */
export function deploymentFacts(t: Translate, locale: string, plan: Plan): PlanFact[] {
  const { deployment } = plan;
  if (!deployment) return [];
  const facts: PlanFact[] = [
    { label: t('recommendation.tier'), value: deploymentLabel(t, locale, deployment) },
  ];
  if (deployment.reasons.length > 0) {
    facts.push({
      label: t('exportImport.plan.why'),
      value: deployment.reasons.map((reason) => t(`exportImport.plan.why.${reason}`)).join(' '),
    });
  }
  const autoscale = autoscaleText(t, locale, deployment);
  if (autoscale) facts.push({ label: t('exportImport.plan.autoscale'), value: autoscale });
  const range = planRangeText(t, locale, plan);
  if (range) facts.push({ label: t('exportImport.md.range'), value: range });
  const several = plan.alternatives.severalInstances;
  if (several) {
    facts.push({
      label: t('exportImport.plan.alternative'),
      value: endText(t, locale, several),
    });
  }
  const monthly = monthlyText(t, locale, plan);
  if (monthly) facts.push({ label: t('recommendation.cost'), value: monthly });
  return facts;
}

/**
 * Web PubSub's upstream (event handler) as the page's answer words it: the requests a second it must answer at the
 * peak (`deployment.upstream`) and how they are billed, or none when no client event goes to a server.
 */
export function upstreamText(t: Translate, locale: string, deployment: Deployment): string {
  const { upstream } = deployment;
  if (!upstream) return t('recommendation.upstream.none');
  const rate = t('recommendation.upstream.value', {
    rate: formatCount(locale, upstream.requestsPerSecond),
  });
  return `${rate} ${t('recommendation.upstream.hint')}`;
}
