/**
 * The answer at a glance, as the Azure portal's metric blades show it: each number first, its unit small,
 * the limit it is measured against beside it. The sentences that explain them follow in the facts below.
 */
import type { Evaluation, LimitName, Recommendation } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount, formatCurrency, formatPercent } from '../../i18n/format';

function limitTarget(evaluation: Evaluation, limit: LimitName): number {
  if (limit === 'connections') return evaluation.thresholds.connectionTarget;
  if (limit === 'dailyMessages') return 1;
  return evaluation.thresholds.targetUtilization;
}

export function RecommendationMetrics({
  evaluation,
  recommended,
}: {
  evaluation: Evaluation;
  recommended: Recommendation;
}) {
  const t = useT();
  const locale = useLocale();
  const binding = recommended.binding;
  return (
    <dl className="metric-tiles">
      <div className="metric-tile">
        {/* With a day's load profile the tile still prices the peak all day; ProfileCostLine prices the day. */}
        <dt>
          {evaluation.scenario.loadProfile
            ? t('recommendation.cost.peakAllDay')
            : t('recommendation.cost')}
        </dt>
        <dd>
          <span className="metric-value num">
            {formatCurrency(locale, recommended.cost.totalUsd)}
          </span>{' '}
          <span className="metric-unit">{t('recommendation.metric.perMonth')}</span>
        </dd>
      </div>
      <div className="metric-tile">
        <dt>{t('recommendation.binding')}</dt>
        <dd>
          <span className="metric-value num">
            {formatPercent(locale, recommended.utilization[binding] ?? 0)}
          </span>{' '}
          <span className="metric-unit">{t(`limit.${binding}`)}</span>{' '}
          <span className="metric-limit num">
            {t('recommendation.metric.target', {
              target: formatPercent(locale, limitTarget(evaluation, binding)),
            })}
          </span>
        </dd>
      </div>
      <div className="metric-tile">
        <dt>{t('recommendation.appServers')}</dt>
        <dd>
          <span className="metric-value num">{formatCount(locale, recommended.appServers)}</span>{' '}
          {recommended.appServers > 0 && (
            <span className="metric-limit num">
              {t('recommendation.metric.perHub', {
                count: formatCount(locale, recommended.serverConnectionsPerAppServer),
              })}
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}
