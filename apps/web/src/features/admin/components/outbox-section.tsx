import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TOutboxEmail } from '@puente/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/query-state';
import { StatusBadge } from '../../../ui/status-badge';
import { useOutbox } from '../api/outbox-query';

/**
 * The school's outbox (administrators): every e-mail the platform sent or queued — invitations,
 * receipts, the contact messages mailed to support — newest first, as the outbox keeps them.
 */
export function OutboxSection() {
  const { t, i18n } = useTranslation('people');
  const query = useOutbox();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="outbox-title">
          {t('admin.outbox.title')}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
          {t('admin.outbox.refresh')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('admin.outbox.hint')}
      </Text>
      <QueryState query={query}>
        {(mails) =>
          mails.length === 0 ? (
            <Text c="dimmed">{t('admin.outbox.empty')}</Text>
          ) : (
            <Stack component="ul" aria-labelledby="outbox-title" gap="xs" p={0} style={{ listStyle: 'none' }}>
              {mails.map((mail) => (
                <OutboxMail key={mail.id} mail={mail} when={when(mail.createdAt)} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

// Dark text with a coloured dot (a light badge failed the contrast check).
const STATUS_TONES = {
  queued: 'warning',
  sent: 'success',
  'failed-permanent': 'danger',
  'failed-retries': 'danger',
} as const;

/** One mail: subject, recipient, date and delivery; its text on demand. */
function OutboxMail({ mail, when }: { mail: TOutboxEmail; when: string }) {
  const { t } = useTranslation('people');
  const [open, setOpen] = useState(false);
  const textId = useId();
  return (
    <Paper component="li" withBorder p="sm">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {mail.subject}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('admin.outbox.to', { to: mail.to, date: when })}
      </Text>
      <Group gap="xs" mt={4} wrap="wrap">
        <StatusBadge tone={STATUS_TONES[mail.status]}>
          {t(`admin.outbox.status.${mail.status}`, { count: mail.attempts })}
        </StatusBadge>
        {mail.lastError && mail.status !== 'sent' ? (
          <Text
            size="sm"
            c={mail.status === 'queued' ? 'dimmed' : 'red.8'}
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('admin.outbox.lastError', { error: mail.lastError })}
          </Text>
        ) : null}
      </Group>
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        mt={4}
        aria-expanded={open}
        aria-controls={open ? textId : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? t('admin.outbox.hide') : t('admin.outbox.show')}
      </Button>
      {open ? (
        <Text id={textId} size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {mail.text}
        </Text>
      ) : null}
    </Paper>
  );
}
