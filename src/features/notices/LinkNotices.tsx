/** Notices about a link: one that could not be opened, and one that replaced the user's own scenario. */
import { downloadScenario } from '../../components/downloadScenario';
import { issueText } from '../../components/issueText';
import { useT } from '../../i18n/I18nProvider';
import { keptScenarioRestored } from '../../state/keptAsideRestore';
import { useNoticeStore } from '../../state/noticeStore';
import type { Notice } from '../../state/notices';
import { openStorage } from '../../state/persistence';
import type { LinkFailure } from '../../state/shareLink';
import { NoticeAction, NoticeFrame } from './NoticeFrame';

const shownIssues = 5;
const longestIssueText = 160;

function clip(text: string): string {
  return text.length > longestIssueText ? `${text.slice(0, longestIssueText)}…` : text;
}

function LinkFailureText({ failure }: { failure: LinkFailure }) {
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

export function BadLinkNotice({ notice }: { notice: Extract<Notice, { kind: 'badLink' }> }) {
  const t = useT();
  return (
    <NoticeFrame notice={notice} title={t('notices.badLink.title')}>
      <LinkFailureText failure={notice.failure} />
      <p>{t('notices.badLink.ownKept')}</p>
    </NoticeFrame>
  );
}

export function OpenedLinkNotice({ notice }: { notice: Extract<Notice, { kind: 'openedLink' }> }) {
  const t = useT();
  const dismiss = useNoticeStore((state) => state.noticeDismissed);
  const restore = () => {
    keptScenarioRestored(openStorage(), notice.previous);
    dismiss(notice);
  };
  return (
    <NoticeFrame
      notice={notice}
      title={t('notices.openedLink.title')}
      tone={notice.keptInStorage ? 'info' : 'warning'}
      actions={
        <>
          <NoticeAction label={t('notices.openedLink.restore')} onClick={restore} />
          {!notice.keptInStorage && (
            <NoticeAction
              label={t('notices.openedLink.download')}
              onClick={() => downloadScenario(notice.previous)}
            />
          )}
        </>
      }
    >
      <p>
        {notice.keptInStorage ? t('notices.openedLink.body') : t('notices.openedLink.inPageOnly')}
      </p>
    </NoticeFrame>
  );
}
