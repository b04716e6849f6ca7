/**
 * Notices about the page's own state (a link that could not be opened, storage that cannot be used).
 * Kept apart from the scenario store, which holds only the user's inputs.
 */
import { create } from 'zustand';
import type { Notice, NoticeKind } from './notices';

export interface NoticeState {
  notices: Notice[];
  noticesRaised: (notices: Notice[]) => void;
  noticeDismissed: (notice: Notice) => void;
  /** What the notice of this kind was about is over (a save went through, the user chose a version). */
  noticeCleared: (kind: NoticeKind) => void;
}

export const useNoticeStore = create<NoticeState>()((set) => ({
  notices: [],
  noticesRaised: (notices) =>
    set((state) => ({
      // One notice of a kind at a time: the newest replaces an older one.
      notices: [
        ...state.notices.filter((old) => !notices.some((added) => added.kind === old.kind)),
        ...notices,
      ],
    })),
  noticeDismissed: (notice) =>
    set((state) => ({ notices: state.notices.filter((existing) => existing !== notice) })),
  noticeCleared: (kind) =>
    set((state) =>
      state.notices.some((notice) => notice.kind === kind)
        ? { notices: state.notices.filter((notice) => notice.kind !== kind) }
        : state,
    ),
}));
