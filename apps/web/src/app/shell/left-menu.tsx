import { NavLink, SegmentedControl, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { mustPayNow, useSession } from '../../lib/session';
import { groupOfPath, isHttpPath } from './menu/menu-model';
import { useMenu } from './menu/menu-store';
import { useSelectedMenus } from './menu/use-selected-menus';

/**
 * The left menu: the selected product's groups as the server filtered them for the user; one group open
 * at a time. `withProducts` adds the product switch (the drawer of small screens has no top menu).
 */
export function LeftMenu({ onNavigate, withProducts }: { onNavigate?: () => void; withProducts?: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data, isError } = useSelectedMenus();
  // A user who must pay first is refused every call but the payment's, the menus' too: the add-payment
  // step is on the screen, and the menus load once the payment is made. Not a failure to report.
  const mustPay = useSession(mustPayNow);
  const { openGroup, toggleGroup, selectProduct, openGroupIfNone } = useMenu();
  const groups = data?.groups;
  useEffect(() => {
    if (groups) openGroupIfNone(groupOfPath(groups, pathname));
  }, [groups, pathname, openGroupIfNone]);

  const products = (data?.products ?? []).filter((product) => !isHttpPath(product.path));
  return (
    <nav aria-label={t('menu.label')} data-testid="left-menu">
      {withProducts && data?.product && products.length > 1 ? (
        <SegmentedControl
          fullWidth
          mb="sm"
          aria-label={t('menu.products')}
          value={data.product}
          data={products.map((product) => ({ value: product.id, label: t(product.title) }))}
          onChange={(id) => {
            selectProduct(id);
            const path = products.find((product) => product.id === id)?.path;
            if (path) navigate(path);
            onNavigate?.();
          }}
        />
      ) : null}
      {isError && !data && !mustPay ? (
        <Text size="sm" c="dimmed" p="sm" role="status">
          {t('menu.loadError')}
        </Text>
      ) : null}
      {groups?.map((group) => (
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
          {group.items.map((item) => (
            <NavLink
              key={item.id}
              component={Link}
              to={item.path}
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
