/** "Save current scenario as…": a name prefilled with the scenario's, and a confirmation before replacing. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { scenarioLimits } from '../../engine';
import { UserText } from '../../components/UserText';
import { useLocale, useT, useTNodes } from '../../i18n/I18nProvider';
import type { LibraryItem, LibraryWrite } from '../../state/library';
import { useScenarioStore } from '../../state/scenarioStore';
import { formatSavedAt } from '../../i18n/formatSavedAt';

export function SaveForm({
  disabled,
  onSave,
}: {
  disabled: boolean;
  /** `replacing`: the saved item the user agreed to replace. */
  onSave: (name: string, replacing?: LibraryItem) => LibraryWrite;
}) {
  const t = useT();
  const tNodes = useTNodes();
  const locale = useLocale();
  const scenarioName = useScenarioStore((state) => state.scenario.name) ?? '';
  const [name, setName] = useState(scenarioName);
  const [prefilledFrom, setPrefilledFrom] = useState(scenarioName);
  // Another scenario was opened or loaded: prefill its name (React's "adjust state on prop change").
  if (prefilledFrom !== scenarioName) {
    setPrefilledFrom(scenarioName);
    setName(scenarioName);
  }
  const [replacing, setReplacing] = useState<LibraryItem | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const replaceButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (replacing) replaceButton.current?.focus();
  }, [replacing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    asked(onSave(name));
  };
  /** A taken name, or one another tab saved again since the user was asked: ask (again). */
  const asked = (result: LibraryWrite): boolean => {
    if (result.ok || result.reason !== 'nameTaken' || !result.existing) return false;
    setReplacing(result.existing);
    return true;
  };
  const finish = () => {
    setReplacing(null);
    nameField.current?.focus();
  };

  return (
    <form className="library-save" onSubmit={submit}>
      <label htmlFor="library-save-name">{t('library.save.name')}</label>
      <div className="library-save-row">
        <input
          ref={nameField}
          id="library-save-name"
          type="text"
          autoComplete="off"
          maxLength={scenarioLimits.nameLength.max}
          value={name}
          disabled={disabled}
          onChange={(event) => {
            setName(event.target.value);
            setReplacing(null);
          }}
        />
        <button type="submit" className="button button-primary" disabled={disabled}>
          {t('library.save.button')}
        </button>
      </div>
      {replacing && (
        <div className="library-confirm" role="group" aria-labelledby="library-confirm-message">
          <p id="library-confirm-message">
            {tNodes('library.confirm.message', {
              name: <UserText>{replacing.name}</UserText>,
              date: formatSavedAt(locale, replacing.savedAt),
            })}
          </p>
          <div className="library-buttons">
            <button
              ref={replaceButton}
              type="button"
              className="button button-primary"
              onClick={() => {
                if (!asked(onSave(name, replacing))) finish();
              }}
            >
              {t('library.confirm.replace')}
            </button>
            <button type="button" className="button" onClick={finish}>
              {t('library.cancel')}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
