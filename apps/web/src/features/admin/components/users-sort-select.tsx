import { Select } from '@mantine/core';
import { USER_SORTS } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import type { UserOrder } from './admin-users-table';

/** The users list's order on a phone, where the table has one column: chosen here instead of by headers. */
export function UsersSortSelect({
  order,
  onChange,
}: {
  order: UserOrder;
  onChange: (order: UserOrder) => void;
}) {
  const { t } = useTranslation('admin-users');
  return (
    <Select
      label={t('users.sortBy')}
      value={`${order.sort}:${order.direction}`}
      allowDeselect={false}
      onChange={(value) => {
        const [sort, direction] = (value ?? 'name:asc').split(':') as [UserOrder['sort'], 'asc' | 'desc'];
        onChange({ sort, direction });
      }}
      data={USER_SORTS.flatMap((sort) =>
        (['asc', 'desc'] as const).map((direction) => ({
          value: `${sort}:${direction}`,
          label: `${t(`users.columns.${sort}`)} ${direction === 'asc' ? '▲' : '▼'}`,
        })),
      )}
      style={{ flex: '1 1 150px' }}
    />
  );
}
