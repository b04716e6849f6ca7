/**
 * The scenario as a file: download it, import one from a file or from pasted text. An import that fails
 * changes nothing and says why, field by field; one that succeeds can be undone.
 */
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { currentScenarioVersion, type Scenario } from '../../engine';
import { UserText } from '../../components/UserText';
import { useLocale, useT, useTNodes } from '../../i18n/I18nProvider';
import { keptScenarioForgotten, swapMarked } from '../../state/keptAsideRestore';
import { openStorage } from '../../state/persistence';
import { scenarioReplaced } from '../../state/scenarioReplaced';
import { useScenarioStore } from '../../state/scenarioStore';
import { downloadScenario } from '../../components/downloadScenario';
import { importMessage } from '../../exports/importMessages';
import {
  readScenarioFile,
  readScenarioText,
  type ImportFailure,
  type ImportResult,
} from '../../state/scenarioFile';

type Outcome =
  | { kind: 'saved'; fileName: string }
  | { kind: 'imported'; scenario: Scenario; previous: Scenario }
  | { kind: 'undone' }
  /** attempt: a fresh key per failure, so the alert is announced again when the same error repeats. */
  | { kind: 'failed'; failure: ImportFailure; fromPaste: boolean; attempt: number };

function ImportError({ failure, id }: { failure: ImportFailure; id: string }) {
  const t = useT();
  const locale = useLocale();
  const { text, issues, more } = importMessage(t, locale, failure);
  return (
    <div id={id} className="export-import-error">
      <p className="export-import-error-lead">{t('exportImport.error.heading')}</p>
      <p>{text}</p>
      {issues.length > 0 && (
        <ul>
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
      {more && <p>{more}</p>}
    </div>
  );
}

export function ScenarioFileSection() {
  const t = useT();
  const tNodes = useTNodes();
  const id = useId();
  const scenarioLoaded = useScenarioStore((state) => state.scenarioLoaded);
  const fileInput = useRef<HTMLInputElement>(null);
  const [pasted, setPasted] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const attempts = useRef(0);

  const download = () => {
    // Read on click, not subscribed: this section never re-renders while a slider moves.
    const fileName = downloadScenario(useScenarioStore.getState().scenario);
    setOutcome({ kind: 'saved', fileName });
  };

  const apply = (result: ImportResult, fromPaste: boolean): boolean => {
    if (!result.ok) {
      attempts.current += 1;
      setOutcome({ kind: 'failed', failure: result, fromPaste, attempt: attempts.current });
      return false;
    }
    const previous = useScenarioStore.getState().scenario;
    scenarioReplaced(result.scenario, 'import');
    setOutcome({ kind: 'imported', scenario: result.scenario, previous });
    return true;
  };

  const fileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) imports it again.
    input.value = '';
    if (file) apply(await readScenarioFile(file), false);
  };

  const importPasted = () => {
    if (apply(readScenarioText(pasted), true)) setPasted('');
  };

  const undo = () => {
    if (outcome?.kind !== 'imported') return;
    scenarioLoaded(swapMarked(outcome.previous));
    // Back on screen, the replaced scenario need not stay set aside as well.
    keptScenarioForgotten(openStorage(), outcome.previous);
    setOutcome({ kind: 'undone' });
  };

  let message: ReactNode = '';
  if (outcome?.kind === 'saved') message = t('exportImport.saved', { fileName: outcome.fileName });
  if (outcome?.kind === 'undone') message = t('exportImport.undone');
  if (outcome?.kind === 'imported') {
    const { name, workloads } = outcome.scenario;
    message = name?.trim()
      ? tNodes('exportImport.imported', {
          name: <UserText>{name.trim()}</UserText>,
          count: workloads.length,
        })
      : t('exportImport.imported.unnamed', { count: workloads.length });
  }
  const pasteFailed = outcome?.kind === 'failed' && outcome.fromPaste;
  // Undo only while the imported scenario is untouched: undoing later would throw away later edits too.
  const imported = outcome?.kind === 'imported' ? outcome.scenario : null;
  const undoable = useScenarioStore((state) => imported !== null && state.scenario === imported);

  return (
    <div className="export-import-group">
      <h3>{t('exportImport.file.heading')}</h3>
      <div className="export-import-actions">
        <button type="button" className="button button-primary" onClick={download}>
          {t('exportImport.download')}
        </button>
        <button type="button" className="button" onClick={() => fileInput.current?.click()}>
          {t('exportImport.importFile')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('exportImport.fileInput')}
          onChange={(event) => void fileChosen(event)}
        />
      </div>
      <details className="export-import-paste">
        <summary>{t('exportImport.paste.summary')}</summary>
        <label htmlFor={`${id}-paste`}>{t('exportImport.paste.label')}</label>
        <p id={`${id}-paste-hint`} className="panel-hint">
          {t('exportImport.paste.hint', { version: currentScenarioVersion })}
        </p>
        <textarea
          id={`${id}-paste`}
          value={pasted}
          spellCheck={false}
          autoComplete="off"
          rows={8}
          aria-invalid={pasteFailed || undefined}
          aria-describedby={pasteFailed ? `${id}-paste-hint ${id}-error` : `${id}-paste-hint`}
          onChange={(event) => setPasted(event.currentTarget.value)}
        />
        <button type="button" className="button" onClick={importPasted}>
          {t('exportImport.paste.import')}
        </button>
      </details>
      <p className="export-import-status" role="status">
        {message}
      </p>
      {undoable && (
        <button type="button" className="button" onClick={undo}>
          {t('exportImport.undo')}
        </button>
      )}
      <div role="alert">
        {outcome?.kind === 'failed' && (
          <ImportError key={outcome.attempt} failure={outcome.failure} id={`${id}-error`} />
        )}
      </div>
    </div>
  );
}
