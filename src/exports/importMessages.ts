/** An import failure in words: one sentence, and for an invalid scenario the fields to fix. */
import { issueText } from '../components/issueText';
import { currentScenarioVersion } from '../engine';
import type { Translate } from '../i18n/translate';
import { formatBytes } from '../i18n/format';
import { maxImportBytes, type ImportFailure } from '../state/scenarioFile';
import type { LinkFailure } from '../state/shareLink';

/** Beyond this many bad fields the list ends with "…and N more": a wrong file can have hundreds. */
export const maxIssuesShown = 8;

export interface ImportMessage {
  text: string;
  /** The bad fields, `path: message`, at most maxIssuesShown of them. */
  issues: string[];
  /** How many more bad fields there are, worded, or null. */
  more: string | null;
}

/**
 * @example importMessage(t, 'en', { reason: 'syntax', line: 3, column: 17 })
 *   // { text: 'This is not JSON: it stops being JSON at line 3, column 17.', issues: [], more: null }
 */
export function importMessage(t: Translate, locale: string, failure: ImportFailure): ImportMessage {
  const plain = (text: string): ImportMessage => ({ text, issues: [], more: null });
  switch (failure.reason) {
    case 'tooLarge': {
      const max = formatBytes(locale, maxImportBytes);
      // Read from a pipe or a device, only the first bytes were read: its size is not known.
      return plain(
        failure.bytes === null
          ? t('exportImport.error.tooLargeUnread', { max })
          : t('exportImport.error.tooLarge', { size: formatBytes(locale, failure.bytes), max }),
      );
    }
    case 'empty':
      return plain(t('exportImport.error.empty'));
    case 'unreadable':
      return plain(t('exportImport.error.unreadable'));
    case 'notText':
      return plain(t('exportImport.error.notText', { encoding: failure.encoding }));
    case 'syntax':
      return plain(t('exportImport.error.syntax', { line: failure.line, column: failure.column }));
    case 'notObject':
      return plain(t('exportImport.error.notObject'));
    case 'newerVersion':
      return plain(
        t('exportImport.error.newerVersion', {
          version: failure.version,
          current: currentScenarioVersion,
        }),
      );
    case 'invalid': {
      const { issues } = failure;
      const hidden = issues.length - maxIssuesShown;
      return {
        text: t('exportImport.error.invalid', { count: issues.length }),
        issues: issues.slice(0, maxIssuesShown).map((issue) =>
          t('exportImport.error.issue', {
            path: issue.path,
            message: issueText(t, issue.detail),
          }),
        ),
        more: hidden > 0 ? t('exportImport.error.more', { count: hidden }) : null,
      };
    }
  }
}

/**
 * A share link that could not be read, in the words of the page's notice: one sentence, and for an invalid
 * scenario the fields to fix.
 * @example linkFailureMessage(t, { reason: 'corrupt' }).text // "This link is damaged: ..."
 */
export function linkFailureMessage(t: Translate, failure: LinkFailure): ImportMessage {
  if (failure.reason !== 'invalid') {
    const text =
      failure.reason === 'newerVersion'
        ? t('notices.badLink.newerVersion', { version: failure.version })
        : t(`notices.badLink.${failure.reason}`);
    return { text, issues: [], more: null };
  }
  const hidden = failure.issues.length - maxIssuesShown;
  return {
    text: t('notices.badLink.invalid'),
    issues: failure.issues
      .slice(0, maxIssuesShown)
      .map((issue) =>
        t('exportImport.error.issue', { path: issue.path, message: issueText(t, issue.detail) }),
      ),
    more: hidden > 0 ? t('exportImport.error.more', { count: hidden }) : null,
  };
}
