/**
 * The products of the top menu (spec section 2, "Menus and pin boards"). Apart from the menus' schemas
 * (menus.ts) so that the web app's shell can read them without loading the validation library.
 */
export const MENU_PRODUCTS = ['management', 'learning'] as const;
export type MenuProduct = (typeof MENU_PRODUCTS)[number];
