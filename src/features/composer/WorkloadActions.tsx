/** Duplicate, move up, move down, remove: each button's name says which workload it acts on. */
import { memo } from 'react';
import { useT } from '../../i18n/I18nProvider';
import type { CardActions } from './cardActions';

/** Memoised: a key step on the card's sliders leaves its buttons as they were. */
export const WorkloadActions = memo(function WorkloadActions({
  index,
  count,
  name,
  atCap,
  actions,
}: {
  index: number;
  count: number;
  /** The workload's name as shown, never empty. */
  name: string;
  atCap: boolean;
  actions: CardActions;
}) {
  const t = useT();
  return (
    <div className="composer-actions">
      <button
        type="button"
        className="button"
        aria-label={t('composer.duplicate.label', { name })}
        disabled={atCap}
        onClick={() => actions.duplicate(index)}
      >
        {t('composer.duplicate')}
      </button>
      <button
        type="button"
        className="button"
        data-focus="moveUp"
        aria-label={t('composer.moveUp.label', { name })}
        disabled={index === 0}
        onClick={() => actions.move(index, -1)}
      >
        <span aria-hidden="true">↑</span>
        {t('composer.moveUp')}
      </button>
      <button
        type="button"
        className="button"
        data-focus="moveDown"
        aria-label={t('composer.moveDown.label', { name })}
        disabled={index === count - 1}
        onClick={() => actions.move(index, 1)}
      >
        <span aria-hidden="true">↓</span>
        {t('composer.moveDown')}
      </button>
      <button
        type="button"
        className="button composer-remove"
        aria-label={t('composer.remove.label', { name })}
        onClick={() => actions.remove(index)}
      >
        {t('composer.remove')}
      </button>
    </div>
  );
});
