import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TGuest } from '@puente/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmModal } from '../../../lib/confirm-modal';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { showMailError } from '../../../ui/messages/mail-refusal';
import { showToast } from '../../../ui/messages/show-message';
import { QueryState } from '../../../ui/query-state';
import { deactivateGuest, resendInvitation, useGuests } from '../api/guests-query';
import { peopleQueryKeys } from '../api/people-query-keys';
import { GuestDialog } from '../components/guest-dialog';

/**
 * /add-user — the master user's guests (up to the school's limit): invite one (a temporary password by
 * e-mail), resend a pending invitation, deactivate a guest (signed out at once, the seat freed). The
 * route guard and the server let only the master user in.
 */
export default function AddUserPage() {
  const { t } = useTranslation('people');
  useDocumentTitle(t('guests.title'));
  const query = useGuests();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.guests() });
  const action = useMutation({
    mutationFn: (step: { key: string; run: () => Promise<unknown>; done: string }) => step.run(),
    onSuccess: (_result, step) => {
      showToast('success', step.done);
      return refresh();
    },
    onError: (error) => showMailError(error),
  });
  const busy = action.isPending ? action.variables.key : null;
  const act = (key: string, run: () => Promise<unknown>, done: string) => action.mutate({ key, run, done });
  const confirmDeactivate = (guest: TGuest) =>
    openConfirmModal({
      title: t('guests.deactivateTitle'),
      children: (
        <Text size="sm">{t('guests.deactivateText', { name: `${guest.firstName} ${guest.lastName}` })}</Text>
      ),
      labels: { confirm: t('guests.deactivate'), cancel: t('guests.cancel') },
      confirmProps: { color: 'red.8' },
      onConfirm: () => act(`off-${guest.id}`, () => deactivateGuest(guest.id), t('guests.deactivated')),
    });
  return (
    <Container size="sm" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('guests.title')}</Title>
          <Text c="dimmed">{t('guests.subtitle')}</Text>
        </div>
        <QueryState query={query}>
          {({ items, limit, used }) => (
            <Stack gap="md">
              <Group justify="space-between">
                <Text aria-live="polite">{t('guests.seats', { used, limit })}</Text>
                <Button
                  onClick={() => setAdding(true)}
                  disabled={used >= limit}
                  aria-describedby={used >= limit ? 'guests-full' : undefined}
                >
                  {t('guests.add')}
                </Button>
              </Group>
              {used >= limit ? (
                // The spec's message past the limit, said before any click (the server refuses the same way).
                <Text size="sm" c="dimmed" id="guests-full" data-testid="guests-full">
                  {t('errors:user.guest-slots-taken')}
                </Text>
              ) : null}
              {items.length === 0 ? (
                <Text c="dimmed">{t('guests.empty')}</Text>
              ) : (
                <Stack
                  component="ul"
                  gap="sm"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  aria-label={t('guests.list')}
                >
                  {items.map((guest) => {
                    const name = `${guest.firstName} ${guest.lastName}`;
                    return (
                      <Paper component="li" key={guest.id} withBorder p="sm" radius="md">
                        <Group justify="space-between" gap="xs">
                          <Stack gap={0} style={{ minWidth: 0 }}>
                            <Text fw={500}>{name}</Text>
                            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                              {guest.email}
                            </Text>
                            {guest.invitationPending ? (
                              <Badge mt={4} size="sm" color="indigo.9">
                                {t('guests.pending')}
                              </Badge>
                            ) : null}
                          </Stack>
                          <Group gap="xs">
                            {guest.invitationPending ? (
                              <Button
                                size="xs"
                                variant="default"
                                loading={busy === `resend-${guest.id}`}
                                disabled={busy !== null}
                                aria-label={t('guests.resendOf', { name })}
                                onClick={() =>
                                  act(
                                    `resend-${guest.id}`,
                                    () => resendInvitation(guest.id),
                                    t('guests.resent'),
                                  )
                                }
                              >
                                {t('guests.resend')}
                              </Button>
                            ) : null}
                            <Button
                              size="xs"
                              variant="outline"
                              color="red.9"
                              loading={busy === `off-${guest.id}`}
                              disabled={busy !== null}
                              aria-label={t('guests.deactivateOf', { name })}
                              onClick={() => confirmDeactivate(guest)}
                            >
                              {t('guests.deactivate')}
                            </Button>
                          </Group>
                        </Group>
                      </Paper>
                    );
                  })}
                </Stack>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
      {adding ? <GuestDialog onSaved={() => void refresh()} onClose={() => setAdding(false)} /> : null}
    </Container>
  );
}
