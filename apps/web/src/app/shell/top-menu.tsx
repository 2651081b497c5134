import { Button, Menu } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { ChevronIcon } from './icons';
import { products } from './menu/menu-data';
import { isHttpPath, resolveProductId, visibleItems } from './menu/menu-model';
import { useMenu } from './menu/menu-store';

/** The top menu: the products the user may use; choosing one selects its left menu. */
export function TopMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const scopes = useSession((state) => state.scopes);
  const selected = useMenu((state) => state.selectedProduct);
  const selectProduct = useMenu((state) => state.selectProduct);
  const available = useMemo(() => visibleItems(products, scopes), [scopes]);
  const current = available.find((product) => product.id === resolveProductId(selected, available));
  if (!current) return null;
  return (
    <Menu position="bottom-end" shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="gray.9"
          size="compact-sm"
          rightSection={<ChevronIcon size={14} />}
        >
          {t(current.title)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('menu.products')}</Menu.Label>
        {available.map((product) =>
          isHttpPath(product.path) ? (
            <Menu.Item key={product.id} component="a" href={product.path} target="_blank" rel="noreferrer">
              {t(product.title)}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={product.id}
              onClick={() => {
                selectProduct(product.id);
                if (product.path) navigate(product.path);
              }}
            >
              {t(product.title)}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
