/** One workload's figures by the guide's formulas, with its numbers filled in. */
import { skuCatalog, isClientPattern, type Service } from '../../engine';
import { secondsPerDay } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatBytesPerSecond, formatCount, formatSeconds } from '../../i18n/format';
import type { WorkloadWorking } from './workingRows';

export function WorkloadFormulas({ row, service }: { row: WorkloadWorking; service: Service }) {
  const t = useT();
  const locale = useLocale();
  const { workload, figures } = row;
  const bytes = (value: number) => t('working.bytes', { value: formatCount(locale, value) });
  const count = (value: number) => formatCount(locale, value);
  const messageBytes = bytes(workload.messageBytes);
  const rate = count(figures.inboundMessagesPerSecond);
  const outRate = count(figures.outboundMessagesPerSecond);
  const outboundParams = {
    rate,
    fanOut: count(figures.fanOut),
    outRate,
    messageBytes,
    bandwidth: formatBytesPerSecond(locale, figures.outboundBytesPerSecond),
  };
  let outbound: string;
  if (workload.pattern === 'group') outbound = t('working.outbound.group', outboundParams);
  else if (figures.fanOutFollowsConnections)
    outbound = t('working.outbound.broadcast', outboundParams);
  else outbound = t('working.outbound.single', outboundParams);

  // SignalR counts whole 2 KB chunks per message; Web PubSub divides the bytes by 2 KB (its billing page).
  const chunks =
    service === 'webPubSub'
      ? t('working.chunks.bytes', { messageBytes, chunkBytes: bytes(skuCatalog.billingChunkBytes) })
      : t('working.chunks', {
          count: figures.billedChunksPerMessage,
          chunkBytes: bytes(skuCatalog.billingChunkBytes),
        });
  const billedParams = {
    outRate,
    legRate: count(figures.serverLegMessagesPerSecond),
    chunks,
    secondsPerDay: count(secondsPerDay),
    billed: count(figures.billedMessagesPerDay),
  };
  return (
    <ul className="working-lines">
      <li>
        {t('working.inbound', {
          senders: count(workload.senders),
          interval: formatSeconds(locale, workload.sendIntervalSeconds),
          rate,
          messageBytes,
          bandwidth: formatBytesPerSecond(locale, figures.inboundBytesPerSecond),
        })}
      </li>
      <li>{outbound}</li>
      {figures.loadBytesPerMessage > workload.messageBytes && (
        <li>
          {t('working.load.small', {
            loadBytes: bytes(figures.loadBytesPerMessage),
            inLoad: formatBytesPerSecond(locale, figures.inboundLoadBytesPerSecond),
            outLoad: formatBytesPerSecond(locale, figures.outboundLoadBytesPerSecond),
          })}
        </li>
      )}
      <li>
        <BilledLine
          service={service}
          client={isClientPattern(workload.pattern)}
          legs={figures.serverLegMessagesPerSecond > 0}
          params={billedParams}
        />
      </li>
    </ul>
  );
}

/**
 * What a day bills: the deliveries, plus SignalR's leg to the app server (default mode), or Web PubSub's call to the
 * upstream for each client event (its billing page counts the messages sent to the upstream webhooks as outbound).
 */
function BilledLine({
  service,
  client,
  legs,
  params,
}: {
  service: Service;
  client: boolean;
  legs: boolean;
  params: Record<string, string>;
}) {
  const t = useT();
  if (service === 'webPubSub') {
    return (
      <>
        {legs ? t('working.billed.upstream', params) : t('working.billed.noUpstream', params)}
        <span className="working-note">{t('working.billed.webPubSub.source')}</span>
      </>
    );
  }
  return client ? t('working.billed.client', params) : t('working.billed.serverless', params);
}
