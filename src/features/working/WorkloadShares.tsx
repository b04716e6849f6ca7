/** One workload's share of each limit of the compared tier, naming the guide's cell it was compared with. */
import type { TierEvaluation } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatBytesPerSecond, formatCount, formatPercent } from '../../i18n/format';
import { tableNameKey } from '../../components/wording/tableNames';
import { CellInterpolation } from './CellInterpolation';
import type { RoutingWorking, WorkloadWorking } from './workingRows';

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
  if (routing.kind !== 'group') {
    return (
      <li>
        {t('working.share.routing', {
          rate,
          table: t(tableNameKey(routing.cell.tableId)),
          capacity,
          units: formatCount(locale, routing.cell.guideUnits),
          share,
        })}{' '}
        <CellInterpolation cell={routing.cell} />
      </li>
    );
  }
  const { connectionCell, smallGroupCell, smallGroupShare, groupSize } = routing;
  let rule: string;
  if (connectionCell.tableId === smallGroupCell.tableId) {
    // Web PubSub's guide measured no group under 10 members: every group reads its small-group table.
    rule = t('working.groupRule.smallOnly', {
      table: t(tableNameKey(smallGroupCell.tableId)),
      units: formatCount(locale, smallGroupCell.guideUnits),
      capacity,
    });
  } else if (smallGroupShare <= 0) {
    rule = t('working.groupRule.one', {
      table: t(tableNameKey(connectionCell.tableId)),
      units: formatCount(locale, connectionCell.guideUnits),
      capacity,
    });
  } else if (smallGroupShare >= 1) {
    rule = t('working.groupRule.small', {
      table: t(tableNameKey(smallGroupCell.tableId)),
      units: formatCount(locale, smallGroupCell.guideUnits),
      capacity,
    });
  } else {
    rule = t('working.groupRule.between', {
      size: formatCount(locale, groupSize),
      connectionRate: formatCount(locale, connectionCell.value),
      smallGroupRate: formatCount(locale, smallGroupCell.value),
      capacity,
    });
  }
  return (
    <li>
      {t('working.share.routingGroup', { rate, capacity, share })}{' '}
      <span className="working-note">{rule}</span>{' '}
      {smallGroupShare < 1 && connectionCell.tableId !== smallGroupCell.tableId && (
        <CellInterpolation cell={connectionCell} />
      )}{' '}
      {(smallGroupShare > 0 || connectionCell.tableId === smallGroupCell.tableId) && (
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
  const units = formatCount(locale, capacity.guideUnits);
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
          capacity: formatBytesPerSecond(locale, capacity.maxInboundBytesPerSecond),
          units,
          share: percent(shares.inboundBandwidth),
        })}
      </li>
      <li>
        {t('working.share.outbound', {
          load: formatBytesPerSecond(locale, figures.outboundLoadBytesPerSecond),
          table: t(tableNameKey(capacity.outbound.tableId)),
          capacity: formatBytesPerSecond(locale, capacity.maxOutboundBytesPerSecond),
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
