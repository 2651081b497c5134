import type { MenuProduct, TMenus } from '@puente/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { mustPayNow, useSession } from '../../../lib/session';
import { sessionEvents } from '../../../lib/session/session-events';
import { queryClient } from '../../query-client';
import { knownProduct } from './menu-model';
import { useMenu } from './menu-store';

const MENUS_KEY = ['shell', 'menus'] as const;

/**
 * GET /api/menus?product=…: the user's products and the groups of one of them, filtered by the user's
 * scopes on the server. Kept for the visit (the menus change only with the user). Without a product the
 * server answers the default one; that answer is also kept under the product it names, so selecting it
 * next costs no second call.
 */
const menusQuery = (userId: string, product: MenuProduct | null) =>
  queryOptions({
    queryKey: [...MENUS_KEY, userId, product],
    queryFn: async ({ signal }) => {
      const menus = await apiFetch<TMenus>('/menus', { query: { product }, signal });
      if (menus.product !== product) queryClient.setQueryData([...MENUS_KEY, userId, menus.product], menus);
      return menus;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The menus of the selected product (the last answer stays while another product's menus load). */
export function useMenus() {
  const userId = useSession((state) => state.identity.id) ?? '';
  const mustPay = useSession(mustPayNow);
  const selected = knownProduct(useMenu((state) => state.selectedProduct));
  return useQuery({
    ...menusQuery(userId, selected),
    // During the add-payment step every other call is refused: no menu then.
    enabled: userId !== '' && !mustPay,
    placeholderData: keepPreviousData,
  });
}

// Logout resets the menu: the signed-out user's menus are forgotten with the selected product.
sessionEvents.on('SessionSignedOut', () => queryClient.removeQueries({ queryKey: MENUS_KEY }));
