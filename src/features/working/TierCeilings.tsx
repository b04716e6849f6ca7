/**
 * The guide's cells the tier's limits come from: connections, echo's maximum inbound, and the maximum outbound
 * (SignalR's broadcast table, Web PubSub's big group table).
 */
import type { TierEvaluation } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatBytesPerSecond, formatCount } from '../../i18n/format';
import { tableNameKey } from '../../components/wording/tableNames';
import { tierLabel } from '../../components/wording/tierLabel';
import { CellInterpolation } from './CellInterpolation';

export function TierCeilings({ tier }: { tier: TierEvaluation }) {
  const t = useT();
  const locale = useLocale();
  const { capacity } = tier;
  const tableBytes = t('working.bytes', {
    value: formatCount(locale, tier.capacity.benchmarkMessageBytes),
  });
  const units = formatCount(locale, capacity.guideUnits);
  return (
    <>
      <h3>{t('working.ceilings', { tier: tierLabel(t, tier.sku, tier.units) })}</h3>
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
            rate: formatCount(locale, capacity.inbound.value),
            tableBytes,
            bandwidth: formatBytesPerSecond(locale, capacity.maxInboundBytesPerSecond),
          })}{' '}
          <CellInterpolation cell={capacity.inbound} />
        </li>
        <li>
          {t('working.ceiling.outbound', {
            table: t(tableNameKey(capacity.outbound.tableId)),
            units,
            rate: formatCount(locale, capacity.outbound.value),
            tableBytes,
            bandwidth: formatBytesPerSecond(locale, capacity.maxOutboundBytesPerSecond),
          })}{' '}
          <CellInterpolation cell={capacity.outbound} />
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
