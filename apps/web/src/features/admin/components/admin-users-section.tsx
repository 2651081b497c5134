import {
  ActionIcon,
  Box,
  Button,
  Group,
  LoadingOverlay,
  Menu,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { type TAdminUser, type TUserStatus, USER_ROLES, USER_STATUSES } from '@puente/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClassOptions } from '../../../api/class-options-query';
import { resourceKeys } from '../../../api/query-keys';
import { ApiError } from '../../../lib/api-client';
import { openConfirmModal } from '../../../lib/confirm-modal';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { startImpersonation } from '../../../lib/session/impersonation';
import { showMailError } from '../../../ui/messages/mail-refusal';
import { showDefaultError } from '../../../ui/messages/show-default-error';
import { showDialog, showToast } from '../../../ui/messages/show-message';
import { ClassSelect } from '../../../ui/widgets/class-select';
import {
  adminUsers,
  bulkUserAction,
  bulkUsersToClass,
  deactivateUser,
  downloadUsersCsv,
  reactivateUser,
  resetUserPassword,
} from '../api/admin-users-client';
import { AdminUserDialog } from './admin-user-dialog';
import { AdminUsersTable, fullName, type UserOrder } from './admin-users-table';
import { BulkClassMenu } from './bulk-class-menu';
import { UsersImportDialog } from './users-import-dialog';
import { UsersSortSelect } from './users-sort-select';

/** Users per page of the table. */
const USERS_PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 400;

const MoreIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </svg>
);

/**
 * The school's users, for administrators: searched, filtered (role, state, class) and sorted by the server, a
 * page at a time with the total (schools of thousands), live or deleted; add and edit in a dialog, and
 * per row: act as the user (not as an administrator), reset the password, deactivate/reactivate,
 * delete and recover; chosen users invited again, deactivated or put in a class at once; users imported
 * from a CSV file.
 */
