/**
 * The notices themselves (./NoticeBanner): a chunk of their own, drawn only when there is one to show. Text from
 * links is shown as text only.
 */
import { useT } from '../../i18n/I18nProvider';
import type { Notice } from '../../state/notices';
import { BadLinkNotice, OpenedLinkNotice } from './LinkNotices';
import { OtherTabNotice } from './OtherTabNotice';
import {
  KeepFailedNotice,
  SaveFailedNotice,
  StorageReadFailedNotice,
  StorageUnavailableNotice,
  StorageUnreadableNotice,
} from './StorageNotices';

function NoticeItem({ notice }: { notice: Notice }) {
  switch (notice.kind) {
    case 'badLink':
      return <BadLinkNotice notice={notice} />;
    case 'openedLink':
      return <OpenedLinkNotice notice={notice} />;
    case 'storageUnreadable':
      return <StorageUnreadableNotice notice={notice} />;
    case 'storageReadFailed':
      return <StorageReadFailedNotice notice={notice} />;
    case 'storageUnavailable':
      return <StorageUnavailableNotice notice={notice} />;
    case 'saveFailed':
      return <SaveFailedNotice notice={notice} />;
    case 'keepFailed':
      return <KeepFailedNotice notice={notice} />;
    case 'otherTab':
      return <OtherTabNotice notice={notice} />;
  }
}

export default function NoticeList({ notices }: { notices: readonly Notice[] }) {
  const t = useT();
  return (
    <ul className="notices" aria-label={t('notices.label')}>
      {notices.map((notice) => (
        <NoticeItem key={notice.kind} notice={notice} />
      ))}
    </ul>
  );
}
