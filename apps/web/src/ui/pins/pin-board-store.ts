import type { ReactNode } from 'react';
import { create } from 'zustand';

/** A pin item (spec section 3): id, icon, title, badge; `render` draws its panel. */
type PinItem = {
  id: string;
  icon: ReactNode;
  title: string;
  badge?: string | number;
  render: () => ReactNode;
};
export type PinSide = 'left' | 'right';

export type PinBoard = {
  activeItem: string | null;
  /** The item the toggle-panel action hid; shown again by the next toggle. */
  hiddenItem: string | null;
  fixed: boolean;
  items: PinItem[];
  /** Pins an item (replacing one with the same id). */
  pin: (item: PinItem) => void;
  unpin: (id: string) => void;
  /** Clicking a pinned item makes it active; clicking the active one again deactivates it. */
  click: (id: string) => void;
  /** Hides the active item, or restores the hidden one. */
  togglePanel: () => void;
  setFixed: (fixed: boolean) => void;
};

export const createPinBoard = () =>
  create<PinBoard>()((set, get) => ({
    activeItem: null,
    hiddenItem: null,
    fixed: false,
    items: [],
    pin: (item) => set({ items: [...get().items.filter((pinned) => pinned.id !== item.id), item] }),
    unpin: (id) => {
      const { activeItem, hiddenItem, items } = get();
      set({
        items: items.filter((item) => item.id !== id),
        activeItem: activeItem === id ? null : activeItem,
        hiddenItem: hiddenItem === id ? null : hiddenItem,
      });
    },
    click: (id) => {
      if (!get().items.some((item) => item.id === id)) return;
      set({ activeItem: get().activeItem === id ? null : id, hiddenItem: null });
    },
    togglePanel: () => {
      const { activeItem, hiddenItem } = get();
      if (activeItem) set({ activeItem: null, hiddenItem: activeItem });
      else if (hiddenItem) set({ activeItem: hiddenItem, hiddenItem: null });
    },
    setFixed: (fixed) => set({ fixed }),
  }));

/** One pin board per side. Features pin panels with `pinBoards.right.getState().pin(item)`. */
export const pinBoards = { left: createPinBoard(), right: createPinBoard() } as const;
