import { useRef, type KeyboardEvent } from 'react';
import type { ScenarioEdition } from '../../engine';
import { useT } from '../../i18n/I18nProvider';

export function tabId(edition: ScenarioEdition): string {
  return `guide-tables-tab-${edition}`;
}

export const tabPanelId = 'guide-tables-tabpanel';

/**
 * The edition switch: an ARIA tab list (arrow keys, Home and End move between the tabs), over the editions of the
 * guide shown (SignalR's 2019 and current, or Web PubSub's 2021 and current).
 */
export function EditionTabs<Edition extends ScenarioEdition>({
  editions,
  selected,
  onSelect,
}: {
  editions: readonly Edition[];
  selected: Edition;
  onSelect: (edition: Edition) => void;
}) {
  const t = useT();
  const tabs = useRef(new Map<Edition, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = editions.indexOf(selected);
    const last = editions.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = editions[next[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    tabs.current.get(target)?.focus();
  }

  return (
    <div role="tablist" aria-label={t('guideTables.editions')} className="guide-tables-tabs">
      {editions.map((edition) => (
        <button
          key={edition}
          ref={(element) => {
            if (element) tabs.current.set(edition, element);
            else tabs.current.delete(edition);
          }}
          type="button"
          role="tab"
          id={tabId(edition)}
          aria-selected={edition === selected}
          aria-controls={tabPanelId}
          tabIndex={edition === selected ? 0 : -1}
          className="guide-tables-tab"
          onClick={() => onSelect(edition)}
          onKeyDown={onKeyDown}
        >
          {t(`edition.${edition}`)}
        </button>
      ))}
    </div>
  );
}
