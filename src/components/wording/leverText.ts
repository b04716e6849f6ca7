/** A lever's title and what it costs the user, in the reader's language: one function, so the page and tests agree. */
import type { Lever } from '../../engine';
import { formatCount, formatPercent, formatSeconds } from '../../i18n/format';
import type { Translate } from '../../i18n/I18nProvider';

export function leverTitle(t: Translate, locale: string, lever: Lever): string {
  if (lever.target === 'replicas') {
    return lever.replicas
      ? t('levers.fewerReplicas.title', { count: lever.replicas.count })
      : t('levers.fewerReplicas.none.title');
  }
  switch (lever.kind) {
    case 'chunkBoundary':
      return t('levers.chunkBoundary.title', { bytes: formatCount(locale, lever.messageBytes) });
    case 'batching':
      return t('levers.batching.title', { count: formatCount(locale, lever.batchMessages) });
    case 'groups':
      return t('levers.groups.title', { count: formatCount(locale, lever.groupSize) });
    case 'rest':
      return lever.workload.pattern === 'restBroadcast'
        ? t('levers.rest.broadcast.title')
        : t('levers.rest.connection.title');
    case 'compactPayload':
      return t('levers.compactPayload.title', {
        share: formatPercent(locale, lever.payloadRatio),
      });
    case 'longerInterval':
      return t('levers.longerInterval.title', {
        interval: formatSeconds(locale, lever.workload.sendIntervalSeconds),
      });
  }
}

/** What the lever costs the user, in one line: latency, features, or nothing. */
export function leverCost(t: Translate, locale: string, lever: Lever, oldBytes: number): string {
  if (lever.target === 'replicas') return t('levers.fewerReplicas.cost');
  switch (lever.kind) {
    case 'chunkBoundary':
      return t('levers.chunkBoundary.cost', {
        over: formatCount(locale, oldBytes - lever.messageBytes),
      });
    case 'batching':
      return t('levers.batching.cost', { delay: formatSeconds(locale, lever.addedDelaySeconds) });
    case 'groups':
      return t('levers.groups.cost');
    case 'rest':
      return t('levers.rest.cost');
    case 'compactPayload':
      return t('levers.compactPayload.cost', {
        from: formatCount(locale, oldBytes),
        to: formatCount(locale, lever.messageBytes),
        share: formatPercent(locale, lever.payloadRatio),
      });
    case 'longerInterval':
      return t('levers.longerInterval.cost', {
        delay: formatSeconds(locale, lever.addedDelaySeconds),
      });
  }
}

/** The workload a lever changes, by name; null for the replicas. */
export function leverWorkloadName(lever: Lever): string | null {
  return lever.target === 'workload' ? lever.workloadName : null;
}
