import { Badge, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDefaultError } from '../../../ui/messages/show-default-error';
import { QueryState } from '../../../ui/query-state';
import { markHandled, useContactMessages } from '../api/contact-messages-query';

/** The contact messages for staff: filter (500 ms), only pending, mark handled. */
export function ContactMessagesPanel() {
  const { t, i18n } = useTranslation('people');
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const [pending, setPending] = useState(true);
  const query = useContactMessages(debounced, pending);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const mark = useMutation({
    mutationFn: markHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['people', 'contact-messages'] }),
    onError: (error) => showDefaultError(error),
  });
  const busy = mark.isPending ? mark.variables : null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="contact-messages-title">
      <Title order={2} size="h3" id="contact-messages-title">
        {t('admin.messages')}
      </Title>
      <Group align="flex-end" gap="md">
        <TextInput
          label={t('admin.filter')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Switch
          label={t('admin.onlyPending')}
          checked={pending}
          onChange={(e) => setPending(e.currentTarget.checked)}
        />
      </Group>
      <QueryState query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <Text c="dimmed">{t('admin.noMessages')}</Text>
          ) : (
            <Stack
              component="ul"
              gap="sm"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-labelledby="contact-messages-title"
            >
              {items.map((message) => (
                <Paper component="li" key={message.id} withBorder p="sm" radius="md">
                  <Stack gap={4}>
                    <Group justify="space-between" gap="xs">
                      <Text fw={600}>{message.subject}</Text>
                      {message.handledAt ? (
                        <Badge color="teal.9">
                          {t('admin.handledBy', { name: message.handledBy ?? '' })}
                        </Badge>
                      ) : (
                        <Button
                          size="xs"
                          variant="default"
                          loading={busy === message.id}
                          disabled={busy !== null}
                          aria-label={t('admin.markHandledOf', { subject: message.subject })}
                          onClick={() => mark.mutate(message.id)}
                        >
                          {t('admin.markHandled')}
                        </Button>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {message.name} · {message.email} · {when(message.createdAt)}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {message.message}
                    </Text>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
