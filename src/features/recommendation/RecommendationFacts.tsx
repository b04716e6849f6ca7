/**
 * The deployed tier's facts, all from the plan: edition, app servers, the monthly bill, the autoscale rule, the
 * binding limit at the peak, room to grow and reconnecting everyone.
 */
import {
  guides,
  serverConnectionsAdvice,
  signalrEditionOf,
  skuCatalog,
  type Plan,
} from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount, formatPercent, formatSeconds } from '../../i18n/format';
import { tierLabel } from '../../components/wording/tierLabel';
import { describeLimit } from '../../components/wording/describeLimit';
import { autoscaleRuleText, instancesLabel } from '../../components/wording/deploymentText';
import { AutoscaleTargetNote } from '../../components/AutoscaleTargetNote';
import { CostFact } from './CostFact';

/** Below this growth factor the tier is full: "×1.00" would read as room. */
const fullTierGrowthFactor = 1.005;

function AppServers({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const { deployment, peak, evaluation } = planned;
  if (!deployment || !peak) return null;
  if (deployment.appServers === 0) return <dd>{t('recommendation.appServers.none')}</dd>;
  const count = deployment.serverConnectionsPerHub;
  const guide = guides[signalrEditionOf(evaluation.edition)];
  const fanOut =
    serverConnectionsAdvice(evaluation.scenario, guide) ===
    guide.serverConnections.broadcastAndBigGroup;
  const hintParams = { default: skuCatalog.serverConnectionsPerHubDefault, count };
  const counted = {
    total: formatCount(locale, peak.serverConnections),
    hubs: t('recommendation.hubs', { count: deployment.hubs }),
  };
  let quota: string;
  if (!evaluation.scenario.countServerConnections) {
    quota = t('recommendation.serverConnections.notCounted');
  } else if (deployment.instances > 1) {
    quota = t('recommendation.serverConnections.eachInstance', counted);
  } else {
    quota = t('recommendation.serverConnections.counted', counted);
  }
  return (
    <dd>
      <span className="recommendation-value">
        {t('recommendation.appServers.value', {
          servers: t('unit.appServers', { count: deployment.appServers }),
          count,
        })}
      </span>
      <span>{quota}</span>
      <span className="panel-hint">
        {deployment.sku === 'Free'
          ? t('recommendation.appServers.free')
          : t('recommendation.appServers.minimum')}
      </span>
      {deployment.sku !== 'Free' && (
        <span className="panel-hint">
          {fanOut
            ? t('recommendation.appServers.fanOut', hintParams)
            : t('recommendation.appServers.benchmark', hintParams)}
        </span>
      )}
    </dd>
  );
}

function Binding({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const { deployment, peak, evaluation } = planned;
  if (!deployment || !peak) return null;
  const { recommended, thresholds } = evaluation;
  // "Chosen for cost" speaks of the evaluation's choice: only where the plan deploys that very tier.
  const smallest =
    recommended?.smallestFitting &&
    deployment.sku === recommended.sku &&
    deployment.unitsPerInstance === recommended.units &&
    deployment.instances === 1 &&
    deployment.regions.length === 1
      ? recommended.smallestFitting
      : null;
  return (
    <dd>
      <span>{describeLimit(t, locale, peak.binding, peak)}</span>
      {smallest && (
        <span>
          {t('recommendation.chosenForCost', {
            smallest: tierLabel(t, smallest.sku, smallest.units),
          })}
        </span>
      )}
      <span className="panel-hint">
        {deployment.autoscale
          ? t('recommendation.binding.hintAutoscale', {
              out: formatPercent(locale, deployment.autoscale.scaleOutAbove),
            })
          : t('recommendation.binding.hint', {
              target: formatPercent(locale, thresholds.targetUtilization),
              connectionTarget: formatPercent(locale, thresholds.connectionTarget),
            })}
      </span>
    </dd>
  );
}

function Growth({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const { deployment, peak, evaluation } = planned;
  const factor = peak?.growthHeadroom ?? null;
  if (!deployment || !peak || factor === null) return null;
  const tier = instancesLabel(t, peak.sku, peak.units, deployment.instances);
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

function Reconnect({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const { reconnect } = planned;
  // Web PubSub publishes no connection-open rate: nothing to say.
  if (!reconnect || planned.evaluation.totals.connections === 0) return null;
  return (
    <div>
      <dt>{t('recommendation.reconnect')}</dt>
      <dd>
        <span>
          {t('recommendation.reconnect.value', {
            seconds: formatSeconds(locale, reconnect.seconds),
            clients: formatCount(
              locale,
              Math.round(reconnect.seconds * reconnect.connectionsPerSecond),
            ),
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

/** Web PubSub's upstream (event handler): the client events it must answer at the peak, or none. */
function Upstream({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const upstream = planned.deployment?.upstream;
  return (
    <dd>
      {upstream ? (
        <>
          <span className="recommendation-value">
            {t('recommendation.upstream.value', {
              rate: formatCount(locale, upstream.requestsPerSecond),
            })}
          </span>
          <span className="panel-hint">{t('recommendation.upstream.hint')}</span>
        </>
      ) : (
        t('recommendation.upstream.none')
      )}
    </dd>
  );
}

export function RecommendationFacts({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const { deployment, evaluation } = planned;
  const rule = deployment?.autoscale;
  return (
    <>
      <p className="panel-hint">
        {t('recommendation.tier.edition', { edition: t(`edition.${evaluation.edition}`) })}
      </p>
      <dl className="recommendation-facts">
        {planned.service === 'webPubSub' ? (
          <div>
            <dt>{t('recommendation.upstream')}</dt>
            <Upstream planned={planned} />
          </div>
        ) : (
          <div>
            <dt>{t('recommendation.appServers')}</dt>
            <AppServers planned={planned} />
          </div>
        )}
        <div>
          <dt>{t('recommendation.cost')}</dt>
          <CostFact planned={planned} />
        </div>
        {rule && deployment && (
          <div>
            <dt>{t('recommendation.autoscale')}</dt>
            <dd>
              <span>{autoscaleRuleText(t, locale, rule)}</span>
              {deployment.regions.length > 1 && (
                <span className="panel-hint">{t('recommendation.autoscale.eachRegion')}</span>
              )}
              <AutoscaleTargetNote planned={planned} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('recommendation.binding')}</dt>
          <Binding planned={planned} />
        </div>
        <Growth planned={planned} />
        <Reconnect planned={planned} />
      </dl>
    </>
  );
}
