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
