import { Checkbox, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TAdminUser, TUserSort } from '@puente/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type UserOrder = { sort: TUserSort; direction: 'asc' | 'desc' };

type Props = {
  /** The table's accessible name. */
  label: string;
  users: TAdminUser[];
  order: UserOrder;
  onOrder: (order: UserOrder) => void;
  /** Narrow screens: one cell per user with everything in it, wrapped, never cut. */
  compact: boolean;
  /** Ids of the selected rows (bulk actions); no checkboxes without `onSelect`. */
  selected?: ReadonlySet<string>;
  onSelect?: (ids: string[], on: boolean) => void;
  rowActions: (user: TAdminUser) => ReactNode;
};

export const fullName = (user: TAdminUser) => `${user.firstName} ${user.lastName}`.trim();

const Arrow = ({ direction }: { direction: 'asc' | 'desc' | null }) => (
  <span aria-hidden="true" style={{ marginInlineStart: 4, opacity: direction ? 1 : 0.35 }}>
    {direction === 'desc' ? '▼' : '▲'}
  </span>
);

/**
 * A page of the school's users as a table: sortable column headers (a second click reverses), an
 * optional checkbox per row and for the page, and the row's own actions. On a phone one column says
 * name, e-mail, role and state, wrapped.
 */
export function AdminUsersTable({
  label,
  users,
  order,
  onOrder,
  compact,
  selected,
  onSelect,
  rowActions,
}: Props) {
  const { t, i18n } = useTranslation('admin-users');
  const status = (user: TAdminUser) =>
    user.active
      ? user.invitationPending
        ? t('users.statuses.pending')
        : t('users.statuses.active')
      : t('users.statuses.inactive');
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const header = (key: TUserSort, label: string) => {
    const current = order.sort === key ? order.direction : null;
    return (
      <Table.Th aria-sort={current ? (current === 'asc' ? 'ascending' : 'descending') : undefined}>
        <UnstyledButton
          fw={600}
          fz="sm"
          onClick={() => onOrder({ sort: key, direction: current === 'asc' ? 'desc' : 'asc' })}
        >
          {label}
          <Arrow direction={current} />
        </UnstyledButton>
      </Table.Th>
    );
  };

  const pageIds = users.map((user) => user.id);
  const selectedOnPage = pageIds.filter((id) => selected?.has(id)).length;

  return (
    <Table striped highlightOnHover verticalSpacing={6} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {onSelect ? (
            <Table.Th w={36}>
              <Checkbox
                aria-label={t('users.selectPage')}
                checked={users.length > 0 && selectedOnPage === users.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < users.length}
                onChange={(event) => onSelect(pageIds, event.currentTarget.checked)}
              />
            </Table.Th>
          ) : null}
          {header('name', t('users.columns.name'))}
          {compact ? null : (
            <>
              {header('email', t('users.columns.email'))}
              {header('role', t('users.columns.role'))}
              <Table.Th>{t('users.columns.status')}</Table.Th>
              {header('createdAt', t('users.columns.createdAt'))}
            </>
          )}
          <Table.Th>
            <VisuallyHidden>{t('users.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => {
          const name = fullName(user);
          return (
            <Table.Tr key={user.id} data-testid="user-row">
              {onSelect ? (
                <Table.Td>
                  <Checkbox
                    aria-label={t('users.selectRow', { name })}
                    checked={selected?.has(user.id) ?? false}
                    onChange={(event) => onSelect([user.id], event.currentTarget.checked)}
                  />
                </Table.Td>
              ) : null}
              {compact ? (
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {user.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`users.roles.${user.role}`)} · {status(user)}
                  </Text>
                </Table.Td>
              ) : (
                <>
                  <Table.Td>
                    <Text size="sm">{name}</Text>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm">{user.email}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`users.roles.${user.role}`)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={user.active && !user.invitationPending ? undefined : 'dimmed'}>
                      {status(user)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      <time dateTime={user.createdAt}>{day.format(new Date(user.createdAt))}</time>
                    </Text>
                  </Table.Td>
                </>
              )}
              <Table.Td style={{ whiteSpace: 'nowrap', textAlign: 'end' }}>{rowActions(user)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
