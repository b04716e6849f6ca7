/**
 * Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y (Cmd on macOS) for the scenario's undo and redo, except where the browser's
 * own text undo belongs: in a text field, Ctrl+Z takes back the last characters typed, as everywhere else.
 */

/** Inputs that hold no text to undo: a shortcut there undoes the scenario. */
const inputsWithoutText = new Set([
  'range',
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'file',
  'color',
  'image',
]);

export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !inputsWithoutText.has(target.type);
}

/**
 * @example undoShortcutOf({ key: 'z', ctrlKey: true, shiftKey: true, ... }) // 'redo'
 */
export function undoShortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>,
): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextEntry(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}
