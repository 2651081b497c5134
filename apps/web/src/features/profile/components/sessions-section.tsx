import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TMySession } from '@puente/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showDefaultError } from '../../../ui/messages/show-default-error';
import { showToast } from '../../../ui/messages/show-message';
import { QueryState } from '../../../ui/query-state';
import { peopleQueryKeys } from '../api/people-query-keys';
import { signOutDevice, signOutOthers, useMySessions } from '../api/sessions-query';
import { deviceName } from '../model/device-name';

type Props = { timeZone: string | null; canSignOut: boolean };

/**
 * The signed-in devices (one row per browser and address, with how many sessions it holds) with their
 * last sign-in or renewal, "sign out" on each other device, and "sign out of every other device".
 */
export function SessionsSection({ timeZone, canSignOut }: Props) {
  const { t, i18n } = useTranslation('people');
  const query = useMySessions();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: signOutOthers,
    onSuccess: ({ signedOut }) => {
      showToast('success', t('sessions.signedOut', { count: signedOut }));
      return queryClient.invalidateQueries({ queryKey: peopleQueryKeys.sessions() });
    },
    onError: (error) => showDefaultError(error),
  });
  const signOutOne = useMutation({
    mutationFn: (session: TMySession) => signOutDevice(session.id),
    onSuccess: (_, session) => {
      showToast('success', t('sessions.deviceSignedOut', { device: nameOf(session) }));
      return queryClient.invalidateQueries({ queryKey: peopleQueryKeys.sessions() });
    },
    onError: (error) => showDefaultError(error),
  });
  const nameOf = (session: TMySession) => deviceName(session.userAgent) ?? t('sessions.unknownDevice');
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    }).format(new Date(iso));
  const row = (session: TMySession) => (
    <Box component="li" key={session.id} data-testid="session-device">
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {nameOf(session)}
            </Text>
            {session.current ? (
              <Badge size="sm" color="teal.9">
                {t('sessions.thisDevice')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('sessions.lastUsed', { when: when(session.lastUsedAt) })}
            {session.originIp ? ` · ${session.originIp}` : ''}
            {session.sessions > 1 ? ` · ${t('sessions.count', { count: session.sessions })}` : ''}
          </Text>
        </div>
        {canSignOut && !session.current ? (
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            style={{ flexShrink: 0 }}
            aria-label={t('sessions.signOutDevice', { device: nameOf(session) })}
            loading={signOutOne.isPending && signOutOne.variables?.id === session.id}
            disabled={signOutOne.isPending}
            onClick={() => signOutOne.mutate(session)}
          >
            {t('sessions.signOut')}
          </Button>
        ) : null}
      </Group>
    </Box>
  );
  return (
    <Stack component="section" gap="sm" aria-labelledby="sessions-title">
      <Title order={2} size="h3" id="sessions-title">
        {t('sessions.title')}
      </Title>
      <QueryState query={query}>
        {({ items }) => (
          <Stack gap="sm">
            <Stack
              component="ul"
              gap="xs"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-labelledby="sessions-title"
            >
              {items.map(row)}
            </Stack>
            {canSignOut ? (
              <Group>
                <Button
                  variant="outline"
                  color="red.9"
                  // A long label wraps on a narrow phone rather than being cut off.
                  h="auto"
                  py={6}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                  loading={signOut.isPending}
                  disabled={items.every((s) => s.current)}
                  onClick={() => signOut.mutate()}
                >
                  {t('sessions.signOutOthers')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
