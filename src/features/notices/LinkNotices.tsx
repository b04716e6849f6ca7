/** Notices about a link: one that could not be opened, and one that replaced the user's own scenario. */
import { useEffect, useState } from 'react';
import { downloadScenario } from '../../components/downloadScenario';
import { useT, type Translate } from '../../i18n/I18nProvider';
import {
  keptAsideRefusedAs,
  keptCopyDroppedIfSaved,
  keptScenarioRestored,
} from '../../state/keptAsideRestore';
import { useKeptAsideStore } from '../../state/keptAsideStore';
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

/**
 * Why the own scenario is kept on this page only. Storage blocked is not storage full: there is no room to make,
 * and nothing stored to keep; nor is a refusal for another reason, which is named as the browser named it.
 */
function inPageText(t: Translate): string {
  if (!openStorage()) return t('notices.openedLink.blocked');
  const refusedAs = keptAsideRefusedAs();
  return refusedAs === null
    ? t('notices.openedLink.inPageOnly')
    : t('notices.openedLink.inPageRefused', { reason: refusedAs });
}

export function OpenedLinkNotice({ notice }: { notice: Extract<Notice, { kind: 'openedLink' }> }) {
  const t = useT();
  const dismiss = useNoticeStore((state) => state.noticeDismissed);
  // Kept on this page only, it is set aside in storage once the browser takes the list again (sync.ts tries at
  // each change, keptAsideStore.ts's keptAsideStoredAgain): from then on the notice says so, as it would have at
  // first. Once stored it stays so here, whatever a later refusal of other work does to the list.
  const storedNow = useKeptAsideStore((state) => !state.inPageOnly);
  const [keptInStorage, setKeptInStorage] = useState(notice.keptInStorage);
  if (!keptInStorage && storedNow && openStorage()) setKeptInStorage(true);
  // The link set the stored scenario aside before the library could be read (the first load carries none): a
  // saved copy of that content keeps it, so it leaves the list. Kept on this page only, it stays (saves are held).
  useEffect(() => {
    if (keptInStorage) keptCopyDroppedIfSaved(openStorage(), notice.previous);
  }, [notice, keptInStorage]);
  const restore = () => {
    keptScenarioRestored(openStorage(), notice.previous);
    dismiss(notice);
  };
  return (
    <NoticeFrame
      notice={notice}
      title={t('notices.openedLink.title')}
      tone={keptInStorage ? 'info' : 'warning'}
      actions={
        <>
          <NoticeAction label={t('notices.openedLink.restore')} onClick={restore} />
          {!keptInStorage && (
            <NoticeAction
              label={t('notices.openedLink.download')}
              onClick={() => downloadScenario(notice.previous)}
            />
          )}
        </>
      }
    >
      <p>{keptInStorage ? t('notices.openedLink.body') : inPageText(t)}</p>
    </NoticeFrame>
  );
}
