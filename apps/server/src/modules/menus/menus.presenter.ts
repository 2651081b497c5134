import type { TMenuGroup, TMenuLink, TMenus } from '@puente/shared';
import type { CatalogGroup, CatalogLink, CatalogProduct } from './menu-catalog.ts';

// Scopes stay on the server: the client receives only what it may show.
export const presentLink = (item: CatalogLink): TMenuLink => ({
  id: item.id,
  title: item.title,
  priority: item.priority,
  path: item.path,
});

export const presentProduct = (product: CatalogProduct): TMenus['products'][number] => ({
  ...presentLink(product),
  id: product.id,
});

export const presentGroup = (group: CatalogGroup, items: TMenuLink[]): TMenuGroup => ({
  id: group.id,
  title: group.title,
  priority: group.priority,
  product: group.product,
  ...(group.productFallback ? { productFallback: group.productFallback } : {}),
  items,
});
