/** One saved scenario: its name, date and recommended tier, and what can be done with it. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { scenarioLimits } from '../../engine';
import { UserText } from '../../components/UserText';
import { useLocale, useT } from '../../i18n/I18nProvider';
import type { LibraryItem, LibraryWrite } from '../../state/library';
import { planOnce } from '../../state/usePlan';
import { deploymentLabel } from '../../components/wording/deploymentText';
import { formatSavedAt } from '../../i18n/formatSavedAt';

export interface RowActions {
  onOpen: (item: LibraryItem) => void;
  onRename: (item: LibraryItem, name: string) => LibraryWrite;
  onDelete: (item: LibraryItem) => void;
  onCompare: (item: LibraryItem) => void;
}

function RenameForm({
  item,
  onRename,
  onDone,
}: {
  item: LibraryItem;
  onRename: RowActions['onRename'];
  onDone: () => void;
}) {
  const t = useT();
  const [name, setName] = useState(item.name);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.select(), []);
  const fieldId = `library-rename-${item.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onRename(item, name).ok) onDone();
  };
  return (
    <form className="library-rename" onSubmit={submit}>
      <label htmlFor={fieldId}>{t('library.rename.field')}</label>
      <input
        ref={field}
        id={fieldId}
        type="text"
        autoComplete="off"
        maxLength={scenarioLimits.nameLength.max}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
      />
      <div className="library-buttons">
        <button type="submit" className="button button-primary">
          {t('library.rename.save')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('library.cancel')}
        </button>
      </div>
    </form>
  );
}

export function LibraryRow({ item, actions }: { item: LibraryItem; actions: RowActions }) {
  const t = useT();
  const locale = useLocale();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!renaming && returnFocus.current) {
      returnFocus.current = false;
      renameButton.current?.focus();
    }
  }, [renaming]);
  // Planned when the row first shows, once per stored scenario (cached by identity).
  const { deployment } = planOnce(item.scenario);
  const name = { name: item.name };

  return (
    <li className="library-item">
      <div className="library-item-text">
        <span className="library-item-name">
          <UserText>{item.name}</UserText>
        </span>
        <span className="library-item-meta">
          <time dateTime={item.savedAt}>
            {t('library.item.savedAt', { date: formatSavedAt(locale, item.savedAt) })}
          </time>
          <span>
            {deployment
              ? t('library.item.tier', { tier: deploymentLabel(t, locale, deployment) })
              : t('library.item.noFit')}
          </span>
        </span>
      </div>
      {renaming ? (
        <RenameForm
          item={item}
          onRename={actions.onRename}
          onDone={() => {
            returnFocus.current = true;
            setRenaming(false);
          }}
        />
      ) : (
        <div className="library-buttons">
          <button
            type="button"
            className="button"
            aria-label={t('library.open.label', name)}
            onClick={() => actions.onOpen(item)}
          >
            {t('library.open')}
          </button>
          <button
            ref={renameButton}
            type="button"
            className="button"
            aria-label={t('library.rename.label', name)}
            onClick={() => setRenaming(true)}
          >
            {t('library.rename')}
          </button>
          <button
            type="button"
            className="button"
            aria-label={t('library.delete.label', name)}
            onClick={() => actions.onDelete(item)}
          >
            {t('library.delete')}
          </button>
          <button
            type="button"
            className="button"
            aria-label={t('library.compare.label', name)}
            onClick={() => actions.onCompare(item)}
          >
            {t('library.compare')}
          </button>
        </div>
      )}
    </li>
  );
}
