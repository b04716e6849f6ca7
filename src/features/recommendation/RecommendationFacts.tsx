/** The recommended tier's facts: edition, app servers, monthly cost, binding limit, room to grow. */
import {
  guides,
  signalrEditionOf,
  skuCatalog,
  type Evaluation,
  type Recommendation,
} from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount, formatCurrency, formatPercent, formatSeconds } from '../../i18n/format';
import { useScenarioStore } from '../../state/scenarioStore';
import { tierLabel } from '../../components/wording/tierLabel';
import { describeLimit } from '../../components/wording/describeLimit';

/** Below this growth factor the tier is full: "×1.00" would read as room. */
const fullTierGrowthFactor = 1.005;

function AppServers({ recommended, evaluation }: Props) {
  const t = useT();
  const locale = useLocale();
  if (recommended.appServers === 0) return <dd>{t('recommendation.appServers.none')}</dd>;
  const count = recommended.serverConnectionsPerAppServer;
  const fanOut =
    recommended.serverConnectionsAdvice ===
    guides[signalrEditionOf(evaluation.edition)].serverConnections.broadcastAndBigGroup;
  const hintParams = { default: skuCatalog.serverConnectionsPerHubDefault, count };
  return (
    <dd>
      <span className="recommendation-value">
        {t('recommendation.appServers.value', {
          servers: t('unit.appServers', { count: recommended.appServers }),
          count,
        })}
      </span>
      <span>
        {evaluation.scenario.countServerConnections
          ? t('recommendation.serverConnections.counted', {
              total: formatCount(locale, recommended.serverConnections),
              hubs: t('recommendation.hubs', { count: recommended.hubs }),
            })
          : t('recommendation.serverConnections.notCounted')}
      </span>
      <span className="panel-hint">{t('recommendation.appServers.minimum')}</span>
      <span className="panel-hint">
        {fanOut
          ? t('recommendation.appServers.fanOut', hintParams)
          : t('recommendation.appServers.benchmark', hintParams)}
      </span>
    </dd>
  );
}

function Reconnect({ recommended, evaluation }: Props) {
  const t = useT();
  const locale = useLocale();
  const { reconnect } = recommended;
  // Web PubSub publishes no connection-open rate: nothing to say.
  if (evaluation.totals.connections === 0 || !reconnect) return null;
  return (
    <div>
      <dt>{t('recommendation.reconnect')}</dt>
      <dd>
        <span>
          {t('recommendation.reconnect.value', {
            seconds: formatSeconds(locale, reconnect.seconds),
            clients: formatCount(locale, evaluation.totals.connections),
            rate: formatCount(locale, reconnect.connectionsPerSecond),
          })}
        </span>
        <span className="panel-hint">
          {t('recommendation.reconnect.hint', {
            window: formatSeconds(locale, reconnect.windowSeconds),
          })}
        </span>
      </dd>
    </div>
  );
}

function Cost({ recommended, evaluation }: Props) {
  const t = useT();
  const locale = useLocale();
  const pricesEdited = useScenarioStore((state) => state.scenario.prices !== undefined);
  const { cost } = recommended;
  const capacity = evaluation.tiers[recommended.tierIndex]?.capacity;
  const included = formatCount(locale, capacity?.includedMessagesPerDay ?? 0);
  const priceParams = { year: skuCatalog.prices.sourceDate, currency: skuCatalog.prices.currency };
  let split: string;
  if (capacity?.dailyMessageQuota != null) {
    split = t('recommendation.cost.free', {
      quota: formatCount(locale, capacity.dailyMessageQuota),
    });
  } else if (cost.extraMessagesPerDay > 0) {
    split = t('recommendation.cost.split', {
      unitsCost: formatCurrency(locale, cost.unitsUsd),
      included,
      extra: formatCount(locale, cost.extraMessagesPerDay),
      extraCost: formatCurrency(locale, cost.extraMessagesUsd),
    });
  } else {
    split = t('recommendation.cost.noExtra', {
      unitsCost: formatCurrency(locale, cost.unitsUsd),
      billed: formatCount(locale, evaluation.totals.billedMessagesPerDay),
      included,
    });
  }
  return (
    <dd>
      <span className="recommendation-value recommendation-cost">
        {t('unit.perMonth', { value: formatCurrency(locale, cost.totalUsd) })}
      </span>
      <span>{split}</span>
      <span className="panel-hint">
        {pricesEdited
          ? t('recommendation.cost.pricesEdited', priceParams)
          : t('recommendation.cost.prices', priceParams)}
      </span>
    </dd>
  );
}

function Growth({ recommended, evaluation }: Props) {
  const t = useT();
  const locale = useLocale();
  const factor = recommended.growthHeadroom;
  if (factor === null) return null;
  const tier = tierLabel(t, recommended.sku, recommended.units);
  const square = evaluation.workloads.some(
    (workload) => workload.fanOutFollowsConnections && workload.growth === 'connectionsAndSenders',
  );
  return (
    <div>
      <dt>{t('recommendation.growth')}</dt>
      <dd>
        <span>
          {factor < fullTierGrowthFactor
            ? t('recommendation.growth.none', { tier })
            : t('recommendation.growth.value', {
                factor: formatCount(locale, factor),
                percent: formatPercent(locale, factor - 1),
                tier,
              })}
        </span>
        <span className="panel-hint">{t('recommendation.growth.hint')}</span>
        {square && <span className="panel-hint">{t('recommendation.growth.broadcast')}</span>}
      </dd>
    </div>
  );
}

interface Props {
  evaluation: Evaluation;
  recommended: Recommendation;
}

export function RecommendationFacts({ evaluation, recommended }: Props) {
  const t = useT();
  const locale = useLocale();
  const tier = evaluation.tiers[recommended.tierIndex];
  return (
    <>
      <p className="panel-hint">
        {t('recommendation.tier.edition', { edition: t(`edition.${evaluation.edition}`) })}
      </p>
      <dl className="recommendation-facts">
        <div>
          <dt>{t('recommendation.appServers')}</dt>
          <AppServers evaluation={evaluation} recommended={recommended} />
        </div>
        <div>
          <dt>{t('recommendation.cost')}</dt>
          <Cost evaluation={evaluation} recommended={recommended} />
        </div>
        {tier && (
          <div>
            <dt>{t('recommendation.binding')}</dt>
            <dd>
              <span>{describeLimit(t, locale, recommended.binding, tier)}</span>
              {recommended.smallestFitting && (
                <span>
                  {t('recommendation.chosenForCost', {
                    smallest: tierLabel(
                      t,
                      recommended.smallestFitting.sku,
                      recommended.smallestFitting.units,
                    ),
                  })}
                </span>
              )}
              <span className="panel-hint">
                {t('recommendation.binding.hint', {
                  target: formatPercent(locale, evaluation.thresholds.targetUtilization),
                  connectionTarget: formatPercent(locale, evaluation.thresholds.connectionTarget),
                })}
              </span>
            </dd>
          </div>
        )}
        <Growth evaluation={evaluation} recommended={recommended} />
        <Reconnect evaluation={evaluation} recommended={recommended} />
      </dl>
    </>
  );
}
