/**
 * The plan's deployment in words, one function per sentence, so the headline, the summary bar, the embed and the
 * tabs say the same thing: "Premium_P1 × 8 units in each of 3 regions, autoscaling 2–8 units", why it is not the
 * cheapest single tier, its range with each end's monthly cost, and the several-instances alternative.
 */
import type { AutoscaleRule, Deployment, Plan, PlanEnd, SkuId } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import { formatCount, formatCurrency, formatSeconds, formatSetPercent } from '../../i18n/format';
import { formatList } from './formatList';
import { reasonText } from './rangeText';
import { tierLabel } from './tierLabel';

/** "Standard_S1 × 8 units", or "3 instances of Standard_S1 × 100 units". */
export function instancesLabel(t: Translate, sku: SkuId, units: number, instances: number): string {
  const tier = tierLabel(t, sku, units);
  return instances > 1
    ? t('recommendation.deployment.instances', { count: instances, tier })
    : tier;
}

/**
 * The deployment as deployed: SKU and units per instance, the instances, the regions and autoscale's minimum and
 * maximum (the primary region's rule).
 * @example "Premium_P1 × 8 units in each of 3 regions, autoscaling 2–8 units"
 */
export function deploymentLabel(t: Translate, locale: string, deployment: Deployment): string {
  let label = instancesLabel(t, deployment.sku, deployment.unitsPerInstance, deployment.instances);
  const [primary, ...replicas] = deployment.regions;
  if (replicas.length > 0) {
    label = replicas.every((units) => units === primary)
      ? t('recommendation.deployment.regions', { deployment: label, count: replicas.length + 1 })
      : t('recommendation.deployment.regionsSplit', {
          deployment: label,
          count: replicas.length,
          units: formatList(
            locale,
            replicas.map((units) => formatCount(locale, units)),
          ),
        });
  }
  const rule = deployment.autoscale;
  if (rule) {
    label = t('recommendation.deployment.autoscale', {
      deployment: label,
      minimum: formatCount(locale, rule.minimum),
      maximum: formatCount(locale, rule.maximum),
    });
  }
  return label;
}

/** The autoscale rule in one sentence: its thresholds, its cool-down and its bounds. */
export function autoscaleRuleText(t: Translate, locale: string, rule: AutoscaleRule): string {
  return t('recommendation.autoscale.rule', {
    out: formatSetPercent(locale, rule.scaleOutAbove),
    in: formatSetPercent(locale, rule.scaleInBelow),
    coolDown: formatSeconds(locale, rule.coolDownMinutes * 60),
    minimum: formatCount(locale, rule.minimum),
    maximum: formatCount(locale, rule.maximum),
  });
}

/**
 * Why the deployment is not simply the cheapest single tier of the evaluation, one sentence per reason, in the
 * order the reader needs them: Premium for replicas, autoscale for the day, several instances for the load, and
 * fixed units over autoscale. That last one reads the plan's alternatives, worked out when first read: the page
 * gives the settled scenario's plan for it (`alternativesOf`), so a key step's plan never pays for them.
 */
export function deploymentReasons(
  t: Translate,
  locale: string,
  planned: Plan,
  alternativesOf: Plan = planned,
): string[] {
  const { deployment, evaluation } = planned;
  if (!deployment) return [];
  const cheapest = evaluation.recommended
    ? tierLabel(t, evaluation.recommended.sku, evaluation.recommended.units)
    : null;
  const reasons: string[] = [];
  for (const reason of deployment.reasons) {
    switch (reason) {
      case 'replicasNeedPremium':
        reasons.push(
          cheapest
            ? t('recommendation.why.replicasNeedPremium', { cheapest })
            : t('recommendation.why.replicasNeedPremium.alone'),
        );
        break;
      case 'autoscale':
        // Premium autoscale beat a fixed tier of another SKU on cost only when replicas did not force Premium.
        reasons.push(
          cheapest &&
            !deployment.reasons.includes('replicasNeedPremium') &&
            evaluation.recommended?.sku !== deployment.sku
            ? t('recommendation.why.autoscaleCheaper', { cheapest })
            : t('recommendation.why.autoscale'),
        );
        break;
      case 'severalInstances':
        reasons.push(t('recommendation.why.severalInstances', { count: deployment.instances }));
        break;
      case 'severalInstancesCheaper':
        reasons.push(
          t('recommendation.why.severalInstancesCheaper', { count: deployment.instances }),
        );
        break;
    }
  }
  // A Premium plan at fixed units through a day's profile: autoscale cost more, or its rule would never scale.
  const autoscaled = alternativesOf.alternatives.autoscaled;
  if (autoscaled) {
    const cost = formatCurrency(locale, autoscaled.totalUsd, alternativesOf.prices.currency);
    reasons.push(
      autoscaled.minimum === autoscaled.maximum
        ? t('recommendation.why.fixedRuleNeverScales', {
            units: formatCount(locale, autoscaled.maximum),
            cost,
          })
        : t('recommendation.why.fixedCheaperThanAutoscale', {
            minimum: formatCount(locale, autoscaled.minimum),
            maximum: formatCount(locale, autoscaled.maximum),
            cost,
          }),
    );
  }
  return reasons;
}

/** "Premium_P1 × 10 units ($7,918/month)": one end of the range as the plan would deploy it. */
function endText(t: Translate, locale: string, end: PlanEnd, currency: string): string {
  return t('recommendation.range.end', {
    tier: instancesLabel(t, end.sku, end.unitsPerInstance, end.instances),
    cost: formatCurrency(locale, end.totalUsd, currency),
  });
}

/** The same deployment at the same bill (to the cent): Web PubSub's bill read per message differs at one tier. */
const sameEnd = (a: PlanEnd, b: PlanEnd) =>
  a.sku === b.sku &&
  a.unitsPerInstance === b.unitsPerInstance &&
  a.instances === b.instances &&
  Math.abs(a.totalUsd - b.totalUsd) < 0.005;

/**
 * The range where the guide is silent, each end with its monthly cost; null when both readings deploy the same.
 * @example "Between Premium_P1 × 8 units ($7,811/month) and Premium_P1 × 10 units ($7,918/month), because ..."
 */
export function planRangeText(t: Translate, locale: string, planned: Plan): string | null {
  const { optimistic, conservative, reasons } = planned.range;
  if (!optimistic || (conservative && sameEnd(optimistic, conservative))) return null;
  const because = formatList(
    locale,
    reasons.map((point) => reasonText(t, locale, point)),
  );
  const { currency } = planned.prices;
  const from = endText(t, locale, optimistic, currency);
  if (!conservative) return t('recommendation.range.noConservative', { from, because });
  return t('recommendation.range', {
    from,
    to: endText(t, locale, conservative, currency),
    because,
  });
}

/**
 * Several instances where one would do, when the plan offers them: their cost, the saving, and what they ask.
 * Null when the plan offers none.
 */
export function severalInstancesText(t: Translate, locale: string, planned: Plan): string | null {
  const several = planned.alternatives.severalInstances;
  if (!several || !planned.monthly) return null;
  return t('recommendation.alternative.severalInstances', {
    deployment: instancesLabel(t, several.sku, several.unitsPerInstance, several.instances),
    cost: formatCurrency(locale, several.totalUsd, planned.prices.currency),
    saving: formatCurrency(
      locale,
      planned.monthly.totalUsd - several.totalUsd,
      planned.prices.currency,
    ),
  });
}
