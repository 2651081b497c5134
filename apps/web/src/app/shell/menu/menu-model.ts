import { hasScopes } from '../../../lib/session/scopes';

/** A menu item (spec section 3): products, groups and links share the shape. */
export type MenuItem = {
  id: string;
  /** An i18n key of the 'shell' namespace. */
  title: string;
  icon?: string;
  priority: number;
  /** The product a group belongs to. */
  product?: string;
  /** Other products whose menu also shows this group. */
  productFallback?: readonly string[];
  /** Visible only if the user holds all of them. */
  scopes?: readonly string[];
  parent?: string;
  path?: string;
  items?: readonly MenuItem[];
};

const byPriority = (a: MenuItem, b: MenuItem) => a.priority - b.priority;
export const isHttpPath = (path: string | undefined) => /^https?:\/\//i.test(path ?? '');

/** The items the scopes allow, sorted by priority; groups left without items are dropped. */
export function visibleItems(items: readonly MenuItem[], scopes: readonly string[]): MenuItem[] {
  return items
    .filter((item) => hasScopes(scopes, item.scopes, 'all'))
    .map((item) => (item.items ? { ...item, items: visibleItems(item.items, scopes) } : item))
    .filter((item) => !item.items || item.items.length > 0 || item.path !== undefined)
    .sort(byPriority);
}

/** The product selected by default: the first available one whose path is not http. */
export function defaultProductId(products: readonly MenuItem[]): string | null {
  return products.find((product) => !isHttpPath(product.path))?.id ?? null;
}

/** The stored product when still available, else the default one. */
export function resolveProductId(stored: string | null, products: readonly MenuItem[]): string | null {
  if (stored && products.some((product) => product.id === stored && !isHttpPath(product.path))) return stored;
  return defaultProductId(products);
}

/** The groups shown for a product: its own, and those listing it as a fallback. */
export function groupsForProduct(groups: readonly MenuItem[], productId: string | null): MenuItem[] {
  if (!productId) return [];
  return groups.filter((group) => group.product === productId || group.productFallback?.includes(productId));
}

/** The group whose items contain the path, if any. */
export function groupOfPath(groups: readonly MenuItem[], pathname: string): string | null {
  return groups.find((group) => group.items?.some((item) => item.path === pathname))?.id ?? null;
}
