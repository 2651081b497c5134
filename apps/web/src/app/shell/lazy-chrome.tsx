import { lazy } from 'react';

/**
 * Parts of the shell that the first screen of a visitor does not draw: menus, popovers, the menu
 * drawer and the pin boards. Each loads on its own (with Mantine's popover and floating code), so the
 * landing and login pages start with less JavaScript. A signed-in start preloads them (see main.tsx).
 */
const loaders = {
  sideMenu: () => import('./side-menu'),
  menuDrawer: () => import('./menu-drawer'),
  topMenu: () => import('./top-menu').then((module) => ({ default: module.TopMenu })),
  profileMenu: () => import('./profile-menu').then((module) => ({ default: module.ProfileMenu })),
  settingsMenu: () => import('./settings-menu').then((module) => ({ default: module.SettingsMenu })),
  pinBoard: () => import('./pins/pin-board').then((module) => ({ default: module.PinBoard })),
  burger: () => import('./menu-burger'),
};

export const SideMenu = lazy(loaders.sideMenu);
export const MenuDrawer = lazy(loaders.menuDrawer);
export const TopMenu = lazy(loaders.topMenu);
export const ProfileMenu = lazy(loaders.profileMenu);
export const SettingsMenu = lazy(loaders.settingsMenu);
export const PinBoard = lazy(loaders.pinBoard);
export const MenuBurger = lazy(loaders.burger);

/** Starts loading what a signed-in screen draws, so it arrives with the screen's own code. */
export function preloadSignedInChrome() {
  void loaders.burger();
  void loaders.sideMenu();
  void loaders.topMenu();
  void loaders.profileMenu();
  void loaders.settingsMenu();
}
