/** A snippet to paste elsewhere: a read-only field that selects itself, and its Copy button. */
import { useId, useRef } from 'react';
import { copyText } from '../../components/copyText';

export function Snippet({
  label,
  copyLabel,
  text,
  rows,
  onCopied,
}: {
  label: string;
  copyLabel: string;
  text: string;
  rows: number;
  onCopied: (copied: boolean) => void;
}) {
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const copy = async () => {
    const copied = await copyText(text);
    if (!copied) fieldRef.current?.select();
    onCopied(copied);
  };
  return (
    <div className="embed-dialog-snippet">
      <label htmlFor={id} className="embed-dialog-label">
        {label}
      </label>
      <textarea
        ref={fieldRef}
        id={id}
        className="embed-dialog-code"
        readOnly
        rows={rows}
        value={text}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button type="button" className="button" onClick={() => void copy()}>
        {copyLabel}
      </button>
    </div>
  );
}
