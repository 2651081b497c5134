import { useEffect } from 'react';
import { useMenu } from './menu-store';
import { useMenus } from './menus-query';

/**
 * The menus of the selected product. The server answers the stored product when the user may use it,
 * else the default one; that answer becomes the selected product (stored, and added to the loaded ones).
 */
export function useSelectedMenus() {
  const query = useMenus();
  const selected = useMenu((state) => state.selectedProduct);
  const selectProduct = useMenu((state) => state.selectProduct);
  const served = query.isPlaceholderData ? null : (query.data?.product ?? null);
  useEffect(() => {
    if (served && served !== selected) selectProduct(served);
  }, [served, selected, selectProduct]);
  return query;
}
