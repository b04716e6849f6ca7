/** A scenario issue in the reader's language: "workloads[0].connections: must be at most 1,000,000". */
import type { IssueDetail } from '../engine';
import type { Translate } from '../i18n/I18nProvider';

export function issueText(t: Translate, detail: IssueDetail): string {
  switch (detail.code) {
    case 'tooBig':
      return detail.items
        ? t('issue.tooBigItems', { count: detail.maximum })
        : t('issue.tooBig', { maximum: detail.maximum });
    case 'tooSmall':
      return t(detail.inclusive ? 'issue.tooSmall' : 'issue.tooSmallExclusive', {
        minimum: detail.minimum,
      });
    case 'hoursInDay':
      return t('issue.hoursInDay', { count: detail.hours });
    case 'wholeNumber':
      return t('issue.wholeNumber');
    case 'wrongType':
      return t(`issue.type.${detail.expected}`);
    case 'notOneOf':
      return t('issue.notOneOf', { values: detail.values.join(', ') });
    case 'unknownFields':
      return t('issue.unknownFields', { count: detail.keys.length, keys: detail.keys.join(', ') });
    case 'sendersOverConnections':
      return t('issue.sendersOverConnections');
    case 'groupOverConnections':
      return t('issue.groupOverConnections');
    case 'notForService':
      return t(`issue.notForService.${detail.service}`);
    case 'invalid':
      return t('issue.invalid');
  }
}
