/** The sentence shown for each reason the library refused a change. */
import type { Translate } from '../../i18n/I18nProvider';
import { libraryCapacity, type LibraryFailure } from '../../state/library';

export function failureText(t: Translate, reason: LibraryFailure, name = ''): string {
  switch (reason) {
    case 'emptyName':
      return t('library.error.emptyName');
    case 'full':
      return t('library.error.full', { count: libraryCapacity });
    case 'quota':
      return t('library.error.quota');
    case 'writeFailed':
      return t('library.error.writeFailed');
    case 'backupFailed':
      return t('library.error.backupFailed');
    case 'nameTaken':
      return t('library.error.nameTaken', { name });
    case 'notFound':
      return t('library.error.notFound');
  }
}
