/** A pattern's one-line hint in the words of the scenario's service (Web PubSub's echo goes through the upstream). */
import type { Pattern, Service } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';

/**
 * @example patternHint(t, 'webPubSub', 'echo') // "Each client event goes to your upstream event handler, ..."
 */
export function patternHint(t: Translate, service: Service, pattern: Pattern): string {
  if (service === 'webPubSub') {
    switch (pattern) {
      case 'echo':
      case 'group':
      case 'restUser':
      case 'restBroadcast':
        return t(`pattern.${pattern}.hint.webPubSub`);
      case 'broadcast':
      case 'connection':
        break;
    }
  }
  return t(`pattern.${pattern}.hint`);
}
