/**
 * Why a link could not be opened (newer format, too long, damaged or cut short, values the format does not
 * allow), as the full view's notice and the embed say it. Text from the link is shown as text only.
 */
import { issueText } from './issueText';
import { useT } from '../i18n/I18nProvider';
import type { LinkFailure } from '../state/shareLink';

const shownIssues = 5;
const longestIssueText = 160;

function clip(text: string): string {
  return text.length > longestIssueText ? `${text.slice(0, longestIssueText)}…` : text;
}

/** Why a link could not be opened, as the full view and the embed say it. */
export function LinkFailureText({ failure }: { failure: LinkFailure }) {
  const t = useT();
  if (failure.reason !== 'invalid') {
    const body =
      failure.reason === 'newerVersion'
        ? t('notices.badLink.newerVersion', { version: failure.version })
        : t(`notices.badLink.${failure.reason}`);
    return <p>{body}</p>;
  }
  const hidden = failure.issues.length - shownIssues;
  return (
    <>
      <p>{t('notices.badLink.invalid')}</p>
      <ul>
        {failure.issues.slice(0, shownIssues).map((issue, index) => (
          <li key={index}>
            <code>{clip(issue.path)}</code>: {issueText(t, issue.detail)}
          </li>
        ))}
      </ul>
      {hidden > 0 && <p>{t('notices.badLink.moreIssues', { count: hidden })}</p>}
    </>
  );
}
