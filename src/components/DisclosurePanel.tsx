/**
 * A panel that starts collapsed, for secondary content: its heading is the disclosure's summary, and its
 * body renders only once opened, so a lazily loaded body costs nothing until someone asks for it. Once
 * opened the body stays mounted, so closing and reopening keeps what was typed in it.
 */
import { Suspense, useId, useState, type ReactNode } from 'react';
import './DisclosurePanel.css';

export function DisclosurePanel({
  title,
  status,
  loading,
  children,
}: {
  title: string;
  /** A short line beside the title that stays visible while collapsed ("2 prices changed"). */
  status?: ReactNode;
  /** Shown while a lazy body loads. */
  loading: string;
  children: ReactNode;
}) {
  const id = useId();
  const [opened, setOpened] = useState(false);
  return (
    <section className="panel disclosure-panel" aria-labelledby={id}>
      <details
        onToggle={(event) => {
          if (event.currentTarget.open) setOpened(true);
        }}
      >
        <summary>
          <h2 id={id}>{title}</h2>
          {status && <span className="disclosure-panel-status">{status}</span>}
        </summary>
        {opened && (
          <Suspense
            fallback={
              <p className="panel-hint" aria-busy="true">
                {loading}
              </p>
            }
          >
            <div className="disclosure-panel-body">{children}</div>
          </Suspense>
        )}
      </details>
    </section>
  );
}
