/**
 * Why an unreadable stored value could not be copied aside (../../state/backups.ts), as the clause the library and
 * the set-aside list put in their sentence: storage full, refused by the browser's name for it, or every backup
 * key taken.
 */
import type { Translate } from '../../i18n/I18nProvider';
import { backupSlots, type BackupFailure } from '../../state/backups';
import { storageRefusal } from '../../state/storageRefusal';

/**
 * @example backupFailureReason(t, { ok: false, failure: 'refused', error: quotaError }, key) // "this browser’s storage is full"
 * @example backupFailureReason(t, { ok: false, failure: 'refused', error: invalidState }, key) // "this browser refused the copy (InvalidStateError)"
 */
export function backupFailureReason(t: Translate, backup: BackupFailure, key: string): string {
  if (backup.failure === 'slotsFull') {
    return t('backup.failure.slotsFull', { count: backupSlots, key });
  }
  const refusal = storageRefusal(backup.error);
  return refusal.quota
    ? t('backup.failure.noRoom')
    : t('backup.failure.refused', { reason: refusal.name });
}
