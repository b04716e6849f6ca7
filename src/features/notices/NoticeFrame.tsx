/** One notice: a title, what happened and what is safe, and what the user can do about it. */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { useNoticeStore } from '../../state/noticeStore';
import type { Notice } from '../../state/notices';

export function NoticeFrame({
  notice,
  title,
  tone = 'warning',
  actions = null,
  dismissible = true,
  children,
}: {
  notice: Notice;
  title: string;
  tone?: 'warning' | 'info';
  actions?: ReactNode;
  /** False while the notice stands for work that is not being saved: it goes when that is over. */
  dismissible?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const dismiss = useNoticeStore((state) => state.noticeDismissed);
  return (
    <li className={`notice notice-${tone}`} role={tone === 'warning' ? 'alert' : 'status'}>
      <div className="notice-text">
        <strong>{title}</strong>
        {children}
      </div>
      <div className="notice-actions">
        {actions}
        {dismissible && (
          <button type="button" className="button" onClick={() => dismiss(notice)}>
            {t('notices.dismiss')}
          </button>
        )}
      </div>
    </li>
  );
}

/** A button of a notice's actions. */
export function NoticeAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="button" onClick={onClick}>
      {label}
    </button>
  );
}
