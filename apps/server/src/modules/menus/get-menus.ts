import { hasScopes, type MenuProduct, type TMenus } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { type CatalogGroup, type CatalogLink, GROUPS, type MenuScope, PRODUCTS } from './menu-catalog.ts';
import { presentGroup, presentLink, presentProduct } from './menus.presenter.ts';

/** What decides a caller's menu: the scopes of the session plus `tutoring` (tenant setting or tutor). */
export type MenuCaller = { scopes: readonly string[]; tutoringEnabled: boolean };

export const menuCallerOf = (actor: Actor, tenant: { tutoringEnabled: boolean }): MenuCaller => ({
  scopes: actor.scopes,
  tutoringEnabled: tenant.tutoringEnabled,
});

const byPriority = (a: { priority: number }, b: { priority: number }) => a.priority - b.priority;
const isHttpPath = (path: string) => /^https?:\/\//i.test(path);

function menuScopes(caller: MenuCaller): MenuScope[] {
  const scopes = [...caller.scopes] as MenuScope[];
  if (caller.tutoringEnabled || caller.scopes.includes('tutor')) scopes.push('tutoring');
  return scopes;
}

const visible = <T extends { scopes?: MenuScope[]; anyOf?: MenuScope[] }>(
  items: readonly T[],
  scopes: MenuScope[],
) =>
  items.filter(
    (item) => hasScopes(scopes, item.scopes, 'all') && (!item.anyOf || hasScopes(scopes, item.anyOf, 'any')),
  );

/** A group with the links the scopes allow; null when none is left. */
function visibleGroup(group: CatalogGroup, scopes: MenuScope[]) {
  const items: CatalogLink[] = visible(group.items, scopes).sort(byPriority);
  return items.length > 0 ? presentGroup(group, items.map(presentLink)) : null;
}

function buildMenus(caller: MenuCaller, asked: MenuProduct | undefined): TMenus {
  const scopes = menuScopes(caller);
  const products = visible(PRODUCTS, scopes).sort(byPriority);
  const usable = products.filter((product) => !isHttpPath(product.path));
  const product = usable.find((candidate) => candidate.id === asked)?.id ?? usable[0]?.id ?? null;
  const groups = visible(GROUPS, scopes)
    .filter(
      (group) => product !== null && (group.product === product || group.productFallback?.includes(product)),
    )
    .sort(byPriority)
    .flatMap((group) => visibleGroup(group, scopes) ?? []);
  return { products: products.map(presentProduct), product, groups };
}

// The menus depend only on the scopes, the tutoring flag and the product: a handful of combinations,
// built once each per process and kept (the catalogue is code, so nothing ever makes them stale).
const built = new Map<string, TMenus>();

/**
 * The caller's products and the groups of the product asked for, when the caller may use it, else of
 * their default product (the first whose path is not http). Students never receive management items.
 */
export function getMenus(caller: MenuCaller, asked: MenuProduct | undefined): TMenus {
  const key = `${[...menuScopes(caller)].sort().join(',')}|${asked ?? ''}`;
  let menus = built.get(key);
  if (!menus) {
    menus = buildMenus(caller, asked);
    built.set(key, menus);
  }
  return menus;
}
