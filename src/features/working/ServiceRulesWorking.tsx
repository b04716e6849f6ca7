/**
 * The rules the vendor documents outside the guide, with the plan's numbers and their sources: server
 * connections in the connection quota, how long every client takes to reconnect, message sizes and the unit quota.
 */
import { Fragment } from 'react';
import { connectionOpenRate, serviceRules, type Plan, type Scenario } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount, formatSeconds } from '../../i18n/format';
import { tierLabel } from '../../components/wording/tierLabel';

function ServerConnections({ planned, scenario }: { planned: Plan; scenario: Scenario }) {
  const t = useT();
  const locale = useLocale();
  const { deployment, peak } = planned;
  if (!deployment || !peak) return null;
  if (planned.service === 'webPubSub') return <p>{t('working.serverConnections.webPubSub')}</p>;
  if (deployment.appServers === 0) return <p>{t('working.serverConnections.serverless')}</p>;
  if (!scenario.countServerConnections) return <p>{t('working.serverConnections.notCounted')}</p>;
  const params = {
    servers: formatCount(locale, deployment.appServers),
    hubs: formatCount(locale, deployment.hubs),
    perHub: formatCount(locale, deployment.serverConnectionsPerHub),
    total: formatCount(locale, peak.serverConnections),
  };
  return (
    <p>
      {scenario.appServerFramework === 'aspnet'
        ? t('working.serverConnections.aspnet', params)
        : t('working.serverConnections.counted', params)}
      <span className="working-note">{t('working.serverConnections.source')}</span>
    </p>
  );
}

/** The printed rate at a published size. */
function printedRateAt(units: number): number {
  return (
    serviceRules.connectionOpenRates.points.find((point) => point.units === units)?.perSecond ?? 0
  );
}

/** The rate the engine uses at a published size (a slip's rate where the thread contradicts itself). */
function usedRateAt(units: number): number {
  return connectionOpenRate('Standard_S1', units, serviceRules).perSecond;
}

function Reconnect({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const { reconnect, peak } = planned;
  if (planned.service === 'webPubSub') return <p>{t('working.reconnect.webPubSub')}</p>;
  if (!reconnect || !peak) return null;
  const rates = serviceRules.connectionOpenRates;
  return (
    <p>
      {t('working.reconnect', {
        clients: formatCount(
          locale,
          Math.round(reconnect.seconds * reconnect.connectionsPerSecond),
        ),
        rate: formatCount(locale, reconnect.connectionsPerSecond),
        tier: tierLabel(t, peak.sku, peak.units),
        seconds: formatSeconds(locale, reconnect.seconds),
        window: formatSeconds(locale, reconnect.windowSeconds),
      })}
      <span className="working-note">
        {t('working.reconnect.source', {
          free: formatCount(locale, rates.freePerSecond),
          points: rates.points
            .map((point) =>
              t('working.reconnect.point', {
                units: formatCount(locale, point.units),
                rate: formatCount(locale, usedRateAt(point.units) ?? point.perSecond),
              }),
            )
            .join('; '),
        })}
        {rates.slips.map((slip) => (
          <Fragment key={slip.id}>
            {' '}
            {t('working.reconnect.slip', {
              units: formatCount(locale, slip.units),
              printed: formatCount(locale, printedRateAt(slip.units)),
              used: formatCount(locale, slip.usedPerSecond ?? printedRateAt(slip.units)),
            })}
          </Fragment>
        ))}
        {reconnect.extrapolated && ` ${t('working.reconnect.extrapolated')}`}
      </span>
    </p>
  );
}

/** The vendor's other limits, checked against the scenario: message sizes and the regional unit quota. */
function VendorLimits({ planned, scenario }: { planned: Plan; scenario: Scenario }) {
  const t = useT();
  const locale = useLocale();
  const { deployment } = planned;
  if (!deployment) return null;
  // The quota is per subscription and region: the region with the most units, over every instance there.
  const unitsInRegion = Math.max(...deployment.regions) * deployment.instances;
  const sizes = serviceRules.messageSizeLimits;
  const largest = Math.max(0, ...scenario.workloads.map((workload) => workload.messageBytes));
  const bytes = (value: number) => t('working.bytes', { value: formatCount(locale, value) });
  const webPubSub = planned.service === 'webPubSub';
  return (
    <ul className="working-lines">
      {/* SignalR's hub and REST message sizes; Web PubSub's guide and limits page state none for its messages. */}
      {!webPubSub && (
        <li>
          {t('working.limits.messageSize', {
            largest: bytes(largest),
            hub: bytes(sizes.hubReceiveBytes),
            setting: sizes.hubReceiveSetting,
            rest: bytes(sizes.restBodyBytes),
          })}
          <span className="working-note">{t('working.limits.messageSize.source')}</span>
        </li>
      )}
      <li>
        {t('working.limits.unitQuota', {
          units: formatCount(locale, unitsInRegion),
          quota: formatCount(locale, serviceRules.unitQuota.unitsPerSubscriptionPerRegion),
        })}
        <span className="working-note">
          {webPubSub
            ? t('working.limits.unitQuota.source.webPubSub')
            : t('working.limits.unitQuota.source')}
        </span>
      </li>
    </ul>
  );
}

export function ServiceRulesWorking({ planned }: { planned: Plan }) {
  const t = useT();
  const { scenario } = planned;
  return (
    <>
      <h3>{t('working.serverConnections')}</h3>
      <ServerConnections planned={planned} scenario={scenario} />
      <h3>{t('working.reconnect.heading')}</h3>
      <Reconnect planned={planned} />
      <h3>{t('working.limits.heading')}</h3>
      <VendorLimits planned={planned} scenario={scenario} />
    </>
  );
}
