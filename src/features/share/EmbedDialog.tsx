/**
 * "Embed": a native modal dialog (the browser traps focus and closes it on Escape) that hands out the
 * iframe snippet for the embed view and a Markdown summary, with the reader's mode, theme and frame height.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { EmbedDialogBody } from './EmbedDialogBody';
import './EmbedDialog.css';

export function EmbedDialog() {
  const t = useT();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  // showModal after the body is rendered, so the browser focuses its first control, not an empty box.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  const onClose = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('embed.dialog.open')}
      </button>
      <dialog
        ref={dialogRef}
        className="embed-dialog"
        aria-labelledby={`${id}-title`}
        onClose={onClose}
      >
        {open && (
          <EmbedDialogBody titleId={`${id}-title`} onDone={() => dialogRef.current?.close()} />
        )}
      </dialog>
    </>
  );
}
