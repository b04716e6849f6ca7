/** One limit of a tier in plain words: "Outbound bandwidth: 68% of unit 20's 81.9 MB/s (...)". */
import type { LimitName, TierEvaluation } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import { formatBytesPerSecond, formatCount, formatPercent } from '../../i18n/format';

/**
 * The limit's utilization at the tier against the capacity it is a share of: connections -> the tier's
 * connections; inbound -> the echo table's maximum inbound; outbound -> broadcast's maximum outbound (Web PubSub:
 * big group's); routing -> the routing tables; daily messages -> Free's quota.
 */
export function describeLimit(
  t: Translate,
  locale: string,
  limit: LimitName,
  tier: Pick<TierEvaluation, 'utilization' | 'capacity' | 'serverConnections'>,
): string {
  const { capacity } = tier;
  const percent = formatPercent(locale, tier.utilization[limit] ?? 0);
  const units = formatCount(locale, capacity.guideUnits);
  switch (limit) {
    case 'connections':
      return t(
        tier.serverConnections > 0
          ? 'recommendation.limit.connectionsWithServer'
          : 'recommendation.limit.connections',
        { percent, capacity: formatCount(locale, capacity.maxConnections) },
      );
    case 'inboundBandwidth':
      return t('recommendation.limit.inboundBandwidth', {
        percent,
        units,
        capacity: formatBytesPerSecond(locale, capacity.maxInboundBytesPerSecond),
      });
    case 'outboundBandwidth':
      // Web PubSub's guide gives the maximum outbound in its big group table (SignalR's in its broadcast table).
      return t(
        capacity.outbound.tableId === 'bigGroup'
          ? 'recommendation.limit.outboundBandwidth.bigGroup'
          : 'recommendation.limit.outboundBandwidth',
        {
          percent,
          units,
          capacity: formatBytesPerSecond(locale, capacity.maxOutboundBytesPerSecond),
        },
      );
    case 'routing':
      // Web PubSub's guide has no send-to-connection table: its groups of any size route at the small-group rate.
      return t(
        capacity.connection.tableId === 'smallGroup'
          ? 'recommendation.limit.routing.webPubSub'
          : 'recommendation.limit.routing',
        { percent, units },
      );
    case 'dailyMessages':
      return t('recommendation.limit.dailyMessages', {
        percent,
        quota: formatCount(locale, capacity.dailyMessageQuota ?? 0),
      });
  }
}
