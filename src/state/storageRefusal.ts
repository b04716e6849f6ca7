/**
 * Why the browser refused a write to storage, for the words the page says about it. Only a real quota failure
 * is "full", where deleting saved scenarios makes room: QuotaExceededError, the legacy code 22 (old WebKit
 * named it QUOTA_EXCEEDED_ERR), Firefox's NS_ERROR_DOM_QUOTA_REACHED (code 1014). Any other refusal (an
 * InvalidStateError, a SecurityError at write time, an UnknownError, Firefox's NS_ERROR_FILE_CORRUPTED, a
 * TypeError) has nothing to do with room, and is named as the browser named it. Only the words shown after a
 * failure use this, so it loads with them, never with the first view: the writers keep what was thrown.
 */

export type StorageRefusal =
  /** Storage is full. */
  | { quota: true }
  /** Refused for another reason; `name`: the browser's name for it (an exception's `name`). */
  | { quota: false; name: string };

const quotaNames: readonly unknown[] = ['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED'];
const quotaCodes: readonly unknown[] = [22, 1014];

/**
 * What a write's exception says: storage full, or refused by a name.
 * @example storageRefusal(new DOMException('…', 'QuotaExceededError')) // { quota: true }
 * @example storageRefusal(new DOMException('…', 'InvalidStateError')) // { quota: false, name: 'InvalidStateError' }
 */
export function storageRefusal(thrown: unknown): StorageRefusal {
  const { name, code }: { name?: unknown; code?: unknown } =
    typeof thrown === 'object' && thrown !== null ? thrown : {};
  if (quotaNames.includes(name) || quotaCodes.includes(code)) return { quota: true };
  return { quota: false, name: typeof name === 'string' && name ? name : String(thrown) };
}
