/**
 * Undo and redo of every change to the scenario, as buttons and as the usual shortcuts anywhere on the
 * page (see ./undoShortcut for where the browser's text undo wins). Each step is announced.
 */
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { useCanRedo, useCanUndo } from '../../state/useHistory';
import { undoShortcutOf } from './undoShortcut';
import './HistoryControls.css';

type Step = 'undo' | 'redo';

export function HistoryControls() {
  const t = useT();
  const canUndo = useCanUndo();
  const canRedo = useCanRedo();
  const undoRequested = useScenarioStore((state) => state.undoRequested);
  const redoRequested = useScenarioStore((state) => state.redoRequested);
  const [said, setSaid] = useState({ step: null as Step | null, count: 0 });

  const step = useCallback(
    (kind: Step) => {
      const history = useScenarioStore.temporal.getState();
      if ((kind === 'undo' ? history.pastStates : history.futureStates).length === 0) return;
      if (kind === 'undo') undoRequested();
      else redoRequested();
      setSaid((before) => ({ step: kind, count: before.count + 1 }));
    },
    [undoRequested, redoRequested],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const kind = undoShortcutOf(event);
      if (!kind) return;
      event.preventDefault();
      step(kind);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [step]);

  // The same words twice in a row must be announced twice: a no-break space alternates at the end.
  const announcement =
    said.step === null
      ? ''
      : `${t(said.step === 'undo' ? 'history.undone' : 'history.redone')}${said.count % 2 ? '\u00a0' : ''}`;

  return (
    <div className="history-controls" role="group" aria-label={t('history.label')}>
      <button
        type="button"
        className="button"
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        onClick={() => step('undo')}
      >
        <span aria-hidden="true">↶</span>
        {t('history.undo')}
      </button>
      <button
        type="button"
        className="button"
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        onClick={() => step('redo')}
      >
        <span aria-hidden="true">↷</span>
        {t('history.redo')}
      </button>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
