import { Badge, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TMySession } from '@puente/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showDefaultError } from '../../../ui/messages/show-default-error';
import { showToast } from '../../../ui/messages/show-message';
import { QueryState } from '../../../ui/query-state';
import { peopleQueryKeys } from '../api/people-query-keys';
import { signOutOthers, useMySessions } from '../api/sessions-query';
import { deviceName } from '../model/device-name';

type Props = { timeZone: string | null; canSignOut: boolean };

/** The signed-in devices with their last sign-in or renewal, and "sign out of every other device". */
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
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    }).format(new Date(iso));
  const row = (session: TMySession) => (
    <Box component="li" key={session.id}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          {deviceName(session.userAgent) ?? t('sessions.unknownDevice')}
        </Text>
        {session.current ? (
          <Badge size="sm" color="teal.9">
            {t('sessions.thisDevice')}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {t('sessions.lastUsed', { when: when(session.lastUsedAt) })}
        {session.originIp ? ` · ${session.originIp}` : ''}
      </Text>
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
