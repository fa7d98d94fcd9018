import { create } from 'zustand';

// Short messages from the server (e.g. a 401 "please log in") shown as dismissible notices.
export interface Notice {
  id: number;
  text: string;
}

interface NoticeState {
  notices: Notice[];
  push: (text: string) => void;
  dismiss: (id: number) => void;
}

const NOTICE_LIFETIME_MS = 6000;
let nextId = 1;

export const useNoticeStore = create<NoticeState>((set, get) => ({
  notices: [],
  push: (text) => {
    const id = nextId++;
    set({ notices: [...get().notices, { id, text }] });
    setTimeout(() => get().dismiss(id), NOTICE_LIFETIME_MS);
  },
  dismiss: (id) => set({ notices: get().notices.filter((n) => n.id !== id) }),
}));

/** Shows a notice from outside React (HTTP wrapper). */
export function showNotice(text: string): void {
  useNoticeStore.getState().push(text);
}
