/**
 * The help behind a field, one line, shown on demand: a small "i" button beside the label (aria-expanded,
 * aria-controls) reveals it. Hidden help stays the field's accessible description (aria-describedby reads
 * hidden text), so a screen reader hears it without opening it.
 */
import { memo, useCallback, useState, type ReactNode } from 'react';
import { useT } from '../i18n/I18nProvider';
import './InfoToggle.css';

export function useInfoToggle(): { open: boolean; toggle: () => void } {
  const [open, setOpen] = useState(false);
  // Stable, so the memoised button below skips a field's re-render (a key step on another slider of its card).
  const toggle = useCallback(() => setOpen((previous) => !previous), []);
  return { open, toggle };
}

export const InfoButton = memo(function InfoButton({
  about,
  open,
  controls,
  onToggle,
}: {
  /** The field's label: the button is named "More about {about}". */
  about: string;
  open: boolean;
  /** Space-separated ids of the help it reveals. */
  controls: string;
  onToggle: () => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className="info-toggle"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={t('components.info.about', { label: about })}
      title={t('components.info.about', { label: about })}
      onClick={onToggle}
    >
      <span aria-hidden="true">i</span>
    </button>
  );
});

/** The help text itself: hidden until its button opens it. */
export const InfoText = memo(function InfoText({
  id,
  open,
  children,
}: {
  id: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <p id={id} className="info-text panel-hint" hidden={!open}>
      {children}
    </p>
  );
});
