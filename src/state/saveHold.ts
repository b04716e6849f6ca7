/**
 * Whether this page may write the working scenario. Held, it keeps the work in memory and writes nothing,
 * because a write would replace something not yet safe: a stored value it could not read, or another tab's
 * newer save. Only the user releases a hold (or the cause goes away), never a timer.
 */
import { create } from 'zustand';
import { useNoticeStore } from './noticeStore';

export type SaveHold =
  /** The browser refused to read storage: what is stored is unknown. */
  | 'readFailed'
  /** The stored value could not be read nor, for lack of room, copied aside. */
  | 'unreadable'
  /** Another tab saved a different version; the user has not chosen yet. */
  | 'otherTab'
  /**
   * The scenario the page replaced (by a link, a preset, an import, a restore) could be set aside on this
   * page only, for lack of room: storage still holds it, and must not be written over until it is set aside.
   */
  | 'keepFailed';

export interface SaveHoldState {
  hold: SaveHold | null;
  /** The scenario on screen changed since storage last held it: this page has work no save has kept yet. */
  unsaved: boolean;
  /**
   * The scenario on screen may be work no other tab has, saved or not: true from the start and after every
   * change here; false once this page took it from another tab, or another tab saved a version made from it
   * (its `basedOn` names it). A version not chosen between two tabs, or left by closing the tab, is set aside
   * unless this is false: then the other tab replaced it knowingly, as an edit replaces the one before.
   */
  ownWork: boolean;
  /**
   * The version storage held when this page last read, wrote or chose over it (keptAside.ts's workIdentity): the
   * page's next save replaces it knowingly, and says so (persistence.ts, `basedOn`). Null: none known.
   */
  seen: string | null;
  /**
   * The other tab's version this page's user last kept their own over ("Keep mine", which set it aside): when
   * that tab saves it again, having kept its own too, it is not asked about again (each tab asked the other in
   * turn, without end). Absent or null: none.
   */
  declined?: string | null;
}

export const useSaveHoldStore = create<SaveHoldState>()(() => ({
  hold: null,
  unsaved: false,
  ownWork: true,
  seen: null,
}));

/** The user said this page's work may be saved over what is stored. */
export function savesResumed(): void {
  useSaveHoldStore.setState({ hold: null });
}

/**
 * Setting a replaced scenario aside in storage failed (no room): saves are held, so what storage holds of it
 * is not written over (sync.ts lifts the hold once it is set aside, or back on screen), and the user is told.
 */
export function replacedWorkNotStored(): void {
  if (useSaveHoldStore.getState().hold !== null) return;
  useSaveHoldStore.setState({ hold: 'keepFailed' });
  useNoticeStore.getState().noticesRaised([{ kind: 'keepFailed' }]);
}

/** The user, having kept what could not be read (downloaded it), lets the page save over it. */
export function unreadableReplaced(): void {
  useNoticeStore.getState().noticeCleared('storageUnreadable');
  savesResumed();
}