export function AdminUsersSection() {
  const { t } = useTranslation('admin-users');
  const queryClient = useQueryClient();
  const ownId = useSession((state) => state.identity.id);
  const [open, setOpen] = useState<{ id?: string } | null>(null);
  const [view, setView] = useState<'live' | 'deleted'>('live');
  const deleted = view === 'deleted';
  const compact = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [role, setRole] = useState<TAdminUser['role'] | null>(null);
  const [status, setStatus] = useState<TUserStatus | null>(null);
  const [classId, setClassId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const classes = useClassOptions();
  const [order, setOrder] = useState<UserOrder>({ sort: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  // The rows chosen for a bulk action, or every user matching the filter ("all N matching").
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const filter = {
    ...(searched ? { SearchValue: searched } : {}),
    ...(role ? { role } : {}),
    ...(status && !deleted ? { status } : {}),
    ...(classId ? { classId } : {}),
    ...(deleted ? { deleted: 'true' } : {}),
    sort: order.sort,
    direction: order.direction,
  };
  const list = useQuery({
    queryKey: resourceKeys.of(adminUsers.url, 'table', filter, page),
    queryFn: ({ signal }) =>
      adminUsers.list({ ...filter, Skip: (page - 1) * USERS_PAGE_SIZE, Take: USERS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  // Any new filter or order starts again at the first page.
  const refilter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
      setSelected(new Set());
      setAllMatching(false);
    };
  const select = (ids: string[], on: boolean) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };
  const chosenCount = allMatching ? total : selected.size;
  const bulkTarget = () =>
    allMatching
      ? {
          matching: {
            ...(searched ? { SearchValue: searched } : {}),
            ...(role ? { role } : {}),
            ...(status ? { status } : {}),
            ...(classId ? { classId } : {}),
          },
        }
      : { ids: [...selected] };
  const runBulk = (action: 'deactivate' | 'invite') => {
    const count = chosenCount;
    const target = bulkTarget();
    confirm(
      t(`users.bulk.${action}Title`, { count }),
      t(`users.bulk.${action}Text`, { count }),
      t(`users.bulk.${action}`),
      () =>
        void act(async () => {
          const done = await bulkUserAction(action, target);
          setSelected(new Set());
          setAllMatching(false);
          showToast('success', t(`users.bulk.${action}Done`, { count: done.count }));
        }, null),
    );
  };

  // The chosen students join a class (staff are left out by the server, which counts who joined).
  const runToClass = (schoolClass: { id: string; name: string }) => {
    const count = chosenCount;
    const target = bulkTarget();
    openConfirmModal({
      title: t('users.bulk.toClassTitle', { count, name: schoolClass.name }),
      children: <Text size="sm">{t('users.bulk.toClassText', { count })}</Text>,
      labels: { confirm: t('users.bulk.toClassConfirm', { count }), cancel: t('users.cancel') },
      onConfirm: () =>
        void act(async () => {
          const done = await bulkUsersToClass(schoolClass.id, target);
          setSelected(new Set());
          setAllMatching(false);
          showToast('success', t('users.bulk.toClassDone', { count: done.count, name: schoolClass.name }));
        }, null),
    });
  };

  const act = async (action: () => Promise<unknown>, done: string | null) => {
    try {
      await action();
      if (done) showToast('success', done);
    } catch (error) {
      showMailError(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: resourceKeys.of(adminUsers.url) });
    }
  };
  // A refused "view as" (the user became an administrator meanwhile) says why, in the catalogue's words.
  const showImpersonationError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'user.impersonate-administrator')
      showDialog({ type: 'error', description: errorText(error) });
    else showDefaultError(error);
  };
  const confirm = (title: string, text: string, label: string, run: () => void) =>
    openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: label, cancel: t('users.cancel') },
      confirmProps: { color: 'red.8' },
      onConfirm: run,
    });

  const rowActions = (user: TAdminUser) => {
    const name = fullName(user);
    if (deleted) {
      return (
        <Button
          size="compact-xs"
          variant="outline"
          aria-label={t('users.recoverOf', { name })}
          onClick={() => void act(() => adminUsers.recover(user.id), t('users.recovered', { name }))}
        >
          {t('users.recover')}
        </Button>
      );
    }
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('users.actionsOf', { name })}>
            <MoreIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen({ id: user.id })}>{t('users.editAction')}</Menu.Item>
          {/* Not another administrator: the server refuses (user.impersonate-administrator). */}
          {user.id !== ownId && user.active && user.role !== 'Administrator' ? (
            <Menu.Item onClick={() => void startImpersonation(user.id).catch(showImpersonationError)}>
              {t('users.impersonate')}
            </Menu.Item>
          ) : null}
          <Menu.Item
            onClick={() =>
              confirm(
                t('users.resetTitle'),
                t('users.resetText', { name }),
                t('users.reset'),
                () => void act(() => resetUserPassword(user.id), t('users.resetDone', { name })),
              )
            }
          >
            {t('users.reset')}
          </Menu.Item>
          {user.active ? (
            <Menu.Item
              color="red.8"
              onClick={() =>
                confirm(
                  t('users.deactivateTitle'),
                  t('users.deactivateText', { name }),
                  t('users.deactivate'),
                  () => void act(() => deactivateUser(user.id), t('users.deactivated', { name })),
                )
              }
            >
              {t('users.deactivate')}
            </Menu.Item>
          ) : (
            <Menu.Item
              onClick={() => void act(() => reactivateUser(user.id), t('users.reactivated', { name }))}
            >
              {t('users.reactivate')}
            </Menu.Item>
          )}
          <Menu.Item
            color="red.8"
            onClick={() =>
              confirm(
                t('users.deleteTitle'),
                t('users.deleteText', { name }),
                t('users.delete'),
                () => void act(() => adminUsers.remove(user.id), t('users.deletedDone', { name })),
              )
            }
          >
            {t('users.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-users-title">
      <Title order={2} size="h3" id="admin-users-title">
        {t('users.title')}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('users.search')}
          type="search"
          value={search}
          onChange={(event) => refilter(setSearch)(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label={t('users.roleFilter')}
          placeholder={t('users.allRoles')}
          clearable
          value={role}
          onChange={(value) => refilter(setRole)(value as TAdminUser['role'] | null)}
          data={USER_ROLES.map((value) => ({ value, label: t(`users.roles.${value}`) }))}
          style={{ flex: '1 1 150px' }}
        />
        {deleted ? null : (
          <Select
            label={t('users.statusFilter')}
            placeholder={t('users.allStatuses')}
            clearable
            value={status}
            onChange={(value) => refilter(setStatus)(value as TUserStatus | null)}
            data={USER_STATUSES.map((value) => ({ value, label: t(`users.statuses.${value}`) }))}
            style={{ flex: '1 1 150px' }}
          />
        )}
        <div style={{ flex: '1 1 150px' }}>
          <ClassSelect classes={classes.data?.items ?? []} value={classId} onChange={refilter(setClassId)} />
        </div>
        {/* The phone's table has one column: the order is chosen here. */}
        {compact ? <UsersSortSelect order={order} onChange={refilter(setOrder)} /> : null}
        <SegmentedControl
          aria-label={t('users.view')}
          value={view}
          onChange={(value) => refilter(setView)(value as 'live' | 'deleted')}
          data={[
            { value: 'live', label: t('users.live') },
            { value: 'deleted', label: t('users.deleted') },
          ]}
        />
        <Button variant="outline" onClick={() => void downloadUsersCsv(filter).catch(showDefaultError)}>
          {t('users.exportCsv')}
        </Button>
        {deleted ? null : (
          <Button variant="outline" onClick={() => setImporting(true)}>
            {t('users.import.open')}
          </Button>
        )}
        {deleted ? null : <Button onClick={() => setOpen({})}>{t('users.add')}</Button>}
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {t(deleted ? 'users.deletedCount' : 'users.count', { count: total })}
      </Text>
      {!deleted && chosenCount > 0 ? (
        <Group gap="sm" wrap="wrap" role="region" aria-label={t('users.bulk.region')}>
          <Text size="sm" fw={500}>
            {t('users.bulk.chosen', { count: chosenCount })}
          </Text>
          {!allMatching && total > selected.size ? (
            <Button size="compact-sm" variant="subtle" onClick={() => setAllMatching(true)}>
              {t('users.bulk.allMatching', { count: total })}
            </Button>
          ) : null}
          <Button size="compact-sm" variant="outline" onClick={() => runBulk('invite')}>
            {t('users.bulk.invite')}
          </Button>
          <BulkClassMenu onChoose={runToClass} />
          <Button size="compact-sm" variant="outline" color="red.8" onClick={() => runBulk('deactivate')}>
            {t('users.bulk.deactivate')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => {
              setSelected(new Set());
              setAllMatching(false);
            }}
          >
            {t('users.bulk.clear')}
          </Button>
        </Group>
      ) : null}
      <Box pos="relative" style={{ overflowX: 'auto' }}>
        <LoadingOverlay visible={list.isFetching} loaderProps={{ 'aria-label': t('users.loading') }} />
        {!list.isPending && rows.length === 0 ? (
          <Text c="dimmed" p="sm">
            {t('users.empty')}
          </Text>
        ) : (
          <AdminUsersTable
            label={t(deleted ? 'users.deletedList' : 'users.list')}
            users={rows}
            order={order}
            onOrder={refilter(setOrder)}
            compact={compact}
            selected={allMatching ? new Set(rows.map((user) => user.id)) : selected}
            onSelect={deleted ? undefined : select}
            rowActions={rowActions}
          />
        )}
      </Box>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          siblings={compact ? 0 : 1}
          getControlProps={(control) => ({ 'aria-label': t(`users.pageControls.${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('users.pageOf', { page: n, pages }) })}
        />
      ) : null}
      {importing ? <UsersImportDialog onClose={() => setImporting(false)} /> : null}
      {open ? <AdminUserDialog id={open.id} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
