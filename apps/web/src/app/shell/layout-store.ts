import { create } from 'zustand';
import { readLocal, writeLocal } from '../../lib/local-storage';

export const LEFT_MENU_KEY = 'puente.leftMenu';
export const FULL_SCREEN_KEY = 'puente.fullScreen';

type LayoutState = {
  /** Desktop left menu; restored from local storage, closed only if stored as closed. */
  leftMenuOpen: boolean;
  /** Full screen (no left menu and pin boards); off when stored as no. */
  fullScreen: boolean;
  /** The burger drawer on small screens; never stored. */
  drawerOpen: boolean;
  toggleLeftMenu: () => void;
  setFullScreen: (on: boolean) => void;
  setDrawerOpen: (open: boolean) => void;
};

export const initialLayout = () => ({
  leftMenuOpen: readLocal(LEFT_MENU_KEY) !== 'closed',
  fullScreen: readLocal(FULL_SCREEN_KEY) === 'yes',
  drawerOpen: false,
});

export const useLayout = create<LayoutState>()((set, get) => ({
  ...initialLayout(),
  toggleLeftMenu: () => {
    const leftMenuOpen = !get().leftMenuOpen;
    writeLocal(LEFT_MENU_KEY, leftMenuOpen ? 'open' : 'closed');
    set({ leftMenuOpen });
  },
  setFullScreen: (fullScreen) => {
    writeLocal(FULL_SCREEN_KEY, fullScreen ? 'yes' : 'no');
    set({ fullScreen });
  },
  // Closed on every route's mount (app-shell.tsx): unchanged, no new state, so nothing subscribed to the
  // whole layout redraws in the commit that drew the route.
  setDrawerOpen: (drawerOpen) => {
    if (get().drawerOpen !== drawerOpen) set({ drawerOpen });
  },
}));
