/**
 * Saved scenarios: named copies of the working scenario kept in this browser, opened again, renamed,
 * deleted (with undo), and any two of them (or the working one) compared side by side.
 */
import { useEffect, useRef, useState } from 'react';
import { downloadScenario } from '../../components/downloadScenario';
import { useScenarioStore } from '../../state/scenarioStore';
import { useT, type Translate } from '../../i18n/I18nProvider';
import { backupFailureReason } from '../../components/wording/backupText';
import { libraryBackupKey, type LibraryItem } from '../../state/library';
import { CompareSection, itemChoice, workingChoice, type CompareSelection } from './CompareSection';
import { LibraryRow, type RowActions } from './LibraryRow';
import { SaveForm } from './SaveForm';
import { UndoDelete } from './UndoDelete';
import { useLibrary, type ReadProblem } from './useLibrary';
import { useLibraryActions } from './useLibraryActions';
import './LibraryPanel.css';

/** The scenario on screen, read on click. */
const downloadCurrent = () => downloadScenario(useScenarioStore.getState().scenario);

function problemText(t: Translate, problem: ReadProblem): string {
  if (problem.readFailed) return t('library.readFailed');
  if (problem.backupFailure)
    return t('library.notKept', {
      reason: backupFailureReason(t, problem.backupFailure, libraryBackupKey),
    });
  const key = problem.backupKey ?? libraryBackupKey;
  return problem.unreadable
    ? t('library.unreadable', { key })
    : t('library.dropped', { count: problem.dropped, key });
}

function ProblemNotice({ problem }: { problem: ReadProblem }) {
  const t = useT();
  return (
    <p className="library-notice" role="note">
      {problemText(t, problem)}
    </p>
  );
}

export function LibraryPanel() {
  const t = useT();
  const library = useLibrary();
  const actions = useLibraryActions(library);
  const [compare, setCompare] = useState<CompareSelection | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const compareHeading = useRef<HTMLHeadingElement>(null);
  const focusCompare = useRef(false);
  const { storage, items, problem } = library;

  useEffect(() => {
    if (compare && focusCompare.current) {
      focusCompare.current = false;
      compareHeading.current?.focus();
    }
  }, [compare]);

  const rowActions: RowActions = {
    onOpen: actions.open,
    onRename: actions.rename,
    onDelete: actions.remove,
    onCompare: (item: LibraryItem) => {
      focusCompare.current = true;
      setCompare({ a: workingChoice, b: itemChoice(item) });
    },
  };

  return (
    <section className="panel library" aria-labelledby="library-heading">
      <h2 id="library-heading" ref={heading} tabIndex={-1}>
        {t('library.heading')}
      </h2>
      {storage ? (
        <p className="panel-hint">{t('library.intro')}</p>
      ) : (
        <p className="library-notice">{t('library.unavailable')}</p>
      )}
      {problem && <ProblemNotice problem={problem} />}
      <SaveForm disabled={!storage || !!problem?.readFailed} onSave={actions.save} />
      <div className="library-status">
        <p
          role="status"
          className={actions.message?.tone === 'error' ? 'library-error' : undefined}
        >
          {actions.message?.text}
        </p>
        {actions.message?.download && (
          <button type="button" className="button" onClick={downloadCurrent}>
            {t('library.download')}
          </button>
        )}
        {actions.removed && (
          <UndoDelete
            key={actions.removed.item.id}
            name={actions.removed.item.name}
            onUndo={actions.undoRemove}
            onExpire={actions.undoExpired}
          />
        )}
      </div>
      {storage &&
        (items.length === 0 ? (
          <p className="panel-hint">{t('library.empty')}</p>
        ) : (
          <ul className="library-list" aria-labelledby="library-heading">
            {items.map((item) => (
              <LibraryRow key={item.id} item={item} actions={rowActions} />
            ))}
          </ul>
        ))}
      {compare && (
        <CompareSection
          items={items}
          selection={compare}
          onSelect={setCompare}
          onClose={() => {
            setCompare(null);
            heading.current?.focus();
          }}
          headingRef={compareHeading}
        />
      )}
    </section>
  );
}
