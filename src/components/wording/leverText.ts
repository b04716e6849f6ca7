/** A lever's title and what it costs the user, in the reader's language: one function, so the page and tests agree. */
import type { Lever } from '../../engine';
import { formatCount, formatSeconds } from '../../i18n/format';
import type { Translate } from '../../i18n/I18nProvider';

export function leverTitle(t: Translate, locale: string, lever: Lever): string {
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
  }
}

/** What the lever costs the user, in one line: latency, features, or nothing. */
export function leverCost(t: Translate, locale: string, lever: Lever, oldBytes: number): string {
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
  }
}
