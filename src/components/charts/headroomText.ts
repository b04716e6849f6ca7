/** The headroom chart's words: the summary sentence and the caption, from the plan and the series. */
import type { Plan, SkuId } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import { formatCount, formatPercent } from '../../i18n/format';
import { chartedRanges, recommendationSummary, type HeadroomSeries } from './headroomSeries';

function tierName(t: Translate, sku: SkuId, units: number): string {
  return t('tier.label', { sku: t(`sku.${sku}`), units });
}

function listOf(locale: string, items: string[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

/**
 * "Recommended Standard_S1 × 20: Outbound bandwidth at 68%, the binding limit; the others: ...": the tier the
 * plan deploys, at its peak (each instance's, when it has several).
 */
export function summaryText(t: Translate, locale: string, planned: Plan): string {
  const { peak: recommended, deployment } = planned;
  const noFit = planned.noFit ?? planned.evaluation.noFit;
  const summary = recommendationSummary(recommended);
  if (!recommended || !deployment || !summary) {
    if (!noFit) return '';
    return t('headroom.summary.noFit', {
      tier: tierName(t, noFit.closest.sku, noFit.closest.units),
      limits: listOf(
        locale,
        noFit.limits.map((limit) => t(`limit.${limit}`)),
      ),
    });
  }
  const tier =
    deployment.instances > 1
      ? t('headroom.summary.eachInstance', {
          tier: tierName(t, recommended.sku, recommended.units),
          count: deployment.instances,
        })
      : tierName(t, recommended.sku, recommended.units);
  const binding = t(`limit.${summary.binding.limit}`);
  const percent = formatPercent(locale, summary.binding.utilization);
  if (summary.others.length === 0) return t('headroom.summary.alone', { tier, binding, percent });
  const others = listOf(
    locale,
    summary.others.map((share) =>
      t('headroom.summary.item', {
        limit: t(`limit.${share.limit}`),
        percent: formatPercent(locale, share.utilization),
      }),
    ),
  );
  return t('headroom.summary', { tier, binding, percent, others });
}

/** Which tiers the chart shows, why Premium_P1 is not among them, and its stand-in when it is recommended. */
export function captionText(
  t: Translate,
  locale: string,
  series: HeadroomSeries,
  planned: Plan,
): string {
  const tiers = listOf(
    locale,
    chartedRanges(series.rows).map((range) =>
      range.fromUnits === range.toUnits
        ? tierName(t, range.sku, range.fromUnits)
        : t('headroom.caption.range', {
            sku: t(`sku.${range.sku}`),
            from: formatCount(locale, range.fromUnits),
            to: formatCount(locale, range.toUnits),
          }),
    ),
  );
  const recommended = planned.peak;
  if (!series.twin || !recommended) return t('headroom.caption', { tiers });
  return t('headroom.caption.twin', {
    tiers,
    tier: tierName(t, recommended.sku, recommended.units),
    twin: tierName(t, series.twin.sku, series.twin.units),
  });
}
