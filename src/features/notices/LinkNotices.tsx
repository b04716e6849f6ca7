/** Notices about a link: one that could not be opened, and one that replaced the user's own scenario. */
import { downloadScenario } from '../../components/downloadScenario';
import { useT } from '../../i18n/I18nProvider';
import { keptScenarioRestored } from '../../state/keptAsideRestore';
import { useNoticeStore } from '../../state/noticeStore';
import type { Notice } from '../../state/notices';
import { openStorage } from '../../state/persistence';
import { LinkFailureText } from '../../components/LinkFailureText';
import { NoticeAction, NoticeFrame } from './NoticeFrame';

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
        {notice.keptInStorage
          ? t('notices.openedLink.body')
          : // Storage blocked is not storage full: there is no room to make, and nothing stored to keep.
            t(openStorage() ? 'notices.openedLink.inPageOnly' : 'notices.openedLink.blocked')}
      </p>
    </NoticeFrame>
  );
}
