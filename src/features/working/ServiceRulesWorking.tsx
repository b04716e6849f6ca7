/**
 * The rules the vendor documents outside the guide, with the scenario's numbers and their sources: server
 * connections in the connection quota, and how long every client takes to reconnect.
 */
import { Fragment } from 'react';
import { connectionOpenRate, serviceRules, type Recommendation, type Scenario } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount, formatSeconds } from '../../i18n/format';
import { tierLabel } from '../../components/wording/tierLabel';

function ServerConnections({
  recommended,
  scenario,
}: {
  recommended: Recommendation;
  scenario: Scenario;
}) {
  const t = useT();
  const locale = useLocale();
  if (recommended.appServers === 0) return <p>{t('working.serverConnections.serverless')}</p>;
  if (!scenario.countServerConnections) return <p>{t('working.serverConnections.notCounted')}</p>;
  const params = {
    servers: formatCount(locale, recommended.appServers),
    hubs: formatCount(locale, recommended.hubs),
    perHub: formatCount(locale, recommended.serverConnectionsPerAppServer),
    total: formatCount(locale, recommended.serverConnections),
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

function Reconnect({ recommended, clients }: { recommended: Recommendation; clients: number }) {
  const t = useT();
  const locale = useLocale();
  const { reconnect } = recommended;
  if (!reconnect) return null;
  const rates = serviceRules.connectionOpenRates;
  return (
    <p>
      {t('working.reconnect', {
        clients: formatCount(locale, clients),
        rate: formatCount(locale, reconnect.connectionsPerSecond),
        tier: tierLabel(t, recommended.sku, recommended.units),
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
function VendorLimits({
  recommended,
  scenario,
}: {
  recommended: Recommendation;
  scenario: Scenario;
}) {
  const t = useT();
  const locale = useLocale();
  const sizes = serviceRules.messageSizeLimits;
  const largest = Math.max(0, ...scenario.workloads.map((workload) => workload.messageBytes));
  const bytes = (value: number) => t('working.bytes', { value: formatCount(locale, value) });
  return (
    <ul className="working-lines">
      <li>
        {t('working.limits.messageSize', {
          largest: bytes(largest),
          hub: bytes(sizes.hubReceiveBytes),
          setting: sizes.hubReceiveSetting,
          rest: bytes(sizes.restBodyBytes),
        })}
        <span className="working-note">{t('working.limits.messageSize.source')}</span>
      </li>
      <li>
        {t('working.limits.unitQuota', {
          units: formatCount(locale, recommended.units),
          quota: formatCount(locale, serviceRules.unitQuota.unitsPerSubscriptionPerRegion),
        })}
        <span className="working-note">{t('working.limits.unitQuota.source')}</span>
      </li>
    </ul>
  );
}

export function ServiceRulesWorking({
  recommended,
  scenario,
  clients,
}: {
  recommended: Recommendation;
  scenario: Scenario;
  clients: number;
}) {
  const t = useT();
  return (
    <>
      <h3>{t('working.serverConnections')}</h3>
      <ServerConnections recommended={recommended} scenario={scenario} />
      <h3>{t('working.reconnect.heading')}</h3>
      <Reconnect recommended={recommended} clients={clients} />
      <h3>{t('working.limits.heading')}</h3>
      <VendorLimits recommended={recommended} scenario={scenario} />
    </>
  );
}
