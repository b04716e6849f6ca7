/** Another tab saved a different version: the user chooses which to keep; the other is set aside. */
import { useT } from '../../i18n/I18nProvider';
import type { Notice } from '../../state/notices';
import { otherTabVersionLoaded, ownVersionKept } from '../../state/otherTab';
import { NoticeAction, NoticeFrame } from './NoticeFrame';

export function OtherTabNotice({ notice }: { notice: Extract<Notice, { kind: 'otherTab' }> }) {
  const t = useT();
  const { theirs } = notice;
  return (
    <NoticeFrame
      notice={notice}
      title={t('notices.otherTab.title')}
      dismissible={false}
      actions={
        <>
          {theirs && (
            <NoticeAction
              label={t('notices.otherTab.load')}
              onClick={() => otherTabVersionLoaded(theirs)}
            />
          )}
          <NoticeAction label={t('notices.otherTab.keep')} onClick={() => ownVersionKept(theirs)} />
        </>
      }
    >
      <p>{theirs ? t('notices.otherTab.body') : t('notices.otherTab.unreadable')}</p>
    </NoticeFrame>
  );
}
