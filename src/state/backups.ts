/**
 * Backups of stored values the page cannot read (the working scenario, the library, the set-aside list):
 * each is copied aside, as it was stored, before anything is written over it. A backup is never
 * overwritten by a different one: a second goes beside the first, under `<key>:2`, up to `<key>:5`. Past
 * that the page refuses to back up, and so refuses to write over the unreadable value (its callers hold
 * their writes and say so), rather than drop one it kept earlier.
 */

/** Most backups of one kind: the key itself, then `<key>:2` … `<key>:5`. Each may be as large as a library. */
export const backupSlots = 5;

/**
 * The keys backups of `baseKey` may take, in the order they are filled.
 * @example backupKeys('signalr-sizing:unreadable') // ['signalr-sizing:unreadable', 'signalr-sizing:unreadable:2', …, ':5']
 */
export function backupKeys(baseKey: string): string[] {
  return Array.from({ length: backupSlots }, (_, index) =>
    index === 0 ? baseKey : `${baseKey}:${index + 1}`,
  );
}

export type BackupFailure =
  /**
   * Storage refused the copy; `error`: what it threw, full or another refusal (./storageRefusal names it, with the
   * words shown after the failure).
   */
  | { ok: false; failure: 'refused'; error: unknown }
  /** Every backup key holds another value the page kept earlier. */
  | { ok: false; failure: 'slotsFull' };

export type Backup = { ok: true; key: string } | BackupFailure;

/**
 * Copies `raw` to the first free backup key of `baseKey`, unless a backup already holds it.
 * @example backUp(storage, 'signalr-sizing:unreadable', '{oops') // { ok: true, key: 'signalr-sizing:unreadable' }
 */
export function backUp(storage: Storage, baseKey: string, raw: string): Backup {
  let free: string | null = null;
  try {
    for (const key of backupKeys(baseKey)) {
      const held = storage.getItem(key);
      if (held === raw) return { ok: true, key };
      if (held === null) free ??= key;
    }
    if (free === null) return { ok: false, failure: 'slotsFull' };
    storage.setItem(free, raw);
    return { ok: true, key: free };
  } catch (error) {
    return { ok: false, failure: 'refused', error };
  }
}
