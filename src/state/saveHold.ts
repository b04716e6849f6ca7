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
  | 'otherTab';

export interface SaveHoldState {
  hold: SaveHold | null;
  /** The scenario on screen changed since storage last held it: this page has work no save has kept yet. */
  unsaved: boolean;
}

export const useSaveHoldStore = create<SaveHoldState>()(() => ({ hold: null, unsaved: false }));

/** The user said this page's work may be saved over what is stored. */
export function savesResumed(): void {
  useSaveHoldStore.setState({ hold: null });
}

/** The user, having kept what could not be read (downloaded it), lets the page save over it. */
export function unreadableReplaced(): void {
  useNoticeStore.getState().noticeCleared('storageUnreadable');
  savesResumed();
}
