import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClassOptions } from '../../../api/class-options-query';

/** The bulk bar's "Apuntar a una clase": the school's classes to pick one from. */
export function BulkClassMenu({
  onChoose,
}: {
  onChoose: (schoolClass: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation('admin-users');
  const classes = useClassOptions();
  const items = classes.data?.items ?? [];
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="outline">
          {t('users.bulk.toClass')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.length === 0 ? <Menu.Label>{t('users.bulk.noClasses')}</Menu.Label> : null}
        {items.map((item) => (
          <Menu.Item key={item.id} onClick={() => onChoose(item)}>
            {item.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
