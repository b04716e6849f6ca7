/**
 * Notices about links and storage, above the dashboard: the list (./NoticeList) and its words load when there is
 * one to show, not with the page's first load.
 */
import { Suspense } from 'react';
import { lazyAfterStart } from '../../components/lazyAfterStart';
import { useNoticeStore } from '../../state/noticeStore';
import './NoticeBanner.css';

const NoticeList = lazyAfterStart(() => import('./NoticeList'));

export function NoticeBanner() {
  const notices = useNoticeStore((state) => state.notices);
  if (notices.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticeList notices={notices} />
    </Suspense>
  );
}
