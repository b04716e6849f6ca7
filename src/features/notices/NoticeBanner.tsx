/** Notices about links and storage, above the dashboard. Text from links is shown as text only. */
import type { ReactNode } from 'react';
import { issueText } from '../../components/issueText';
import { useT, type Translate } from '../../i18n/I18nProvider';
import { useNoticeStore } from '../../state/noticeStore';
import { useScenarioStore } from '../../state/scenarioStore';
import type { LinkFailure } from '../../state/shareLink';
import type { Notice } from '../../state/startup';
import './NoticeBanner.css';

const shownIssues = 5;
const longestIssueText = 160;

function clip(text: string): string {
  return text.length > longestIssueText ? `${text.slice(0, longestIssueText)}…` : text;
}

function BadLink({ failure, t }: { failure: LinkFailure; t: Translate }) {
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

function NoticeItem({ notice }: { notice: Notice }) {
  const t = useT();
  const dismiss = useNoticeStore((state) => state.noticeDismissed);
  const scenarioLoaded = useScenarioStore((state) => state.scenarioLoaded);
  let title: string;
  let body: ReactNode;
  let action: ReactNode = null;
  switch (notice.kind) {
    case 'badLink':
      title = t('notices.badLink.title');
      body = (
        <>
          <BadLink failure={notice.failure} t={t} />
          <p>{t('notices.badLink.ownKept')}</p>
        </>
      );
      break;
    case 'openedLink':
      title = t('notices.openedLink.title');
      body = <p>{t('notices.openedLink.body')}</p>;
      action = (
        <button
          type="button"
          className="button"
          onClick={() => {
            scenarioLoaded(notice.previous);
            dismiss(notice);
          }}
        >
          {t('notices.openedLink.restore')}
        </button>
      );
      break;
    case 'storageUnreadable':
      title = t('notices.storageUnreadable.title');
      body = <p>{t('notices.storageUnreadable.body')}</p>;
      break;
    case 'storageUnavailable':
      title = t('notices.storageUnavailable.title');
      body = <p>{t('notices.storageUnavailable.body')}</p>;
      break;
  }
  const tone = notice.kind === 'openedLink' ? 'info' : 'warning';
  return (
    <li className={`notice notice-${tone}`} role={tone === 'warning' ? 'alert' : 'status'}>
      <div className="notice-text">
        <strong>{title}</strong>
        {body}
      </div>
      <div className="notice-actions">
        {action}
        <button type="button" className="button" onClick={() => dismiss(notice)}>
          {t('notices.dismiss')}
        </button>
      </div>
    </li>
  );
}

export function NoticeBanner() {
  const t = useT();
  const notices = useNoticeStore((state) => state.notices);
  if (notices.length === 0) return null;
  return (
    <ul className="notices" aria-label={t('notices.label')}>
      {notices.map((notice) => (
        <NoticeItem key={notice.kind} notice={notice} />
      ))}
    </ul>
  );
}
