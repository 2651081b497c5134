import { z } from 'zod';
import { MENU_PRODUCTS } from './menu-products.ts';

/** GET /api/menus: which product's groups to send; without it, the caller's default product. */
export const ZMenuQuery = z.object({ product: z.enum(MENU_PRODUCTS).optional() });

/** A link of a left-menu group. `title` is an i18n key of the web's 'shell' namespace. */
const ZMenuLink = z.object({
  id: z.string(),
  title: z.string(),
  icon: z.string().optional(),
  priority: z.number().int(),
  path: z.string(),
});

/** A product of the top menu; a product whose path is http(s) opens elsewhere. */
const ZMenuProductItem = ZMenuLink.extend({ id: z.enum(MENU_PRODUCTS) });

/** A left-menu group with the links the caller may see, sorted by priority. */
const ZMenuGroup = z.object({
  id: z.string(),
  title: z.string(),
  icon: z.string().optional(),
  priority: z.number().int(),
  product: z.enum(MENU_PRODUCTS),
  productFallback: z.array(z.enum(MENU_PRODUCTS)).optional(),
  items: z.array(ZMenuLink),
});

/**
 * The caller's menus: the products they may use, and the groups of one of them (the asked product when
 * the caller may use it, else the default one: the first whose path is not http). Filtered by the
 * caller's scopes on the server: what is sent carries no scopes.
 */
export const ZMenus = z.object({
  products: z.array(ZMenuProductItem),
  product: z.enum(MENU_PRODUCTS).nullable(),
  groups: z.array(ZMenuGroup),
});
export type TMenus = z.infer<typeof ZMenus>;
export type TMenuGroup = z.infer<typeof ZMenuGroup>;
export type TMenuLink = z.infer<typeof ZMenuLink>;
