/** The sentence shown for each reason the library refused a change. */
import type { ReactNode } from 'react';
import { UserText } from '../../components/UserText';
import type { TranslateNodes } from '../../i18n/I18nProvider';
import { libraryCapacity, type LibraryFailure } from '../../state/library';

/** Why the library refused a change; `browserReason`: the browser's name for a refused write. */
export interface Refusal {
  reason: LibraryFailure;
  browserReason?: string;
}

/**
 * @param saved how many scenarios the library holds: with none, a full storage is taken by something outside it,
 *   and deleting saved scenarios is no way to make room
 */
export function failureText(
  t: TranslateNodes,
  { reason, browserReason }: Refusal,
  name = '',
  saved = 1,
): ReactNode {
  switch (reason) {
    case 'emptyName':
      return t('library.error.emptyName', {});
    case 'full':
      return t('library.error.full', { count: libraryCapacity });
    case 'quota':
      return t(saved > 0 ? 'library.error.quota' : 'library.error.quotaOutside', {});
    case 'writeFailed':
      // Not about room: the browser's reason, and that the work on screen is safe.
      return browserReason === undefined
        ? t('library.error.writeFailed', {})
        : t('library.error.refused', { reason: browserReason });
    case 'readFailed':
      return t('library.error.readFailed', {});
    case 'backupFailed':
      return t('library.error.backupFailed', {});
    case 'nameTaken':
      return t('library.error.nameTaken', { name: <UserText>{name}</UserText> });
    case 'notFound':
      return t('library.error.notFound', {});
  }
}

/**
 * Why a Delete or a Rename of `name` was refused: what was not done, and that the item is as it was. Storage full
 * is not "nothing was saved", and for a Delete deleting saved scenarios is no way out (that is what was refused).
 * Other reasons read as for any change.
 */
export function changeRefusedText(
  t: TranslateNodes,
  refusal: Refusal,
  change: 'delete' | 'rename',
  name: string,
): ReactNode {
  const shown = <UserText>{name}</UserText>;
  const { reason, browserReason } = refusal;
  if (reason === 'quota')
    return change === 'delete'
      ? t('library.error.deleteQuota', { name: shown })
      : t('library.error.renameQuota', { name: shown });
  if (reason === 'writeFailed' && browserReason !== undefined)
    return change === 'delete'
      ? t('library.error.deleteRefused', { name: shown, reason: browserReason })
      : t('library.error.renameRefused', { name: shown, reason: browserReason });
  return failureText(t, refusal, name);
}
