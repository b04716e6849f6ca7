/** What the page tells the user about links and storage: each notice says what happened and what is safe. */
import type { Scenario } from '../engine';
import type { Backup } from './backups';
import type { LinkFailure } from './shareLink';

export type Notice =
  /** The link could not be opened; `failure` says why. The user's own scenario is shown. */
  | { kind: 'badLink'; failure: LinkFailure }
  /**
   * A link replaced the user's own scenario, `previous`, which is one click away. `keptInStorage`: it is in
   * storage too, so closing the page cannot lose it (false when storage is full).
   */
  | { kind: 'openedLink'; previous: Scenario; keptInStorage: boolean }
  /**
   * The stored scenario could not be read; `backup`: the key it was copied to, or why it could not be
   * (then it stays where it is, and nothing is saved over it).
   */
  | { kind: 'storageUnreadable'; backup: Backup }
  /** The browser refused to read storage: the example is shown and nothing is saved over what it holds. */
  | { kind: 'storageReadFailed' }
  /** This browser does not let the page store anything (a sandboxed frame, site data blocked). */
  | { kind: 'storageUnavailable' }
  /**
   * Storage refused the last save: the work lives in this page only until a save succeeds. `error`: what it
   * threw, full or refused for another reason (storageRefusal.ts), told apart by the notice's words.
   */
  | { kind: 'saveFailed'; error: unknown }
  /**
   * A replaced scenario could be set aside on this page only (no room): storage still holds it, so the page
   * saves nothing over it, and the work on screen lives in this page until it can.
   */
  | { kind: 'keepFailed' }
  /** Another tab saved `theirs` (null: a version this page cannot read); this tab holds its saves. */
  | { kind: 'otherTab'; theirs: Scenario | null };

export type NoticeKind = Notice['kind'];
