import { create } from 'zustand';
import { readLocal, writeLocal } from '../../../lib/local-storage';
import { sessionEvents } from '../../../lib/session/session-events';

export const PRODUCT_KEY = 'puente.product';

type MenuState = {
  /** The product chosen in the top menu, kept in local storage. */
  selectedProduct: string | null;
  /** Products whose menus were loaded in this page. */
  loadedProducts: string[];
  /** The open left-menu group (one at a time). */
  openGroup: string | null;
  selectProduct: (id: string) => void;
  /** Opens a group; selecting the open group again closes it. */
  toggleGroup: (id: string) => void;
  openGroupIfNone: (id: string | null) => void;
  reset: () => void;
};

export const useMenu = create<MenuState>()((set, get) => ({
  selectedProduct: readLocal(PRODUCT_KEY),
  loadedProducts: [],
  openGroup: null,
  selectProduct: (id) => {
    writeLocal(PRODUCT_KEY, id);
    const loaded = get().loadedProducts;
    set({
      selectedProduct: id,
      loadedProducts: loaded.includes(id) ? loaded : [...loaded, id],
      openGroup: get().selectedProduct === id ? get().openGroup : null,
    });
  },
  toggleGroup: (id) => set({ openGroup: get().openGroup === id ? null : id }),
  openGroupIfNone: (id) => {
    if (get().openGroup === null && id !== null) set({ openGroup: id });
  },
  reset: () => {
    writeLocal(PRODUCT_KEY, null);
    set({ selectedProduct: null, loadedProducts: [], openGroup: null });
  },
}));

// Logout resets the menu, and so does a switch of user (impersonation): the next user starts on their
// own default product, not on the one the previous user had chosen (an administrator coming back from
// a student's session would otherwise land on the student's learning menu).
// Both are followed by a navigation, and until it happens the page still shows the previous user's
// menus, whose answer can select their product again (it did in the browser suite): the choice is
// forgotten once more as the page goes.
const forgetProduct = () => {
  useMenu.getState().reset();
  window.addEventListener('pagehide', () => writeLocal(PRODUCT_KEY, null), { once: true });
};
sessionEvents.on('SessionSignedOut', forgetProduct);
sessionEvents.on('SessionSwitched', forgetProduct);
