import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChevronIcon } from './icons';
import { isHttpPath } from './menu/menu-model';
import { useMenu } from './menu/menu-store';
import { ShellQuery } from './menu/shell-query';
import { useSelectedMenus } from './menu/use-selected-menus';

/** The product switch: the products the user may use (staff: Management and Learning; students: Learning). */
function ProductMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const selectProduct = useMenu((state) => state.selectProduct);
  const { data } = useSelectedMenus();
  const current = data?.products.find((product) => product.id === data.product);
  if (!data || !current) return null;
  return (
    <Menu position="bottom-end" shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="gray.9"
          size="compact-sm"
          aria-label={t('menu.productSwitch', { product: t(current.title) })}
          rightSection={<ChevronIcon size={14} />}
          data-testid="product-switch"
        >
          {t(current.title)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('menu.products')}</Menu.Label>
        {data.products.map((product) =>
          isHttpPath(product.path) ? (
            <Menu.Item key={product.id} component="a" href={product.path} target="_blank" rel="noreferrer">
              {t(product.title)}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={product.id}
              aria-current={product.id === current.id ? 'true' : undefined}
              onClick={() => {
                selectProduct(product.id);
                navigate(product.path);
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

/** The top menu: the product switch, reading the menus through the shared query client. */
export function TopMenu() {
  return (
    <ShellQuery>
      <ProductMenu />
    </ShellQuery>
  );
}
