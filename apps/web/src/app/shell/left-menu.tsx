import { NavLink } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { menuGroups, products } from './menu/menu-data';
import { groupOfPath, groupsForProduct, resolveProductId, visibleItems } from './menu/menu-model';
import { useMenu } from './menu/menu-store';

/** The left menu: the selected product's groups, filtered by scopes; one group open at a time. */
export function LeftMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const scopes = useSession((state) => state.scopes);
  const { selectedProduct, openGroup, toggleGroup, selectProduct, openGroupIfNone } = useMenu();
  const available = useMemo(() => visibleItems(products, scopes), [scopes]);
  const productId = resolveProductId(selectedProduct, available);
  const groups = useMemo(
    () => visibleItems(groupsForProduct(menuGroups, productId), scopes),
    [productId, scopes],
  );

  useEffect(() => {
    if (productId && productId !== selectedProduct) selectProduct(productId);
  }, [productId, selectedProduct, selectProduct]);
  useEffect(() => openGroupIfNone(groupOfPath(groups, pathname)), [groups, pathname, openGroupIfNone]);

  return (
    <nav aria-label={t('menu.label')} data-testid="left-menu">
      {groups.map((group) => (
        <NavLink
          key={group.id}
          component="button"
          type="button"
          aria-expanded={openGroup === group.id}
          label={t(group.title)}
          opened={openGroup === group.id}
          onChange={() => toggleGroup(group.id)}
          fw={600}
          childrenOffset={12}
        >
          {group.items?.map((item) => (
            <NavLink
              key={item.id}
              component={Link}
              to={item.path ?? '/'}
              label={t(item.title)}
              active={pathname === item.path}
              variant="filled"
              aria-current={pathname === item.path ? 'page' : undefined}
              onClick={onNavigate}
            />
          ))}
        </NavLink>
      ))}
    </nav>
  );
}
