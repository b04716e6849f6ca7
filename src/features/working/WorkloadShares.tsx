/**
 * One workload's share of each limit of the compared tier, naming the guide's cell it was compared with, read as the
 * answer read it (the tier's `sizedWith`): the working and the answer come from the same evaluation.
 */
import { bandwidthLimitsOf, type TierEvaluation } from '../../engine';
import { useLocale, useT, type Translate } from '../../i18n/I18nProvider';
import { formatBytesPerSecond, formatCount, formatPercent } from '../../i18n/format';
import { tableNameKey } from '../../components/wording/tableNames';
import { CellInterpolation } from './CellInterpolation';
import { columnRead, type RoutingWorking, type WorkloadWorking } from './workingRows';

type GroupRouting = Extract<RoutingWorking, { kind: 'group' }>;

/** How the answer's reading routes a group: the rule in words, with the cells it read. */
function groupRule(t: Translate, locale: string, routing: GroupRouting, capacity: string): string {
  const { connectionCell, smallGroupCell, smallGroupShare, groupSize, reading, readingName } =
    routing;
  const count = (value: number) => formatCount(locale, value);
  const { rates, atOrBelow, deliveries } = reading;
  if (deliveries) {
    return t('working.groupRule.deliveries', {
      size: count(groupSize),
      smallDeliveries: count(deliveries.smallGroup),
      bigDeliveries: count(deliveries.bigGroup),
      bigMembers: count(deliveries.bigGroupMembers),
      deliveries: count(deliveries.perSecond),
      capacity,
    });
  }
  if (connectionCell.tableId === smallGroupCell.tableId) {
    // Web PubSub's guide measured no group under 10 members: every group reads its small-group table.
    return t('working.groupRule.smallOnly', {
      table: t(tableNameKey(smallGroupCell.tableId)),
      units: count(columnRead(smallGroupCell, atOrBelow)),
      capacity,
    });
  }
  if (smallGroupShare <= 0) {
    return t('working.groupRule.one', {
      table: t(tableNameKey(connectionCell.tableId)),
      units: count(columnRead(connectionCell, atOrBelow)),
      capacity,
    });
  }
  if (smallGroupShare >= 1) {
    return t('working.groupRule.small', {
      table: t(tableNameKey(smallGroupCell.tableId)),
      units: count(columnRead(smallGroupCell, atOrBelow)),
      capacity,
    });
  }
  const between = {
    size: count(groupSize),
    connectionRate: count(rates.connection),
    smallGroupRate: count(rates.smallGroup),
    capacity,
  };
  if (readingName === 'optimistic') return t('working.groupRule.better', between);
  if (readingName === 'conservative') return t('working.groupRule.worse', between);
  return t('working.groupRule.between', between);
}

function RoutingLine({
  routing,
  share,
  rate,
}: {
  routing: RoutingWorking;
  share: string;
  rate: string;
}) {
  const t = useT();
  const locale = useLocale();
  const capacity = formatCount(locale, routing.capacityMessagesPerSecond);
  const { atOrBelow } = routing.reading;
  if (routing.kind !== 'group') {
    return (
      <li>
        {t('working.share.routing', {
          rate,
          table: t(tableNameKey(routing.cell.tableId)),
          capacity,
          units: formatCount(locale, columnRead(routing.cell, atOrBelow)),
          share,
        })}{' '}
        {!atOrBelow && <CellInterpolation cell={routing.cell} />}
      </li>
    );
  }
  const { connectionCell, smallGroupCell, smallGroupShare } = routing;
  const cellsShown = !atOrBelow && routing.reading.deliveries === null;
  return (
    <li>
      {t('working.share.routingGroup', { rate, capacity, share })}{' '}
      <span className="working-note">{groupRule(t, locale, routing, capacity)}</span>{' '}
      {cellsShown && smallGroupShare < 1 && connectionCell.tableId !== smallGroupCell.tableId && (
        <CellInterpolation cell={connectionCell} />
      )}{' '}
      {cellsShown && (smallGroupShare > 0 || connectionCell.tableId === smallGroupCell.tableId) && (
        <CellInterpolation cell={smallGroupCell} />
      )}
    </li>
  );
}

export function WorkloadShares({ row, tier }: { row: WorkloadWorking; tier: TierEvaluation }) {
  const t = useT();
  const locale = useLocale();
  const { figures, shares, routing } = row;
  const { capacity } = tier;
  const limits = bandwidthLimitsOf(tier);
  const units = formatCount(locale, columnRead(capacity.inbound, limits.atOrBelow));
  const percent = (share: number) => formatPercent(locale, share);
  return (
    <ul className="working-lines">
      <li>
        {t('working.share.connections', {
          value: formatCount(locale, figures.connections),
          capacity: formatCount(locale, capacity.maxConnections),
          share: percent(shares.connections),
        })}
      </li>
      <li>
        {t('working.share.inbound', {
          load: formatBytesPerSecond(locale, figures.inboundLoadBytesPerSecond),
          table: t(tableNameKey(capacity.inbound.tableId)),
          capacity: formatBytesPerSecond(locale, limits.maxInboundBytesPerSecond),
          units,
          share: percent(shares.inboundBandwidth),
        })}
      </li>
      <li>
        {t('working.share.outbound', {
          load: formatBytesPerSecond(locale, figures.outboundLoadBytesPerSecond),
          table: t(tableNameKey(capacity.outbound.tableId)),
          capacity: formatBytesPerSecond(locale, limits.maxOutboundBytesPerSecond),
          units,
          share: percent(shares.outboundBandwidth),
        })}
      </li>
      {routing && shares.routing !== null ? (
        <RoutingLine
          routing={routing}
          share={percent(shares.routing)}
          rate={
            figures.routedMessagesPerSecond > figures.inboundMessagesPerSecond
              ? t('working.share.routedLarge', {
                  rate: formatCount(locale, figures.inboundMessagesPerSecond),
                  messageBytes: t('working.bytes', {
                    value: formatCount(locale, figures.messageBytes),
                  }),
                  routed: formatCount(locale, figures.routedMessagesPerSecond),
                })
              : formatCount(locale, figures.inboundMessagesPerSecond)
          }
        />
      ) : (
        <li>{t('working.share.routingNone')}</li>
      )}
      {shares.dailyMessages !== null && capacity.dailyMessageQuota !== null && (
        <li>
          {t('working.share.dailyMessages', {
            billed: formatCount(locale, figures.billedMessagesPerDay),
            quota: formatCount(locale, capacity.dailyMessageQuota),
            share: percent(shares.dailyMessages),
          })}
        </li>
      )}
    </ul>
  );
}
