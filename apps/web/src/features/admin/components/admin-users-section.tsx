import { ActionIcon, Button, Menu, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TAdminUser } from '@puente/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../../../api/query-keys';
import { ApiError } from '../../../lib/api-client';
import { openConfirmModal } from '../../../lib/confirm-modal';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { startImpersonation } from '../../../lib/session/impersonation';
import { ListScreen } from '../../../ui/list/list-screen';
import { showMailError } from '../../../ui/messages/mail-refusal';
import { showDefaultError } from '../../../ui/messages/show-default-error';
import { showDialog, showToast } from '../../../ui/messages/show-message';
import { adminUsers, deactivateUser, reactivateUser, resetUserPassword } from '../api/admin-users-client';
import { AdminUserDialog } from './admin-user-dialog';

const MoreIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </svg>
);

const fullName = (user: TAdminUser) => `${user.firstName} ${user.lastName}`.trim();

/**
 * The school's users, for administrators: a filtered virtual list (live or deleted), add and edit in a
 * dialog, delete and recover, and per row: act as the user (not as an administrator), reset the password,
 * deactivate/reactivate.
 */
export function AdminUsersSection() {
  const { t } = useTranslation('admin-users');
  const queryClient = useQueryClient();
  const ownId = useSession((state) => state.identity.id);
  const [open, setOpen] = useState<{ id?: string } | null>(null);
  const [view, setView] = useState<'live' | 'deleted'>('live');
  const deleted = view === 'deleted';
  const compact = useMediaQuery('(max-width: 47.99em)') ?? false;

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      showToast('success', done);
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

  // Rows stay 34 px: on a phone the label says only what matters most, so the name keeps its room.
  const rowLabel = (user: TAdminUser) => {
    const status = user.active ? (user.invitationPending ? t('users.pending') : null) : t('users.inactive');
    if (compact) return status ?? t(`users.roles.${user.role}`);
    return [t(`users.roles.${user.role}`), status].filter(Boolean).join(' · ');
  };

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
        </Menu.Dropdown>
      </Menu>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-users-title">
      <Title order={2} size="h3" id="admin-users-title">
        {t('users.title')}
      </Title>
      <ListScreen
        client={adminUsers}
        title={t(deleted ? 'users.deletedList' : 'users.list')}
        rowText={fullName}
        rowLabel={rowLabel}
        scope={deleted ? { deleted: 'true' } : {}}
        onAdd={deleted ? undefined : () => setOpen({})}
        onEdit={deleted ? undefined : (user) => setOpen({ id: user.id })}
        deletable={!deleted}
        rowActions={rowActions}
        toolbar={
          <SegmentedControl
            aria-label={t('users.view')}
            value={view}
            onChange={(value) => setView(value as 'live' | 'deleted')}
            data={[
              { value: 'live', label: t('users.live') },
              { value: 'deleted', label: t('users.deleted') },
            ]}
          />
        }
      />
      {open ? <AdminUserDialog id={open.id} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
