import { MENU_PRODUCTS, type MenuProduct, type TMenuGroup, type TMenus } from '@puente/shared';

export const isHttpPath = (path: string | undefined) => /^https?:\/\//i.test(path ?? '');

/** A stored product name the server knows (local storage may hold anything), else null. */
export const knownProduct = (stored: string | null): MenuProduct | null =>
  MENU_PRODUCTS.find((product) => product === stored) ?? null;

/** The product selected by default: the first available one whose path is not http. */
export function defaultProductId(products: TMenus['products']): MenuProduct | null {
  return products.find((product) => !isHttpPath(product.path))?.id ?? null;
}

/** The stored product when still available (and not an http link), else the default one. */
export function resolveProductId(stored: string | null, products: TMenus['products']): MenuProduct | null {
  const available = products.find((product) => product.id === stored && !isHttpPath(product.path));
  return available ? available.id : defaultProductId(products);
}

/** The group whose items contain the path, if any. */
export function groupOfPath(groups: readonly TMenuGroup[], pathname: string): string | null {
  return groups.find((group) => group.items.some((item) => item.path === pathname))?.id ?? null;
}
