/**
 * The answer at a glance, as the Azure portal's metric blades show it: each number first, its unit small,
 * the limit it is measured against beside it. What the service needs besides: SignalR's app servers, or the
 * requests a second Web PubSub's upstream must answer. The cost is the plan's monthly bill (its day, regions and
 * instances included); the binding limit is the deployed tier's at its peak. The sentences that explain them
 * follow in the facts below.
 */
import { memo } from 'react';
import type { Deployment, Evaluation, LimitName, Plan } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount, formatCurrency, formatPercent } from '../../i18n/format';
import { pricesBasisShort } from '../../components/wording/pricesText';

/** The share of a limit the deployed tier is held to: the autoscale rule's scale-out threshold, or the targets. */
export function limitTarget(
  evaluation: Evaluation,
  deployment: Deployment,
  limit: LimitName,
): number {
  if (limit === 'dailyMessages') return 1;
  if (deployment.autoscale) return deployment.autoscale.scaleOutAbove;
  if (limit === 'connections') return evaluation.thresholds.connectionTarget;
  return evaluation.thresholds.targetUtilization;
}

interface MetricTileProps {
  label: string;
  value: string;
  unit?: string;
  /** What the value is measured against, or what it is priced with. */
  limit?: string;
  /** The limit is a figure (tabular digits), not words. */
  limitIsFigure?: boolean;
}

/** One tile, memoised on its words: a step redraws the tiles whose figures it changed. */
const MetricTile = memo(function MetricTile({
  label,
  value,
  unit,
  limit,
  limitIsFigure = false,
}: MetricTileProps) {
  return (
    <div className="metric-tile">
      <dt>{label}</dt>
      <dd>
        <span className="metric-value num">{value}</span>
        {unit !== undefined && (
          <>
            {' '}
            <span className="metric-unit">{unit}</span>
          </>
        )}
        {limit !== undefined && (
          <>
            {' '}
            <span className={limitIsFigure ? 'metric-limit num' : 'metric-limit'}>{limit}</span>
          </>
        )}
      </dd>
    </div>
  );
});

export function RecommendationMetrics({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const { deployment, monthly, peak, evaluation } = planned;
  if (!deployment || !monthly || !peak) return null;
  const binding = peak.binding;
  return (
    <dl className="metric-tiles">
      <MetricTile
        label={t('recommendation.cost')}
        value={formatCurrency(locale, monthly.totalUsd, planned.prices.currency)}
        unit={t('recommendation.metric.perMonth')}
        // What the bill is priced with: its currency, and a price list's region and day.
        limit={pricesBasisShort(t, locale, planned.prices)}
      />
      <MetricTile
        label={t('recommendation.binding')}
        value={formatPercent(locale, peak.utilization[binding] ?? 0)}
        unit={t(`limit.${binding}`)}
        limit={t('recommendation.metric.target', {
          target: formatPercent(locale, limitTarget(evaluation, deployment, binding)),
        })}
        limitIsFigure
      />
      {planned.service === 'webPubSub' ? (
        <MetricTile
          label={t('recommendation.upstream')}
          value={formatCount(locale, deployment.upstream?.requestsPerSecond ?? 0)}
          unit={t('recommendation.metric.requestsPerSecond')}
        />
      ) : (
        <MetricTile
          label={t('recommendation.appServers')}
          value={formatCount(locale, deployment.appServers)}
          limit={
            deployment.appServers > 0
              ? t('recommendation.metric.perHub', {
                  count: formatCount(locale, deployment.serverConnectionsPerHub),
                })
              : undefined
          }
          limitIsFigure
        />
      )}
    </dl>
  );
}
