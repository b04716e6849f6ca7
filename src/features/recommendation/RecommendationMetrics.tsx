/**
 * The answer at a glance, as the Azure portal's metric blades show it: each number first, its unit small,
 * the limit it is measured against beside it. What the service needs besides: SignalR's app servers, or the
 * requests a second Web PubSub's upstream must answer. The cost is the plan's monthly bill (its day, regions and
 * instances included); the binding limit is the deployed tier's at its peak. The sentences that explain them
 * follow in the facts below.
 */
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

export function RecommendationMetrics({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const { deployment, monthly, peak, evaluation } = planned;
  if (!deployment || !monthly || !peak) return null;
  const binding = peak.binding;
  return (
    <dl className="metric-tiles">
      <div className="metric-tile">
        <dt>{t('recommendation.cost')}</dt>
        <dd>
          <span className="metric-value num">
            {formatCurrency(locale, monthly.totalUsd, planned.prices.currency)}
          </span>{' '}
          <span className="metric-unit">{t('recommendation.metric.perMonth')}</span>{' '}
          {/* What the bill is priced with: its currency, and a price list's region and day. */}
          <span className="metric-limit">{pricesBasisShort(t, locale, planned.prices)}</span>
        </dd>
      </div>
      <div className="metric-tile">
        <dt>{t('recommendation.binding')}</dt>
        <dd>
          <span className="metric-value num">
            {formatPercent(locale, peak.utilization[binding] ?? 0)}
          </span>{' '}
          <span className="metric-unit">{t(`limit.${binding}`)}</span>{' '}
          <span className="metric-limit num">
            {t('recommendation.metric.target', {
              target: formatPercent(locale, limitTarget(evaluation, deployment, binding)),
            })}
          </span>
        </dd>
      </div>
      {planned.service === 'webPubSub' ? (
        <div className="metric-tile">
          <dt>{t('recommendation.upstream')}</dt>
          <dd>
            <span className="metric-value num">
              {formatCount(locale, deployment.upstream?.requestsPerSecond ?? 0)}
            </span>{' '}
            <span className="metric-unit">{t('recommendation.metric.requestsPerSecond')}</span>
          </dd>
        </div>
      ) : (
        <div className="metric-tile">
          <dt>{t('recommendation.appServers')}</dt>
          <dd>
            <span className="metric-value num">{formatCount(locale, deployment.appServers)}</span>{' '}
            {deployment.appServers > 0 && (
              <span className="metric-limit num">
                {t('recommendation.metric.perHub', {
                  count: formatCount(locale, deployment.serverConnectionsPerHub),
                })}
              </span>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}
