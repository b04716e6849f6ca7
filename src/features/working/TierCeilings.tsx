/**
 * The guide's cells the tier's limits come from: connections, echo's maximum inbound, and the maximum outbound
 * (SignalR's broadcast table, Web PubSub's big group table), read as the answer read them (`bandwidthLimitsOf`: by
 * the least favourable reading, at the printed column at or below the tier's units).
 */
import { bandwidthLimitsOf, type TierEvaluation } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatBytesPerSecond, formatCount } from '../../i18n/format';
import { tableNameKey } from '../../components/wording/tableNames';
import { tierLabel } from '../../components/wording/tierLabel';
import { CellInterpolation } from './CellInterpolation';
import { columnRead } from './workingRows';

export function TierCeilings({ tier }: { tier: TierEvaluation }) {
  const t = useT();
  const locale = useLocale();
  const { capacity } = tier;
  const limits = bandwidthLimitsOf(tier);
  const tableBytes = t('working.bytes', {
    value: formatCount(locale, tier.capacity.benchmarkMessageBytes),
  });
  const atOrBelow = limits.atOrBelow && capacity.inbound.interpolated;
  const units = formatCount(locale, columnRead(capacity.inbound, atOrBelow));
  return (
    <>
      <h3>{t('working.ceilings', { tier: tierLabel(t, tier.sku, tier.units) })}</h3>
      {atOrBelow && (
        <p className="working-note">
          {t('working.ceiling.atOrBelow', {
            column: units,
            units: formatCount(locale, capacity.guideUnits),
          })}
        </p>
      )}
      <ul className="working-lines">
        <li>
          {t('working.ceiling.connections', {
            capacity: formatCount(locale, capacity.maxConnections),
            perUnit: formatCount(locale, capacity.maxConnections / capacity.units),
          })}
          {tier.serverConnections > 0 && (
            <span className="working-note">
              {t('working.ceiling.serverConnections', {
                server: formatCount(locale, tier.serverConnections),
                clients: formatCount(
                  locale,
                  Math.max(0, capacity.maxConnections - tier.serverConnections),
                ),
              })}
            </span>
          )}
        </li>
        <li>
          {t('working.ceiling.inbound', {
            table: t(tableNameKey(capacity.inbound.tableId)),
            units,
            rate: formatCount(locale, limits.inboundMessagesPerSecond),
            tableBytes,
            bandwidth: formatBytesPerSecond(locale, limits.maxInboundBytesPerSecond),
          })}{' '}
          {!atOrBelow && <CellInterpolation cell={capacity.inbound} />}
        </li>
        <li>
          {t('working.ceiling.outbound', {
            table: t(tableNameKey(capacity.outbound.tableId)),
            units,
            rate: formatCount(locale, limits.outboundMessagesPerSecond),
            tableBytes,
            bandwidth: formatBytesPerSecond(locale, limits.maxOutboundBytesPerSecond),
          })}{' '}
          {!atOrBelow && <CellInterpolation cell={capacity.outbound} />}
        </li>
        {capacity.dailyMessageQuota !== null && (
          <li>
            {t('working.ceiling.dailyMessages', {
              quota: formatCount(locale, capacity.dailyMessageQuota),
            })}
          </li>
        )}
      </ul>
    </>
  );
}
