/** A scenario issue in the reader's language: "workloads[0].connections: must be at most 1,000,000". */
import type { IssueDetail } from '../engine';
import type { Translate } from '../i18n/I18nProvider';
import { controlsAsCodes } from './controlText';

/** Unknown field names shown; the rest are counted. A link can carry thousands, each of any length. */
export const shownFieldNames = 5;
/** Characters of a field name shown before "…". */
export const fieldNameCharacters = 36;

/**
 * Control, format (direction marks, isolates, zero-width) and line-separator characters: shown as codes in
 * a name, since a U+2069 inside it would close the isolation around it and a U+202E would reorder the page.
 */
const invisible = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * A field name from a link or a file as the page quotes it: clipped, invisible characters as codes, and
 * isolated (U+2068 … U+2069) inside the catalog's quotes, so it reads as data, never as the page's words.
 * @example quotedFieldName(t, 'colour') // "“\u2068colour\u2069”"
 */
export function quotedFieldName(t: Translate, name: string): string {
  const characters = Array.from(name);
  const clipped =
    characters.length > fieldNameCharacters
      ? `${characters.slice(0, fieldNameCharacters).join('')}…`
      : name;
  const visible = controlsAsCodes(clipped, invisible);
  return t('issue.fieldName', { name: `\u2068${visible}\u2069` });
}

function unknownFieldsText(t: Translate, keys: readonly string[]): string {
  const names = keys
    .slice(0, shownFieldNames)
    .map((key) => quotedFieldName(t, key))
    .join(t('issue.fieldNames.separator'));
  const hidden = keys.length - shownFieldNames;
  return hidden > 0
    ? t('issue.unknownFieldsMore', { keys: names, count: hidden })
    : t('issue.unknownFields', { count: keys.length, keys: names });
}

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
    case 'zeroOrAtLeast':
      return t('issue.zeroOrAtLeast', { minimum: detail.minimum });
    case 'hoursInDay':
      return t('issue.hoursInDay', { count: detail.hours });
    case 'priceNeeded':
      return t('issue.priceNeeded');
    case 'writtenLike':
      return t('issue.writtenLike', { example: detail.example });
    case 'wholeNumber':
      return t('issue.wholeNumber');
    case 'wrongType':
      return t(`issue.type.${detail.expected}`);
    case 'notOneOf':
      return t('issue.notOneOf', { values: detail.values.join(', ') });
    case 'unknownFields':
      return unknownFieldsText(t, detail.keys);
    case 'notForService':
      return t(`issue.notForService.${detail.service}`);
    case 'invalid':
      return t('issue.invalid');
  }
}
