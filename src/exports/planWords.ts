/**
 * The plan's deployment and bill in words, for everything that leaves the page: the Markdown report, the print
 * summary and the image card say the same sentences, each from `plan()` and nothing else, and the deployment and
 * its range as the page's answer says them (../components/wording/deploymentText).
 */
import type { Deployment, Plan, PlanEnd, TierEvaluation } from '../engine';
import { deploymentLabel, planRangeText } from '../components/wording/deploymentText';
import { deployedTier } from '../components/wording/deploymentSentence';
import { formatCount, formatCurrency, formatPercent, formatSetPercent } from '../i18n/format';
import type { Translate } from '../i18n/translate';
import { crossRegionParams } from '../components/wording/crossRegionText';
import { tierLabel } from '../components/wording/tierLabel';
import { pricesBasisText } from '../components/wording/pricesBasisText';

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
    out: formatSetPercent(locale, rule.scaleOutAbove),
    in: formatSetPercent(locale, rule.scaleInBelow),
    minutes: formatCount(locale, rule.coolDownMinutes),
  });
  const serverLoad = rule.serverLoad
    ? ` ${t('exportImport.plan.autoscale.serverLoad', {
        out: formatSetPercent(locale, rule.serverLoad.scaleOutAbove),
        in: formatSetPercent(locale, rule.serverLoad.scaleInBelow),
      })}`
    : '';
  const source = rule.fromScenario ? '' : ` ${t('exportImport.plan.autoscale.example')}`;
  return `${text}${serverLoad}${source}`;
}

/**
 * "$6,535/month: units $2,383, messages beyond the included ones $4,152", and with replicas Azure's data transfer
 * between the regions, its GB a month, its price per GB and the date of that price.
 */
export function monthlyText(t: Translate, locale: string, plan: Plan): string | null {
  if (!plan.monthly) return null;
  const { totalUsd, unitsUsd, messagesUsd } = plan.monthly;
  const { currency } = plan.prices;
  const params = {
    total: t('unit.perMonth', { value: formatCurrency(locale, totalUsd, currency) }),
    units: formatCurrency(locale, unitsUsd, currency),
    messages: formatCurrency(locale, messagesUsd, currency),
  };
  const crossRegion = crossRegionParams(locale, plan.monthly, currency);
  return crossRegion
    ? t('exportImport.plan.monthly.valueCrossRegion', { ...params, ...crossRegion })
    : t('exportImport.plan.monthly.value', params);
}

function endText(t: Translate, locale: string, end: PlanEnd, currency: string): string {
  return t('exportImport.plan.end', {
    tier: tierLabel(t, end.sku, end.unitsPerInstance),
    count: end.instances,
    cost: formatCurrency(locale, end.totalUsd, currency),
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
      value: endText(t, locale, several, plan.prices.currency),
    });
  }
  const monthly = monthlyText(t, locale, plan);
  if (monthly) {
    facts.push(
      { label: t('recommendation.cost'), value: monthly },
      // The currency, and the region and day of a price list, with the total.
      { label: t('prices.heading'), value: pricesBasisText(t, locale, plan) },
    );
  }
  return facts;
}

/** Below this growth factor the tier is full, as the recommendation panel words it. */
const fullTierGrowthFactor = 1.005;

/**
 * How far the audience can grow before the deployed tier stops fitting, as the recommendation panel words it:
 * "×1.43 (43% more audience) before Standard_S1 × 40 units stops fitting"; null for an empty scenario.
 */
export function growthText(
  t: Translate,
  locale: string,
  deployment: Deployment,
  peak: TierEvaluation,
): string | null {
  const factor = peak.growthHeadroom;
  if (factor === null) return null;
  const tier = deployedTier(t, deployment);
  return factor < fullTierGrowthFactor
    ? t('recommendation.growth.none', { tier })
    : t('recommendation.growth.value', {
        factor: formatCount(locale, factor),
        percent: formatPercent(locale, factor - 1),
        tier,
      });
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
