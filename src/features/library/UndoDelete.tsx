/**
 * Undo for a deleted scenario, offered for a few seconds. It takes focus when it appears (the Delete button
 * it replaces is gone), and the countdown pauses while it has focus, so a keyboard user never loses it.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';

export const undoMilliseconds = 10_000;

export function UndoDelete({
  name,
  onUndo,
  onExpire,
}: {
  name: string;
  onUndo: () => void;
  onExpire: () => void;
}) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const [focused, setFocused] = useState(false);

  useEffect(() => button.current?.focus(), []);
  useEffect(() => {
    if (focused) return undefined;
    const timer = window.setTimeout(onExpire, undoMilliseconds);
    return () => window.clearTimeout(timer);
  }, [focused, onExpire]);

  return (
    <button
      ref={button}
      type="button"
      className="button"
      aria-label={t('library.undo.label', { name })}
      onClick={onUndo}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {t('library.undo')}
    </button>
  );
}
