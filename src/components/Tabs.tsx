/**
 * Tabs for the panels that explain or keep the answer (the working, the guide's tables, saving and sharing,
 * presets, planning): one visible at a time, so the page stays about two screens tall however many panels
 * the dashboard grows. WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs.
 * No tab is open at first, so the first screen holds only the workloads and the answer; a panel renders only
 * once its tab has been opened (a lazy panel's chunk is fetched then), and stays mounted afterwards, so what
 * was typed in it survives switching tabs.
 */
import { Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './Tabs.css';

export interface TabItem {
  /** Stable id, unique within the tab list. */
  id: string;
  label: string;
  content: ReactNode;
}

export function Tabs({
  label,
  tabs,
  initial,
  loading,
}: {
  /** What the tab list holds, for screen readers. */
  label: string;
  tabs: readonly TabItem[];
  /** The tab shown first; none when omitted. */
  initial?: string;
  /** Shown while a lazy panel loads. */
  loading: string;
}) {
  const baseId = useId();
  const [selected, setSelected] = useState<string | null>(initial ?? null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(
    () => new Set(initial === undefined ? [] : [initial]),
  );
  // With no tab open yet, the first one takes the keyboard focus of the list.
  const focusable = selected ?? tabs[0]?.id;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string, focus: boolean) => {
    setSelected(id);
    setOpened((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
    if (focus) tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = Math.max(
      0,
      tabs.findIndex((tab) => tab.id === selected),
    );
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (tab) select(tab.id, true);
  };

  return (
    <div className="tabs">
      <div className="tabs-list" role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === focusable ? 0 : -1}
            className="tabs-tab"
            data-tab={tab.id}
            onClick={() => select(tab.id, false)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          className="tabs-panel"
        >
          {opened.has(tab.id) && (
            <Suspense
              fallback={
                <p className="panel panel-hint" aria-busy="true">
                  {loading}
                </p>
              }
            >
              {tab.content}
            </Suspense>
          )}
        </div>
      ))}
    </div>
  );
}
